import type { launchGameRequestSchema } from '@app/contract/calls';
import type { GameCard, GameCategory, RelayResponse } from '@app/contract/relay';
import type { Selectable } from 'kysely';
import type { Db } from '../db/database';
import { transact } from '../db/transaction';
import type { GameLaunchesTable, GamesTable } from '../db/schema';
import { newToken, sha256Hex } from '../crypto/tokens';
import { Refused } from './refused';
import type { z } from 'zod';

/** A launch request as validated (language defaulted). */
export type LaunchRequest = z.output<typeof launchGameRequestSchema>;

/**
 * The games of a merchant: the catalogue the lanes show (GCSGAME_newGameVendor), the matches of
 * the vendors that have them (GCSGAME_getGameMatchV2), and the launch of the demo provider: a launch checks the game
 * and answers a short-lived, single-use token bound to the member, the game, the mode and the language, which the
 * provider's page (static/demo-games.ts) redeems.
 */

export type GameMatch = RelayResponse<'GCSGAME_getGameMatchV2'>[number];
/** A category as the admin and the seed give it: its cards, without the count (the server counts them). */
export type CatalogueCategory = Omit<GameCategory, 'gameCount'>;
/** A match as stored: with the category it belongs to. */
export type CatalogueMatch = GameMatch & { gameClassify: string };

/** The lottery variants by vendor account type (signed-in §4): the Vietnam lottery and its SEA variant. */
export const LOTTERY_AREAS: Readonly<Record<string, LotteryArea>> = { LOTT: 'VN', SEA_LOTT: 'SEA' };
export type LotteryArea = 'VN' | 'SEA';
/** The mode a lottery of area SEA is launched with (signed-in §7). */
export const SEA_LOTTO_MODE = 'SEA_Tradition_Mobile';

/** How long a launch token opens its game: the app frames the URL as soon as it has it. */
export const LAUNCH_TOKEN_TTL_MS = 2 * 60_000;
/** Longest launch delay an admin may set: past the app's 10 s launch timeout, within the 30 s request timeout. */
export const MAX_LAUNCH_DELAY_MS = 25_000;
/**
 * Most trial launches (GCS_gameTrialLaunch, no account needed) a merchant keeps open at once: a guest's trial
 * writes a launch row like any launch, and a client asking for trials without end must not grow the table without
 * end. Far above real use (a thousand trials a minute); past it, trials wait, real launches do not.
 */
export const TRIAL_LAUNCHES_OPEN_MAX = 2_000;
/** A match is listed until this long after its start (it is being played). */
export const MATCH_LISTED_AFTER_START_MS = 3 * 60 * 60_000;

/** Why a game call is refused (the answer: routes/refusals.ts). */
export type GamesRefusal =
  | { reason: 'game-unknown'; gameCode: string }
  | { reason: 'game-trial-unavailable'; gameCode: string }
  | { reason: 'game-trials-busy' };

/** Which demo page plays a game: the lottery bet slip for the lotteries, the spinner for every other game. */
export type DemoGameKind = 'slot' | 'lottery';

/** What a launch opens: real money or a trial, with a lottery's area, prize mode and view. */
export interface PlayMode {
  play: 'real' | 'trial';
  hasLobby: boolean;
  lottery: { area: LotteryArea; prizeMode: string; view: 'betting' | 'lobby' } | null;
}

/** A launch the provider's page redeems. */
export interface GameLaunch {
  merchant: string;
  /** null: a trial (no member plays). */
  memberId: number | null;
  gameCode: string;
  displayName: string;
  kind: DemoGameKind;
  mode: PlayMode;
  language: string;
  /** The app's origin: the only one the page posts GO_BACK to. */
  origin: string;
  backUrl: string;
}

const cardOf = (row: Selectable<GamesTable>): GameCard => ({
  accountTypeName: row.account_type_name,
  displayName: row.display_name,
  gameCode: row.game_code,
  gameId: row.game_id,
  nodeId: row.node_id,
  imageUrl: row.image_url,
  vendor: row.vendor,
  prizeMode: row.prize_mode,
  trial: row.trial === 1,
  hasMatches: row.has_matches === 1,
});

