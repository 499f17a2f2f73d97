/** Where the e2e server listens (a fixed port; E2E_PORT overrides it). */
export const PORT = Number(process.env.E2E_PORT ?? 8181);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
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
