import type { MallItem, PointMall, PointsMallSettings, RedeemRequest, Redemption } from '@app/contract/mall';
import {
  deliveryProblems,
  MALL_HISTORY_LIMIT,
  type DeliveryAddress,
  type DeliveryField,
  type MallItemKind,
  type RedemptionStatus,
} from '@app/contract/mall-rules';
import type { Selectable } from 'kysely';
import type { Db } from '../db/database';
import { transact } from '../db/transaction';
import type { MallItemsTable, MallRedemptionsTable } from '../db/schema';
import { randomCode } from './deposits';
import { postEntry, withMemberWallet } from './ledger';
import { adjustPoints, pointEntries, pointsOf, postPoints } from './points';
import { Refused } from './refused';

/**
 * The point mall (signed-in §2 /m/mall/mallHome; the rest is the contract's, chosen: contract/src/mall.ts): the
 * merchant's items, the redemption, the member's history, and staff's side (items, shipping, cancelling).
 *
 * A redemption is one transaction, opened by `withMemberWallet` (its first statement writes the member's wallet
 * row: the member's lock, and a BONUS item credits that wallet): the key's earlier redemption answers a retry;
 * then one of the stock is taken by a conditional update (stock > 0), the points by another (points >= cost), the
 * redemption row is written (UNIQUE member and key) with what the item gives. A refusal anywhere rolls all of it
 * back: points and stock stay as they were.
 */

/** Why the mall refuses (the answers: routes/refusals.ts). */
export type MallRefusal =
  | { reason: 'mall-sold-out' }
  | { reason: 'mall-points-short'; points: number; cost: number }
  | { reason: 'mall-item-unavailable' }
  | { reason: 'mall-address-invalid'; fields: DeliveryField[] }
  | { reason: 'mall-idempotency-reused' }
  /** Staff only (admin API): an item or redemption id the merchant has none of. */
  | { reason: 'mall-not-found'; id: string }
  /** Staff only: shipping or cancelling a redemption that is not awaiting shipment. */
  | { reason: 'mall-redemption-settled'; status: RedemptionStatus }
  /** Staff only: a correction that would take the member's points below 0. */
  | { reason: 'mall-adjustment-overdraws'; points: number };

type ItemRow = Selectable<MallItemsTable>;
type RedemptionRow = Selectable<MallRedemptionsTable>;

/** An item as the member sees it. */
export const playerItem = (row: ItemRow): MallItem => ({
  id: row.id,
  kind: row.kind,
  title: row.title,
  description: row.description,
  imageUrl: row.image_url,
  cost: row.cost_points,
  stock: row.stock,
  bonusAmount: row.kind === 'BONUS' ? row.bonus_minor : null,
  spins: row.kind === 'FREE_SPINS' ? row.spins : null,
  gameCode: row.kind === 'FREE_SPINS' ? row.game_code : null,
});

/** A redemption as the member sees it (their own address, as they typed it). */
export const redemptionRecord = (row: RedemptionRow): Redemption => ({
  id: row.public_id,
  itemId: row.item_id,
  kind: row.kind,
  title: row.title,
  cost: row.cost_points,
  status: row.status,
  bonusAmount: row.bonus_minor,
  spins: row.spins,
  gameCode: row.game_code,
  address:
    row.kind === 'PHYSICAL'
      ? {
          name: row.delivery_name ?? '',
          phone: row.delivery_phone ?? '',
          address: row.delivery_address ?? '',
        }
      : null,
  trackingNote: row.tracking_note,
  createdAt: row.created_at,
  shippedAt: row.shipped_at,
});

/** The merchant's items the members see (active, sold out ones included), in the merchant's order. */
const activeItems = (db: Db, merchant: string) =>
  db
    .selectFrom('mall_items')
    .selectAll()
    .where('merchant', '=', merchant)
    .where('active', '=', 1)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();

