export declare const MIN_CHROMIUM_MAJOR: number;
export declare const CHROMIUM_UPGRADE: string;
export declare const HEADLESS_SHELL_INSTALL: string;
export declare function chromiumMajor(versionText: string): number | null;
export declare function chromiumVersionText(browser: string): string;
export declare function browserVerdict(found: {
  browser: string;
  major: number | null;
  root: boolean;
  upgraded: boolean;
}): { action: 'use' } | { action: 'upgrade' } | { action: 'stop'; message: string };
export declare function headlessShellVerdict(found: {
  shell: string | null;
  major: number | null;
}): { use: 'shell' } | { use: 'full'; note: string };
