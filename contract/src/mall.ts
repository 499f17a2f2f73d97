import { z } from 'zod';
import { MALL_ITEM_KINDS, MAX_POINTS, POINT_ENTRY_KINDS, REDEMPTION_STATUSES } from './mall-rules';
import { amountSchema, idempotencyKeySchema } from './wallet';

/**
 * The point mall (signed-in §2 /m/mall/mallHome, "point market, needs login"). The spec names the route and its
 * purpose only, so every field here is the contract's (chosen): points are whole numbers on a ledger of their own
 * (like money), earned from credited deposits and from play by the merchant's rates, spent on items whose cost
 * and stock the merchant sets. A redemption takes the points and one of the stock in one transaction.
 */

const pointsSchema = z.number().int().positive().max(MAX_POINTS);

/** `points` points for every `perMinor` minor units (1 point per 100.00: { points: 1, perMinor: 10000 }). */
export const pointsRateSchema = z.object({
  points: z.number().int().min(0).max(1_000),
  perMinor: z.number().int().positive().max(100_000_000),
});

/** Chosen: the merchant's earning rates (merchant settings `pointsMall`, server-only; the mall answers them). */
export const pointsMallSettingsSchema = z.object({
  /** Points per deposited amount (the deposit's amount, credited). */
  deposit: pointsRateSchema,
  /** Points per amount bet (the provider's turnover feed). */
  play: pointsRateSchema,
});
export type PointsMallSettings = z.infer<typeof pointsMallSettingsSchema>;

// ---------- the delivery address (PHYSICAL items) ----------

/** An address as sent: the fields as typed (the server trims them and checks them with deliveryProblems). */
export const deliveryAddressSchema = z.object({
  name: z.string().max(200),
  phone: z.string().max(200),
  address: z.string().max(1_000),
});

// ---------- what the mall answers ----------

/** An item as the member sees it. stock null: unlimited. */
export const mallItemSchema = z.object({
  id: z.number().int().positive(),
  kind: z.enum(MALL_ITEM_KINDS),
  title: z.string(),
  description: z.string(),
  /** A path on the merchant's image CDN or an https URL, or null: the kind's icon shows. */
  imageUrl: z.string().nullable(),
  cost: pointsSchema,
  stock: z.number().int().min(0).nullable(),
  /** BONUS: minor units credited. */
  bonusAmount: amountSchema.nullable(),
  /** FREE_SPINS: how many, on which game. */
  spins: z.number().int().positive().nullable(),
  gameCode: z.string().nullable(),
});
export type MallItem = z.infer<typeof mallItemSchema>;

/** MCSFE_getPointMall: the member's points, how they are earned, the merchant's active items. */
export const pointMallSchema = z.object({
  points: z.number().int().min(0),
  rates: pointsMallSettingsSchema,
  items: z.array(mallItemSchema),
});
export type PointMall = z.infer<typeof pointMallSchema>;

/** MCSFE_redeemMallItem: one item, once per key; a PHYSICAL item needs the delivery address. */
export const redeemRequestSchema = z.object({
  itemId: z.number().int().positive(),
  idempotencyKey: idempotencyKeySchema,
  address: deliveryAddressSchema.nullable().default(null),
});
export type RedeemRequest = z.input<typeof redeemRequestSchema>;

export const redemptionSchema = z.object({
  id: z.string(),
  itemId: z.number().int().positive(),
  kind: z.enum(MALL_ITEM_KINDS),
  /** The item's title as it was when redeemed. */
  title: z.string(),
  cost: pointsSchema,
  status: z.enum(REDEMPTION_STATUSES),
  bonusAmount: amountSchema.nullable(),
  spins: z.number().int().positive().nullable(),
  gameCode: z.string().nullable(),
  address: deliveryAddressSchema.nullable(),
  trackingNote: z.string().nullable(),
  createdAt: z.number(),
  shippedAt: z.number().nullable(),
});
export type Redemption = z.infer<typeof redemptionSchema>;

/** What the member's points did: earned from which deposit or bet, spent on which redemption. */
export const pointEntrySchema = z.object({
  id: z.number().int().positive(),
  kind: z.enum(POINT_ENTRY_KINDS),
  /** Signed. */
  points: z.number().int(),
  /** EARN_DEPOSIT: the deposit's public id and amount. */
  depositId: z.string().nullable(),
  depositAmount: amountSchema.nullable(),
  /** EARN_PLAY: the game bet on and the amount. */
  gameCode: z.string().nullable(),
  betAmount: amountSchema.nullable(),
  /** REDEEM, REFUND: the redemption and the item's title. */
  redemptionId: z.string().nullable(),
  title: z.string().nullable(),
  createdAt: z.number(),
});
export type PointEntry = z.infer<typeof pointEntrySchema>;

/** MCSFE_getMallHistory: the member's redemptions and point entries, newest first. */
export const mallHistorySchema = z.object({
  redemptions: z.array(redemptionSchema),
  entries: z.array(pointEntrySchema),
});
export type MallHistory = z.infer<typeof mallHistorySchema>;
