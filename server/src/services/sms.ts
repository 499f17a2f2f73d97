import { randomInt } from 'node:crypto';
import type { Db } from '../db/database';

export const SMS_CODE_TTL_MS = 5 * 60 * 1000;
/** One code per number per minute. */
export const SMS_RESEND_INTERVAL_MS = 60 * 1000;

export interface SmsMessage {
  merchant: string;
  mobile: string;
  code: string;
  expiresAt: number;
}

/** Delivers a code. The default transport writes it to the log; the outbox table is the record. */
export interface SmsTransport {
  send(message: SmsMessage): void | Promise<void>;
}

export type IssueResult = { ok: true; code: string; expiresAt: number } | { ok: false; retryAfterMs: number };

/** Writes a 6-digit code to the outbox unless one went to the number less than a minute ago. */
export function issueSmsCode(db: Db, merchant: string, mobile: string, now: number): Promise<IssueResult> {
  // The transaction serialises check-then-insert on the single SQLite connection.
  return db.transaction().execute(async (trx) => {
    const last = await trx
      .selectFrom('sms_outbox')
      .select('created_at')
      .where('merchant', '=', merchant)
      .where('mobile', '=', mobile)
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (last && now - last.created_at < SMS_RESEND_INTERVAL_MS) {
      return { ok: false, retryAfterMs: SMS_RESEND_INTERVAL_MS - (now - last.created_at) };
    }
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const expiresAt = now + SMS_CODE_TTL_MS;
    await trx
      .insertInto('sms_outbox')
      .values({ merchant, mobile, code, created_at: now, expires_at: expiresAt, used_at: null })
      .execute();
    return { ok: true, code, expiresAt };
  });
}

/** Marks a matching, unexpired, unused code as used; answers whether there was one. */
export async function consumeSmsCode(db: Db, merchant: string, mobile: string, code: string, now: number) {
  const row = await db
    .selectFrom('sms_outbox')
    .select('id')
    .where('merchant', '=', merchant)
    .where('mobile', '=', mobile)
    .where('code', '=', code.trim())
    .where('expires_at', '>', now)
    .where('used_at', 'is', null)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) return false;
  await db.updateTable('sms_outbox').set({ used_at: now }).where('id', '=', row.id).execute();
  return true;
}

export async function listSmsOutbox(db: Db, opts: { mobileNum?: string; merchant?: string; limit?: number }) {
  let q = db.selectFrom('sms_outbox').selectAll();
  if (opts.merchant) q = q.where('merchant', '=', opts.merchant);
  const digits = opts.mobileNum?.replace(/\D/g, '');
  if (digits) q = q.where('mobile', 'like', `%${digits}`);
  const rows = await q
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(opts.limit ?? 100)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    merchant: r.merchant,
    mobileNum: r.mobile,
    code: r.code,
    createdAt: r.created_at,
    expiresAt: r.expires_at,
    usedAt: r.used_at,
  }));
}
