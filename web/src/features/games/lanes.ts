import {
  GAME_CATEGORY_ORDINAL_START,
  GAME_CATEGORY_ORDINAL_STEP,
  LOTTERY_ORDINAL_OFFSETS,
} from '@app/contract/constants/games';
import type { GameCard, GameCategory } from '@app/contract/relay';

/** Signed-in §4: "RNG and PVP accounts map to TCG"; every other account is its own. */
export const vendorAccount = (accountTypeName: string): string => {
  const type = accountTypeName.trim().toUpperCase();
  return type === 'RNG' || type === 'PVP' ? 'TCG' : type;
};

/**
 * Each category's ordinal (signed-in §4 "Game launch", §9), in the server's order: 100, 200, 300…, a lottery's
 * with its offset, so that each lottery lane has an ordinal no plain category can take.
 */
export const categoryOrdinals = (categories: readonly Pick<GameCategory, 'gameClassify'>[]): number[] =>
  categories.map(
    (category, i) =>
      GAME_CATEGORY_ORDINAL_START +
      i * GAME_CATEGORY_ORDINAL_STEP +
      (LOTTERY_ORDINAL_OFFSETS[category.gameClassify.trim().toUpperCase()] ?? 0),
  );

/** A lane of games: a category with its ordinal (its stable id: the lane's anchor and the catalogue's chip). */
export interface GameLane {
  ordinal: number;
  title: string;
  gameClassify: string;
  gameCount: number;
  cards: GameCard[];
}

const isText = (value: unknown): value is string => typeof value === 'string';
const record = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;

/** A card the app can show and launch: a code and a name at least; the optional fields get their defaults. */
const usableCard = (raw: unknown): GameCard | null => {
  const card = record(raw);
  if (!card || !isText(card.gameCode) || !card.gameCode.trim() || !isText(card.displayName)) return null;
  const text = (key: string) => (isText(card[key]) ? (card[key] as string) : '');
  return {
    accountTypeName: text('accountTypeName'),
    displayName: card.displayName,
    gameCode: card.gameCode.trim(),
    gameId: text('gameId'),
    nodeId: text('nodeId'),
    imageUrl: text('imageUrl'),
    vendor: text('vendor'),
    prizeMode: text('prizeMode'),
    trial: card.trial === true && text('gameId') !== '',
    hasMatches: card.hasMatches === true,
  };
};

/**
 * The lanes of a GCSGAME_newGameVendor answer, ordered by ordinal. The answer is not trusted: anything that is
 * not a list of categories reads as none, a card without a code or a name is left out, and so is a category
 * left without cards (a lane with nothing to play).
 */
export const gameLanes = (answer: unknown): GameLane[] => {
  const categories = record(answer)?.categories;
  if (!Array.isArray(categories)) return [];
  const usable = categories.flatMap((raw) => {
    const category = record(raw);
    if (!category || !isText(category.title) || !Array.isArray(category.cards)) return [];
    return [
      {
        title: category.title,
        gameClassify: isText(category.gameClassify) ? category.gameClassify : '',
        gameCount: typeof category.gameCount === 'number' ? category.gameCount : 0,
        cards: category.cards.map(usableCard).filter((card): card is GameCard => card !== null),
      },
    ];
  });
  const ordinals = categoryOrdinals(usable);
  return usable
    .map((lane, i) => ({ ...lane, ordinal: ordinals[i] ?? 0 }))
    .filter((lane) => lane.cards.length > 0)
    .sort((a, b) => a.ordinal - b.ordinal);
};

/** The catalogue's search: a game whose name, vendor or lane title holds the words, case and accents aside. */
const folded = (text: string): string => text.normalize('NFKD').replace(/\p{M}/gu, '').toLocaleLowerCase();

export const matchesSearch = (card: GameCard, laneTitle: string, query: string): boolean => {
  const words = folded(query).split(/\s+/).filter(Boolean);
  const haystack = folded(`${card.displayName} ${card.vendor} ${laneTitle}`);
  return words.every((word) => haystack.includes(word));
};

/**
 * The name the lanes give a game (a lottery's by its prize mode too): the game page's title and the lottery
 * launch's. Undefined when no card has that code.
 */
export const laneGameName = (
  lanes: readonly GameLane[],
  code: string,
  prizeMode: string,
): string | undefined => {
  for (const lane of lanes) {
    const card = lane.cards.find(
      (c) => c.gameCode === code && (!prizeMode || c.prizeMode.toUpperCase() === prizeMode.toUpperCase()),
    );
    if (card) return card.displayName;
  }
  return undefined;
};