/** The merchant's categories in order, each with its cards in order and gameCount, the number of its games. */
export async function listCategories(db: Db, merchant: string): Promise<GameCategory[]> {
  const [categories, games] = await Promise.all([
    db
      .selectFrom('game_categories')
      .selectAll()
      .where('merchant', '=', merchant)
      .orderBy('position')
      .execute(),
    db.selectFrom('games').selectAll().where('merchant', '=', merchant).orderBy('position').execute(),
  ]);
  return categories.map((c) => {
    const cards = games.filter((g) => g.game_classify === c.game_classify).map(cardOf);
    return { title: c.title, gameClassify: c.game_classify, cards, gameCount: cards.length };
  });
}

const matchRows = (merchant: string, matches: readonly CatalogueMatch[]) =>
  matches.map((m, position) => ({
    merchant,
    game_classify: m.gameClassify,
    match_id: m.matchId,
    position,
    title: m.title,
    start_time: m.startTime,
  }));

/**
 * Replaces the merchant's catalogue whole, in the order given. Matches of a category that is gone go with it; the
 * others stay.
 */
export async function replaceCatalogue(
  db: Db,
  merchant: string,
  categories: readonly CatalogueCategory[],
): Promise<void> {
  const kept = new Set(categories.map((c) => c.gameClassify));
  await transact(db, async (trx) => {
    const matches = (await listAllMatches(trx, merchant)).filter((m) => kept.has(m.gameClassify));
    // The matches refer to their category: out first, the kept ones back once their category is.
    await trx.deleteFrom('game_matches').where('merchant', '=', merchant).execute();
    await trx.deleteFrom('games').where('merchant', '=', merchant).execute();
    await trx.deleteFrom('game_categories').where('merchant', '=', merchant).execute();
    if (categories.length === 0) return;
    await trx
      .insertInto('game_categories')
      .values(
        categories.map((c, i) => ({ merchant, game_classify: c.gameClassify, position: i, title: c.title })),
      )
      .execute();
    const games = categories.flatMap((c) =>
      c.cards.map((card) => ({
        merchant,
        game_classify: c.gameClassify,
        game_code: card.gameCode,
        prize_mode: card.prizeMode,
        account_type_name: card.accountTypeName,
        display_name: card.displayName,
        game_id: card.gameId,
        node_id: card.nodeId,
        image_url: card.imageUrl,
        vendor: card.vendor,
        trial: card.trial ? 1 : 0,
        has_matches: card.hasMatches ? 1 : 0,
      })),
    );
    if (games.length > 0) {
      await trx
        .insertInto('games')
        .values(games.map((g, position) => ({ ...g, position })))
        .execute();
    }
    if (matches.length > 0)
      await trx.insertInto('game_matches').values(matchRows(merchant, matches)).execute();
  });
}

/** Every match of the merchant (the admin's view), in order. */
export async function listAllMatches(db: Db, merchant: string): Promise<CatalogueMatch[]> {
  const rows = await db
    .selectFrom('game_matches')
    .selectAll()
    .where('merchant', '=', merchant)
    .orderBy('position')
    .execute();
  return rows.map((r) => ({
    matchId: r.match_id,
    title: r.title,
    startTime: r.start_time,
    gameClassify: r.game_classify,
  }));
}

/**
 * The matches a player can still bet on (GCSGAME_getGameMatchV2): those of the category asked for (every category
 * without one) not started more than MATCH_LISTED_AFTER_START_MS ago, soonest first.
 */
export async function listMatches(
  db: Db,
  merchant: string,
  gameClassify: string | undefined,
  now: number,
): Promise<GameMatch[]> {
  let q = db
    .selectFrom('game_matches')
    .select(['match_id', 'title', 'start_time'])
    .where('merchant', '=', merchant)
    .where('start_time', '>', now - MATCH_LISTED_AFTER_START_MS);
  if (gameClassify !== undefined) q = q.where('game_classify', '=', gameClassify);
  const rows = await q.orderBy('start_time').orderBy('position').execute();
  return rows.map((r) => ({ matchId: r.match_id, title: r.title, startTime: r.start_time }));
}

/** Replaces the merchant's matches whole; each names a category of the catalogue (the admin checks it). */
export async function replaceMatches(
  db: Db,
  merchant: string,
  matches: readonly CatalogueMatch[],
): Promise<void> {
  await transact(db, async (trx) => {
    await trx.deleteFrom('game_matches').where('merchant', '=', merchant).execute();
    if (matches.length === 0) return;
    await trx.insertInto('game_matches').values(matchRows(merchant, matches)).execute();
  });
}

