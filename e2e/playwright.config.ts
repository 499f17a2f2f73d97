import { defineConfig, devices } from '@playwright/test';
import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureWebBuild, ROOT, WEB_DIST } from '../scripts/lib/web-build.mjs';
import { SERVER_ARGS } from '../scripts/lib/server.mjs';
import { CHROMIUM_ARGS, E2E_CHROME_PATH } from '../scripts/lib/chromium.mjs';
import { emulatorLaunch } from '../scripts/lib/firebase-emulator.mjs';
import {
  ADMIN_TOKEN,
  BASE_URL,
  EXPECT_MS,
  FIREBASE_AUTH_EMULATOR_HOST,
  FIREBASE_EMULATOR_PORTS,
  PORT,
} from './tests/support/constants';

const TRACE_MODES = ['off', 'on', 'retain-on-failure', 'on-first-retry'] as const;
const traceMode = (wanted: string | undefined): (typeof TRACE_MODES)[number] =>
  TRACE_MODES.find((mode) => mode === wanted) ?? 'off';

/** A fresh database per run: deleted below before the server starts. */
const DB_FILE = path.join(os.tmpdir(), `mobile-front-e2e-${PORT}.db`);

// The configuration is also loaded by every worker: only the runner process prepares the run.
if (!process.env.TEST_WORKER_INDEX) {
  for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(DB_FILE + suffix, { force: true });
  // npm test builds first; a run on its own builds when web/dist is missing or stale.
  ensureWebBuild({ log: (m) => console.log(`[e2e] ${m}`) });
}

/** The Firebase Auth emulator (social and phone sign-in), its project a demo-* one: no credentials, offline. */
const firebaseEmulator = emulatorLaunch(FIREBASE_EMULATOR_PORTS);

/** Debian's headless shell when npm test found one (the push spec asks for the full browser itself). */
const launchOptions = { executablePath: E2E_CHROME_PATH, args: CHROMIUM_ARGS };

export default defineConfig({
  testDir: './tests',
  // Waits for the Auth emulator, then turns DEMO's install and download prompts off for the specs of other screens.
  globalSetup: './global-setup.ts',
  outputDir: './test-results',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // Each test's own limit, against a hang: ordinary tests take up to about 50 s on a slow 2-core machine.
  timeout: 90_000,
  // No globalTimeout: each test has its own limit, so a slower machine gives a slower green run, not a red one.
  expect: { timeout: EXPECT_MS },
  reporter: [['list']],
  // Screenshots are taken on demand: SCREENSHOTS=1 npx playwright test -c e2e screenshots
  grepInvert: process.env.SCREENSHOTS === '1' ? undefined : /@screenshots/,
  use: {
    baseURL: BASE_URL,
    headless: true,
    // The service worker is proven by the specs about it (offline, update-check, push, first-paint), which
    // allow it. Elsewhere it would precache the whole app in each test's fresh context, and a worker in control
    // sends the app's calls itself, past page.route.
    serviceWorkers: 'block',
    locale: 'en-US',
    timezoneId: 'UTC',
    launchOptions,
    // The failed test's screenshot is taken by the page fixture (tests/support/fixtures.ts), at no cost to the rest.
    screenshot: 'off',
    // Traces (actions, DOM snapshots, network) on demand: E2E_TRACE=retain-on-failure keeps the failed tests'. Off
    // by default, as recording every test to keep a few costs a tenth of the run on a 2-core machine.
    trace: { mode: traceMode(process.env.E2E_TRACE), screenshots: false },
  },
  projects: [
    { name: 'pixel7', use: { ...devices['Pixel 7'] } },
    {
      name: 'iphone14',
      use: { ...devices['iPhone 14'], browserName: 'chromium' },
      // What differs on the iPhone, and only that: the tests tagged @iphone, for the iOS rules (the user agent
      // decides them: install guide, App Store links, push only in the web app, the social sign-in's redirect,
      // the apple-touch-icon) and the layout (a narrower viewport, touch: axe on the main screens, the first
      // paint, long strings and right to left, the carousel's swipe, full screen, the draggable mini-game). The
      // rest is the same code on both profiles, proven once on the Pixel.
      grep: process.env.SCREENSHOTS === '1' ? /@screenshots/ : /@iphone/,
    },
  ],
  webServer: [
    {
      command: [process.execPath, ...firebaseEmulator.args].map((a) => JSON.stringify(a)).join(' '),
      cwd: firebaseEmulator.dir,
      env: firebaseEmulator.env,
      // Not waited for here: Playwright starts its web servers one after the other, and the emulator takes ~9 s
      // (the server ~3). The server starts beside it; global-setup.ts waits until the emulator is ready.
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      // The CLI shuts its emulators down on SIGINT.
      gracefulShutdown: { signal: 'SIGINT', timeout: 10_000 },
    },
    {
      command: [process.execPath, ...SERVER_ARGS].map((a) => JSON.stringify(a)).join(' '),
      cwd: ROOT,
      url: `${BASE_URL}/m/`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DB_FILE,
        ADMIN_TOKEN,
        WEB_DIST,
        // The demo accounts (demo_default_pw and the others) are seeded only in demo mode.
        DEMO_MODE: '1',
        // Tests that send SMS codes give their page an IP of its own (X-Forwarded-For): the server limits codes per IP.
        TRUST_PROXY: '127.0.0.1',
        // Social and phone sign-in tokens are verified by the run's Auth emulator (demo mode only).
        FIREBASE_AUTH_EMULATOR_HOST,
      },
    },
  ],
});
