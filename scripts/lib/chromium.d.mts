export declare const DEBIAN_CHROMIUM: string;
export declare const DEBIAN_HEADLESS_SHELL: string;
export declare const CHROME_PATH: string;
export declare const E2E_CHROME_PATH: string;
export declare const CHROMIUM_ARGS: string[];
