/** Where the e2e server listens (a fixed port; E2E_PORT overrides it). */
export const PORT = Number(process.env.E2E_PORT ?? 8181);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
/** The admin token the e2e server is started with. */
export const ADMIN_TOKEN = 'e2e-admin-token';
/** The seeded merchant every test runs against. */
export const MERCHANT = 'DEMO';
