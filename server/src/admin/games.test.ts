import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAX_LAUNCH_DELAY_MS } from '../services/games';
import { startTestServer, type TestServer } from '../testing/test-server';

let now = Date.UTC(2026, 5, 1, 12);
let s: TestServer;
beforeEach(async () => {
  now = Date.UTC(2026, 5, 1, 12);
  s = await startTestServer({ now: () => now });
  await s.admin('POST', '/admin/merchants', { code: 'SHOPA' });
});
afterEach(() => s.close());

const card = (gameCode: string, over: Record<string, unknown> = {}) => ({
  accountTypeName: 'RNG',
  displayName: `Game ${gameCode}`,
  gameCode,
  gameId: `id-${gameCode}`,
  nodeId: 'N1',
  imageUrl: '/wps/images/games/golden-dragon.svg',
  vendor: 'Vendor',
  ...over,
});
const catalogue = (cards = [card('ONE'), card('TWO', { trial: true })]) => ({
  categories: [
    { title: 'Slots', gameClassify: 'SLOT', cards },
    {
      title: 'Sports',
      gameClassify: 'SPORTS',
      cards: [card('BALL', { accountTypeName: 'SPORTS', hasMatches: true })],
    },
  ],
});
const lanes = () =>
  s.relay<{ categories: { gameClassify: string; gameCount: number; cards: { gameCode: string }[] }[] }>(
    'GCSGAME_newGameVendor',
    { platform: 'html5' },
    {},
    'SHOPA',
  );

describe('PUT /admin/merchants/:code/games', () => {
  it('replaces the catalogue in order; the lanes answer it, with the defaults of the card', async () => {
    const res = await s.admin('PUT', '/admin/merchants/SHOPA/games', catalogue());
    expect(res.body).toMatchObject({ success: true, message: null });
    const { categories } = (await lanes()).body.value;
    expect(categories.map((c) => [c.gameClassify, c.gameCount])).toEqual([
      ['SLOT', 2],
      ['SPORTS', 1],
    ]);
    expect(categories[0]?.cards[0]).toMatchObject({
      gameCode: 'ONE',
      prizeMode: '',
      trial: false,
      hasMatches: false,
    });
    expect(res.body.value).toEqual((await s.admin('GET', '/admin/merchants/SHOPA/games')).body.value);
    await s.admin('PUT', '/admin/merchants/SHOPA/games', { categories: [] });
    expect((await lanes()).body.value.categories).toEqual([]);
  });

  it('upper-cases a prize mode and keeps a lottery card per prize mode', async () => {
    const lotto = (prizeMode: string, gameId: string) =>
      card('VN_NORTH', { accountTypeName: 'LOTT', prizeMode, gameId });
    const res = await s.admin<{ categories: { cards: { prizeMode: string }[] }[] }>(
      'PUT',
      '/admin/merchants/SHOPA/games',
      {
        categories: [
          { title: 'Lottery', gameClassify: 'LOTT', cards: [lotto('normal', 'a'), lotto('HIGH', 'b')] },
        ],
      },
    );
    expect(res.body.value.categories[0]?.cards.map((c) => c.prizeMode)).toEqual(['NORMAL', 'HIGH']);
  });

  it.each([
    ['a category twice', { categories: [...catalogue().categories, catalogue().categories[0]] }],
    ['a game code twice', catalogue([card('ONE'), card('ONE', { gameId: 'other' })])],
    ['a gameId and nodeId twice', catalogue([card('ONE'), card('TWO', { gameId: 'id-ONE' })])],
    ['an image that is no path or https URL', catalogue([card('ONE', { imageUrl: 'javascript:alert(1)' })])],
    ['an http image', catalogue([card('ONE', { imageUrl: 'http://cdn.example/a.svg' })])],
    ['a lower-case account type', catalogue([card('ONE', { accountTypeName: 'rng' })])],
    ['an unknown field', catalogue([card('ONE', { price: 3 })])],
    ['a code with spaces', catalogue([card('O N E')])],
  ])('refuses %s (400, the catalogue unchanged)', async (_, body) => {
    const before = (await lanes()).body.value;
    const res = await s.admin('PUT', '/admin/merchants/SHOPA/games', body);
    expect(res.status).toBe(400);
    expect((await lanes()).body.value).toEqual(before);
  });

  it('answers 404 for an unknown merchant, and 401 without the admin token', async () => {
    expect((await s.admin('PUT', '/admin/merchants/NOPE/games', catalogue())).status).toBe(404);
    const res = await s.request({ method: 'GET', url: '/admin/merchants/SHOPA/games' });
    expect(res.status).toBe(401);
  });
});

describe('PUT /admin/merchants/:code/game-matches', () => {
  const match = (matchId: string, hours: number, gameClassify = 'SPORTS') => ({
    matchId,
    title: `Match ${matchId}`,
    startTime: now + hours * 3_600_000,
    gameClassify,
  });
  const matches = () =>
    s.relay<{ matchId: string }[]>('GCSGAME_getGameMatchV2', { gameClassify: 'SPORTS' }, {}, 'SHOPA');

  it('replaces the matches; the relay lists them soonest first; they go with their category', async () => {
    await s.admin('PUT', '/admin/merchants/SHOPA/games', catalogue());
    const res = await s.admin('PUT', '/admin/merchants/SHOPA/game-matches', {
      items: [match('late', 5), match('soon', 1)],
    });
    expect(res.body.success).toBe(true);
    expect((await matches()).body.value.map((m) => m.matchId)).toEqual(['soon', 'late']);
    await s.admin('PUT', '/admin/merchants/SHOPA/games', { categories: catalogue().categories.slice(0, 1) });
    expect(
      (await s.admin<{ items: unknown[] }>('GET', '/admin/merchants/SHOPA/game-matches')).body.value.items,
    ).toEqual([]);
  });

  it('refuses a match of a category the merchant has not, and a matchId twice', async () => {
    await s.admin('PUT', '/admin/merchants/SHOPA/games', catalogue());
    const stray = await s.admin('PUT', '/admin/merchants/SHOPA/game-matches', {
      items: [match('x', 1, 'NOPE')],
    });
    expect(stray.status).toBe(400);
    expect(stray.body.message).toContain('items.0.gameClassify');
    const twice = await s.admin('PUT', '/admin/merchants/SHOPA/game-matches', {
      items: [match('x', 1), match('x', 2)],
    });
    expect(twice.status).toBe(400);
  });
});

describe('PUT /admin/merchants/:code/demo-games', () => {
  it('sets the launch delay within 0 and MAX_LAUNCH_DELAY_MS', async () => {
    const set = (launchDelayMs: unknown) =>
      s.admin('PUT', '/admin/merchants/SHOPA/demo-games', { launchDelayMs });
    expect((await s.admin('GET', '/admin/merchants/SHOPA/demo-games')).body.value).toEqual({
      launchDelayMs: 0,
    });
    expect((await set(15_000)).body.value).toEqual({ launchDelayMs: 15_000 });
    expect((await set(MAX_LAUNCH_DELAY_MS + 1)).status).toBe(400);
    expect((await set(-1)).status).toBe(400);
    expect((await set('slow')).status).toBe(400);
    expect((await s.admin('GET', '/admin/merchants/SHOPA/demo-games')).body.value).toEqual({
      launchDelayMs: 15_000,
    });
  });
});
