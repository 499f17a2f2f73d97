export declare const SERVER_ARGS: string[];
export declare function freePort(): Promise<number>;
export interface RunningServer {
  baseURL: string;
  port: number;
  adminToken: string;
  stop(): Promise<void>;
  output(): string;
}
export declare function startServer(options?: {
  adminToken?: string;
  env?: Record<string, string>;
  quiet?: boolean;
}): Promise<RunningServer>;
