/** Debian's chromium package's binary, the one `npm test` installs or upgrades as root. */
export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

// The browser every test and benchmark drives: Debian's Chromium (never `playwright install`).
export const CHROME_PATH = process.env.CHROME_PATH || DEBIAN_CHROMIUM;

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
