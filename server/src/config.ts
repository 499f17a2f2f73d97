import { isIP, isIPv4, isIPv6 } from 'node:net';
import { join } from 'node:path';
import ipaddr from 'ipaddr.js';
import type { DemoAccount } from './seed/demo-accounts';
import type { CspExtras } from './static/csp';
import { isPostgresUrl } from './db/database';

/** The admin token when ADMIN_TOKEN is unset: public, so only accepted in demo mode on a loopback address. */
export const DEV_ADMIN_TOKEN = 'dev-admin-token';

/** Shortest ADMIN_TOKEN accepted outside demo mode (e.g. `openssl rand -hex 16` gives 32 characters). */
export const MIN_ADMIN_TOKEN_LENGTH = 32;

/**
 * Fastify's trustProxy: undefined (the socket address is the client), a hop count (the client is that many
 * proxies back in X-Forwarded-For), or the proxies' addresses and CIDRs. `true` (every hop) only in demo mode.
 */
export type TrustProxy = number | string[] | true | undefined;

/** The admin listener's address (ADMIN_PORT): this machine only; a tunnel or an SSH forward reaches it. */
export const ADMIN_HOST = '127.0.0.1';

/** The process configuration read from the environment (see main.ts). */
export interface StartConfig {
  port: number;
  host: string;
  /** ADMIN_PORT: the admin API listens there (loopback only) and no longer on `port`. */
  adminPort: number | null;
  /** DATABASE_URL (a `postgres://` URL), else DB_FILE (SQLite), else data/app.db. */
  dbFile: string;
  webDist: string;
  adminToken: string;
  /** ADMIN_TOKEN was unset: the token is DEV_ADMIN_TOKEN (and is printed at start). */
  devAdminToken: boolean;
  /** DEMO_MODE=1: demo accounts seeded, `test: true` in the system status. */
  demoMode: boolean;
  trustProxy: TrustProxy;
  csp: CspExtras;
  /** FIREBASE_AUTH_EMULATOR_HOST (host:port): social and phone sign-in verified by that Auth emulator. Demo mode only. */
  firebaseAuthEmulatorHost: string | null;
  /** DESKTOP_ASSET_MANIFEST: the desktop build's asset manifest file (default: the web build's own). */
  desktopAssetManifest: string | null;
  /**
   * DEMO_PAY_NOTIFY_ORIGIN: where the demo payment provider (demo mode, routes/demo-pay.ts) sends its notifications
   * (default: this server's own listening address).
   */
  demoPayNotifyOrigin: string | null;
  /** WORKERS: server processes sharing PORT (main.ts; 1: one process, no cluster). */
  workers: number;
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

function parseFlag(name: string, value: string | undefined, meaning: string): boolean {
  const v = (value ?? '').trim().toLowerCase();
  if (v === '1' || v === 'true') return true;
  if (v === '' || v === '0' || v === 'false') return false;
  throw new ConfigError(`${name} must be 1 (${meaning}) or 0 (off), not "${value}".`);
}

/** The address ranges proxy-addr (Fastify's trustProxy) knows by name. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** The TRUST_PROXY values that say "no proxy: the socket address is the client" (`none` is the documented one). */
const NO_PROXY = new Set(['none', '0', 'false']);

/**
 * TRUST_PROXY: `none` (clients connect directly), a hop count (`1`: one reverse proxy in front) or a
 * comma-separated list of the proxies' addresses, CIDRs or proxy-addr range names. "Trust every hop" (`true`,
 * `*`, a /0 range) lets any client write its own address into X-Forwarded-For (and so claim a verified IP, reset
 * the throttle, leave a region block): refused outside demo mode.
 */
export function parseTrustProxy(value: string | undefined, demoMode: boolean): TrustProxy {
  const text = (value ?? '').trim().toLowerCase();
  if (text === '' || NO_PROXY.has(text)) return undefined;
  const trustAll = (why: string): true => {
    if (demoMode) return true;
    throw new ConfigError(
      `TRUST_PROXY=${value} trusts ${why}: any client could then choose its own IP address with ` +
        'X-Forwarded-For. Set the number of proxies in front of the server (e.g. TRUST_PROXY=1) or their ' +
        'addresses (e.g. TRUST_PROXY=10.0.0.5,10.0.1.0/24).',
    );
  };
  if (text === 'true' || text === '*') return trustAll('every hop');
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > 16) throw new ConfigError(`TRUST_PROXY=${value}: more than 16 proxies is not a real chain.`);
    return hops;
  }
  const entries = text
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  for (const entry of entries) {
    // node's isIP: four dotted parts only (the ipaddr library also reads legacy forms such as "1.5").
    if (NAMED_RANGES.has(entry) || isIP(entry)) continue;
    if (!ipaddr.isValidCIDR(entry) || !isIP(entry.split('/')[0] ?? '')) {
      throw new ConfigError(
        `TRUST_PROXY: "${entry}" is neither a hop count nor an address, a CIDR or one of ` +
          `${[...NAMED_RANGES].join(', ')}.`,
      );
    }
    if (ipaddr.parseCIDR(entry)[1] === 0) return trustAll(`every address (${entry})`);
  }
  return entries;
}

