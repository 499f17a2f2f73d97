import type { GameCard } from '@app/contract/relay';
import { describe, expect, it } from 'vitest';
import { launchDecision, lotteryArea, trialDecision, type LaunchRequest } from './games';

const card = (over: Partial<GameCard>): GameCard => ({
  accountTypeName: 'RNG',
  displayName: 'A game',
  gameCode: 'GAME',
  gameId: 'G1',
  nodeId: 'N1',
  imageUrl: '/wps/images/games/x.svg',
  vendor: 'Vendor',
  prizeMode: '',
  trial: false,
  hasMatches: false,
  ...over,
});

const CARDS: GameCard[] = [
  card({ gameCode: 'SLOT', gameId: 'G1', trial: true }),
  card({ gameCode: 'CARDS', gameId: 'G2', accountTypeName: 'PVP' }),
  card({ gameCode: 'VN_NORTH', gameId: 'G3', accountTypeName: 'LOTT', prizeMode: 'NORMAL' }),
  card({ gameCode: 'VN_NORTH', gameId: 'G4', accountTypeName: 'LOTT', prizeMode: 'HIGH', trial: true }),
  card({ gameCode: 'TH_LOTTO', gameId: 'G5', accountTypeName: 'SEA_LOTT', prizeMode: 'NORMAL' }),
];

const game = (gameCode: string): LaunchRequest => ({
  gameCode,
  hasLobby: true,
  timeout: 10_000,
  backUrl: '/m/home',
  language: 'VI',
});
const lottery = (lottoGameCode: string, lottoPrizeMode: string, sea = false): LaunchRequest => ({
  launchMode: 'LOTT',
  lottoArea: 'VN',
  lottoPrizeMode,
  lottoGameCode,
  lottoView: 'betting',
  device: 'MOBILE',
  backUrl: '/m/home',
  hasLobby: false,
  timeout: 10_000,
  language: 'VI',
  ...(sea ? { lottoMode: 'SEA_Tradition_Mobile' as const } : {}),
});

describe('lotteryArea: the lottery variants (signed-in §4)', () => {
  it.each([
    ['LOTT', 'VN'],
    ['lott', 'VN'],
    ['SEA_LOTT', 'SEA'],
    ['RNG', null],
    ['PVP', null],
  ])('%s → %s', (accountTypeName, area) => {
    expect(lotteryArea({ accountTypeName })).toBe(area);
  });
});

describe('launchDecision: what a launchGame request opens', () => {
  it.each([
    ['a third-party game by its code', game('SLOT'), 'G1', 'slot'],
    ['a card game', game('CARDS'), 'G2', 'slot'],
    [
      'the Vietnam lottery of the prize mode asked (upper-cased)',
      lottery('VN_NORTH', 'high'),
      'G4',
      'lottery',
    ],
    ["no prize mode: the code's first card (a banner names none)", lottery('VN_NORTH', ''), 'G3', 'lottery'],
    [
      'the SEA variant with lottoMode SEA_Tradition_Mobile',
      lottery('TH_LOTTO', 'NORMAL', true),
      'G5',
      'lottery',
    ],
  ])('opens %s', (_, request, gameId, kind) => {
    const decision = launchDecision(CARDS, request);
    expect(decision).toMatchObject({ ok: true, card: { gameId }, kind });
  });

  it.each([
    ['an unknown code', game('NOPE')],
    ['a lottery as a third-party game', game('VN_NORTH')],
    ['a game as a lottery', lottery('SLOT', '')],
    ['a prize mode the lottery has not', lottery('VN_NORTH', 'JACKPOT')],
    ['a SEA lottery without lottoMode', lottery('TH_LOTTO', 'NORMAL')],
    ['a Vietnam lottery with the SEA lottoMode', lottery('VN_NORTH', 'NORMAL', true)],
  ])('refuses %s: unknown', (_, request) => {
    expect(launchDecision(CARDS, request)).toMatchObject({ ok: false, why: 'unknown' });
  });

  it("binds the mode: a lottery's area, prize mode and view; a game's lobby", () => {
    expect(
      launchDecision(CARDS, { ...lottery('TH_LOTTO', 'normal', true), lottoView: 'lobby' }),
    ).toMatchObject({
      mode: { play: 'real', hasLobby: false, lottery: { area: 'SEA', prizeMode: 'NORMAL', view: 'lobby' } },
    });
    expect(launchDecision(CARDS, game('SLOT'))).toMatchObject({
      mode: { play: 'real', hasLobby: true, lottery: null },
    });
  });
});

describe('trialDecision: what GCS_gameTrialLaunch opens', () => {
  it('opens the card of that gameId and nodeId when it offers a trial (a lottery: its betting view)', () => {
    expect(trialDecision(CARDS, { gameId: 'G1', nodeId: 'N1' })).toMatchObject({
      ok: true,
      kind: 'slot',
      mode: { play: 'trial', lottery: null },
    });
    expect(trialDecision(CARDS, { gameId: 'G4', nodeId: 'N1' })).toMatchObject({
      ok: true,
      kind: 'lottery',
      mode: { play: 'trial', lottery: { area: 'VN', prizeMode: 'HIGH', view: 'betting' } },
    });
  });

  it.each([
    ['a card without trial', { gameId: 'G2', nodeId: 'N1' }, 'no-trial'],
    ['an unknown gameId', { gameId: 'G9', nodeId: 'N1' }, 'unknown'],
    ['another nodeId', { gameId: 'G1', nodeId: 'N2' }, 'unknown'],
  ])('refuses %s', (_, request, why) => {
    expect(trialDecision(CARDS, request)).toMatchObject({ ok: false, why });
  });
});
