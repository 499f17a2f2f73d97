import { describe, expect, it } from 'vitest';
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
