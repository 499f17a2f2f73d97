import { normaliseUsername } from '@app/contract/credentials';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context';
import { ok } from '../http/api-error';
import { validateInput } from '../http/validate';
import { normaliseMerchantCode } from '../services/merchants';
import { findMemberByUsername } from '../services/members';
import { listPushTokens } from '../services/push-tokens';
import { adminRefusal } from './admin-refusals';

const pushTokensQuery = z.object({
  merchant: z.string().max(32).default('DEMO'),
  /** Only this member's tokens. */
  username: z.string().max(64).optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(100),
});

/**
 * GET /admin/push-tokens?merchant=&username=&limit=: one merchant's push tokens, newest change first, each with
 * the start of the token (never the whole secret), its member (null once unbound), topics and times. Registered
 * inside the admin plugin (admin-routes.ts), so the admin token check applies.
 */
export function registerPushTokenAdmin(admin: FastifyInstance, app: AppContext): void {
  admin.get('/push-tokens', async (request) => {
    const q = validateInput(pushTokensQuery, request.query ?? {});
    const merchant = normaliseMerchantCode(q.merchant);
    let memberId: number | undefined;
    if (q.username !== undefined) {
      const member = await findMemberByUsername(app.db, merchant, normaliseUsername(q.username));
      if (!member) throw adminRefusal('member-unknown', { username: q.username, merchant });
      memberId = member.id;
    }
    return ok(await listPushTokens(app.db, { merchant, memberId, limit: q.limit }));
  });
}
