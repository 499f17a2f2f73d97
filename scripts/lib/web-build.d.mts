export declare const ROOT: string;
export declare const WEB_DIST: string;
export declare function webBuildReason(): string | null;
export declare function ensureWebBuild(options?: { log?: (message: string) => void }): boolean;
