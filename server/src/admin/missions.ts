import { missionDefinitionSchema, missionPatchSchema } from '@app/contract/missions';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context';
import { ok } from '../http/api-error';
import { validateInput } from '../http/validate';
import { normaliseMerchantCode } from '../services/merchants';
import { createMission, listMissions, memberMissionClaims, updateMission } from '../services/missions';
import { adminRefusal } from './admin-refusals';
import { memberOf, merchantNamed, merchantQuery, type MemberRequest } from './member-of';

const missionId = z.object({ id: z.coerce.number().int().positive() });
const claimsQuery = merchantQuery.extend({ limit: z.coerce.number().int().min(1).max(1000).default(100) });

/**
 * The missions admin API, inside the admin plugin (admin-routes.ts: token check and audit); amounts are minor
 * units; `?merchant=` (DEMO) names the merchant:
 * - GET /missions: the merchant's missions, enabled or not, in the page's order;
 * - POST /missions `{ period, metric, target, reward, points, sortOrder?, enabled? }`: a new mission;
 * - PUT /missions/:id `{ …any of those }`: changes the fields given (`{ "enabled": false }` disables it: the page
 *   stops showing it, its claims stay);
 * - GET /members/:username/mission-claims?limit=: the member's claims, newest first.
 */
export function registerMissionsAdmin(admin: FastifyInstance, app: AppContext): void {
  const merchantOf = async (request: FastifyRequest) =>
    (
      await merchantNamed(
        app.db,
        normaliseMerchantCode(validateInput(merchantQuery, request.query ?? {}).merchant),
      )
    ).code;

  admin.get('/missions', async (request) => ok(await listMissions(app.db, await merchantOf(request))));

  admin.post('/missions', async (request) => {
    const definition = validateInput(missionDefinitionSchema, request.body ?? {});
    return ok(await createMission(app.db, await merchantOf(request), definition, app.now()));
  });

  admin.put<{ Params: { id: string } }>('/missions/:id', async (request) => {
    const { id } = validateInput(missionId, request.params);
    const patch = validateInput(missionPatchSchema, request.body ?? {});
    const changed = await updateMission(app.db, await merchantOf(request), id, patch, app.now());
    if (!changed) throw adminRefusal('invalid', { detail: `mission ${id}: no such mission of the merchant` });
    return ok(changed);
  });

  admin.get<{ Params: { username: string } }>('/members/:username/mission-claims', async (request) => {
    const { limit } = validateInput(claimsQuery, request.query ?? {});
    const member = await memberOf(app.db, request as MemberRequest);
    return ok(await memberMissionClaims(app.db, member.id, limit));
  });
}
