/** Where the e2e server listens (a fixed port; E2E_PORT overrides it). */
export const PORT = Number(process.env.E2E_PORT ?? 8181);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
/**
 * How long a test waits for what a player waits for (a screen, a notice, an answer): on a busy 2-core machine
 * the e2e run itself keeps the load near 12, and a step that loads a page, asks the server and fetches two
 * chunks has taken over 10 s there. Waiting longer only makes a failing run slower; what passes is the same.
 */
export const EXPECT_MS = 20_000;
/** The admin token the e2e server is started with. */
export const ADMIN_TOKEN = 'e2e-admin-token';
/** The seeded merchant every test runs against. */
export const MERCHANT = 'DEMO';
/**
 * The Firebase Auth emulator of the run (social and phone sign-in), on ports derived from PORT so that runs
 * on other ports do not meet: Auth at PORT + 1000; the hub and logging ports the CLI also opens at + 2000, + 3000.
 */
export const FIREBASE_EMULATOR_PORTS = {
  authPort: PORT + 1000,
  hubPort: PORT + 2000,
  loggingPort: PORT + 3000,
};
export const FIREBASE_AUTH_EMULATOR_HOST = `127.0.0.1:${FIREBASE_EMULATOR_PORTS.authPort}`;
