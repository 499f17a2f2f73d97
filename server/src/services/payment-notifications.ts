import { defaultWalletSettings } from '@app/contract/default-wallet';
import { amountSchema } from '@app/contract/wallet';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { Db } from '../db/database';
import { creditDepositIn, failDeposit, type CreditOutcome } from './deposits';
import { withMemberWallet } from './ledger';
import { Refused } from './refused';

/**
 * A payment provider's notifications about online deposits (POST /wps/payment/notify/:merchant, routes/deposits.ts):
 * the provider signs the exact bytes of the body with HMAC-SHA256 under the merchant's `wallet.notifySecret` and
 * sends the hex digest in the X-Signature header. Nothing of the body is read before the signature is checked.
 * Every signed notification is recorded once (payment_notifications: unique per merchant and notification id),
 * with what became of it; a replayed one changes nothing and is answered as the first was.
 */

/** The header of the signature (hex HMAC-SHA256 of the body), lower case as Node reads headers. */
export const SIGNATURE_HEADER = 'x-signature';

export const PAYMENT_STATUSES = ['PAID', 'CANCELLED'] as const;

/** The body a provider sends (JSON): which deposit (its reference), how much, and whether it was paid. */
export const paymentNotificationSchema = z.strictObject({
  notificationId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
  reference: z.string().min(1).max(32),
  amount: amountSchema,
  status: z.enum(PAYMENT_STATUSES),
  paidAt: z.number().int().nonnegative(),
});
export type PaymentNotification = z.infer<typeof paymentNotificationSchema>;

/** Why a notification is refused (the answers: routes/refusals.ts); nothing is recorded for either. */
export type NotificationRefusal = { reason: 'notification-signature' } | { reason: 'notification-invalid' };

/**
 * What became of a notification: a credit's outcome (services/deposits.ts), a cancellation, or nothing because
 * the deposit was not pending, is no deposit of this merchant, or the amount differs from the deposit's.
 */
export type NotificationOutcome =
  CreditOutcome | 'cancelled' | 'not-pending' | 'unknown-deposit' | 'amount-mismatch';

export interface NotificationAnswer {
  outcome: NotificationOutcome;
  /** The notification was received before: nothing changed now. */
  replayed: boolean;
}

/** Secrets anyone can read (the contract's demo merchant): never trusted outside demo mode. */
const PUBLISHED_NOTIFY_SECRETS: readonly string[] = [defaultWalletSettings().notifySecret];

export const isPublishedNotifySecret = (secret: string): boolean => PUBLISHED_NOTIFY_SECRETS.includes(secret);

/** A merchant's own notify secret: 256 random bits, hex. */
export const randomNotifySecret = (): string => randomBytes(32).toString('hex');

/** The signature of a body: hex HMAC-SHA256 under the secret. */
export const signBody = (secret: string, body: string | Buffer): string =>
  createHmac('sha256', secret).update(body).digest('hex');

/** Whether `signature` is the body's, compared in constant time. */
export function signatureValid(secret: string, body: Buffer, signature: string | undefined): boolean {
  if (signature === undefined || !/^[0-9a-fA-F]{64}$/.test(signature)) return false;
  const expected = createHmac('sha256', secret).update(body).digest();
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

/** The body of a notification as a provider writes it (the demo provider: routes/demo-pay.ts). */
export const notificationBody = (
  deposit: { reference: string; amount: number },
  status: PaymentNotification['status'],
  now: number,
): string =>
  JSON.stringify({
    notificationId: randomBytes(16).toString('base64url'),
    reference: deposit.reference,
    amount: deposit.amount,
    status,
    paidAt: now,
  } satisfies PaymentNotification);

export interface SignedNotification {
  merchant: string;
  /** The merchant's notify secret; null for a merchant this server does not have. */
  secret: string | null;
  demoMode: boolean;
  /** The body's bytes, as received. */
  body: Buffer;
  signature: string | undefined;
}

/** The body, once its signature is the merchant's (a published secret counts only in demo mode), or a refusal. */
function verified(n: SignedNotification): PaymentNotification {
  const trusted = n.secret !== null && (n.demoMode || !isPublishedNotifySecret(n.secret));
  if (!trusted || !signatureValid(n.secret ?? '', n.body, n.signature)) {
    throw new Refused({ reason: 'notification-signature' });
  }
  let json: unknown;
  try {
    json = JSON.parse(n.body.toString('utf8'));
  } catch {
    throw new Refused({ reason: 'notification-invalid' });
  }
  const parsed = paymentNotificationSchema.safeParse(json);
  if (!parsed.success) throw new Refused({ reason: 'notification-invalid' });
  return parsed.data;
}

/**
 * Receives a notification: checks its signature, records it once and acts on it. PAID credits the merchant's
 * deposit of that reference and amount (once: services/deposits.ts creditDepositIn; after its expiry too, flagged
 * late); CANCELLED fails it while it is pending. The record and the credit are one transaction, so a notification
 * is never recorded without its effect (a provider's retry after a crash credits it then).
 */
export async function receiveNotification(
  db: Db,
  n: SignedNotification,
  now: number,
): Promise<NotificationAnswer> {
  const notification = verified(n);
  const record = (trx: Db, depositId: number | null, outcome: NotificationOutcome | 'received') =>
    trx
      .insertInto('payment_notifications')
      .values({
        merchant: n.merchant,
        notification_id: notification.notificationId,
        deposit_id: depositId,
        status: notification.status,
        outcome,
        received_at: now,
      })
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .executeTakeFirst();
  const replay = async (trx: Db): Promise<NotificationAnswer> => {
    const earlier = await trx
      .selectFrom('payment_notifications')
      .select('outcome')
      .where('merchant', '=', n.merchant)
      .where('notification_id', '=', notification.notificationId)
      .executeTakeFirstOrThrow();
    return { outcome: earlier.outcome as NotificationOutcome, replayed: true };
  };

  const deposit = await db
    .selectFrom('deposits')
    .select(['id', 'member_id', 'amount_minor'])
    .where('merchant', '=', n.merchant)
    .where('reference', '=', notification.reference)
    .executeTakeFirst();
  if (!deposit || deposit.amount_minor !== notification.amount) {
    const outcome = deposit ? 'amount-mismatch' : 'unknown-deposit';
    if (!(await record(db, deposit?.id ?? null, outcome))) return replay(db);
    return { outcome, replayed: false };
  }
  return withMemberWallet(db, deposit.member_id, now, async (trx) => {
    const recorded = await record(trx, deposit.id, 'received');
    if (!recorded) return replay(trx);
    const outcome: NotificationOutcome =
      notification.status === 'PAID'
        ? await creditDepositIn(trx, deposit.id, now)
        : (await failDeposit(trx, deposit.id, null, ['PENDING'], now))
          ? 'cancelled'
          : 'not-pending';
    await trx.updateTable('payment_notifications').set({ outcome }).where('id', '=', recorded.id).execute();
    return { outcome, replayed: false };
  });
}
