import { AGENT_REJECT_REASON_MAX } from '@app/contract/constants/referrals';
import { AGENT_APPLICATION_STATUSES } from '@app/contract/referrals';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context';
import { validateInput } from '../http/validate';
import { answeringRoute } from '../routes/refusals';
import { decideAgentApplication, listAgentApplications } from '../services/agents';
import { normaliseMerchantCode } from '../services/merchants';
import { referralsForStaff } from '../services/referrals';
import { memberOf, merchantQuery, type MemberRequest } from './member-of';

const listQuery = merchantQuery.extend({
  status: z.enum(AGENT_APPLICATION_STATUSES).optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(100),
});
const applicationId = z.object({ id: z.coerce.number().int().positive() });
const rejectBody = z.strictObject({ reason: z.string().trim().min(1).max(AGENT_REJECT_REASON_MAX) });

type IdRequest = FastifyRequest<{ Params: { id: string } }>;

/**
 * The referral and agent admin API, inside the admin plugin (admin-routes.ts: token check and audit);
 * `?merchant=` (DEMO) names the merchant. The referral switches are the member's PATCH /members/:username
 * `{ referralEnabled }` and the merchant's settings `promotions.REFERRAL`; the reward per invitee is the
 * setting `referralRewardMinor`.
 * - GET /members/:username/referrals: the member's invite code, invitees (names unmasked: staff), rewards;
 * - GET /agent-applications?status=&limit=: the merchant's agent applications, newest first;
 * - POST /agent-applications/:id/approve: the member becomes an agent (type 1) in the same transaction;
 *   POST /agent-applications/:id/reject `{ reason }`: the reason is shown to the member, who may apply again.
 *   Either on an application no longer pending (or another merchant's): 409 agent.application.decided.
 */
export function registerReferralsAdmin(admin: FastifyInstance, app: AppContext): void {
  const merchantOf = (request: FastifyRequest) =>
    normaliseMerchantCode(validateInput(merchantQuery, request.query ?? {}).merchant);
  const idOf = (request: IdRequest) => validateInput(applicationId, request.params).id;

  admin.get<{ Params: { username: string } }>(
    '/members/:username/referrals',
    answeringRoute(async (request: MemberRequest) =>
      referralsForStaff(app.db, await memberOf(app.db, request)),
    ),
  );

  admin.get(
    '/agent-applications',
    answeringRoute(async (request) => {
      const q = validateInput(listQuery, request.query ?? {});
      return listAgentApplications(app.db, { ...q, merchant: normaliseMerchantCode(q.merchant) });
    }),
  );

  admin.post<{ Params: { id: string } }>(
    '/agent-applications/:id/approve',
    answeringRoute(async (request: IdRequest) =>
      decideAgentApplication(app.db, merchantOf(request), idOf(request), { status: 'APPROVED' }, app.now()),
    ),
  );

  admin.post<{ Params: { id: string } }>(
    '/agent-applications/:id/reject',
    answeringRoute(async (request: IdRequest) => {
      const { reason } = validateInput(rejectBody, request.body ?? {});
      const decision = { status: 'REJECTED' as const, reason };
      return decideAgentApplication(app.db, merchantOf(request), idOf(request), decision, app.now());
    }),
  );
}
