import { INTERFACE_LANGUAGES } from '@app/contract/constants';
import { LAUNCH_SETTING_KEYS, merchantSettingsSchema, WHITELABEL_SWITCHES } from '@app/contract/settings';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { decodeCsPath } from '../crypto/cs-path';
import { verifyPassword } from '../crypto/password';
import { openDatabase } from '../db/database';
import { runMigrations } from '../db/migrate';
import { startTestServer } from '../testing/test-server';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { demoMerchantSettings } from './demo-settings';
import { seedDemo } from './seed';

const dir = mkdtempSync(join(tmpdir(), 'seed-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('DEMO settings', () => {
  const settings = demoMerchantSettings();
  it('has every field of merchantSettingsSchema, strictly', () => {
    const strict = merchantSettingsSchema.strict().parse(settings);
    expect(strict).toEqual(settings);
    expect(Object.keys(settings.public.whitelabel).sort()).toEqual([...WHITELABEL_SWITCHES].sort());
    expect(Object.keys(settings.public.launchSettings).sort()).toEqual([...LAUNCH_SETTING_KEYS].sort());
    expect(settings.public.languages).toEqual([...INTERFACE_LANGUAGES]);
    expect(settings.public.languages).toHaveLength(23);
  });

  it('has the agreed switches and defaults', () => {
    expect(settings.public.whitelabel).toMatchObject({
      MOBILEAUTOLOGIN3: true,
      PWDEXPFORCECHANGE3: true,
      CBS3: true,
      GEETEST3: false,
    });
    expect(settings.public.captcha).toEqual({ login: false, register: false, sms: false });
    expect(settings.public.register).toEqual({
      captcha: { enabled: false },
      username: true,
      mobile: true,
      mobilePassword: false,
      defaultMobilePassword: 'Mobile@123',
    });
    expect(settings.public.theme.primaryColor).toBe('#d0341f');
    expect(settings).toMatchObject({
      sessionTtlSeconds: 86400,
      passwordMaxAgeDays: 90,
      maintenance: { enabled: false },
      regionRestriction: { enabled: false },
    });
    expect(settings.public.downloadLinks.every((l) => l.url.startsWith('https://'))).toBe(true);
    for (const cs of settings.customerService) expect(decodeCsPath(cs.path)).toMatch(/^https:\/\//);
  });
});

describe('seed', () => {
  it('is idempotent and keeps a changed password and changed settings across restarts', async () => {
    const file = join(dir, 'app.db');
    const first = await startTestServer({ dbFile: file });
    const token = await first.login('demo_member', 'Demo@2026');
    await first.postEncrypted(
      '/wps/member/password',
      { oldPassword: 'Demo@2026', newPassword: 'Kept@2026' },
      { authorization: token },
    );
    await first.admin('PATCH', '/admin/merchants/DEMO/settings', { public: { name: 'Renamed' } });
    await first.close();

    const second = await startTestServer({ dbFile: file });
    expect(await second.login('demo_member', 'Kept@2026')).toEqual(expect.any(String));
    const settings = await second.admin<{ public: { name: string } }>(
      'GET',
      '/admin/merchants/DEMO/settings',
    );
    expect(settings.body.value.public.name).toBe('Renamed');
    await second.close();

    const { db, sqlite } = openDatabase(file);
    expect(sqlite.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(runMigrations(sqlite)).toEqual([]);
    await seedDemo(db, { scryptLogN: 6, now: Date.now() });
    const members = await db.selectFrom('members').select(['username', 'password_hash', 'type']).execute();
    expect(members.map((m) => m.username).sort()).toEqual(DEMO_ACCOUNTS.map((a) => a.username).sort());
    const demo = members.find((m) => m.username === 'demo_member');
    expect(await verifyPassword('Kept@2026', demo?.password_hash ?? '')).toBe(true);
    await db.destroy();
  });

  it('records each migration once', async () => {
    const { db, sqlite } = openDatabase(':memory:');
    expect(runMigrations(sqlite)).toEqual(['001_init.sql']);
    expect(runMigrations(sqlite)).toEqual([]);
    const rows = await db.selectFrom('migrations').selectAll().execute();
    expect(rows.map((r) => r.name)).toEqual(['001_init.sql']);
    await db.destroy();
  });

  it('seeds the demo accounts with their types and two-factor data', async () => {
    const s = await startTestServer();
    const rows = await s.app.appContext.db.selectFrom('members').selectAll().orderBy('id').execute();
    expect(rows.map((r) => [r.username, r.type])).toEqual(DEMO_ACCOUNTS.map((a) => [a.username, a.type]));
    const twoFa = rows.find((r) => r.username === 'demo_2fa');
    expect(twoFa).toMatchObject({
      verify_new_ip: 1,
      email: expect.any(String),
      payee_name: expect.any(String),
      totp_secret: expect.any(String),
    });
    await s.close();
  });
});
