import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server';
import { backPath, demoGameCsp, demoGameUrl, launchLanguage, modeText } from './demo-games';

describe('demoGameUrl', () => {
  it("is the page of the launch's kind on the app's origin, with the token", () => {
    expect(demoGameUrl('https://m.shop.example', 'lottery', 'a-b_c')).toBe(
      'https://m.shop.example/demo-games/lottery.html?t=a-b_c',
    );
  });
});

describe('backPath: where the back button goes outside a frame', () => {
  const ORIGIN = 'https://m.shop.example';
  it.each([
    ['/m/game?tab=SLOT', '/m/game?tab=SLOT'],
    ['https://m.shop.example/m/home#top', '/m/home#top'],
    ['https://evil.example/m/home', '/m/home'],
    ['//evil.example/x', '/m/home'],
    ['/\\evil.example', '/m/home'],
    ['javascript:alert(1)', '/m/home'],
    ['', '/m/home'],
  ])('%s → %s', (backUrl, path) => {
    expect(backPath(backUrl, ORIGIN)).toBe(path);
  });
});

describe('launchLanguage: the language the page names and is written in', () => {
  it.each([
    ['VI', 'vi', 'Tiếng Việt', false],
    ['vi-VN', 'vi-VN', 'Tiếng Việt', false],
    ['en-US', 'en-US', 'English', false],
    ['CN', 'zh-CN', '中文（中国）', false],
    ['zh-HK', 'zh-HK', '中文（中國香港特別行政區）', false],
    ['ar', 'ar', 'العربية', true],
    ['UR-LA', 'ur-Latn', 'اردو', false],
  ])('%s → lang %s, %s', (code, tag, name, rtl) => {
    expect(launchLanguage(code)).toEqual({ tag, name, rtl });
  });

  it('shows a code that is no language as sent, on an English page', () => {
    expect(launchLanguage('<x>')).toEqual({ tag: 'en', name: '<x>', rtl: false });
  });
});

describe('modeText', () => {
  it.each([
    [{ play: 'real', hasLobby: false, lottery: null }, 'Real play'],
    [{ play: 'real', hasLobby: true, lottery: null }, 'Real play · with lobby'],
    [{ play: 'trial', hasLobby: false, lottery: null }, 'Trial (free play)'],
    [
      { play: 'real', hasLobby: true, lottery: { area: 'VN', prizeMode: 'HIGH', view: 'lobby' } },
      'Real play · Vietnam lottery · prize mode HIGH · lobby view',
    ],
    [
      { play: 'real', hasLobby: false, lottery: { area: 'SEA', prizeMode: 'NORMAL', view: 'betting' } },
      'Real play · SEA lottery (SEA_Tradition_Mobile) · prize mode NORMAL · betting view',
    ],
  ] as const)('%o → %s', (mode, text) => {
    expect(modeText(mode)).toBe(text);
  });
});

describe('demoGameCsp', () => {
  it('runs only the nonced script and style, loads nothing else outside, and is framed by its own origin only', () => {
    expect(demoGameCsp('abc')).toBe(
      "default-src 'none'; script-src 'nonce-abc'; style-src 'nonce-abc'; img-src 'self' data:; " +
        "base-uri 'none'; form-action 'none'; frame-ancestors 'self'",
    );
  });
});

// The attack: a game launched before maintenance (or before the IP was blocked, or from a restricted region)
// opened its page anyway while every call of the app was refused.
describe('the game pages under the access rule (maintenance, blocked IP, restricted region)', () => {
  let s: TestServer;
  beforeEach(async () => {
    s = await startTestServer();
  });
  afterEach(() => s.close());

  const PASSWORD = 'Games@2026a';
  const BLOCKED = '10.0.0.77';
  const settings = (patch: unknown) => s.admin('PATCH', '/admin/merchants/DEMO/settings', patch);

  /** A launch's page (path and query), taken while the site is open. */
  async function launchedPage(username: string): Promise<string> {
    const authorization = await s.loginNewMember(username, PASSWORD, { firstLoginDone: true });
    const res = await s.post<{ gameUrl: string }>(
      '/wps/game/launchGame',
      { gameCode: 'DRAGON_GOLD', hasLobby: false, timeout: 10_000, backUrl: '/m/home', language: 'en-US' },
      { authorization },
    );
    const url = new URL(res.body.value.gameUrl);
    return url.pathname + url.search;
  }
  const open = (page: string, remoteAddress = '127.0.0.1') =>
    s.request({ method: 'GET', url: page, remoteAddress, headers: { language: 'TH' } });

  it('answers the maintenance notice (503) and keeps the launch unused for after', async () => {
    const page = await launchedPage('gamer_maint');
    await settings({ maintenance: { enabled: true } });
    const refused = await open(page);
    expect(refused.status).toBe(503);
    expect(refused.res.body).toContain('ปิดปรับปรุงระบบ');
    expect(refused.res.body).not.toContain('<script');
    await settings({ maintenance: { enabled: false } });
    const opened = await open(page);
    expect(opened.status).toBe(200);
    expect(opened.res.body).toContain('data-kind="slot"');
  });

  it('answers a blocked IP the access-denied notice (403), in any spelling of the address', async () => {
    const page = await launchedPage('gamer_blocked');
    await settings({ regionRestriction: { blockedIps: [BLOCKED] } });
    for (const ip of [BLOCKED, `::ffff:${BLOCKED}`]) {
      const refused = await open(page, ip);
      expect(refused.status).toBe(403);
      expect(refused.res.body).toContain('IP ของคุณถูกปฏิเสธการเข้าถึง');
    }
    expect((await open(page)).status).toBe(200);
  });

  it('answers a restricted region the region notice (403)', async () => {
    const page = await launchedPage('gamer_region');
    await settings({ regionRestriction: { enabled: true } });
    const refused = await open(page);
    expect(refused.status).toBe(403);
    expect(refused.res.body).toContain('ไม่สามารถเข้าใช้งานในพื้นที่ของคุณ');
  });
});
