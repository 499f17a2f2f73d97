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
  /** The path whose 200 says the server is up (default /m/, which needs the web build). */
  readyPath?: string;
}): Promise<RunningServer>;
