import { describe, expect, it } from 'vitest';
import {
  gameBackTarget,
  gameLaunchPayload,
  isGoBack,
  launchGuard,
  launchLanguage,
  launchTimeoutRule,
  lotteryLaunchPayload,
  lottoViewOf,
  type LaunchFacts,
} from './launch-rules';

describe('the launch language (entry §9): the interface language through the code map, default VI, fallback EN', () => {
  it.each<[string | null, string]>([
    ['EN', 'en-US'],
    ['CN', 'zh-CN'],
    ['TW', 'zh-HK'],
    ['TH', 'th-TH'],
    ['VI', 'vi-VN'],
    ['JA', 'ja-JP'],
    ['PT', 'pt'],
    ['ES', 'es'],
    ['vi', 'vi-VN'],
    ['KO (not in the map): the fallback EN', 'en-US'],
    ['UR-LA', 'en-US'],
    [null, 'vi-VN'],
    ['', 'vi-VN'],
  ])('%s → %s', (language, code) => expect(launchLanguage(language?.split(' ')[0])).toBe(code));
});

describe('the lottery launch payload (entry §7, signed-in §7)', () => {
  const base = {
    prizeMode: 'fast',
    gameCode: 'VN_NORTH',
    lottoView: 'betting' as const,
    backUrl: 'https://shop.example/m/home',
    language: 'vi-VN',
  };

  it('Vietnam: launchMode LOTT, lottoArea VN, the prize mode upper-case, device MOBILE, timeout 10000, no lottoMode', () => {
    expect(lotteryLaunchPayload({ ...base, variant: 'VN', title: 'Xổ số', labelName: 'Gold' })).toEqual({
      launchMode: 'LOTT',
      lottoArea: 'VN',
      lottoPrizeMode: 'FAST',
      lottoGameCode: 'VN_NORTH',
      lottoView: 'betting',
      device: 'MOBILE',
      backUrl: 'https://shop.example/m/home',
      hasLobby: false,
      timeout: 10_000,
      language: 'vi-VN',
      title: 'Xổ số',
      labelName: 'Gold',
    });
  });

  it('SEA: the same with lottoMode SEA_Tradition_Mobile', () => {
    expect(lotteryLaunchPayload({ ...base, variant: 'SEA' })).toMatchObject({
      launchMode: 'LOTT',
      lottoArea: 'VN',
      lottoMode: 'SEA_Tradition_Mobile',
    });
  });

  it('the lobby view launches with hasLobby; no title or label, none sent', () => {
    const payload = lotteryLaunchPayload({ ...base, variant: 'VN', lottoView: 'lobby' });
    expect(payload).toMatchObject({ lottoView: 'lobby', hasLobby: true });
    expect(payload).not.toHaveProperty('title');
    expect(payload).not.toHaveProperty('labelName');
  });

  it.each<[string | null, 'betting' | 'lobby']>([
    ['lobby', 'lobby'],
    ['betting', 'betting'],
    [null, 'betting'],
    ['anything', 'betting'],
  ])('lottoView %s → %s', (raw, view) => expect(lottoViewOf(raw)).toBe(view));
});

describe('the third-party launch payload (signed-in §7): gameCode, hasLobby, timeout 10000, backUrl', () => {
  it('with the launch language', () => {
    expect(
      gameLaunchPayload({ gameCode: 'slot-1', backUrl: 'https://s.example/m/game', language: 'en-US' }),
    ).toEqual({
      gameCode: 'slot-1',
      hasLobby: false,
      timeout: 10_000,
      backUrl: 'https://s.example/m/game',
      language: 'en-US',
    });
  });
});

describe("the timeout rule (signed-in §8, entry §8): a timeout or no game within 10 s shows 'timeout_retry_please'", () => {
  it.each<[string, Parameters<typeof launchTimeoutRule>[0], ReturnType<typeof launchTimeoutRule>]>([
    [
      'ECONNABORTED (the 10 s passed)',
      { errorCode: 'ECONNABORTED', message: 'timeout' },
      { kind: 'timeout' },
    ],
    ['no game within 10 s: the warning fallback', { noGameInTime: true }, { kind: 'timeout' }],
    [
      'another error: the server message',
      { errorCode: 'game.unknown', message: 'Unknown game' },
      { kind: 'server', message: 'Unknown game' },
    ],
    ['no message to show', { errorCode: 'x', message: '  ' }, { kind: 'unavailable' }],
    ['nothing known', {}, { kind: 'unavailable' }],
  ])('%s', (_, failure, notice) => expect(launchTimeoutRule(failure)).toEqual(notice));
});

describe('the launch guard (signed-in §4 "Game launch", §5; entry §4 STARTGAMEINAPP3)', () => {
  it.each<[string, LaunchFacts, ReturnType<typeof launchGuard>]>([
    [
      'a member launches a game: protected (STARTGAMEINAPP3 is asked)',
      { signedIn: true, trial: false },
      'protected',
    ],
    [
      'a guest: a lottery needs login, and so does any real launch (it plays for an account): /m/login',
      { signedIn: false, trial: false },
      'login',
    ],
    ['a guest trying a game: free play needs no account', { signedIn: false, trial: true }, 'trial'],
    ['a member trying a game: a trial, not protected', { signedIn: true, trial: true }, 'trial'],
  ])('%s', (_, facts, guard) => expect(launchGuard(facts)).toBe(guard));
});

describe("the game's way back (signed-in §2 backUrl): an app path only", () => {
  const origin = 'https://shop.example';
  it.each<[string | null, string | null]>([
    ['/home', '/home'],
    ['/m/home', '/home'],
    ['/m/game?category=200', '/game?category=200'],
    ['https://shop.example/m/member/home', '/member/home'],
    ['/m/activity?id=7', '/activity?id=7'],
    ['https://evil.example/m/home', null],
    ['//evil.example/m/home', null],
    ['javascript:alert(1)', null],
    ['/m/launchGame?code=x', null],
    ['/m/nowhere', null],
    ['home', null],
    ['', null],
    [null, null],
  ])('%s → %s', (backUrl, target) => expect(gameBackTarget(backUrl, origin)).toBe(target));
});

describe("GO_BACK is accepted only from the game's origin (signed-in §4)", () => {
  const game = 'https://games.example';
  it.each<[string, { origin: string; data: unknown }, string | null, boolean]>([
    ['the game posts { type: GO_BACK }', { origin: game, data: { type: 'GO_BACK' } }, game, true],
    ["the game posts 'GO_BACK'", { origin: game, data: 'GO_BACK' }, game, true],
    ['another origin', { origin: 'https://evil.example', data: { type: 'GO_BACK' } }, game, false],
    ['the app itself', { origin: 'https://shop.example', data: 'GO_BACK' }, game, false],
    ['another message', { origin: game, data: { type: 'READY' } }, game, false],
    ['no game yet', { origin: game, data: 'GO_BACK' }, null, false],
    ['null data', { origin: game, data: null }, game, false],
  ])('%s', (_, message, origin, accepted) => expect(isGoBack(message, origin)).toBe(accepted));
});
