import { INTERFACE_LANGUAGES } from '@app/contract/constants/language';
import { DEMO_DEFAULT_MOBILE_PASSWORD, defaultMerchantSettings } from '@app/contract/default-settings';
import { LAUNCH_SETTING_KEYS, merchantSettingsSchema, WHITELABEL_SWITCHES } from '@app/contract/settings';
import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { isValidPassword } from '@app/contract/credentials';
import { decodeCsPath } from '../crypto/cs-path';
import { verifyPassword } from '../crypto/password';
import { openDatabase } from '../db/database';
import type { Database } from '../db/schema';
import { dialectOf } from '../db/dialect';
import { MIGRATIONS_DIR } from '../db/migrate';
import { openTestDatabase, testDatabaseLocation } from '../testing/test-database';
import { startTestServer } from '../testing/test-server';
import type { Activity } from '@app/contract/relay';
import { loadHomeImages } from '../static/home-images';
import { DEMO_ACCOUNTS } from './demo-accounts';
import {
  DEMO_ANNOUNCEMENTS,
  DEMO_BANNERS,
  DEMO_DEPOSIT_ACTIVITY,
  DEMO_INVITE_ACTIVITY,
  demoActivities,
} from './demo-home';
import { removeDemoAccounts, seedDemo } from './seed';

const serverKey = randomBytes(32);

describe('DEMO settings', () => {
  const settings = defaultMerchantSettings();
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
    });
    // Server-only: top level, never in the public settings.
    expect(settings.defaultMobilePassword).toBe('Mobile@123');
    expect(settings.defaultMobilePassword).toBe(DEMO_DEFAULT_MOBILE_PASSWORD);
    expect(settings.public.theme.primaryColor).toBe('#d0341f');
    expect(settings).toMatchObject({
      sessionTtlSeconds: 86400,
      passwordMaxAgeDays: 90,
      maintenance: { enabled: false },
      regionRestriction: { enabled: false },
    });
    // Each link is https, or a path of the reference server on the site's own host (the profile, the icon).
    expect(
      settings.public.downloadLinks.every(
        (l) => l.url.startsWith('https://') || /^\/wps\/system\//.test(l.url),
      ),
    ).toBe(true);
    for (const cs of settings.customerService) expect(decodeCsPath(cs.path)).toMatch(/^https:\/\//);
  });

  it('has the customer-service paths the contract names, obfuscated', () => {
    expect(settings.customerService.map((cs) => decodeCsPath(cs.path))).toEqual([
      'https://secure.livechatinc.com/licence/00000000/v2/open_chat.cgi',
      'https://vip.chat.demo-casino.example/chat?site=demo',
    ]);
  });
});

