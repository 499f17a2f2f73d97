export declare const EMULATOR_PROJECT: string;
export declare const FIREBASE_CLI: string;
export declare function hasFirebaseEmulator(): boolean;
export interface EmulatorPorts {
  authPort: number;
  hubPort: number;
  loggingPort: number;
}
export declare function emulatorLaunch(ports: EmulatorPorts): {
  dir: string;
  args: string[];
  env: Record<string, string>;
  host: string;
};
export declare function emulatorReady(host: string): Promise<boolean>;
export declare function untilEmulatorReady(
  host: string,
  options: { timeoutMs: number; gaveUp?: () => boolean },
): Promise<boolean>;
export declare function startFirebaseEmulator(
  ports: EmulatorPorts,
  options?: { timeoutMs?: number },
): Promise<{ host: string; projectId: string; stop(): Promise<void> }>;
