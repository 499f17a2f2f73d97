/**
 * The point mall's values and rules without zod (contract/src/mall.ts has the schemas): the web app loads these,
 * the server decides with the same ones, so the page's checks and the server's cannot differ. All chosen: the spec
 * names the route (signed-in §2 /m/mall/mallHome) and its purpose only.
 */

/** Chosen: what an item gives. BONUS credits the wallet; FREE_SPINS grants spins on a game; PHYSICAL is shipped. */
export const MALL_ITEM_KINDS = ['BONUS', 'FREE_SPINS', 'PHYSICAL'] as const;
export type MallItemKind = (typeof MALL_ITEM_KINDS)[number];

/**
 * Chosen: a redemption's state. BONUS: CREDITED at once; FREE_SPINS: GRANTED at once (the provider picks the
 * grant up); PHYSICAL: AWAITING_SHIPMENT until staff mark it SHIPPED (with a tracking note) or CANCELLED (its
 * points and stock given back).
 */
export const REDEMPTION_STATUSES = [
  'CREDITED',
  'GRANTED',
  'AWAITING_SHIPMENT',
  'SHIPPED',
  'CANCELLED',
] as const;
export type RedemptionStatus = (typeof REDEMPTION_STATUSES)[number];

/**
 * Chosen: why the member's points moved. EARN_DEPOSIT once per credited deposit, EARN_PLAY once per recorded bet,
 * REDEEM a redemption's cost (negative), REFUND a cancelled redemption's cost, ADJUST staff's correction.
 */
export const POINT_ENTRY_KINDS = ['EARN_DEPOSIT', 'EARN_PLAY', 'REDEEM', 'REFUND', 'ADJUST'] as const;
export type PointEntryKind = (typeof POINT_ENTRY_KINDS)[number];

/** The largest number of points anything costs or moves: far below 2⁵³ when added up. */
export const MAX_POINTS = 1_000_000_000;

/** `points` points for every `perMinor` minor units (1 point per 100.00: { points: 1, perMinor: 10000 }). */
export interface PointsRate {
  points: number;
  perMinor: number;
}

/** The points an amount earns at a rate, rounded down: the server books what the page explains with this. */
export const pointsFor = (amount: number, rate: PointsRate): number =>
  Math.floor((amount * rate.points) / rate.perMinor);

// ---------- the delivery address (PHYSICAL items) ----------

export const DELIVERY_LIMITS = { name: 64, phone: 20, address: 300, addressMin: 10 } as const;
export const DELIVERY_FIELDS = ['name', 'phone', 'address'] as const;
export type DeliveryField = (typeof DELIVERY_FIELDS)[number];
export type DeliveryAddress = Record<DeliveryField, string>;
export type DeliveryProblem = 'missing' | 'invalid';

/** A phone number as people write it: an optional +, then 6 to 15 digits with spaces, dashes or brackets. */
const PHONE = /^\+?[\d\s()-]+$/;
const digitsOf = (phone: string) => phone.replace(/\D/g, '').length;

/**
 * What is wrong with a delivery address, by field (none: it can be sent). The page checks with it before
 * sending, and the server refuses with it (refusal mall-address-invalid), so the two cannot differ. Chosen rules:
 * a name, a phone of 6 to 15 digits, an address of at least 10 characters (a street and a town).
 */
export function deliveryProblems(d: DeliveryAddress): Partial<Record<DeliveryField, DeliveryProblem>> {
  const problems: Partial<Record<DeliveryField, DeliveryProblem>> = {};
  const name = d.name.trim();
  const phone = d.phone.trim();
  const address = d.address.trim();
  if (!name) problems.name = 'missing';
  else if (name.length > DELIVERY_LIMITS.name) problems.name = 'invalid';
  if (!phone) problems.phone = 'missing';
  else if (
    phone.length > DELIVERY_LIMITS.phone ||
    !PHONE.test(phone) ||
    digitsOf(phone) < 6 ||
    digitsOf(phone) > 15
  )
    problems.phone = 'invalid';
  if (!address) problems.address = 'missing';
  else if (address.length < DELIVERY_LIMITS.addressMin || address.length > DELIVERY_LIMITS.address)
    problems.address = 'invalid';
  return problems;
}

/** Chosen: the history shows this many of each, newest first. */
export const MALL_HISTORY_LIMIT = 50;

/**
 * The mall's refusals (HTTP 200 in the envelope): the app shows its own text of each code, in the player's
 * language, with the points and stock as they were (nothing was taken).
 */
export const MALL_ERROR = {
  /** The item's stock is 0 (value: nothing). */
  soldOut: 'mall.sold.out',
  /** The member has fewer points than the cost (value: { points, cost }). */
  pointsShort: 'mall.points.short',
  /** The item is unknown, inactive or another merchant's. */
  itemUnavailable: 'mall.item.unavailable',
  /** A PHYSICAL item's delivery address is missing or wrong (value: { fields }). */
  addressInvalid: 'mall.address.invalid',
  /** The same idempotency key sent with another item. */
  idempotencyReused: 'mall.idempotency.reused',
} as const;
export type MallErrorCode = (typeof MALL_ERROR)[keyof typeof MALL_ERROR];