/**
 * The TRUST_PROXY value as Fastify takes it. A hop count becomes "trust the first N hops" (Express's meaning):
 * Fastify itself trusts no hop for a bare number.
 */
export function fastifyTrustProxy(
  trust: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (trust === undefined) return false;
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust;
}

function parsePort(name: string, value: string | undefined, fallback: number): number {
  const text = (value ?? '').trim();
  if (text === '') return fallback;
  const port = Number(text);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new ConfigError(`${name} must be a port number (0 to 65535), not "${value}".`);
  }
  return port;
}

/** The most processes WORKERS may start: more than one machine's cores (more machines go behind a proxy). */
export const MAX_WORKERS = 64;

/**
 * WORKERS: how many server processes share PORT (Node's cluster; the operating system spreads the connections).
 * Several need PostgreSQL: processes writing one SQLite file wait on each other's write lock and answer busy
 * errors under load.
 */
export function parseWorkers(value: string | undefined, postgres: boolean): number {
  const text = (value ?? '').trim();
  if (text === '') return 1;
  const workers = Number(text);
  if (!/^\d+$/.test(text) || workers < 1 || workers > MAX_WORKERS) {
    throw new ConfigError(
      `WORKERS must be a whole number of processes from 1 to ${MAX_WORKERS}, not "${value}".`,
    );
  }
  if (workers > 1 && !postgres) {
    throw new ConfigError(
      `WORKERS=${workers}: several processes need DATABASE_URL=postgres://… (PostgreSQL). On one SQLite file ` +
        "they would wait on each other's write lock and answer busy errors under load; SQLite runs one process.",
    );
  }
  return workers;
}

/**
 * Why the admin token cannot be used with this configuration, or null. Outside demo mode the token must be
 * set, long and not the public development value, whatever HOST is (a reverse proxy in front of a loopback
 * listener makes the admin API public too). A demo on a loopback HOST accepts any token, the development one
 * included, but never the development one behind a proxy; a public demo (DEMO_PUBLIC) needs a strong one.
 */
export function adminTokenProblem(
  token: string | undefined,
  { demoMode, host, trustProxy }: { demoMode: boolean; host: string; trustProxy: TrustProxy },
): string | null {
  const dev = !token || token === DEV_ADMIN_TOKEN;
  const advice = `Set ADMIN_TOKEN to a random secret of at least ${MIN_ADMIN_TOKEN_LENGTH} characters (openssl rand -hex 32).`;
  if (dev && trustProxy !== undefined) {
    return `ADMIN_TOKEN is the public development token and TRUST_PROXY is set: behind a proxy every visitor reaches the admin API. ${advice}`;
  }
  if (dev && !isLoopbackHost(host)) {
    return `ADMIN_TOKEN is not set and HOST ${host} is not a loopback address: the development admin token "${DEV_ADMIN_TOKEN}" is public. ${advice}`;
  }
  // A demo on this machine only may use a token of any strength; anything reachable from outside may not.
  if (demoMode && isLoopbackHost(host)) return null;
  if (dev)
    return `ADMIN_TOKEN is not set (or is the public development token) and DEMO_MODE is off. ${advice}`;
  if (token.length < MIN_ADMIN_TOKEN_LENGTH) {
    return `ADMIN_TOKEN has ${token.length} characters, fewer than ${MIN_ADMIN_TOKEN_LENGTH}. ${advice}`;
  }
  return null;
}

