import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  ConfigError,
  DEV_ADMIN_TOKEN,
  fastifyTrustProxy,
  isLoopbackHost,
  loadConfig,
  MIN_ADMIN_TOKEN_LENGTH,
  parseTrustProxy,
  startupLines,
} from './config';
import { DEMO_ACCOUNTS } from './seed/demo-accounts';

const load = (env: Record<string, string>) => loadConfig(env, '/repo');
/** A token good enough outside demo mode. */
const STRONG = 'k8Jx2VqL9mZr4TnB7wYc3HdF6sGp1QaE';
/** Outside demo mode TRUST_PROXY must be set: `none` (clients connect directly) unless a test says otherwise. */
const prod = (env: Record<string, string> = {}) => load({ ADMIN_TOKEN: STRONG, TRUST_PROXY: 'none', ...env });
const demo = (env: Record<string, string> = {}) => load({ DEMO_MODE: '1', ...env });

describe('loadConfig', () => {
  it('defaults: loopback, demo mode off, no proxy trusted, the admin API on the public port', () => {
    expect(prod()).toMatchObject({
      host: '127.0.0.1',
      port: 8080,
      adminPort: null,
      dbFile: '/repo/data/app.db',
      webDist: '/repo/web/dist',
      adminToken: STRONG,
      devAdminToken: false,
      demoMode: false,
      trustProxy: undefined,
    });
  });

  it('turns demo mode on with DEMO_MODE=1 only, and refuses a value it does not know', () => {
    expect(demo().demoMode).toBe(true);
    expect(load({ DEMO_MODE: 'true' }).demoMode).toBe(true);
    expect(prod({ DEMO_MODE: '0' }).demoMode).toBe(false);
    expect(prod().demoMode).toBe(false);
    expect(() => load({ DEMO_MODE: 'yes' })).toThrow(ConfigError);
  });

  it('keeps the development admin token for demo mode on a loopback address (npm start)', () => {
    for (const HOST of ['127.0.0.1', '127.1.2.3', '::1', '[::1]', 'localhost']) {
      expect(demo({ HOST })).toMatchObject({ adminToken: DEV_ADMIN_TOKEN, devAdminToken: true });
    }
  });

  // The attack: the printed development token (or a short one) opened the admin API of a server on loopback
  // behind a reverse proxy.
  it('refuses to start outside demo mode without a strong ADMIN_TOKEN, whatever HOST is', () => {
    for (const HOST of ['127.0.0.1', '::1', 'localhost', '0.0.0.0', '192.168.1.20']) {
      expect(() => load({ HOST })).toThrow(/ADMIN_TOKEN is not set/);
      expect(() => load({ HOST, ADMIN_TOKEN: '' })).toThrow(ConfigError);
      expect(() => load({ HOST, ADMIN_TOKEN: DEV_ADMIN_TOKEN })).toThrow(ConfigError);
      expect(() => load({ HOST, ADMIN_TOKEN: 's3cret' })).toThrow(/6 characters, fewer than 32/);
      expect(() => load({ HOST, ADMIN_TOKEN: STRONG.slice(1) })).toThrow(ConfigError);
      expect(prod({ HOST })).toMatchObject({ adminToken: STRONG, devAdminToken: false });
    }
    expect(MIN_ADMIN_TOKEN_LENGTH).toBe(32);
  });

  it('refuses the development token whenever TRUST_PROXY is set, demo mode or not', () => {
    for (const TRUST_PROXY of ['1', '127.0.0.1', 'loopback']) {
      expect(() => demo({ TRUST_PROXY })).toThrow(/development token and TRUST_PROXY is set/);
      expect(() => demo({ TRUST_PROXY, ADMIN_TOKEN: DEV_ADMIN_TOKEN })).toThrow(ConfigError);
      // Demo mode accepts a short token of its own (the e2e run's), never the public one.
      expect(demo({ TRUST_PROXY, ADMIN_TOKEN: 'e2e-admin-token' }).trustProxy).toBeDefined();
    }
  });

  it('refuses demo mode on an address other than loopback unless DEMO_PUBLIC=1 says so', () => {
    for (const HOST of ['0.0.0.0', '::', '192.168.1.20', 'example.com']) {
      expect(() => demo({ HOST, ADMIN_TOKEN: STRONG })).toThrow(/DEMO_MODE is on and HOST .* DEMO_PUBLIC=1/);
      expect(demo({ HOST, ADMIN_TOKEN: STRONG, DEMO_PUBLIC: '1' }).demoMode).toBe(true);
      // Still never with the development token on a public address.
      expect(() => demo({ HOST, DEMO_PUBLIC: '1' })).toThrow(/not a loopback address/);
      expect(() => demo({ HOST, DEMO_PUBLIC: '1', ADMIN_TOKEN: 'short-demo-token' })).toThrow(
        /fewer than 32/,
      );
    }
    expect(() => demo({ DEMO_PUBLIC: 'sure' })).toThrow(ConfigError);
  });

  it('puts the admin API on ADMIN_PORT when set, never on the public port', () => {
    expect(prod({ ADMIN_PORT: '9090' }).adminPort).toBe(9090);
    expect(() => prod({ ADMIN_PORT: '8080' })).toThrow(/not a port of its own/);
    expect(() => prod({ PORT: '9000', ADMIN_PORT: '9000' })).toThrow(ConfigError);
    expect(() => prod({ ADMIN_PORT: '0' })).toThrow(ConfigError);
    expect(() => prod({ ADMIN_PORT: 'admin' })).toThrow(/ADMIN_PORT must be a port number/);
    expect(() => prod({ PORT: '70000' })).toThrow(/PORT must be a port number/);
  });

  it('takes FIREBASE_AUTH_EMULATOR_HOST in demo mode only (the emulator signs no tokens)', () => {
    expect(prod().firebaseAuthEmulatorHost).toBeNull();
    expect(demo({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }).firebaseAuthEmulatorHost).toBe(
      '127.0.0.1:9099',
    );
    expect(() => prod({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' })).toThrow(
      /FIREBASE_AUTH_EMULATOR_HOST is set .* but DEMO_MODE is not 1/,
    );
  });

  it("takes DEMO_PAY_NOTIFY_ORIGIN as an http(s) origin (default: none, the server's own address)", () => {
    expect(demo().demoPayNotifyOrigin).toBeNull();
    expect(demo({ DEMO_PAY_NOTIFY_ORIGIN: 'https://demo.example/any/path' }).demoPayNotifyOrigin).toBe(
      'https://demo.example',
    );
    expect(() => demo({ DEMO_PAY_NOTIFY_ORIGIN: 'ftp://demo.example' })).toThrow(
      /DEMO_PAY_NOTIFY_ORIGIN must be/,
    );
    expect(() => demo({ DEMO_PAY_NOTIFY_ORIGIN: 'demo.example' })).toThrow(/DEMO_PAY_NOTIFY_ORIGIN must be/);
  });
});

describe('TRUST_PROXY', () => {
  it.each([
    ['none', undefined],
    [' None ', undefined],
    ['0', undefined],
    ['false', undefined],
    // `1` used to mean "trust every hop"; it is now one proxy in front.
    ['1', 1],
    ['2', 2],
    ['127.0.0.1', ['127.0.0.1']],
    ['10.0.0.5, 10.0.1.0/24,2001:db8::/32', ['10.0.0.5', '10.0.1.0/24', '2001:db8::/32']],
    ['loopback,uniquelocal', ['loopback', 'uniquelocal']],
  ])('%j → %j', (value, trust) => {
    expect(parseTrustProxy(value, false)).toEqual(trust);
    expect(prod({ TRUST_PROXY: value }).trustProxy).toEqual(trust);
  });

  // The attack: TRUST_PROXY=1 trusted every hop, so a forged X-Forwarded-For chose the client's IP.
  it.each(['true', 'TRUE', '*', '0.0.0.0/0', '::/0', '10.0.0.1,0.0.0.0/0'])(
    'refuses "trust every hop" (%s) outside demo mode, with a clear reason; demo mode keeps it',
    (value) => {
      expect(() => prod({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY=.* trusts every/);
      expect(parseTrustProxy(value, true)).toBe(true);
    },
  );

  // The attack: behind a reverse proxy without TRUST_PROXY every client has the proxy's address, so 20 failed
  // logins from anyone lock everyone out. The operator must say whether a proxy is in front.
  it('refuses to start outside demo mode without an explicit TRUST_PROXY (none: clients connect directly)', () => {
    for (const TRUST_PROXY of [undefined, '', '  ']) {
      const env: Record<string, string> = { ADMIN_TOKEN: STRONG };
      if (TRUST_PROXY !== undefined) env.TRUST_PROXY = TRUST_PROXY;
      expect(() => load(env)).toThrow(/TRUST_PROXY is not set and DEMO_MODE is off.*TRUST_PROXY=none/);
    }
    expect(load({ ADMIN_TOKEN: STRONG, TRUST_PROXY: 'none' }).trustProxy).toBeUndefined();
    expect(load({ ADMIN_TOKEN: STRONG, TRUST_PROXY: '1' }).trustProxy).toBe(1);
    // Demo mode (npm start, the e2e and bench servers) needs none: its default is no proxy, with the warning.
    expect(demo().trustProxy).toBeUndefined();
    expect(parseTrustProxy('', false)).toBeUndefined();
  });

  it.each(['proxy.example.com', '10.0.0.300', '10.0.0.0/33', '10.1/8', '-1', '1.5', '17'])(
    'refuses %s',
    (value) => {
      expect(() => prod({ TRUST_PROXY: value })).toThrow(ConfigError);
    },
  );

  it('turns a hop count into "the first N hops" for Fastify (which trusts no hop for a bare number)', () => {
    const trust = fastifyTrustProxy(2);
    expect(typeof trust).toBe('function');
    if (typeof trust !== 'function') return;
    expect([0, 1, 2, 3].map((hop) => trust('192.0.2.1', hop))).toEqual([true, true, false, false]);
    expect(fastifyTrustProxy(undefined)).toBe(false);
    expect(fastifyTrustProxy(['10.0.0.1'])).toEqual(['10.0.0.1']);
  });
});

describe('WORKERS and PostgreSQL', () => {
  const POSTGRES = { DATABASE_URL: 'postgres://app:pw@db.internal:5432/app', SERVER_KEY: 'ab'.repeat(32) };
  it.each([
    ['unset: one process, no cluster', {}, 1],
    ['empty: the same', { WORKERS: ' ' }, 1],
    ['1 on SQLite', { WORKERS: '1' }, 1],
    ['2 on PostgreSQL', { WORKERS: '2', ...POSTGRES }, 2],
    ['the most, 64, on PostgreSQL', { WORKERS: '64', ...POSTGRES }, 64],
  ])('%s', (_rule, env: Record<string, string>, workers) => {
    expect(prod(env).workers).toBe(workers);
  });

  it.each([
    ['0', { WORKERS: '0', ...POSTGRES }, /WORKERS must be a whole number of processes from 1 to 64, not "0"/],
    ['65', { WORKERS: '65', ...POSTGRES }, /from 1 to 64, not "65"/],
    ['1.5', { WORKERS: '1.5', ...POSTGRES }, /from 1 to 64/],
    ['-2', { WORKERS: '-2', ...POSTGRES }, /from 1 to 64/],
    ['a word', { WORKERS: 'auto', ...POSTGRES }, /from 1 to 64, not "auto"/],
    ['2 on SQLite', { WORKERS: '2' }, /several processes need DATABASE_URL=postgres:\/\//],
    ['2 on a SQLite file named by DB_FILE', { WORKERS: '2', DB_FILE: '/tmp/x.db' }, /need DATABASE_URL/],
  ])('refuses WORKERS %s', (_rule, env: Record<string, string>, message) => {
    expect(() => prod(env)).toThrow(message);
    expect(() => demo(env)).toThrow(ConfigError);
  });

  // Every process and machine on one PostgreSQL must seal with the same key, and there is no folder for a key
  // file: a server that made up its own key would seal TOTP secrets the others cannot open.
  it('refuses PostgreSQL without SERVER_KEY, in demo mode too: no key is made up', () => {
    const { DATABASE_URL } = POSTGRES;
    expect(() => prod({ DATABASE_URL })).toThrow(/SERVER_KEY is not set.*the same on every machine/);
    expect(() => prod({ DATABASE_URL, SERVER_KEY: ' ' })).toThrow(ConfigError);
    expect(() => demo({ DATABASE_URL })).toThrow(/SERVER_KEY is not set/);
    expect(prod(POSTGRES).dbFile).toBe(DATABASE_URL);
    // SQLite keeps its key file beside the database.
    expect(prod().dbFile).toBe('/repo/data/app.db');
  });

  it('prints the number of processes once, when there are several', () => {
    expect(startupLines(prod({ WORKERS: '3', ...POSTGRES }), DEMO_ACCOUNTS)).toContain(
      'Processes:  3 (WORKERS), one port',
    );
    expect(startupLines(prod(), DEMO_ACCOUNTS).join('\n')).not.toContain('Processes:');
  });
});

describe('isLoopbackHost', () => {
  it.each([
    ['127.0.0.1', true],
    ['127.255.0.9', true],
    ['::1', true],
    ['0:0:0:0:0:0:0:1', true],
    ['::ffff:127.0.0.1', true],
    ['LOCALHOST', true],
    ['0.0.0.0', false],
    ['::', false],
    ['10.0.0.1', false],
    ['::ffff:10.0.0.1', false],
    ['128.0.0.1', false],
    ['my-host', false],
  ])('%s → %s', (host, loopback) => {
    expect(isLoopbackHost(host)).toBe(loopback);
  });
});

describe('startupLines', () => {
  it('prints the admin token only when it is the development default', () => {
    const dev = startupLines(demo(), DEMO_ACCOUNTS).join('\n');
    expect(dev).toContain(`Authorization: Bearer ${DEV_ADMIN_TOKEN}`);
    const lines = startupLines(prod({ HOST: '0.0.0.0' }), DEMO_ACCOUNTS).join('\n');
    expect(lines).not.toContain(STRONG);
    expect(lines).toContain('Authorization: Bearer <ADMIN_TOKEN>');
    expect(lines).toContain('http://0.0.0.0:8080/m/');
    expect(lines).toContain('Admin API:  http://0.0.0.0:8080/admin/');
    const ownPort = startupLines(prod({ HOST: '0.0.0.0', ADMIN_PORT: '9090' }), DEMO_ACCOUNTS).join('\n');
    expect(ownPort).toContain('Admin API:  http://127.0.0.1:9090/admin/');
  });

  it('lists the demo accounts in demo mode only', () => {
    const on = startupLines(demo(), DEMO_ACCOUNTS).join('\n');
    for (const a of DEMO_ACCOUNTS) expect(on).toContain(a.username);
    // How a newcomer moves money: demo_wallet's withdrawal password, and the command that pays a withdrawal.
    expect(on).toContain('withdrawal password 123456');
    expect(on).toContain('withdrawals approve <id>');
    const off = startupLines(prod(), DEMO_ACCOUNTS).join('\n');
    expect(off).not.toContain('demo_member');
    expect(off).not.toContain('withdrawals approve');
    expect(off).toContain('DEMO_MODE=1');
  });
});

describe('main', () => {
  it('exits with the reason, before opening anything, when ADMIN_TOKEN is unset on a public address', () => {
    const root = fileURLToPath(new URL('../../', import.meta.url));
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
      cwd: root,
      env: {
        ...process.env,
        HOST: '0.0.0.0',
        ADMIN_TOKEN: '',
        PORT: '0',
        DB_FILE: '/nonexistent/dir/app.db',
      },
      encoding: 'utf8',
      timeout: 15_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(
      /Not starting: ADMIN_TOKEN is not set and HOST 0\.0\.0\.0 is not a loopback address/,
    );
  });

  it('exits with the reason when TRUST_PROXY trusts every hop outside demo mode', () => {
    const root = fileURLToPath(new URL('../../', import.meta.url));
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
      cwd: root,
      env: { ...process.env, DEMO_MODE: '0', ADMIN_TOKEN: STRONG, TRUST_PROXY: 'true', PORT: '0' },
      encoding: 'utf8',
      timeout: 15_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/Not starting: TRUST_PROXY=true trusts every hop/);
  });

  it('exits with the reason when TRUST_PROXY is not set outside demo mode', () => {
    const root = fileURLToPath(new URL('../../', import.meta.url));
    const env: NodeJS.ProcessEnv = { ...process.env, DEMO_MODE: '0', ADMIN_TOKEN: STRONG, PORT: '0' };
    delete env.TRUST_PROXY;
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
      cwd: root,
      env: { ...env, DB_FILE: '/nonexistent/dir/app.db' },
      encoding: 'utf8',
      timeout: 15_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/Not starting: TRUST_PROXY is not set and DEMO_MODE is off/);
  });
});
