import type { RelayResponse } from '@app/contract/relay';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context';
import { requireSession, type CallContext } from '../http/call-handler';
import { validateInput } from '../http/validate';
import { createHandover, exchangeHandover, handoverHosts, handoverOrigin } from '../services/banner-handover';
import { answeringRoute } from './refusals';

/**
 * WPSCORE_bannerHandover { url }: what a signed-in player's tap on an external banner carries as `token` and
 * `username` (signed-in §4 "Banner click"): a hand-over code bound to the member, this session and the link's
 * origin, or null when the link is not https or its host is neither the merchant's (domains) nor a partner's
 * (bannerTokenHosts). The session token is never part of the answer.
 */
export const bannerHandover = async (
  ctx: CallContext<'relay'>,
  { url }: { url: string },
): Promise<RelayResponse<'WPSCORE_bannerHandover'>> => {
  const { member, sessionId } = requireSession(ctx);
  const origin = handoverOrigin(url, handoverHosts(ctx.merchant.settings));
  if (!origin) return null;
  const token = await createHandover(
    ctx.app.db,
    { merchant: ctx.merchant.code, memberId: member.id, sessionId, origin },
    ctx.app.now(),
  );
  return { token, username: member.username };
};

/** Where a partner's server exchanges a code. Not a call of the app (the browser never sends it). */
export const PARTNER_HANDOVER_PATH = '/wps/partner/handover';

/**
 * The exchange's body: the code the banner link carried as `token`, and optionally the partner's own origin (a
 * code given for another origin is then refused: a partner cannot pass on a code it received).
 */
const exchangeBody = z.object({
  token: z.string().min(1).max(256),
  origin: z.string().max(2048).optional(),
});

/**
 * POST /wps/partner/handover { token, origin? }: a partner's server exchanges a banner hand-over code, once,
 * for `{ username, merchant, origin }` (nothing secret). Unknown, expired, used codes, a code for another
 * origin and a code whose session ended are answered alike: 400 partner.handover.invalid (routes/refusals.ts).
 * No merchant header: the code names its merchant. Never cached.
 */
export function registerPartnerHandover(fastify: FastifyInstance, app: AppContext): void {
  const exchange = answeringRoute(async (request) => {
    const { token, origin } = validateInput(exchangeBody, request.body ?? {});
    return exchangeHandover(app.db, token, origin, app.now());
  });
  fastify.post(PARTNER_HANDOVER_PATH, { bodyLimit: 4096 }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return exchange(request);
  });
}