/** The origin of an http(s) URL setting, null when unset; refused when it is no such URL. */
function httpOrigin(name: string, value: string | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  try {
    const url = new URL(text);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.origin;
  } catch {
    // Refused below.
  }
  throw new ConfigError(`${name} must be an http(s) origin such as http://127.0.0.1:8080, not "${value}".`);
}

const list = (value: string | undefined): string[] => (value ?? '').split(/\s+/).filter(Boolean);

/** Reads the configuration; throws ConfigError (with what to set) for one the server must not run with. */
export function loadConfig(env: NodeJS.ProcessEnv, repoRoot: string): StartConfig {
  const host = env.HOST || '127.0.0.1';
  const demoMode = parseFlag('DEMO_MODE', env.DEMO_MODE, 'demo accounts on');
  const demoPublic = parseFlag('DEMO_PUBLIC', env.DEMO_PUBLIC, 'demo mode on a public address');
  if (demoMode && !demoPublic && !isLoopbackHost(host)) {
    throw new ConfigError(
      `DEMO_MODE is on and HOST ${host} is not a loopback address: the demo accounts' passwords are public. ` +
        'Listen on 127.0.0.1, turn demo mode off, or set DEMO_PUBLIC=1 to expose the demo on purpose.',
    );
  }
  const trustProxy = parseTrustProxy(env.TRUST_PROXY, demoMode);
  const problem = adminTokenProblem(env.ADMIN_TOKEN, { demoMode, host, trustProxy });
  if (problem) throw new ConfigError(problem);
  // Behind a reverse proxy that is not declared, every client has the proxy's address: 20 failed logins from
  // anyone lock everyone out, one client's SMS sends use up everyone's. A start cannot see whether a proxy is in
  // front, so outside demo mode the operator says it (the server also warns at the first forwarded request
  // from a private or loopback peer: http/proxy-warning.ts).
  if (!demoMode && !env.TRUST_PROXY?.trim()) {
    throw new ConfigError(
      'TRUST_PROXY is not set and DEMO_MODE is off: say whether a reverse proxy is in front. Set ' +
        'TRUST_PROXY=none when clients connect to the server directly, else the proxies (TRUST_PROXY=1 for one ' +
        'proxy that is the only way in, or their addresses, e.g. TRUST_PROXY=10.0.0.5). Behind an undeclared ' +
        'proxy every client shares its address: 20 failed logins from anyone would lock everyone out.',
    );
  }
  const port = parsePort('PORT', env.PORT, 8080);
  const adminPort = env.ADMIN_PORT?.trim() ? parsePort('ADMIN_PORT', env.ADMIN_PORT, 0) : null;
  if (adminPort === 0 || (adminPort !== null && adminPort === port)) {
    throw new ConfigError(
      `ADMIN_PORT ${adminPort} is not a port of its own: choose another port for the admin API.`,
    );
  }
  const firebaseAuthEmulatorHost = env.FIREBASE_AUTH_EMULATOR_HOST?.trim() || null;
  if (firebaseAuthEmulatorHost && !demoMode) {
    throw new ConfigError(
      `FIREBASE_AUTH_EMULATOR_HOST is set (${firebaseAuthEmulatorHost}) but DEMO_MODE is not 1: with it the ` +
        'server accepts unsigned Firebase tokens, so it is for tests and demos only. Unset it in production.',
    );
  }
  const demoPayNotifyOrigin = httpOrigin('DEMO_PAY_NOTIFY_ORIGIN', env.DEMO_PAY_NOTIFY_ORIGIN);
  const dbFile = databaseLocation(env, repoRoot);
  const postgres = isPostgresUrl(dbFile);
  // PostgreSQL has no data folder for the key file (crypto/server-key.ts), and every process on every machine
  // must seal with one key: none is generated or derived in its place, in demo mode neither.
  if (postgres && !env.SERVER_KEY?.trim()) {
    throw new ConfigError(
      'DATABASE_URL names PostgreSQL and SERVER_KEY is not set: there is no key file beside a PostgreSQL ' +
        'database, and every process and machine must seal secrets with the same key. Set SERVER_KEY to 32 ' +
        'random bytes (openssl rand -hex 32), the same on every machine, and keep it with the database backups.',
    );
  }
  const workers = parseWorkers(env.WORKERS, postgres);
  return {
    port,
    host,
    adminPort,
    dbFile,
    webDist: env.WEB_DIST ?? join(repoRoot, 'web', 'dist'),
    adminToken: env.ADMIN_TOKEN || DEV_ADMIN_TOKEN,
    devAdminToken: !env.ADMIN_TOKEN,
    demoMode,
    trustProxy,
    csp: { connectSrc: list(env.CSP_CONNECT_SRC), scriptSrc: list(env.CSP_SCRIPT_SRC) },
    firebaseAuthEmulatorHost,
    desktopAssetManifest: env.DESKTOP_ASSET_MANIFEST?.trim() || null,
    demoPayNotifyOrigin,
    workers,
  };
}

