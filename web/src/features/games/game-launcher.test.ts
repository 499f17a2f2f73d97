import { describe, expect, it } from 'vitest';
import type { GameTarget } from '../../lib/game-launch';
import { bannerGame } from './game-launcher';
import type { GameToOpen } from './open-game';
import { gameLanes } from './lanes';
import { cardOf } from './test-support';

const lanes = gameLanes({
  categories: [
    { title: 'Slots', gameClassify: 'RNG', gameCount: 1, cards: [cardOf('gold-rush', { prizeMode: 'x' })] },
    {
      title: 'Lottery',
      gameClassify: 'LOTT',
      gameCount: 3,
      cards: [
        cardOf('vn-north', { accountTypeName: 'LOTT', prizeMode: 'fast', vendor: 'VN Lotto', nodeId: 'n1' }),
        cardOf('vn-north', { accountTypeName: 'LOTT', prizeMode: 'slow', vendor: 'VN Lotto', nodeId: 'n2' }),
        cardOf('sea-4d', { accountTypeName: 'SEA_LOTT', prizeMode: 'sea', vendor: 'SEA Lotto' }),
      ],
    },
  ],
});

describe("a banner's game as the game page opens it: a lottery's prize mode from its catalogue card", () => {
  it.each<[string, GameTarget, GameToOpen]>([
    [
      'a game: its code and account type, nothing looked up',
      { gameCode: 'gold-rush', gameType: 'RNG' },
      { gameCode: 'gold-rush', playType: 'RNG' },
    ],
    ['a game without a type: its code', { gameCode: 'gold-rush' }, { gameCode: 'gold-rush' }],
    [
      'the Vietnam lottery: the first card of its code and type gives the prize mode',
      { gameCode: 'vn-north', gameType: 'LOTT' },
      { gameCode: 'vn-north', playType: 'LOTT', prizeMode: 'fast' },
    ],
    [
      'the node the banner names picks the card',
      { gameCode: 'vn-north', gameType: 'lott', vendor: 'vn lotto', nodeId: 'n2' },
      { gameCode: 'vn-north', playType: 'lott', prizeMode: 'slow' },
    ],
    [
      'the SEA lottery is a lottery too',
      { gameCode: 'sea-4d', gameType: 'SEA_LOTT' },
      { gameCode: 'sea-4d', playType: 'SEA_LOTT', prizeMode: 'sea' },
    ],
    [
      'another vendor than the cards: no card, no prize mode (the launch answers)',
      { gameCode: 'vn-north', gameType: 'LOTT', vendor: 'Other' },
      { gameCode: 'vn-north', playType: 'LOTT' },
    ],
    [
      'a code the catalogue lacks: no prize mode',
      { gameCode: 'gone', gameType: 'LOTT' },
      { gameCode: 'gone', playType: 'LOTT' },
    ],
  ])('%s', (_rule, target, expected) => expect(bannerGame(target, lanes)).toEqual(expected));

  it('without lanes (they failed), a lottery opens without a prize mode', () => {
    expect(bannerGame({ gameCode: 'vn-north', gameType: 'LOTT' }, [])).toEqual({
      gameCode: 'vn-north',
      playType: 'LOTT',
    });
  });
});
