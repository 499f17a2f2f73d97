import { DEMO_MERCHANT } from '@app/contract/default-settings';
import type { GameCard } from '@app/contract/relay';
import type { Db } from '../db/database';
import {
  listAllMatches,
  listCategories,
  listMatches,
  replaceCatalogue,
  replaceMatches,
  type CatalogueCategory,
  type CatalogueMatch,
} from '../services/games';

/**
 * DEMO's games: the lanes a player of a real gaming app finds, with the reference server's own card
 * art (server/assets/games/, square SVGs served under /wps/images/games/). Vendors and games are made up. Slots
 * and cards are the TCG accounts (RNG, PVP); the lotteries are the Vietnam lottery (LOTT, with prize modes) and
 * its SEA variant (SEA_LOTT); sports lists matches (GCSGAME_getGameMatchV2).
 */

/** Where static/demo-games.ts serves the art. */
const image = (file: string) => `/wps/images/games/${file}.webp`;

type Card = Omit<GameCard, 'imageUrl' | 'gameId' | 'nodeId'> & { art: string };
const cards = (node: string, firstId: number, list: readonly Card[]): GameCard[] =>
  list.map(({ art, ...card }, i) => ({
    ...card,
    imageUrl: image(art),
    gameId: `G${firstId + i}`,
    nodeId: node,
  }));

const slot = (gameCode: string, displayName: string, art: string, trial = true): Card => ({
  accountTypeName: 'RNG',
  vendor: 'Demo Gaming',
  gameCode,
  displayName,
  art,
  prizeMode: '',
  trial,
  hasMatches: false,
});

const lottery = (
  accountTypeName: 'LOTT' | 'SEA_LOTT',
  gameCode: string,
  prizeMode: string,
  displayName: string,
  art: string,
): Card => ({
  accountTypeName,
  vendor: 'Demo Lottery',
  gameCode,
  displayName,
  art,
  prizeMode,
  trial: false,
  hasMatches: false,
});

const other = (
  accountTypeName: string,
  vendor: string,
  gameCode: string,
  displayName: string,
  art: string,
  extra: Partial<Pick<GameCard, 'trial' | 'hasMatches'>> = {},
): Card => ({
  accountTypeName,
  vendor,
  gameCode,
  displayName,
  art,
  prizeMode: '',
  trial: extra.trial ?? false,
  hasMatches: extra.hasMatches ?? false,
});

/** The Vietnam lottery the home banner "Lotto 6/45" launches (demo-home.ts, linkage LOTTO_645). */
export const DEMO_BANNER_LOTTERY = 'LOTTO_645';
/** The sports category: its vendor lists matches. */
export const DEMO_SPORTS_CLASSIFY = 'SPORTS';

