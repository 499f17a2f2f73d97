import { randomInt } from 'node:crypto';
import { formatPhone } from '@app/contract/credentials';
import type { smsSendRequestSchema } from '@app/contract/calls';
import type { z } from 'zod';
import type { Db } from '../db/database';
import { requireCaptcha, type CaptchaCheck } from './captcha';
import { normalisePhone } from './phone';
import { Refused } from './refused';

export const SMS_CODE_TTL_MS = 5 * 60 * 1000;
/** One code per number per minute. */
export const SMS_RESEND_INTERVAL_MS = 60 * 1000;
/** At most `max` codes per client IP within `windowMs` (any numbers, any merchants). */
export const SMS_IP_LIMIT = { max: 5, windowMs: 10 * 60 * 1000 } as const;

/** Why an SMS send is refused (the answers: routes/refusals.ts; the captcha's: CaptchaRefusal). */
export type SmsSendRefusal =
  | { reason: 'mobile-invalid' }
  /** A code went to the number less than a minute ago, or the IP asked for too many. */
  | { reason: 'sms-too-many'; limit: 'number' | 'ip'; retryAfterMs: number };

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

export type IssueResult =
  { ok: true; code: string; expiresAt: number } | { ok: false; limit: 'number' | 'ip'; retryAfterMs: number };

/**
 * Writes a 6-digit code to the outbox unless one went to the number less than a minute ago or the IP
 * already asked for SMS_IP_LIMIT.max codes within the window. The new code makes the number's older unused
 * codes expire (only the latest one counts).
 */
export function issueSmsCode(
  db: Db,
  merchant: string,
  mobile: string,
  ip: string,
  now: number,
): Promise<IssueResult> {
  // The transaction serialises check-then-insert on the single SQLite connection.
  return db.transaction().execute(async (trx): Promise<IssueResult> => {
    const last = await trx
      .selectFrom('sms_outbox')
      .select('created_at')
      .where('merchant', '=', merchant)
      .where('mobile', '=', mobile)
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (last && now - last.created_at < SMS_RESEND_INTERVAL_MS) {
      return { ok: false, limit: 'number', retryAfterMs: SMS_RESEND_INTERVAL_MS - (now - last.created_at) };
    }
    const byIp = await trx
      .selectFrom('sms_outbox')
      .select('created_at')
      .where('ip', '=', ip)
      .where('created_at', '>', now - SMS_IP_LIMIT.windowMs)
      .orderBy('created_at', 'desc')
      .limit(SMS_IP_LIMIT.max)
      .execute();
    const oldest = byIp[SMS_IP_LIMIT.max - 1];
    if (oldest) {
      return { ok: false, limit: 'ip', retryAfterMs: oldest.created_at + SMS_IP_LIMIT.windowMs - now };
    }
    await trx
      .updateTable('sms_outbox')
      .set({ expires_at: now })
      .where('merchant', '=', merchant)
      .where('mobile', '=', mobile)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .execute();
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const expiresAt = now + SMS_CODE_TTL_MS;
    await trx
      .insertInto('sms_outbox')
      .values({ merchant, mobile, code, ip, created_at: now, expires_at: expiresAt, used_at: null })
      .execute();
    return { ok: true, code, expiresAt };
  });
}

/**
 * Marks a matching, unexpired, unused code as used; answers whether there was one. One conditional UPDATE
 * ... RETURNING, so two concurrent uses of one code cannot both succeed (on PostgreSQL too: the second
 * UPDATE re-checks `used_at IS NULL` after the first commits).
 */
export async function consumeSmsCode(
  db: Db,
  merchant: string,
  mobile: string,
  code: string,
  now: number,
): Promise<boolean> {
  const used = await db
    .updateTable('sms_outbox')
    .set({ used_at: now })
    .where('merchant', '=', merchant)
    .where('mobile', '=', mobile)
    .where('code', '=', code.trim())
    .where('expires_at', '>', now)
    .where('used_at', 'is', null)
    .returning('id')
    .execute();
  return used.length > 0;
}

type SmsSendRequest = z.output<typeof smsSendRequestSchema>;

/**
 * Sends a verification code to the number (its captcha first, when the merchant's settings require one):
 * issued under the limits, delivered through the app's transport. Answers the code's expiry (epoch ms).
 * Throws Refused (SmsSendRefusal, CaptchaRefusal).
 */
export async function sendVerificationSms(
  c: CaptchaCheck & { ip: string },
  input: SmsSendRequest,
): Promise<number> {
  const mobile = normalisePhone(formatPhone(input.countryDialingCode, input.mobileNum));
  if (!mobile) throw new Refused({ reason: 'mobile-invalid' });
  await requireCaptcha(c, 'sms', input);
  const result = await issueSmsCode(c.app.db, c.merchant.code, mobile, c.ip, c.app.now());
  if (!result.ok) {
    throw new Refused({ reason: 'sms-too-many', limit: result.limit, retryAfterMs: result.retryAfterMs });
  }
  await c.app.sms.send({ merchant: c.merchant.code, mobile, code: result.code, expiresAt: result.expiresAt });
  return result.expiresAt;
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
