import { vipSettingsSchema } from '@app/contract/vip';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context';
import { ok } from '../http/api-error';
import { validateInput } from '../http/validate';
import { saveMerchantSettings } from '../services/merchants';
import { loadVipFacts, reviewVipLevels, setVipLevel, vipStanding } from '../services/vip';
import { adminRefusal } from './admin-refusals';
import { memberOf, merchantNamed, type MemberRequest } from './member-of';

type MerchantRequest = { Params: { code: string } };

const levelBody = z.strictObject({ level: z.number().int().min(0) });

/**
 * The VIP admin API (services/vip.ts), inside the admin plugin (admin-routes.ts: token check and audit):
 * - GET /merchants/:code/vip-levels: the merchant's levels (settings `vip`); PUT it `{ levels }` to replace them
 *   whole (numbered 0, 1, … in order; level 0 asks for nothing);
 * - GET /members/:username/vip?merchant=: the member's level, label and the goals of the level above;
 * - PUT /members/:username/vip `{ level }`: staff set the member's level (their club label; level 0: none), and
 *   the level-up bonus of each level passed on the way up is credited, once per member and level ever. Answers
 *   the level before, the new one, the label and the bonuses credited now;
 * - POST /merchants/:code/vip-review: staff's review, every member of the merchant promoted to the highest level
 *   their records reach (never down), the same way; answers `{ promoted }`, each with the username.
 */
export function registerVipAdmin(admin: FastifyInstance, app: AppContext): void {
  admin.get<MerchantRequest>('/merchants/:code/vip-levels', async (request) =>
    ok((await merchantNamed(app.db, request.params.code)).settings.vip),
  );
  admin.put<MerchantRequest>('/merchants/:code/vip-levels', async (request) => {
    const vip = validateInput(vipSettingsSchema, request.body ?? {});
    const merchant = await merchantNamed(app.db, request.params.code);
    await saveMerchantSettings(app.db, merchant.code, { ...merchant.settings, vip }, app.now());
    return ok(vip);
  });

  admin.post<MerchantRequest>('/merchants/:code/vip-review', async (request) => {
    const merchant = await merchantNamed(app.db, request.params.code);
    const promoted = await reviewVipLevels(app.db, merchant.code, merchant.settings.vip.levels, app.now());
    return ok({ promoted });
  });

  const levelsOf = async (request: MemberRequest) => {
    const member = await memberOf(app.db, request);
    const merchant = await merchantNamed(app.db, member.merchant);
    return { member, levels: merchant.settings.vip.levels };
  };
  admin.get<{ Params: { username: string } }>('/members/:username/vip', async (request) => {
    const { member, levels } = await levelsOf(request);
    return ok(vipStanding(levels, await loadVipFacts(app.db, member, app.now())));
  });
  admin.put<{ Params: { username: string } }>('/members/:username/vip', async (request) => {
    const { level } = validateInput(levelBody, request.body ?? {});
    const { member, levels } = await levelsOf(request);
    const target = levels[level];
    if (!target) {
      throw adminRefusal('invalid', { detail: `level: the merchant's levels are 0 to ${levels.length - 1}` });
    }
    return ok(await setVipLevel(app.db, member.id, levels, target, app.now()));
  });
}