/** MCSFE_getPointMall: the member's points, the merchant's rates and its active items. */
export async function pointMall(
  db: Db,
  merchant: string,
  memberId: number,
  rates: PointsMallSettings,
): Promise<PointMall> {
  const [points, items] = await Promise.all([pointsOf(db, memberId), activeItems(db, merchant)]);
  return { points, rates, items: items.map(playerItem) };
}

/** The address as kept: trimmed, or the refusal naming what is wrong with it. */
function checkedAddress(address: DeliveryAddress | null): DeliveryAddress {
  const typed = {
    name: address?.name.trim() ?? '',
    phone: address?.phone.trim() ?? '',
    address: address?.address.trim() ?? '',
  };
  const fields = Object.keys(deliveryProblems(typed)) as DeliveryField[];
  if (fields.length > 0) throw new Refused({ reason: 'mall-address-invalid', fields });
  return typed;
}

/** What the item gives, written with the redemption: its status. */
const STATUS_OF: Record<MallItemKind, RedemptionStatus> = {
  BONUS: 'CREDITED',
  FREE_SPINS: 'GRANTED',
  PHYSICAL: 'AWAITING_SHIPMENT',
};

export interface Redeemer {
  merchant: string;
  memberId: number;
}

/**
 * MCSFE_redeemMallItem: one item for its points, once per idempotency key (a retry answers the first
 * redemption; the key with another item is refused). See the module's comment for how it holds under concurrency.
 */
export function redeem(db: Db, who: Redeemer, request: RedeemRequest, now: number): Promise<Redemption> {
  const { memberId } = who;
  return withMemberWallet(db, memberId, now, async (trx) => {
    const earlier = await trx
      .selectFrom('mall_redemptions')
      .selectAll()
      .where('member_id', '=', memberId)
      .where('idempotency_key', '=', request.idempotencyKey)
      .executeTakeFirst();
    if (earlier) {
      if (earlier.item_id !== request.itemId) throw new Refused({ reason: 'mall-idempotency-reused' });
      return redemptionRecord(earlier);
    }
    const item = await trx
      .selectFrom('mall_items')
      .selectAll()
      .where('id', '=', request.itemId)
      .where('merchant', '=', who.merchant)
      .where('active', '=', 1)
      .executeTakeFirst();
    if (!item) throw new Refused({ reason: 'mall-item-unavailable' });
    const address = item.kind === 'PHYSICAL' ? checkedAddress(request.address ?? null) : null;
    // NULL - 1 is NULL: an unlimited item stays unlimited, and the update still counts the row.
    const taken = await trx
      .updateTable('mall_items')
      .set((eb) => ({ stock: eb('stock', '-', 1) }))
      .where('id', '=', item.id)
      .where((eb) => eb.or([eb('stock', 'is', null), eb('stock', '>', 0)]))
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) !== 1) throw new Refused({ reason: 'mall-sold-out' });
    const publicId = `R${randomCode(15)}`;
    const row = await trx
      .insertInto('mall_redemptions')
      .values({
        public_id: publicId,
        merchant: who.merchant,
        member_id: memberId,
        item_id: item.id,
        kind: item.kind,
        title: item.title,
        cost_points: item.cost_points,
        bonus_minor: item.kind === 'BONUS' ? item.bonus_minor : null,
        spins: item.kind === 'FREE_SPINS' ? item.spins : null,
        game_code: item.kind === 'FREE_SPINS' ? item.game_code : null,
        status: STATUS_OF[item.kind],
        idempotency_key: request.idempotencyKey,
        delivery_name: address?.name ?? null,
        delivery_phone: address?.phone ?? null,
        delivery_address: address?.address ?? null,
        created_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const spent = { memberId, kind: 'REDEEM', points: -item.cost_points, redemptionId: row.id } as const;
    if (!(await postPoints(trx, spent, now))) {
      throw new Refused({
        reason: 'mall-points-short',
        points: await pointsOf(trx, memberId),
        cost: item.cost_points,
      });
    }
    if (item.kind === 'BONUS' && item.bonus_minor) {
      await postEntry(
        trx,
        { memberId, kind: 'BONUS', amount: item.bonus_minor, note: `mall ${publicId}` },
        now,
      );
    } else if (item.kind === 'FREE_SPINS' && item.spins && item.game_code) {
      await trx
        .insertInto('free_spin_grants')
        .values({
          member_id: memberId,
          redemption_id: row.id,
          game_code: item.game_code,
          spins: item.spins,
          created_at: now,
        })
        .execute();
    }
    return redemptionRecord(row);
  });
}

