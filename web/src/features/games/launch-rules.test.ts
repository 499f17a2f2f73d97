// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  gameBackTarget,
  gameLaunchPayload,
  gamePageQuery,
  isGoBack,
  launchBackUrl,
  launchCall,
  launchGuard,
  launchLanguage,
  launchTimeoutRule,
  launchTracking,
  lotteryLaunchPayload,
  lottoViewOf,
  type GamePageQuery,
  type LaunchCall,
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

describe("the game page query (signed-in §2; a trial's ids chosen)", () => {
  it.each<[string, Partial<GamePageQuery>]>([
    [
      'code=%20vn-north%20&playType=LOTT&prizeMode=FAST&lottoView=lobby&backUrl=%2Fgame',
      {
        code: 'vn-north',
        playType: 'LOTT',
        prizeMode: 'FAST',
        lottoView: 'lobby',
        backUrl: '/game',
        trial: false,
      },
    ],
    ['code=g&trial=1&gameId=id-g&nodeId=n1', { code: 'g', trial: true, gameId: 'id-g', nodeId: 'n1' }],
    ['code=g&trial=true', { trial: false }],
    ['code=g&lottoView=other', { lottoView: 'betting' }],
    [
      '',
      {
        code: '',
        playType: '',
        prizeMode: '',
        lottoView: 'betting',
        backUrl: null,
        trial: false,
        gameId: '',
        nodeId: '',
      },
    ],
  ])('?%s', (search, query) => expect(gamePageQuery(new URLSearchParams(search))).toMatchObject(query));
});

describe('the backUrl a launch sends (signed-in §7): the way back, absolute; else home', () => {
  const origin = 'https://shop.example';
  it.each<[string | null, string]>([
    ['/game', 'https://shop.example/m/game'],
    ['/m/game?category=200', 'https://shop.example/m/game?category=200'],
    ['https://evil.example/', 'https://shop.example/m/home'],
    [null, 'https://shop.example/m/home'],
  ])('%s → %s', (backUrl, sent) => expect(launchBackUrl(backUrl, origin)).toBe(sent));
});

describe('the launch call (signed-in §4 "Game launch", §7): a trial, a lottery or a third-party game', () => {
  const query = (patch: Partial<GamePageQuery>): GamePageQuery => ({
    ...gamePageQuery(new URLSearchParams('code=g&backUrl=%2Fgame')),
    ...patch,
  });
  const context = {
    origin: 'https://shop.example',
    interfaceLanguage: 'VI',
    title: 'Xổ số',
    labelName: 'Gold',
  };
  it.each<[string, Partial<GamePageQuery>, LaunchCall]>([
    [
      "a trial: GCS_gameTrialLaunch with the card's ids",
      { trial: true, gameId: 'id-g', nodeId: 'n1', playType: 'LOTT' },
      { kind: 'trial', payload: { gameId: 'id-g', nodeId: 'n1', platform: 'html5' } },
    ],
    [
      'a third-party game: gameCode, hasLobby, timeout 10000, backUrl, language; no lottery title or label',
      { playType: 'RNG' },
      {
        kind: 'game',
        payload: {
          gameCode: 'g',
          hasLobby: false,
          timeout: 10_000,
          backUrl: 'https://shop.example/m/game',
          language: 'vi-VN',
        },
      },
    ],
    [
      'the Vietnam lottery (LOTT): the lottery launch, its timeout 10000, the cached title and label',
      { playType: 'LOTT', prizeMode: 'fast' },
      {
        kind: 'game',
        payload: {
          launchMode: 'LOTT',
          lottoArea: 'VN',
          lottoPrizeMode: 'FAST',
          lottoGameCode: 'g',
          lottoView: 'betting',
          device: 'MOBILE',
          backUrl: 'https://shop.example/m/game',
          hasLobby: false,
          timeout: 10_000,
          language: 'vi-VN',
          title: 'Xổ số',
          labelName: 'Gold',
        },
      },
    ],
  ])('%s', (_, patch, call) => expect(launchCall(query(patch), context)).toEqual(call));

  it('the SEA lottery (SEA_LOTT): the lottery launch with lottoMode SEA_Tradition_Mobile and timeout 10000', () => {
    expect(launchCall(query({ playType: 'SEA_LOTT', lottoView: 'lobby' }), context)).toMatchObject({
      kind: 'game',
      payload: { launchMode: 'LOTT', lottoMode: 'SEA_Tradition_Mobile', hasLobby: true, timeout: 10_000 },
    });
  });
});

describe('the tracked launch (signed-in §4 "Tracking"): startTrial, else gameLaunch with the vendor account', () => {
  it.each<[string, Partial<GamePageQuery>, ReturnType<typeof launchTracking>]>([
    ['a trial', { code: 'g', trial: true }, { eventName: 'startTrial', eventValue: { gameCode: 'g' } }],
    [
      'an RNG game: account TCG',
      { code: 'g', playType: 'RNG', trial: false },
      { eventName: 'gameLaunch', eventValue: { gameCode: 'g', playType: 'RNG', account: 'TCG' } },
    ],
    [
      'a lottery',
      { code: 'vn', playType: 'LOTT', trial: false },
      { eventName: 'gameLaunch', eventValue: { gameCode: 'vn', playType: 'LOTT', account: 'LOTT' } },
    ],
  ])('%s', (_, patch, event) =>
    expect(launchTracking({ ...gamePageQuery(new URLSearchParams()), ...patch })).toEqual(event),
  );
});
