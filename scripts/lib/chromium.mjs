// The browser every test and benchmark drives: Debian's Chromium (never `playwright install`).
export const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';

/** Flags for headless Chromium on these machines (ARCHITECTURE.md, "Chromium flags for tests"). */
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