/** MCSFE_getMallHistory: the member's redemptions and point entries, newest first (staff notes left out). */
export async function mallHistory(db: Db, memberId: number) {
  const [redemptions, entries] = await Promise.all([
    db
      .selectFrom('mall_redemptions')
      .selectAll()
      .where('member_id', '=', memberId)
      .orderBy('id', 'desc')
      .limit(MALL_HISTORY_LIMIT)
      .execute(),
    pointEntries(db, memberId),
  ]);
  return {
    redemptions: redemptions.map(redemptionRecord),
    entries: entries.map(({ note: _staffNote, ...entry }) => entry),
  };
}

// ---------- staff (admin API) ----------

/** An item as staff write it; the kind's own fields only for that kind. */
export interface ItemInput {
  kind: MallItemKind;
  title: string;
  description: string;
  imageUrl: string | null;
  cost: number;
  stock: number | null;
  active: boolean;
  bonusAmount: number | null;
  spins: number | null;
  gameCode: string | null;
  sortOrder: number;
}

/** An item as staff see it: the member's view with whether it shows and its place. */
export const staffItem = (row: ItemRow) => ({
  ...playerItem(row),
  active: row.active === 1,
  sortOrder: row.sort_order,
});

const itemColumns = (i: Partial<ItemInput>) => ({
  ...(i.kind !== undefined && { kind: i.kind }),
  ...(i.title !== undefined && { title: i.title }),
  ...(i.description !== undefined && { description: i.description }),
  ...(i.imageUrl !== undefined && { image_url: i.imageUrl }),
  ...(i.cost !== undefined && { cost_points: i.cost }),
  ...(i.stock !== undefined && { stock: i.stock }),
  ...(i.active !== undefined && { active: i.active ? 1 : 0 }),
  ...(i.bonusAmount !== undefined && { bonus_minor: i.bonusAmount }),
  ...(i.spins !== undefined && { spins: i.spins }),
  ...(i.gameCode !== undefined && { game_code: i.gameCode }),
  ...(i.sortOrder !== undefined && { sort_order: i.sortOrder }),
});

/** Every item of the merchant, active or not, in the members' order. */
export async function staffItems(db: Db, merchant: string) {
  const rows = await db
    .selectFrom('mall_items')
    .selectAll()
    .where('merchant', '=', merchant)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return rows.map(staffItem);
}

