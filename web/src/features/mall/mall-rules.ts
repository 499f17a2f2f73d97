import type { MallItem } from '@app/contract/mall';
import {
  deliveryProblems,
  MALL_ERROR,
  type DeliveryAddress,
  type DeliveryField,
  type PointsRate,
} from '@app/contract/mall-rules';
import type { MessageKey } from '../../i18n/keys';

/**
 * The point mall's decisions on the page (the server's are in services/mall.ts, with the same contract rules):
 * what an item's card offers, the redemption's draft, and what a refusal says and changes.
 */

/** What a card offers: a redemption, nothing (sold out), or how many points are missing. */
export type ItemState = { kind: 'open' } | { kind: 'sold-out' } | { kind: 'short'; missing: number };

export const itemState = (item: Pick<MallItem, 'stock' | 'cost'>, points: number): ItemState =>
  item.stock === 0
    ? { kind: 'sold-out' }
    : points < item.cost
      ? { kind: 'short', missing: item.cost - points }
      : { kind: 'open' };

/** Chosen: a stock this low or lower says how many are left; a larger one (or unlimited) says nothing. */
export const LOW_STOCK = 10;
export const stockLeft = (stock: number | null): number | null =>
  stock !== null && stock > 0 && stock <= LOW_STOCK ? stock : null;

/**
 * A redemption's form, kept for the tab until it is answered (features/money formDraft): the item, the
 * idempotency key the server makes one redemption of, and the address typed for a PHYSICAL item.
 */
export interface RedeemDraft {
  itemId: number;
  idempotencyKey: string;
  address: DeliveryAddress;
}

export const EMPTY_ADDRESS: DeliveryAddress = { name: '', phone: '', address: '' };

/**
 * The draft an item's sheet opens with: the kept one when it is this item's (a refused or unanswered redemption
 * comes back as it was, with its key); for another item a new key, with the address typed before (the player's
 * own address, whatever they redeem).
 */
export const draftFor = (kept: RedeemDraft | null, itemId: number, newKey: () => string): RedeemDraft =>
  kept?.itemId === itemId
    ? kept
    : { itemId, idempotencyKey: newKey(), address: kept?.address ?? EMPTY_ADDRESS };

/** The address's problems, each with its text, fields in the form's order. */
export function addressProblems(address: DeliveryAddress): Partial<Record<DeliveryField, MessageKey>> {
  const found = deliveryProblems(address);
  const text: Record<DeliveryField, MessageKey> = {
    name: 'mall_address_name_invalid',
    phone: 'mall_address_phone_invalid',
    address: 'mall_address_address_invalid',
  };
  return Object.fromEntries(
    Object.entries(found).map(([field, problem]) => [
      field,
      problem === 'missing' ? 'mall_address_missing' : text[field as DeliveryField],
    ]),
  );
}

const REFUSAL_TEXT: Readonly<Record<string, MessageKey>> = {
  [MALL_ERROR.soldOut]: 'mall_error_sold_out',
  [MALL_ERROR.pointsShort]: 'mall_error_points_short',
  [MALL_ERROR.itemUnavailable]: 'mall_error_item_unavailable',
  [MALL_ERROR.addressInvalid]: 'mall_error_address_invalid',
  [MALL_ERROR.idempotencyReused]: 'mall_error_idempotency_reused',
};

/** The page's own text of a mall refusal, or null for another failure (the server's message then). */
export const refusalText = (code: string | null): MessageKey | null =>
  (code !== null && REFUSAL_TEXT[code]) || null;

/** Refusals after which the points or stock the page shows are out of date: the mall is asked for again. */
export const refreshesMall = (code: string | null): boolean =>
  code === MALL_ERROR.soldOut || code === MALL_ERROR.pointsShort || code === MALL_ERROR.itemUnavailable;

/** A reused key is spent for good: the next try gets a new one (nothing was redeemed with it for this item). */
export const renewsKey = (code: string | null): boolean => code === MALL_ERROR.idempotencyReused;

/** The fields an address refusal names (its value: { fields }), as the form marks them. */
export function refusedFields(value: unknown): DeliveryField[] {
  const fields = value && typeof value === 'object' ? (value as { fields?: unknown }).fields : undefined;
  return Array.isArray(fields)
    ? fields.filter((f): f is DeliveryField => f === 'name' || f === 'phone' || f === 'address')
    : [];
}

/** A signed number of points as the history shows it: +500, −100 (a real minus sign). */
export const signedPoints = (points: number, format: (n: number) => string): string =>
  points > 0 ? `+${format(points)}` : `\u2212${format(-points)}`;

/**
 * A rate as the page says it (chosen): scaled by tens until it names at least 10 points, so that "1 pts for every
 * ₱1" reads "10 pts for every ₱10" in every language without plural forms. The same rate, never rounded.
 */
export function shownRate(rate: PointsRate): PointsRate {
  let shown = rate;
  for (let i = 0; i < 3 && shown.points > 0 && shown.points < 10; i++) {
    shown = { points: shown.points * 10, perMinor: shown.perMinor * 10 };
  }
  return shown;
}
