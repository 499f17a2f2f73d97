import type { RelayResponse } from '@app/contract/relay';
import { requireSession, type CallContext, type CallHandler } from '../http/call-handler';
import {
  allCards,
  createLaunch,
  decided,
  launchDecision,
  launchDelayMs,
  listCategories,
  listMatches,
  trialDecision,
  type LaunchDecision,
} from '../services/games';
import { requireSiteOriginOfCall } from '../services/site-origin';
import { demoGameUrl } from '../static/demo-games';

/** The language a launch is made in when the request names none (signed-in §9: default VI). */
const DEFAULT_LAUNCH_LANGUAGE = 'VI';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

type LaunchContext = Pick<CallContext<'launchGame'>, 'app' | 'merchant' | 'origin'>;

/**
 * The origin of the merchant's site the game page opens on and posts GO_BACK to: one of its configured domains,
 * never the request's Host alone (services/site-origin.ts). A merchant without a domain has no site to open it on.
 */
const gameSiteOrigin = (ctx: LaunchContext): string =>
  requireSiteOriginOfCall(ctx.merchant.settings.domains, ctx.origin, ctx.app.demoMode);

/**
 * The demo provider's answer to a launch: after the merchant's launch delay (an admin setting that lets tests see
 * the app's launch timeout), the game's decision (a refusal when it opens nothing), then the page's URL with a new
 * launch token.
 */
async function launch(
  ctx: LaunchContext,
  decide: (cards: ReturnType<typeof allCards>) => LaunchDecision,
  who: { memberId: number | null; language: string; backUrl: string },
): Promise<{ gameUrl: string }> {
  const { db } = ctx.app;
  const origin = gameSiteOrigin(ctx);
  const delay = await launchDelayMs(db, ctx.merchant.code);
  if (delay > 0) await sleep(delay);
  const { card, kind, mode } = decided(decide(allCards(await listCategories(db, ctx.merchant.code))));
  const token = await createLaunch(
    db,
    {
      merchant: ctx.merchant.code,
      gameCode: card.gameCode,
      displayName: card.displayName,
      kind,
      mode,
      origin,
      ...who,
    },
    ctx.app.now(),
  );
  return { gameUrl: demoGameUrl(origin, kind, token) };
}

/**
 * POST /wps/game/launchGame (signed-in §7): a lottery (launchMode LOTT, VN or the SEA variant) or a third-party
 * game of the merchant's catalogue, for the signed-in member, in the request's language.
 */
export const launchGame: CallHandler<'launchGame'> = async (ctx) => {
  const { member } = requireSession(ctx);
  const { input } = ctx;
  return launch(ctx, (cards) => launchDecision(cards, input), {
    memberId: member.id,
    language: input.language || DEFAULT_LAUNCH_LANGUAGE,
    backUrl: input.backUrl,
  });
};

/**
 * GCS_gameTrialLaunch (gameId, nodeId, platform html5; async or not, the answer is the same): free play, for a
 * guest too (a public relay: no money, no account).
 */
export const gameTrialLaunch = async (
  ctx: CallContext<'relay'>,
  request: { gameId: string; nodeId: string },
): Promise<RelayResponse<'GCS_gameTrialLaunch'>> => {
  return launch(ctx, (cards) => trialDecision(cards, request), {
    memberId: null,
    language: ctx.language || DEFAULT_LAUNCH_LANGUAGE,
    backUrl: '',
  });
};

/** GCSGAME_newGameVendor (public): the lanes, each category with its cards and gameCount. */
export const newGameVendor = async (
  ctx: CallContext<'relay'>,
): Promise<RelayResponse<'GCSGAME_newGameVendor'>> => ({
  categories: await listCategories(ctx.app.db, ctx.merchant.code),
});

/** GCSGAME_getGameMatchV2 (public): the matches of a category (of every category without one) still open. */
export const gameMatches = async (
  ctx: CallContext<'relay'>,
  { gameClassify }: { gameClassify?: string },
): Promise<RelayResponse<'GCSGAME_getGameMatchV2'>> =>
  listMatches(ctx.app.db, ctx.merchant.code, gameClassify, ctx.app.now());
