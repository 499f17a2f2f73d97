import { randomUUID } from 'node:crypto';
import { amountSchema } from '@app/contract/wallet';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context';
import { ok } from '../http/api-error';
import { validateInput } from '../http/validate';
import { staffRewards } from '../services/rewards';
import { recordTurnover } from '../services/turnover';
import { adminRefusal } from './admin-refusals';
import { memberOf, type MemberRequest } from './member-of';

/** A game code or provider reference as feeds write them. */
const feedCode = z
  .string()
  .trim()
  .regex(/^[\w.:-]{1,64}$/, 'letters, digits and _ . : - (1 to 64)');

const turnoverBody = z.strictObject({
  /** The bet, in minor units. */
  amount: amountSchema,
  gameCode: feedCode.default('DEMO'),
  /** The provider's id of the feed row: a replay of it counts once. Default: a new one. */
  reference: feedCode.optional(),
  /**
   * When the bet was played (ms), as a provider's feed reports a bet after it: not in the future, at most 30 days
   * back. Default: now.
   */
  playedAt: z.number().int().nonnegative().optional(),
});

const FEED_DAYS_BACK = 30;

/**
 * The turnover feed and the reward centre's admin API, inside the admin plugin (admin-routes.ts: token check and
 * audit); amounts are minor units; `?merchant=` (DEMO) names the merchant:
 * - POST /members/:username/turnover `{ amount, gameCode?, reference?, playedAt? }`: a bet the provider's feed
 *   reports (services/turnover.ts), once per reference, at the time it was played (default now); answers
 *   `{ entry, recorded }` (recorded false: a replay);
 * - GET /members/:username/rewards: the member's claims (newest first), bonus locks with their progress, what
 *   they lock and the turnover still to play.
 * The reward settings are the merchant's `rewards` (PATCH /merchants/:code/settings).
 */
export function registerRewardsAdmin(admin: FastifyInstance, app: AppContext): void {
  const memberOr404 = (request: MemberRequest) => memberOf(app.db, request);

  admin.post<{ Params: { username: string } }>('/members/:username/turnover', async (request) => {
    const input = validateInput(turnoverBody, request.body ?? {});
    const now = app.now();
    const playedAt = input.playedAt ?? now;
    if (playedAt > now || playedAt < now - FEED_DAYS_BACK * 86_400_000) {
      throw adminRefusal('invalid', {
        detail: `playedAt: within the last ${FEED_DAYS_BACK} days, not later than now`,
      });
    }
    const member = await memberOr404(request);
    const reference = input.reference ?? `ADMIN-${randomUUID()}`;
    const turnover = { merchant: member.merchant, memberId: member.id, gameCode: input.gameCode, reference };
    return ok(await recordTurnover(app.db, { ...turnover, amount: input.amount }, playedAt));
  });

  admin.get<{ Params: { username: string } }>('/members/:username/rewards', async (request) => {
    const member = await memberOr404(request);
    return ok(await staffRewards(app.db, member.id, app.now()));
  });
}