/** A new merchant copied from another (admin POST /merchants) gets its catalogue and matches too. */
export async function copyGames(db: Db, from: string, to: string): Promise<void> {
  const categories = await listCategories(db, from);
  await replaceCatalogue(db, to, categories);
  await replaceMatches(db, to, await listAllMatches(db, from));
}

/** The demo provider's delay of the launch answer (ms); 0 unless an admin set one. */
export async function launchDelayMs(db: Db, merchant: string): Promise<number> {
  const row = await db
    .selectFrom('game_settings')
    .select('launch_delay_ms')
    .where('merchant', '=', merchant)
    .executeTakeFirst();
  return row?.launch_delay_ms ?? 0;
}

export async function setLaunchDelayMs(db: Db, merchant: string, delayMs: number): Promise<void> {
  await db
    .insertInto('game_settings')
    .values({ merchant, launch_delay_ms: delayMs })
    .onConflict((oc) => oc.column('merchant').doUpdateSet({ launch_delay_ms: delayMs }))
    .execute();
}

/** Whether a card is a lottery variant (launched with launchMode LOTT). */
export const lotteryArea = (card: Pick<GameCard, 'accountTypeName'>): LotteryArea | null =>
  LOTTERY_AREAS[card.accountTypeName.toUpperCase()] ?? null;

/** What a launch request opens, or why it opens nothing. */
export type LaunchDecision =
  | { ok: true; card: GameCard; kind: DemoGameKind; mode: PlayMode }
  | { ok: false; why: 'unknown' | 'no-trial'; gameCode: string };

const isLotteryRequest = (
  request: LaunchRequest,
): request is Extract<LaunchRequest, { launchMode: 'LOTT' }> => 'launchMode' in request;

/**
 * The game a launch request (POST /wps/game/launchGame) opens, from the merchant's cards. A lottery request
 * (launchMode LOTT) opens a lottery card of its code and prize mode (upper-case; empty: the code's first card, as
 * a banner names no prize mode) whose area is the request's: SEA with lottoMode SEA_Tradition_Mobile, VN without.
 * A third-party request opens a game of its code that is not a lottery. Anything else: game-unknown.
 */
export function launchDecision(cards: readonly GameCard[], request: LaunchRequest): LaunchDecision {
  if (isLotteryRequest(request)) {
    const area: LotteryArea = request.lottoMode === SEA_LOTTO_MODE ? 'SEA' : 'VN';
    const prizeMode = request.lottoPrizeMode.toUpperCase();
    const card = cards.find(
      (c) =>
        c.gameCode === request.lottoGameCode &&
        lotteryArea(c) === area &&
        (prizeMode === '' || c.prizeMode.toUpperCase() === prizeMode),
    );
    if (!card) return { ok: false, why: 'unknown', gameCode: request.lottoGameCode };
    const lottery = { area, prizeMode: card.prizeMode.toUpperCase(), view: request.lottoView };
    return { ok: true, card, kind: 'lottery', mode: { play: 'real', hasLobby: request.hasLobby, lottery } };
  }
  const card = cards.find((c) => c.gameCode === request.gameCode && lotteryArea(c) === null);
  if (!card) return { ok: false, why: 'unknown', gameCode: request.gameCode };
  return { ok: true, card, kind: 'slot', mode: { play: 'real', hasLobby: request.hasLobby, lottery: null } };
}

/**
 * The game a trial launch (GCS_gameTrialLaunch) opens: the card of that gameId and nodeId, if it offers a trial. A
 * lottery's trial opens its betting view.
 */
export function trialDecision(
  cards: readonly GameCard[],
  request: { gameId: string; nodeId: string },
): LaunchDecision {
  const card = cards.find((c) => c.gameId === request.gameId && c.nodeId === request.nodeId);
  if (!card) return { ok: false, why: 'unknown', gameCode: request.gameId };
  if (!card.trial) return { ok: false, why: 'no-trial', gameCode: card.gameCode };
  const area = lotteryArea(card);
  const lottery = area && { area, prizeMode: card.prizeMode.toUpperCase(), view: 'betting' as const };
  return {
    ok: true,
    card,
    kind: area ? 'lottery' : 'slot',
    mode: { play: 'trial', hasLobby: false, lottery },
  };
}

