import { existsSync } from 'node:fs';

/** Debian's chromium package's binary, the one `npm test` installs or upgrades as root. */
export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/**
 * Debian's chromium-headless-shell package's binary: the same Chromium built for headless use only, without the
 * full browser's window layers. The e2e specs run about a third faster on it on a 2-core machine. It has no
 * notifications, so the push spec runs on the full browser.
 */
export const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

// The full browser (the push spec, the budget and the benchmark): Debian's Chromium (never `playwright install`).
export const CHROME_PATH = process.env.CHROME_PATH || DEBIAN_CHROMIUM;

/**
 * The browser of the other e2e specs: HEADLESS_SHELL_PATH (npm test sets it to the shell it found, or to the full
 * browser when there is none), else Debian's shell when present and no CHROME_PATH was chosen, else CHROME_PATH.
 */
export const E2E_CHROME_PATH =
  process.env.HEADLESS_SHELL_PATH ||
  (!process.env.CHROME_PATH && existsSync(DEBIAN_HEADLESS_SHELL) ? DEBIAN_HEADLESS_SHELL : CHROME_PATH);

/**
 * Flags for headless Chromium on these machines: no sandbox (the runs may be root in a container), no GPU, and
 * none of the browser's own background traffic (QUIC, component updates, sync) during tests.
 */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