export const DEMO_GAME_CATEGORIES: readonly CatalogueCategory[] = [
  {
    title: 'Slots',
    gameClassify: 'SLOT',
    cards: cards('TCG-SLOT', 1001, [
      slot('DRAGON_GOLD', 'Golden Dragon', 'golden-dragon'),
      slot('FRUITS_777', 'Lucky Fruits 777', 'lucky-fruits'),
      slot('PHARAOH', "Pharaoh's Treasure", 'pharaoh'),
      slot('OCEAN_PEARL', 'Ocean Pearls', 'ocean-pearls'),
      slot('JUNGLE_WILD', 'Jungle Wild', 'jungle-wild'),
      slot('NEON_NIGHTS', 'Neon Nights', 'neon-nights', false),
      slot('FORTUNE_CAT', 'Fortune Cat', 'fortune-cat'),
      slot('SPACE_GEMS', 'Space Gems', 'space-gems', false),
    ]),
  },
  {
    title: 'Vietnam Lottery',
    gameClassify: 'LOTT',
    cards: cards('LOTT-VN', 2001, [
      lottery('LOTT', 'VN_NORTH', 'NORMAL', 'Miền Bắc', 'vn-north'),
      lottery('LOTT', 'VN_NORTH', 'HIGH', 'Miền Bắc · High odds', 'vn-north-high'),
      lottery('LOTT', 'VN_SOUTH', 'NORMAL', 'Miền Nam', 'vn-south'),
      lottery('LOTT', DEMO_BANNER_LOTTERY, 'NORMAL', 'Lotto 6/45', 'lotto-645'),
    ]),
  },
  {
    title: 'SEA Lottery',
    gameClassify: 'SEA_LOTT',
    cards: cards('LOTT-SEA', 2101, [
      lottery('SEA_LOTT', 'TH_LOTTO', 'NORMAL', 'Thai Lottery', 'thai-lottery'),
      lottery('SEA_LOTT', 'LA_LOTTO', 'NORMAL', 'Lao Lottery', 'lao-lottery'),
    ]),
  },
  {
    title: 'Cards',
    gameClassify: 'PVP',
    cards: cards('TCG-PVP', 3001, [
      other('PVP', 'Lucky Tables', 'TIEN_LEN', 'Tiến Lên', 'tien-len'),
      other('PVP', 'Lucky Tables', 'TEXAS_HOLDEM', "Texas Hold'em", 'texas-holdem'),
      other('PVP', 'Lucky Tables', 'BACCARAT', 'Baccarat', 'baccarat', { trial: true }),
      other('PVP', 'Lucky Tables', 'BLACKJACK', 'Blackjack', 'blackjack', { trial: true }),
      other('PVP', 'Lucky Tables', 'SICBO', 'Sic Bo', 'sic-bo'),
    ]),
  },
  {
    title: 'Fishing',
    gameClassify: 'FISH',
    cards: cards('FISH-1', 4001, [
      other('FISH', 'Deep Sea Studio', 'OCEAN_KING', 'Ocean King', 'ocean-king', { trial: true }),
      other('FISH', 'Deep Sea Studio', 'FISH_WAR', 'Fishing War', 'fishing-war', { trial: true }),
      other('FISH', 'Deep Sea Studio', 'DRAGON_FISH', 'Dragon Fishing', 'dragon-fishing'),
      other('FISH', 'Deep Sea Studio', 'MERMAID_HUNT', 'Mermaid Hunt', 'mermaid-hunt'),
    ]),
  },
  {
    title: 'Sports',
    gameClassify: DEMO_SPORTS_CLASSIFY,
    cards: cards('SPORTS-1', 5001, [
      other('SPORTS', 'Demo Sports', 'SPORTS_FOOTBALL', 'Football', 'football', { hasMatches: true }),
      other('SPORTS', 'Demo Sports', 'SPORTS_BASKETBALL', 'Basketball', 'basketball', { hasMatches: true }),
      other('SPORTS', 'Demo Sports', 'SPORTS_ESPORTS', 'E-sports', 'esports', { hasMatches: true }),
    ]),
  },
];

const HOUR_MS = 3_600_000;

/** The sports matches, from `now`: a few this evening and tomorrow (the seed writes them once). */
export const demoMatches = (now: number): CatalogueMatch[] =>
  [
    ['m-football-1', 'Hanoi FC vs Saigon United', 3],
    ['m-football-2', 'Manila Stars vs Bangkok Lions', 27],
    ['m-basketball-1', 'Jakarta Hoops vs Cebu Waves', 5],
    ['m-esports-1', 'Team Lotus vs Dragon Five (Bo3)', 8],
  ].map(([matchId, title, hours]) => ({
    matchId: String(matchId),
    title: String(title),
    startTime: now + Number(hours) * HOUR_MS,
    gameClassify: DEMO_SPORTS_CLASSIFY,
  }));

/** DEMO's catalogue and matches (seed.ts runs it once per database: what the admin changes later stays). */
export async function seedDemoGames(db: Db, now: number): Promise<void> {
  await replaceCatalogue(db, DEMO_MERCHANT, DEMO_GAME_CATEGORIES);
  await replaceMatches(db, DEMO_MERCHANT, demoMatches(now));
}

/**
 * A long-running demo keeps matches to show: when every DEMO match has ended (and there are some: an emptied
 * list stays empty), the demo's are written again from `now`.
 */
export async function refreshDemoMatches(db: Db, now: number): Promise<void> {
  const all = await listAllMatches(db, DEMO_MERCHANT);
  if (all.length === 0) return;
  if ((await listMatches(db, DEMO_MERCHANT, undefined, now)).length > 0) return;
  const classifies = new Set((await listCategories(db, DEMO_MERCHANT)).map((c) => c.gameClassify));
  if (classifies.has(DEMO_SPORTS_CLASSIFY)) await replaceMatches(db, DEMO_MERCHANT, demoMatches(now));
}
