// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { categoryOrdinals, gameLanes, laneGameName, matchesSearch, vendorAccount } from './lanes';

const card = (gameCode: string, extra: Record<string, unknown> = {}) => ({
  accountTypeName: 'RNG',
  displayName: `Game ${gameCode}`,
  gameCode,
  gameId: `id-${gameCode}`,
  nodeId: 'n1',
  imageUrl: `/games/${gameCode}.svg`,
  vendor: 'Acme',
  ...extra,
});
const category = (gameClassify: string, cards: unknown[] = [card('a')]) => ({
  title: `Lane ${gameClassify}`,
  gameClassify,
  gameCount: cards.length,
  cards,
});

describe('category ordinals (signed-in §4, §9): start at 100, steps of 100, lottery variants +5 and +1', () => {
  it.each<[string, string[], number[]]>([
    ['one category starts at 100', ['RNG'], [100]],
    ['steps of 100 in the server order', ['RNG', 'PVP', 'FISH'], [100, 200, 300]],
    ['the Vietnam lottery (LOTT) gets +5', ['RNG', 'LOTT'], [100, 205]],
    ['the SEA lottery (SEA_LOTT) gets +1', ['RNG', 'PVP', 'SEA_LOTT'], [100, 200, 301]],
    ['both variants, first and second', ['LOTT', 'SEA_LOTT', 'RNG'], [105, 201, 300]],
    ['the classification is read case and spaces aside', [' lott '], [105]],
    ['no categories, no ordinals', [], []],
  ])('%s', (_, classifies, ordinals) => {
    expect(categoryOrdinals(classifies.map((gameClassify) => ({ gameClassify })))).toEqual(ordinals);
  });
});

describe('vendor accounts (signed-in §4): RNG and PVP map to TCG', () => {
  it.each([
    ['RNG', 'TCG'],
    ['PVP', 'TCG'],
    ['rng', 'TCG'],
    ['LOTT', 'LOTT'],
    ['SEA_LOTT', 'SEA_LOTT'],
    ['FISH', 'FISH'],
  ])('%s → %s', (account, mapped) => expect(vendorAccount(account)).toBe(mapped));
});

describe('the lanes of a GCSGAME_newGameVendor answer (the answer is not trusted)', () => {
  it('a lane per category, in ordinal order, with its title, classification, count and cards', () => {
    const lanes = gameLanes({ categories: [category('RNG', [card('a'), card('b')]), category('LOTT')] });
    expect(lanes.map((l) => [l.ordinal, l.title, l.gameClassify, l.gameCount, l.cards.length])).toEqual([
      [100, 'Lane RNG', 'RNG', 2, 2],
      [205, 'Lane LOTT', 'LOTT', 1, 1],
    ]);
  });

  it.each<[string, unknown]>([
    ['null', null],
    ['a string', 'oops'],
    ['categories not a list', { categories: {} }],
    ['a list', []],
  ])('garbage (%s) reads as no lanes', (_, answer) => expect(gameLanes(answer)).toEqual([]));

  it('cards without a code or a name are left out, and a lane left empty too; the ordinals keep the server order', () => {
    const lanes = gameLanes({
      categories: [
        category('RNG', [{ displayName: 'no code' }, card(' ')]),
        'not a category',
        category('PVP', [card('ok'), { gameCode: 'x' }, 42]),
      ],
    });
    expect(lanes).toHaveLength(1);
    expect(lanes[0]).toMatchObject({ ordinal: 200, cards: [expect.objectContaining({ gameCode: 'ok' })] });
  });

  it('optional card fields take their defaults; a trial needs the game id it launches with', () => {
    const [lane] = gameLanes({
      categories: [
        category('RNG', [
          { gameCode: 'g', displayName: 'G', trial: true },
          card('h', { trial: true, hasMatches: true, prizeMode: 'fast' }),
        ]),
      ],
    });
    expect(lane?.cards).toEqual([
      {
        accountTypeName: '',
        displayName: 'G',
        gameCode: 'g',
        gameId: '',
        nodeId: '',
        imageUrl: '',
        vendor: '',
        prizeMode: '',
        trial: false,
        hasMatches: false,
      },
      expect.objectContaining({ gameCode: 'h', trial: true, hasMatches: true, prizeMode: 'fast' }),
    ]);
  });
});

describe('the catalogue search', () => {
  const game = gameLanes({ categories: [category('RNG', [card('a', { displayName: 'Fortune Tiger' })])] })[0]!
    .cards[0]!;
  it.each<[string, boolean]>([
    ['', true],
    ['tiger', true],
    ['FORTUNE tig', true],
    ['acme', true],
    ['lane rng', true],
    ['dragon', false],
    ['tiger dragon', false],
  ])('"%s" → %s', (query, found) => expect(matchesSearch(game, 'Lane RNG', query)).toBe(found));

  it('accents aside', () => {
    const phở = { ...game, displayName: 'Xổ Số Miền Bắc' };
    expect(matchesSearch(phở, '', 'xo so mien')).toBe(true);
  });
});

describe("a game's name in the lanes (the game page's title, the lottery launch's)", () => {
  const lanes = gameLanes({
    categories: [
      category('RNG', [card('slot', { displayName: 'Lucky Slot' })]),
      category('LOTT', [
        card('vn', { displayName: 'Fast Lottery', prizeMode: 'fast' }),
        card('vn', { displayName: 'Slow Lottery', prizeMode: 'slow' }),
      ]),
    ],
  });
  it.each<[string, string, string | undefined]>([
    ['slot', '', 'Lucky Slot'],
    ['vn', 'SLOW', 'Slow Lottery'],
    ['vn', '', 'Fast Lottery'],
    ['vn', 'DAILY', undefined],
    ['unknown', '', undefined],
  ])('%s, prize mode %s → %s', (code, prizeMode, name) =>
    expect(laneGameName(lanes, code, prizeMode)).toBe(name),
  );

  it('no lanes loaded: no name', () => expect(laneGameName([], 'slot', '')).toBeUndefined());
});
