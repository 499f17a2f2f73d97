import { MALL_ITEM_KINDS, MAX_POINTS, REDEMPTION_STATUSES } from '@app/contract/mall-rules';
import { amountSchema } from '@app/contract/wallet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context';
import { validateInput } from '../http/validate';
import { answeringRoute } from '../routes/refusals';
import {
  cancelRedemption,
  correctPoints,
  createItem,
  markShipped,
  merchantItem,
  staffItem,
  staffItems,
  staffRedemptions,
  updateItem,
  type ItemInput,
} from '../services/mall';
import { normaliseMerchantCode } from '../services/merchants';
import { pointEntries, pointEntriesSum, pointsOf } from '../services/points';
import { iconHref } from '../static/page-fill';
import { filteredMemberId, memberOf, merchantQuery, type MemberRequest } from './member-of';

/** An image: a path of the site (the image CDN's, else this server's) or an https URL, as home content's. */
const imageUrl = z
  .string()
  .trim()
  .max(2048)
  .refine((v) => iconHref(v) !== null, 'a path starting with / or an https URL');

const itemFields = z.strictObject({
  kind: z.enum(MALL_ITEM_KINDS),
  title: z.string().trim().min(1).max(80),
  description: z.string().trim().max(500).default(''),
  imageUrl: imageUrl.nullable().default(null),
  cost: z.number().int().positive().max(MAX_POINTS),
  /** null: unlimited. */
  stock: z.number().int().min(0).max(1_000_000).nullable().default(null),
  active: z.boolean().default(true),
  bonusAmount: amountSchema.nullable().default(null),
  spins: z.number().int().positive().max(10_000).nullable().default(null),
  gameCode: z.string().trim().min(1).max(64).nullable().default(null),
  sortOrder: z.number().int().min(0).max(1_000_000).default(0),
});

/** An item whole: each kind with what it gives, and nothing of another kind's. */
const itemSchema = itemFields.superRefine((item, ctx) => {
  const wrong = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (item.kind === 'BONUS' && item.bonusAmount === null) wrong('bonusAmount', 'required for BONUS');
  if (item.kind !== 'BONUS' && item.bonusAmount !== null) wrong('bonusAmount', 'BONUS only');
  if (item.kind === 'FREE_SPINS' && (item.spins === null || item.gameCode === null)) {
    wrong('spins', 'spins and gameCode required for FREE_SPINS');
  }
  if (item.kind !== 'FREE_SPINS' && (item.spins !== null || item.gameCode !== null)) {
    wrong('spins', 'spins and gameCode: FREE_SPINS only');
  }
});
const itemPatch = itemFields.partial();

const redemptionsQuery = merchantQuery.extend({
  status: z.enum(REDEMPTION_STATUSES).optional(),
  username: z.string().max(64).optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(100),
});
const shipBody = z.strictObject({ trackingNote: z.string().trim().min(1).max(200) });
const adjustBody = z.strictObject({
  /** Signed points: a credit or a debit. */
  points: z
    .number()
    .int()
    .min(-MAX_POINTS)
    .max(MAX_POINTS)
    .refine((n) => n !== 0, 'not 0'),
  note: z.string().trim().min(1).max(200),
});
const entriesQuery = merchantQuery.extend({ limit: z.coerce.number().int().min(1).max(1000).default(100) });

type IdRequest = FastifyRequest<{ Params: { id: string } }>;
const itemParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

/**
 * The point mall's admin API, inside the admin plugin (admin-routes.ts: token check and audit); `?merchant=`
 * (DEMO) names the merchant; the services' refusals answer as the player's calls do (routes/refusals.ts):
 * - GET /mall/items: every item, active or not; POST /mall/items `{ kind, title, cost, stock?, bonusAmount? |
 *   spins? + gameCode?, description?, imageUrl?, active?, sortOrder? }`; PUT /mall/items/:id (the fields given; the
 *   item is checked whole);
 * - GET /mall/redemptions?status=&username=&limit=: newest first, with the delivery address;
 *   POST /mall/redemptions/:id/ship `{ trackingNote }` (awaiting shipment → shipped, once);
 *   POST /mall/redemptions/:id/cancel (awaiting shipment: the points and one of the stock come back);
 * - GET /members/:username/points?limit=: the points, the entries' sum (equal to them) and the entries;
 *   POST /members/:username/points `{ points (signed), note }`: staff's correction, refused below 0.
 */
export function registerMallAdmin(admin: FastifyInstance, app: AppContext): void {
  const merchantOf = (request: FastifyRequest) =>
    normaliseMerchantCode(validateInput(merchantQuery, request.query ?? {}).merchant);
  const itemId = (request: IdRequest) => validateInput(itemParams, request.params).id;

  admin.get(
    '/mall/items',
    answeringRoute(async (request) => staffItems(app.db, merchantOf(request))),
  );

  admin.post(
    '/mall/items',
    answeringRoute(async (request) => {
      const item: ItemInput = validateInput(itemSchema, request.body ?? {});
      return createItem(app.db, merchantOf(request), item, app.now());
    }),
  );

  admin.put<{ Params: { id: string } }>(
    '/mall/items/:id',
    answeringRoute(async (request: IdRequest) => {
      const patch = validateInput(itemPatch, request.body ?? {});
      const merchant = merchantOf(request);
      const current = staffItem(await merchantItem(app.db, merchant, itemId(request)));
      const { id, ...fields } = current;
      const whole: ItemInput = validateInput(itemSchema, { ...fields, ...patch });
      return updateItem(app.db, merchant, id, whole, app.now());
    }),
  );

  admin.get(
    '/mall/redemptions',
    answeringRoute(async (request) => {
      const q = validateInput(redemptionsQuery, request.query ?? {});
      const merchant = normaliseMerchantCode(q.merchant);
      const memberId = await filteredMemberId(app.db, merchant, q.username);
      return staffRedemptions(app.db, { merchant, memberId, status: q.status, limit: q.limit });
    }),
  );

  admin.post<{ Params: { id: string } }>(
    '/mall/redemptions/:id/ship',
    answeringRoute(async (request: IdRequest) => {
      const { trackingNote } = validateInput(shipBody, request.body ?? {});
      return markShipped(app.db, merchantOf(request), request.params.id, trackingNote, app.now());
    }),
  );

  admin.post<{ Params: { id: string } }>(
    '/mall/redemptions/:id/cancel',
    answeringRoute(async (request: IdRequest) =>
      cancelRedemption(app.db, merchantOf(request), request.params.id, app.now()),
    ),
  );

  admin.get<{ Params: { username: string } }>(
    '/members/:username/points',
    answeringRoute(async (request: MemberRequest) => {
      const { limit } = validateInput(entriesQuery, request.query ?? {});
      const member = await memberOf(app.db, request);
      const [points, sum, entries] = await Promise.all([
        pointsOf(app.db, member.id),
        pointEntriesSum(app.db, member.id),
        pointEntries(app.db, member.id, limit),
      ]);
      return { points, sum, entries };
    }),
  );

  admin.post<{ Params: { username: string } }>(
    '/members/:username/points',
    answeringRoute(async (request: MemberRequest) => {
      const { points, note } = validateInput(adjustBody, request.body ?? {});
      const member = await memberOf(app.db, request);
      return correctPoints(app.db, member.id, points, note, app.now());
    }),
  );
}
