import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context';
import { ok } from '../http/api-error';
import { validateInput } from '../http/validate';
import { normaliseMerchantCode } from '../services/merchants';
import { listPushTokens } from '../services/push-tokens';
import { filteredMemberId } from './member-of';

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
    const memberId = await filteredMemberId(app.db, merchant, q.username);
    return ok(await listPushTokens(app.db, { merchant, memberId, limit: q.limit }));
  });
}