/** DATABASE_URL selects PostgreSQL; without it the SQLite file (DB_FILE, else data/app.db) as always. */
function databaseLocation(env: NodeJS.ProcessEnv, repoRoot: string): string {
  const url = env.DATABASE_URL?.trim();
  if (!url) return env.DB_FILE ?? join(repoRoot, 'data', 'app.db');
  if (!isPostgresUrl(url)) {
    throw new ConfigError(
      'DATABASE_URL must be a PostgreSQL URL (postgres://user:password@host:5432/database).',
    );
  }
  return url;
}

/** The database as printed at start: a URL without its password. */
export function databaseLabel(location: string): string {
  if (!isPostgresUrl(location)) return location;
  const url = new URL(location);
  if (url.password) url.password = '***';
  return url.toString();
}

/** What main prints once listening. The admin token only when it is the (public) development default. */
export function startupLines(config: StartConfig, demoAccounts: readonly DemoAccount[]): string[] {
  const { host, port } = config;
  const base = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  const adminBase = config.adminPort === null ? base : `http://${ADMIN_HOST}:${config.adminPort}`;
  const adminAuth = config.devAdminToken
    ? `Authorization: Bearer ${config.adminToken}`
    : 'Authorization: Bearer <ADMIN_TOKEN>';
  return [
    `App:        ${base}/m/`,
    `Database:   ${databaseLabel(config.dbFile)}`,
    ...(config.workers > 1 ? [`Processes:  ${config.workers} (WORKERS), one port`] : []),
    `Web build:  ${config.webDist}`,
    `Admin API:  ${adminBase}/admin/  (${adminAuth})`,
    ...(config.devAdminToken
      ? [`            ADMIN_TOKEN is not set: using the development token "${DEV_ADMIN_TOKEN}".`]
      : []),
    ...(config.demoMode
      ? [
          'Demo accounts (merchant DEMO):',
          ...demoAccounts.map(
            (a) => `  ${a.username.padEnd(16)} ${a.password.padEnd(11)} type ${a.type}  ${a.description}`,
          ),
          'Money:      deposit with GCash (the demo payment page: Pay); a withdrawal waits for staff:',
          '            npm run admin -- withdrawals list --status PENDING, then withdrawals approve <id>',
        ]
      : ['Demo mode is off: no demo accounts (DEMO_MODE=1 seeds them).']),
    ...(config.firebaseAuthEmulatorHost
      ? [`Firebase:   Auth emulator at ${config.firebaseAuthEmulatorHost} (unsigned tokens accepted)`]
      : []),
  ];
}