export async function createItem(db: Db, merchant: string, input: ItemInput, now: number) {
  const row = await db
    .insertInto('mall_items')
    .values({
      merchant,
      kind: input.kind,
      title: input.title,
      description: input.description,
      image_url: input.imageUrl,
      cost_points: input.cost,
      stock: input.stock,
      active: input.active ? 1 : 0,
      bonus_minor: input.bonusAmount,
      spins: input.spins,
      game_code: input.gameCode,
      sort_order: input.sortOrder,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return staffItem(row);
}

/** Changes an item's fields (stock, active, cost …); a redemption made before keeps what it was made with. */
export async function updateItem(
  db: Db,
  merchant: string,
  id: number,
  patch: Partial<ItemInput>,
  now: number,
) {
  const row = await db
    .updateTable('mall_items')
    .set({ ...itemColumns(patch), updated_at: now })
    .where('id', '=', id)
    .where('merchant', '=', merchant)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw new Refused({ reason: 'mall-not-found', id: String(id) });
  return staffItem(row);
}

/** A merchant's item by id, or the refusal (staff's patch checks the whole item before writing). */
export async function merchantItem(db: Db, merchant: string, id: number): Promise<ItemRow> {
  const row = await db
    .selectFrom('mall_items')
    .selectAll()
    .where('id', '=', id)
    .where('merchant', '=', merchant)
    .executeTakeFirst();
  if (!row) throw new Refused({ reason: 'mall-not-found', id: String(id) });
  return row;
}

/** Staff's list: the merchant's redemptions (of one member, of one status), newest first, with the username. */
export async function staffRedemptions(
  db: Db,
  f: { merchant: string; memberId?: number; status?: RedemptionStatus; limit: number },
) {
  let rows = db
    .selectFrom('mall_redemptions as r')
    .innerJoin('members as m', 'm.id', 'r.member_id')
    .selectAll('r')
    .select('m.username')
    .where('r.merchant', '=', f.merchant);
  if (f.memberId !== undefined) rows = rows.where('r.member_id', '=', f.memberId);
  if (f.status !== undefined) rows = rows.where('r.status', '=', f.status);
  const list = await rows.orderBy('r.id', 'desc').limit(f.limit).execute();
  return list.map((r) => ({ ...redemptionRecord(r), username: r.username }));
}

const redemptionByPublicId = (db: Db, merchant: string, publicId: string) =>
  db
    .selectFrom('mall_redemptions')
    .selectAll()
    .where('public_id', '=', publicId)
    .where('merchant', '=', merchant)
    .executeTakeFirst();

/** Why a redemption staff name cannot be shipped or cancelled: unknown, or not awaiting shipment. */
async function settledRefusal(db: Db, merchant: string, publicId: string): Promise<Refused> {
  const row = await redemptionByPublicId(db, merchant, publicId);
  return row
    ? new Refused({ reason: 'mall-redemption-settled', status: row.status })
    : new Refused({ reason: 'mall-not-found', id: publicId });
}

/** Staff shipped a PHYSICAL redemption: AWAITING_SHIPMENT → SHIPPED with the tracking note, once. */
export async function markShipped(
  db: Db,
  merchant: string,
  publicId: string,
  trackingNote: string,
  now: number,
) {
  const row = await db
    .updateTable('mall_redemptions')
    .set({ status: 'SHIPPED', tracking_note: trackingNote, shipped_at: now })
    .where('public_id', '=', publicId)
    .where('merchant', '=', merchant)
    .where('status', '=', 'AWAITING_SHIPMENT')
    .returningAll()
    .executeTakeFirst();
  if (!row) throw await settledRefusal(db, merchant, publicId);
  return redemptionRecord(row);
}

/**
 * Staff cancel a PHYSICAL redemption not shipped yet (cannot be delivered): in one transaction whose first
 * statement is the conditional status change, the points come back (a REFUND entry) and so does one of the stock.
 */
export async function cancelRedemption(db: Db, merchant: string, publicId: string, now: number) {
  const row = await transact(db, async (trx) => {
    const cancelled = await trx
      .updateTable('mall_redemptions')
      .set({ status: 'CANCELLED' })
      .where('public_id', '=', publicId)
      .where('merchant', '=', merchant)
      .where('status', '=', 'AWAITING_SHIPMENT')
      .returningAll()
      .executeTakeFirst();
    if (!cancelled) return undefined;
    const refund = { memberId: cancelled.member_id, kind: 'REFUND', points: cancelled.cost_points } as const;
    await postPoints(trx, { ...refund, redemptionId: cancelled.id }, now);
    await trx
      .updateTable('mall_items')
      .set((eb) => ({ stock: eb('stock', '+', 1) }))
      .where('id', '=', cancelled.item_id)
      .execute();
    return cancelled;
  });
  if (!row) throw await settledRefusal(db, merchant, publicId);
  return redemptionRecord(row);
}

/** Staff's correction of a member's points (admin API): their points after, or the refusal when below 0. */
export async function correctPoints(db: Db, memberId: number, points: number, note: string, now: number) {
  if (!(await adjustPoints(db, memberId, points, note, now))) {
    throw new Refused({ reason: 'mall-adjustment-overdraws', points: await pointsOf(db, memberId) });
  }
  return { points: await pointsOf(db, memberId) };
}
