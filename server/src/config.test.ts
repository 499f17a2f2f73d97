import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEV_ADMIN_TOKEN, isLoopbackHost, loadConfig, startupLines } from './config';
import { DEMO_ACCOUNTS } from './seed/demo-accounts';

const load = (env: Record<string, string>) => loadConfig(env, '/repo');

describe('loadConfig', () => {
  it('defaults: loopback, development admin token, demo mode off', () => {
    expect(load({})).toMatchObject({
      host: '127.0.0.1',
      port: 8080,
      dbFile: '/repo/data/app.db',
      webDist: '/repo/web/dist',
      adminToken: DEV_ADMIN_TOKEN,
      devAdminToken: true,
      demoMode: false,
    });
  });

  it('turns demo mode on with DEMO_MODE=1 only, and refuses a value it does not know', () => {
    expect(load({ DEMO_MODE: '1' }).demoMode).toBe(true);
    expect(load({ DEMO_MODE: 'true' }).demoMode).toBe(true);
    expect(load({ DEMO_MODE: '0' }).demoMode).toBe(false);
    expect(load({ ADMIN_TOKEN: 's3cret' }).demoMode).toBe(false);
    expect(() => load({ DEMO_MODE: 'yes' })).toThrow(ConfigError);
  });

  it('refuses to start without ADMIN_TOKEN on an address other than loopback', () => {
    for (const HOST of ['0.0.0.0', '::', '192.168.1.20', 'example.com']) {
      expect(() => load({ HOST })).toThrow(/ADMIN_TOKEN is not set and HOST .* is not a loopback address/);
      expect(() => load({ HOST, ADMIN_TOKEN: '' })).toThrow(ConfigError);
      expect(load({ HOST, ADMIN_TOKEN: 's3cret' })).toMatchObject({
        adminToken: 's3cret',
        devAdminToken: false,
      });
    }
    for (const HOST of ['127.0.0.1', '127.1.2.3', '::1', '[::1]', 'localhost']) {
      expect(load({ HOST }).adminToken).toBe(DEV_ADMIN_TOKEN);
    }
  });

  it('takes FIREBASE_AUTH_EMULATOR_HOST in demo mode only (the emulator signs no tokens)', () => {
    expect(load({}).firebaseAuthEmulatorHost).toBeNull();
    expect(
      load({ DEMO_MODE: '1', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }).firebaseAuthEmulatorHost,
    ).toBe('127.0.0.1:9099');
    expect(() => load({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' })).toThrow(
      /FIREBASE_AUTH_EMULATOR_HOST is set .* but DEMO_MODE is not 1/,
    );
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
    const dev = startupLines(load({}), DEMO_ACCOUNTS).join('\n');
    expect(dev).toContain(`Authorization: Bearer ${DEV_ADMIN_TOKEN}`);
    const prod = startupLines(
      load({ ADMIN_TOKEN: 'real-S3cret-token', HOST: '0.0.0.0' }),
      DEMO_ACCOUNTS,
    ).join('\n');
    expect(prod).not.toContain('real-S3cret-token');
    expect(prod).toContain('Authorization: Bearer <ADMIN_TOKEN>');
    expect(prod).toContain('http://0.0.0.0:8080/m/');
  });

  it('lists the demo accounts in demo mode only', () => {
    const demo = startupLines(load({ DEMO_MODE: '1' }), DEMO_ACCOUNTS).join('\n');
    for (const a of DEMO_ACCOUNTS) expect(demo).toContain(a.username);
    const off = startupLines(load({}), DEMO_ACCOUNTS).join('\n');
    expect(off).not.toContain('demo_member');
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
});