/** The launch a request opens, or Refused (GamesRefusal). */
export function decided(decision: LaunchDecision): Extract<LaunchDecision, { ok: true }> {
  if (decision.ok) return decision;
  const { gameCode } = decision;
  if (decision.why === 'no-trial') throw new Refused({ reason: 'game-trial-unavailable', gameCode });
  throw new Refused({ reason: 'game-unknown', gameCode });
}

export const allCards = (categories: readonly GameCategory[]): GameCard[] =>
  categories.flatMap((c) => c.cards);

/**
 * Records a launch and answers its token (the only copy: the table keeps its hash). Launches expired for an hour
 * are deleted on the way. A trial is written only while fewer than TRIAL_LAUNCHES_OPEN_MAX are open, in the same
 * statement as the count, in a serializable transaction (PostgreSQL runs parallel statements blind to each
 * other's rows): two trials asked at once cannot both take the last place.
 */
export async function createLaunch(db: Db, launch: GameLaunch, now: number): Promise<string> {
  const token = newToken();
  await db
    .deleteFrom('game_launches')
    .where('expires_at', '<', now - 60 * 60_000)
    .execute();
  const row = {
    token_hash: sha256Hex(token),
    merchant: launch.merchant,
    member_id: launch.memberId,
    game_code: launch.gameCode,
    kind: launch.kind,
    mode: JSON.stringify({ ...launch.mode, displayName: launch.displayName }),
    language: launch.language,
    origin: launch.origin,
    back_url: launch.backUrl,
    created_at: now,
    expires_at: now + LAUNCH_TOKEN_TTL_MS,
  };
  if (launch.mode.play === 'real') {
    await db.insertInto('game_launches').values(row).execute();
    return token;
  }
  const written = await transact(db, (trx) =>
    trx
      .insertInto('game_launches')
      .columns(Object.keys(row) as (keyof typeof row)[])
      .expression(
        trx
          .selectNoFrom((eb) => Object.entries(row).map(([column, value]) => eb.val(value).as(column)))
          .where((eb) =>
            eb(
              eb
                .selectFrom('game_launches')
                .select((s) => s.fn.countAll<number>().as('open'))
                .where('merchant', '=', launch.merchant)
                .where('member_id', 'is', null)
                .where('expires_at', '>', now),
              '<',
              TRIAL_LAUNCHES_OPEN_MAX,
            ),
          ),
      )
      .executeTakeFirst(),
  );
  if (!written.numInsertedOrUpdatedRows) throw new Refused({ reason: 'game-trials-busy' });
  return token;
}

/** Why a launch token opens nothing: never issued (or for another page), expired, or already used. */
export type RedeemFailure = 'unknown' | 'expired' | 'used';

const launchOf = (row: Selectable<GameLaunchesTable>): GameLaunch => {
  const { displayName, ...mode } = JSON.parse(row.mode) as PlayMode & { displayName: string };
  return {
    merchant: row.merchant,
    memberId: row.member_id,
    gameCode: row.game_code,
    displayName,
    kind: row.kind,
    mode,
    language: row.language,
    origin: row.origin,
    backUrl: row.back_url,
  };
};

/**
 * Redeems a launch token for the page of `kind`: the launch, once (the token is marked used in the same statement
 * that checks it), before it expires.
 */
export async function redeemLaunch(
  db: Db,
  token: string,
  kind: DemoGameKind,
  now: number,
): Promise<{ ok: true; launch: GameLaunch } | { ok: false; failure: RedeemFailure }> {
  const hash = sha256Hex(token);
  const used = await db
    .updateTable('game_launches')
    .set({ used_at: now })
    .where('token_hash', '=', hash)
    .where('kind', '=', kind)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returningAll()
    .executeTakeFirst();
  if (used) return { ok: true, launch: launchOf(used) };
  const row = await db
    .selectFrom('game_launches')
    .select(['kind', 'used_at', 'expires_at'])
    .where('token_hash', '=', hash)
    .executeTakeFirst();
  if (!row || row.kind !== kind) return { ok: false, failure: 'unknown' };
  return { ok: false, failure: row.used_at !== null ? 'used' : 'expired' };
}