describe('seed', () => {
  it('is idempotent and keeps a changed password and changed settings across restarts', async () => {
    const file = await testDatabaseLocation('file');
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

    const { db, migrate } = openDatabase(file);
    expect(await migrate()).toEqual([]);
    await seedDemo(db, {
      scryptLogN: 6,
      serverKey,
      now: Date.now(),
      accounts: true,
      log: { warn: () => {} },
    });
    const members = await db.selectFrom('members').select(['username', 'password_hash', 'type']).execute();
    expect(members.map((m) => m.username).sort()).toEqual(DEMO_ACCOUNTS.map((a) => a.username).sort());
    const demo = members.find((m) => m.username === 'demo_member');
    expect(await verifyPassword('Kept@2026', demo?.password_hash ?? '')).toBe(true);
    await db.destroy();
  });

  it("moves a stored public.register.defaultMobilePassword to the top level, keeping the merchant's value", async () => {
    const file = await testDatabaseLocation('file');
    const first = await startTestServer({ dbFile: file });
    await first.admin('PATCH', '/admin/merchants/DEMO/settings', { public: { name: 'Kept Name' } });
    await first.close();
    // Write the settings as an older server stored them.
    const legacy = openDatabase(file);
    const row = await legacy.db
      .selectFrom('merchants')
      .select('settings')
      .where('code', '=', 'DEMO')
      .executeTakeFirstOrThrow();
    const { defaultMobilePassword: _top, ...old } = JSON.parse(row.settings) as Record<string, unknown> & {
      public: { register: Record<string, unknown> };
    };
    old.public.register.defaultMobilePassword = 'Legacy@777';
    const other = { ...old, public: { ...old.public, merchantCode: 'OTHER' } };
    await legacy.db
      .updateTable('merchants')
      .set({ settings: JSON.stringify(old) })
      .execute();
    await legacy.db
      .insertInto('merchants')
      .values({ code: 'OTHER', settings: JSON.stringify(other), created_at: 1, updated_at: 1 })
      .execute();
    await legacy.db.destroy();

    const codes: string[] = [];
    const second = await startTestServer({
      dbFile: file,
      smsTransport: { send: (m) => void codes.push(m.code) },
    });
    const settings = await second.admin<{
      defaultMobilePassword: string;
      public: { name: string; register: Record<string, unknown> };
    }>('GET', '/admin/merchants/DEMO/settings');
    expect(settings.body.value.defaultMobilePassword).toBe('Legacy@777');
    expect(settings.body.value.public.name).toBe('Kept Name');
    expect(settings.body.value.public.register).not.toHaveProperty('defaultMobilePassword');
    // Other merchants are upgraded too (their settings load).
    const otherSettings = await second.admin<{ defaultMobilePassword: string }>(
      'GET',
      '/admin/merchants/OTHER/settings',
    );
    expect(otherSettings.body.value.defaultMobilePassword).toBe('Legacy@777');
    const status = await second.get('/wps/system/status', {}, 'OTHER');
    expect(status.res.body).not.toMatch(/defaultMobilePassword|Legacy@777/);
    // Mobile registration without a password gets the kept default.
    await second.post('/wps/verification/sms/noLogin', {
      countryDialingCode: '',
      mobileNum: '+639175550101',
    });
    await second.postEncrypted('/wps/member/register/mobile', {
      registerMethod: 'H5',
      login: false,
      mobileNum: '+639175550101',
      verificationCode: codes.at(-1),
    });
    // (A login with it only leads to the password change: login-security's rule; the hash is what is kept.)
    const registered = await second.app.appContext.db
      .selectFrom('members')
      .select('password_hash')
      .where('username', '=', 'm639175550101')
      .executeTakeFirstOrThrow();
    expect(await verifyPassword('Legacy@777', registered.password_hash)).toBe(true);
    await second.close();
  });

  it('warns when it replaces stored settings that are not valid', async () => {
    const db = await openTestDatabase();
    const calls = vi.fn();
    // Only the warnings about settings that are not valid (demo mode off also replaces the public password).
    const warn = (details: object, message: string) => {
      if (/not valid/.test(message)) calls(details, message);
    };
    await seedDemo(db, { scryptLogN: 6, serverKey, now: 1, accounts: false, log: { warn } });
    expect(calls).not.toHaveBeenCalled();
    const broken = { ...defaultMerchantSettings(), sessionTtlSeconds: 'forever' };
    await db
      .updateTable('merchants')
      .set({ settings: JSON.stringify(broken) })
      .execute();
    await seedDemo(db, { scryptLogN: 6, serverKey, now: 2, accounts: false, log: { warn } });
    expect(calls).toHaveBeenCalledTimes(1);
    expect(calls.mock.calls[0]?.[1]).toMatch(/not valid: replaced with the defaults/);
    expect(calls.mock.calls[0]?.[0]).toMatchObject({
      merchant: 'DEMO',
      issues: [{ path: ['sessionTtlSeconds'] }],
    });
    const row = await db.selectFrom('merchants').select('settings').executeTakeFirstOrThrow();
    expect(JSON.parse(row.settings)).toEqual({
      ...defaultMerchantSettings(),
      defaultMobilePassword: expect.not.stringMatching(DEMO_DEFAULT_MOBILE_PASSWORD),
    });
    // Valid settings are kept, without a warning.
    await seedDemo(db, { scryptLogN: 6, serverKey, now: 3, accounts: false, log: { warn } });
    expect(calls).toHaveBeenCalledTimes(1);
    expect(await db.selectFrom('members').selectAll().execute()).toEqual([]);
    await db.destroy();
  });

  it('records each migration once', async () => {
    const { db, migrate } = openDatabase(await testDatabaseLocation());
    // Every file of migrations/, in name order (the list grows with each migration).
    const files = readdirSync(MIGRATIONS_DIR)
      .filter((f) => f.endsWith('.sql'))
      .sort();
    expect(files.slice(0, 5)).toEqual([
      '001_init.sql',
      '002_sms_outbox_ip.sql',
      '003_member_registration_attribution.sql',
      '004_firebase_identities.sql',
      '005_plain_captchas.sql',
    ]);
    expect(files).toContain('010_admin_audit.sql');
    // A new SQLite database gets every file now; a PostgreSQL test database is a copy of the migrated template.
    expect(await migrate()).toEqual(dialectOf(db) === 'sqlite' ? files : []);
    expect(await migrate()).toEqual([]);
    const rows = await db.selectFrom('migrations').selectAll().execute();
    expect(rows.map((r) => r.name)).toEqual(files);
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

describe('a database from demo mode, started with demo mode off', () => {
  it('loses its demo accounts (their public passwords no longer sign in) and its public default password', async () => {
    const file = await testDatabaseLocation('file');
    const demo = await startTestServer({ dbFile: file });
    const token = await demo.login('demo_member', 'Demo@2026');
    // Rows that refer to the accounts go with them (sessions, verified IPs).
    expect(token).toEqual(expect.any(String));
    await demo.admin('POST', '/admin/members', { username: 'real_player', password: 'Real@2026' });
    await demo.admin('POST', '/admin/merchants', {
      code: 'SHOP9',
      settings: { defaultMobilePassword: 'Mobile@123' },
    });
    await demo.close();

    const production = await startTestServer({ dbFile: file, demoMode: false });
    for (const account of DEMO_ACCOUNTS) {
      const login = await production.postEncrypted('/wps/session/login', {
        username: account.username,
        password: account.password,
        type: 'username',
      });
      expect(login.body.success).toBe(false);
    }
    const usernames = await production.app.appContext.db.selectFrom('members').select('username').execute();
    expect(usernames.map((m) => m.username)).toEqual(['real_player']);
    expect(await production.app.appContext.db.selectFrom('sessions').selectAll().execute()).toEqual([]);
    expect(await production.login('real_player', 'Real@2026')).toEqual(expect.any(String));
    // Every merchant that had the published default mobile password now has a random one of its own.
    const passwords = await Promise.all(
      ['DEMO', 'SHOP9'].map(
        async (code) =>
          (
            await production.admin<{ defaultMobilePassword: string }>(
              'GET',
              `/admin/merchants/${code}/settings`,
            )
          ).body.value.defaultMobilePassword,
      ),
    );
    expect(passwords).not.toContain(DEMO_DEFAULT_MOBILE_PASSWORD);
    expect(new Set(passwords).size).toBe(2);
    for (const p of passwords) expect(isValidPassword(p)).toBe(true);
    await production.close();

    // Back in demo mode the demo accounts are seeded again; DEMO keeps the password it now has.
    const again = await startTestServer({ dbFile: file });
    expect(await again.login('demo_member', 'Demo@2026')).toEqual(expect.any(String));
    await again.close();
  });
});

describe('removeDemoAccounts', () => {
  it('removes only the demo accounts of DEMO, with the rows of every table referring to them', async () => {
    const s = await startTestServer();
    const { db } = s.app.appContext;
    await s.login('demo_2fa', 'Demo@2026').catch(() => undefined);
    await s.login('demo_member', 'Demo@2026');
    await s.admin('POST', '/admin/members', { username: 'demo_keep', password: 'Keep@2026' });
    expect((await removeDemoAccounts(db)).sort()).toEqual(DEMO_ACCOUNTS.map((a) => a.username).sort());
    expect(await removeDemoAccounts(db)).toEqual([]);
    expect((await db.selectFrom('members').select('username').execute()).map((m) => m.username)).toEqual([
      'demo_keep',
    ]);
    await s.close();
  });
});

/** Every table of a member's money: removing an account leaves none of its rows. */
const MONEY_TABLES: readonly (keyof Database)[] = [
  'wallets',
  'ledger_entries',
  'deposits',
  'withdrawals',
  'payout_accounts',
  'withdraw_passwords',
];

describe('the demo wallets (the demo merchant with launch settings that show each prompt)', () => {
  interface Wallet {
    totalDepositSuccessCount: number;
    totalWithdrawSuccessCount: number;
    fullBankCardList: { accountNumber: string }[];
    balance: number;
    realName: string | null;
    hasWithdrawPassword: boolean;
    dailyCountUsed: number;
  }

  it('seeds demo_wallet with its wallet once (a restart keeps what the demo changed), demo_member empty', async () => {
    const file = await testDatabaseLocation('file');
    const first = await startTestServer({ dbFile: file });
    const wallet = async (s: typeof first, username: string) =>
      (await s.admin<Wallet>('GET', `/admin/members/${username}/wallet`)).body.value;
    expect(await wallet(first, 'demo_wallet')).toMatchObject({
      totalDepositSuccessCount: 3,
      totalWithdrawSuccessCount: 3,
      fullBankCardList: [
        { providerName: 'BDO Unibank', accountNumber: '********9012', holderName: 'Maria Santos' },
      ],
      // ₱5,000 opening balance, ₱1,750 deposited, ₱650 withdrawn; none of it today.
      balance: 6_100_00,
      realName: 'Maria Santos',
      hasWithdrawPassword: true,
      dailyCountUsed: 0,
    });
    expect(await wallet(first, 'demo_member')).toMatchObject({
      totalDepositSuccessCount: 0,
      totalWithdrawSuccessCount: 0,
      fullBankCardList: [],
    });
    const member = await first.admin<{ regDate: number }>('GET', '/admin/members/demo_wallet');
    expect(Date.now() - member.body.value.regDate).toBeGreaterThanOrEqual(30 * 86_400_000 - 60_000);
    await first.admin('POST', '/admin/members/demo_wallet/deposits', { amount: 5_00 });
    await first.close();

    const second = await startTestServer({ dbFile: file });
    expect(await wallet(second, 'demo_wallet')).toMatchObject({ totalDepositSuccessCount: 4 });
    await second.close();
  });

  it('removing the demo accounts removes their wallets', async () => {
    const s = await startTestServer();
    const { db } = s.app.appContext;
    expect(await removeDemoAccounts(db)).toContain('demo_wallet');
    for (const table of MONEY_TABLES) {
      expect(await db.selectFrom(table).selectAll().execute(), table).toEqual([]);
    }
    await s.close();
  });

  it('links the download links the server serves: the web-clip profile and the app-download icon', () => {
    const links = Object.fromEntries(
      defaultMerchantSettings().public.downloadLinks.map((l) => [l.resourceType, l.url]),
    );
    expect(links).toMatchObject({
      MOBILECONFIG: '/wps/system/webclip/DEMO.mobileconfig',
      AppDownloadIcon: '/wps/system/icons/DEMO/app-download.png',
    });
  });
});

describe("DEMO's home content (a realistic set)", () => {
  interface BannerAnswer {
    id: string;
    linkageType: string;
    linkage: string;
    url?: string;
    openInNewWindow: boolean;
    gameType?: string;
    imageUrl: string;
  }
  interface ItemAnswer {
    id: string;
    execution: string;
    forceRead: boolean;
    promotionType: string;
    content: string;
    imageUrl?: string;
  }

  it('seeds 4 banners (P to a seeded activity, an internal URL, an external one in a new window, a lottery), 3 announcements, 2 categories, 2 image popup banners, 2 running activities', async () => {
    const s = await startTestServer();
    const banners = (await s.relay<BannerAnswer[]>('MCSFE_getBanners')).body.value;
    const activities = (await s.relay<{ id: string }[]>('MCSFE_getActivities')).body.value;
    expect(activities.map((a) => a.id)).toEqual([DEMO_DEPOSIT_ACTIVITY, DEMO_INVITE_ACTIVITY]);
    expect(banners.map((b) => b.linkageType)).toEqual(['P', 'URL', 'URL', 'G']);
    const [p, internal, external, game] = banners;
    expect(activities.map((a) => a.id)).toContain(p?.linkage);
    expect(internal).toMatchObject({ url: '/m/member/benefits', openInNewWindow: false });
    expect(external).toMatchObject({ url: expect.stringMatching(/^https:\/\//), openInNewWindow: true });
    expect(game).toMatchObject({ gameType: 'LOTT' });
    const actions = await Promise.all(
      activities.map(
        async (a) => (await s.relay<Activity>('MCSFE_getActivity', { id: a.id })).body.value.action?.redirect,
      ),
    );
    expect(actions).toEqual(['DEPOSIT', 'INVITE_FRIENDS']);

    // A guest is given the B item; the seed holds one of each execution (signed-in §4), as stored.
    const guests = (
      await s.relay<ItemAnswer[]>('MCSFE_getListAnnouncements', {
        types: ['PR'],
        platform: 'M',
      })
    ).body.value;
    expect(guests.map((a) => a.execution)).toEqual(['B']);
    const popup = DEMO_ANNOUNCEMENTS.filter((a) => a.category !== 'app_download');
    expect(popup.map((a) => a.execution).sort()).toEqual(['A', 'B', 'F']);
    expect(popup.filter((a) => a.forceRead)).toHaveLength(1);
    const categories = (await s.relay<{ key: string }[]>('PROMOFE_getPromotionAnnouncementCategory')).body
      .value;
    expect(categories).toHaveLength(2);
    expect(popup.every((a) => categories.some((c) => c.key === a.promotionType))).toBe(true);
    const images = (
      await s.relay<ItemAnswer[]>('MCSFE_getListAnnouncements', {
        types: ['PR'],
        platform: 'M',
        category: 'app_download',
      })
    ).body.value;
    expect(images.map((a) => a.imageUrl)).toEqual([
      '/wps/images/home/app-download-1.webp',
      '/wps/images/home/app-download-2.webp',
    ]);
    const promotions = (
      await s.relay<Record<string, { enabled: boolean }>>('MCSFE_getMerchantAvailablePromotions')
    ).body.value;
    expect(promotions).toMatchObject({ APP_DOWNLOAD: { enabled: true }, REFERRAL: { enabled: true } });
    await s.close();
  });

  it("links to no third party: banners and announcements lead to DEMO's paths or its own https site, where a member's tap gets a hand-over code", async () => {
    const own = new Set(defaultMerchantSettings().domains.map((d) => new URL(d.domainName).origin));
    const links = [
      ...DEMO_BANNERS.flatMap((b) => (b.url ? [b.url] : [])),
      ...DEMO_ANNOUNCEMENTS.flatMap((a) => [...a.content.matchAll(/href="([^"]*)"/g)].map((m) => m[1]!)),
    ];
    for (const link of links) {
      if (link.startsWith('/')) continue;
      expect(link).toMatch(/^https:\/\//);
      expect(own).toContain(new URL(link).origin);
    }
    const s = await startTestServer();
    const member = DEMO_ACCOUNTS.find((a) => a.username === 'demo_member')!;
    const token = await s.login(member.username, member.password);
    const external = DEMO_BANNERS.find((b) => b.url?.startsWith('https://'))!;
    const handover = await s.relay<{ token: string; username: string }>(
      'WPSCORE_bannerHandover',
      { url: external.url },
      { authorization: token },
    );
    expect(handover.body.value).toEqual({ token: expect.any(String), username: 'demo_member' });
    expect(handover.body.value.token).not.toBe(token);
    await s.close();
  });

  it('names only WebP images the server serves, and every WebP it serves is used', async () => {
    const s = await startTestServer();
    const used = [
      ...DEMO_BANNERS.map((b) => b.imageUrl),
      ...demoActivities(Date.now()).map((a) => a.imageUrl),
      ...DEMO_ANNOUNCEMENTS.flatMap((a) => (a.imageUrl ? [a.imageUrl] : [])),
    ];
    for (const url of used) {
      const res = await s.request({ method: 'GET', url });
      expect(res.status, url).toBe(200);
      expect(res.res.headers['content-type']).toBe('image/webp');
    }
    expect(used.map((u) => u.replace('/wps/images/home/', '')).sort()).toEqual(
      [...loadHomeImages().keys()].filter((file) => file.endsWith('.webp')).sort(),
    );
    await s.close();
  });

  it('writes announcements with rich but safe HTML: no script, handler, javascript: or data: URL', () => {
    const html = [...DEMO_ANNOUNCEMENTS.map((a) => a.content), ...demoActivities(0).map((a) => a.rules)];
    for (const text of html) {
      expect(text).not.toMatch(/<script|<iframe|<form|\son\w+=|javascript:|data:/i);
    }
    expect(html.join('')).toMatch(/<h2>.*<(ul|ol)>.*<strong>.*<a href=/);
  });

  it("seeds once: an admin's change, even emptying a list, survives restarts", async () => {
    const file = await testDatabaseLocation('file');
    const first = await startTestServer({ dbFile: file });
    await first.admin('PUT', '/admin/merchants/DEMO/announcements', { items: [] });
    await first.admin('PUT', '/admin/merchants/DEMO/banners', { items: [DEMO_BANNERS[3]] });
    await first.close();
    const second = await startTestServer({ dbFile: file });
    expect(
      (await second.relay('MCSFE_getListAnnouncements', { types: ['PR'], platform: 'M' })).body.value,
    ).toEqual([]);
    expect((await second.relay('MCSFE_getBanners')).body.value).toEqual([DEMO_BANNERS[3]]);
    expect((await second.relay('PROMOFE_getPromotionAnnouncementCategory')).body.value).toHaveLength(2);
    await second.close();
  });

  it('gives a database of an older seed the content, and drops its placeholder image CDN (not a real one)', async () => {
    const file = await testDatabaseLocation('file');
    const first = await startTestServer({ dbFile: file });
    await first.admin('PATCH', '/admin/merchants/DEMO/settings', {
      public: { imageCDNs: ['https://cdn.demo-casino.example'] },
    });
    await first.admin('POST', '/admin/merchants', {
      code: 'KEEPCDN',
      settings: { public: { imageCDNs: ['https://cdn.demo-casino.example'] } },
    });
    await first.close();
    const older = openDatabase(file);
    await older.db.deleteFrom('seed_marks').execute();
    await older.db.deleteFrom('banners').execute();
    await older.db.destroy();

    const second = await startTestServer({ dbFile: file });
    expect((await second.relay('MCSFE_getBanners')).body.value).toHaveLength(4);
    const cdns = async (code: string) =>
      (await second.admin<{ public: { imageCDNs: string[] } }>('GET', `/admin/merchants/${code}/settings`))
        .body.value.public.imageCDNs;
    expect(await cdns('DEMO')).toEqual([]);
    // Only DEMO's: another merchant's CDN is its own choice.
    expect(await cdns('KEEPCDN')).toEqual(['https://cdn.demo-casino.example']);
    await second.close();
  });
});
