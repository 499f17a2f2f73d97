import type { GameCard, GameCategory } from '@app/contract/relay';

/** A card as the server answers it, with a test's changes. */
export const cardOf = (gameCode: string, patch: Partial<GameCard> = {}): GameCard => ({
  accountTypeName: 'RNG',
  displayName: `Game ${gameCode}`,
  gameCode,
  gameId: `id-${gameCode}`,
  nodeId: 'node-1',
  imageUrl: `/demo-games/art/${gameCode}.svg`,
  vendor: 'Acme',
  prizeMode: '',
  trial: false,
  hasMatches: false,
  ...patch,
});

/** The lanes answer: Slots (RNG) with a trial, and the lottery (LOTT) with a prize mode. */
export const lanesAnswer = (): { categories: GameCategory[] } => ({
  categories: [
    {
      title: 'Slots',
      gameClassify: 'RNG',
      gameCount: 2,
      cards: [cardOf('fortune-tiger', { displayName: 'Fortune Tiger', trial: true }), cardOf('gold-rush')],
    },
    {
      title: 'Lottery',
      gameClassify: 'LOTT',
      gameCount: 1,
      cards: [
        cardOf('vn-north', {
          displayName: 'Northern Lottery',
          accountTypeName: 'LOTT',
          prizeMode: 'fast',
          vendor: 'VN Lotto',
          hasMatches: true,
        }),
      ],
    },
  ],
});
