import { isIPv4, isIPv6 } from 'node:net';
import { join } from 'node:path';
import type { DemoAccount } from './seed/demo-accounts';
import type { CspExtras } from './static/csp';

/** The admin token when ADMIN_TOKEN is unset: public, so only accepted on a loopback address. */
export const DEV_ADMIN_TOKEN = 'dev-admin-token';

/** The process configuration read from the environment (see main.ts). */
export interface StartConfig {
  port: number;
  host: string;
  dbFile: string;
  webDist: string;
  adminToken: string;
  /** ADMIN_TOKEN was unset: the token is DEV_ADMIN_TOKEN (and is printed at start). */
  devAdminToken: boolean;
  /** DEMO_MODE=1: demo accounts seeded, `test: true` in the system status. */
  demoMode: boolean;
  trustProxy: boolean | string | undefined;
  csp: CspExtras;
  /** FIREBASE_AUTH_EMULATOR_HOST (host:port): social and phone sign-in verified by that Auth emulator. Demo mode only. */
  firebaseAuthEmulatorHost: string | null;
}

/** A configuration the server refuses to start with; the message says what to set. */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

/** True for an address only this machine reaches: 127.0.0.0/8, ::1 (also IPv4-mapped), localhost. */
export function isLoopbackHost(host: string): boolean {
  const h = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  if (h === 'localhost' || h.endsWith('.localhost')) return true;
  if (isIPv4(h)) return h.startsWith('127.');
  if (!isIPv6(h)) return false;
  // The URL parser writes IPv6 in canonical form: [::1], [::ffff:7f00:1] for ::ffff:127.0.0.1.
  const canonical = new URL(`http://[${h}]/`).hostname.slice(1, -1);
  return canonical === '::1' || /^::ffff:7f[0-9a-f]{2}:[0-9a-f]{1,4}$/.test(canonical);
}

function parseDemoMode(value: string | undefined): boolean {
  const v = (value ?? '').trim().toLowerCase();
  if (v === '1' || v === 'true') return true;
  if (v === '' || v === '0' || v === 'false') return false;
  throw new ConfigError(`DEMO_MODE must be 1 (demo accounts on) or 0 (off), not "${value}".`);
}

function parseTrustProxy(value: string | undefined): boolean | string | undefined {
  if (value === undefined || value === '' || value === 'false' || value === '0') return undefined;
  if (value === 'true' || value === '1') return true;
  return value; // comma-separated addresses or CIDRs
}

const list = (value: string | undefined): string[] => (value ?? '').split(/\s+/).filter(Boolean);

/**
 * Reads the configuration. Throws ConfigError when ADMIN_TOKEN is unset (or empty) and HOST is not a
 * loopback address: the development token is public, so the admin API must not be reachable with it.
 */
export function loadConfig(env: NodeJS.ProcessEnv, repoRoot: string): StartConfig {
  const host = env.HOST || '127.0.0.1';
  const devAdminToken = !env.ADMIN_TOKEN;
  if (devAdminToken && !isLoopbackHost(host)) {
    throw new ConfigError(
      `ADMIN_TOKEN is not set and HOST ${host} is not a loopback address: the development admin token ` +
        `"${DEV_ADMIN_TOKEN}" is public, so the server does not start. Set ADMIN_TOKEN to a secret ` +
        '(or listen on 127.0.0.1).',
    );
  }
  const demoMode = parseDemoMode(env.DEMO_MODE);
  const firebaseAuthEmulatorHost = env.FIREBASE_AUTH_EMULATOR_HOST?.trim() || null;
  if (firebaseAuthEmulatorHost && !demoMode) {
    throw new ConfigError(
      `FIREBASE_AUTH_EMULATOR_HOST is set (${firebaseAuthEmulatorHost}) but DEMO_MODE is not 1: with it the ` +
        'server accepts unsigned Firebase tokens, so it is for tests and demos only. Unset it in production.',
    );
  }
  return {
    port: Number(env.PORT ?? 8080),
    host,
    dbFile: env.DB_FILE ?? join(repoRoot, 'data', 'app.db'),
    webDist: env.WEB_DIST ?? join(repoRoot, 'web', 'dist'),
    adminToken: env.ADMIN_TOKEN || DEV_ADMIN_TOKEN,
    devAdminToken,
    demoMode,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    csp: { connectSrc: list(env.CSP_CONNECT_SRC), scriptSrc: list(env.CSP_SCRIPT_SRC) },
    firebaseAuthEmulatorHost,
  };
}

/** What main prints once listening. The admin token only when it is the (public) development default. */
export function startupLines(config: StartConfig, demoAccounts: readonly DemoAccount[]): string[] {
  const { host, port } = config;
  const base = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  const adminAuth = config.devAdminToken
    ? `Authorization: Bearer ${config.adminToken}`
    : 'Authorization: Bearer <ADMIN_TOKEN>';
  return [
    `App:        ${base}/m/`,
    `Database:   ${config.dbFile}`,
    `Web build:  ${config.webDist}`,
    `Admin API:  ${base}/admin/  (${adminAuth})`,
    ...(config.devAdminToken
      ? [`            ADMIN_TOKEN is not set: using the development token "${DEV_ADMIN_TOKEN}".`]
      : []),
    ...(config.demoMode
      ? [
          'Demo accounts (merchant DEMO):',
          ...demoAccounts.map(
            (a) => `  ${a.username.padEnd(16)} ${a.password.padEnd(11)} type ${a.type}  ${a.description}`,
          ),
        ]
      : ['Demo mode is off: no demo accounts (DEMO_MODE=1 seeds them).']),
    ...(config.firebaseAuthEmulatorHost
      ? [`Firebase:   Auth emulator at ${config.firebaseAuthEmulatorHost} (unsigned tokens accepted)`]
      : []),
  ];
}
