import { createHmac, randomInt } from 'node:crypto';
import { formatPhone } from '@app/contract/credentials';
import type { smsSendRequestSchema } from '@app/contract/calls';
import type { MerchantSettings } from '@app/contract/settings';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../db/database';
import { transact } from '../db/transaction';
import { ipLimitKey } from '../net/client-ip';
import { retryAfter, rowsInWindow } from './rate-window';
import { requireCaptcha, type CaptchaCheck } from './captcha';
import { normalisePhone } from './phone';
import { Refused } from './refused';

export const SMS_CODE_TTL_MS = 5 * 60 * 1000;
/** One code per number per minute. */
export const SMS_RESEND_INTERVAL_MS = 60 * 1000;
/** At most `max` codes per client (ipLimitKey: an IPv6 /64 is one) within `windowMs` (any numbers, any merchants). */
export const SMS_IP_LIMIT = { max: 5, windowMs: 10 * 60 * 1000 } as const;
/**
 * At most `max` codes to one number within a day, across merchants: each merchant's own limits cannot stop a
 * number being flooded (or billed) through many merchants.
 */
export const SMS_NUMBER_DAILY_LIMIT = { max: 10, windowMs: 24 * 60 * 60 * 1000 } as const;
/** A code is burnt by its 5th wrong try: 5 guesses of a million. */
export const SMS_CODE_MAX_TRIES = 5;

/** Which SMS limit refused a send: the number's minute, the number's day, or the client's. */
export type SmsLimit = 'number' | 'day' | 'ip';

/** Why an SMS send is refused (the answers: routes/refusals.ts; the captcha's: CaptchaRefusal). */
export type SmsSendRefusal =
  | { reason: 'mobile-invalid' }
  /** The number's dialling code is not in the merchant's smsAllowedDialingCodes. */
  | { reason: 'dialing-code-refused'; dialingCode: string }
  /** A code went to the number less than a minute ago, the number had its day's codes, or the IP asked for too many. */
  | { reason: 'sms-too-many'; limit: SmsLimit; retryAfterMs: number };

export interface SmsMessage {
  merchant: string;
  mobile: string;
  code: string;
  expiresAt: number;
}

/** Delivers a code. The outbox table is the record (with the code itself in demo mode only). */
export interface SmsTransport {
  send(message: SmsMessage): void | Promise<void>;
}

/** Where a log transport writes. */
interface SmsLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/** A code as the log may show it: its length only. */
const maskSmsCode = (code: string): string => '*'.repeat(code.length);

/**
 * The transport when none is configured: it delivers nothing and logs the send with the code masked (logs
 * are shipped and kept far longer than a code lives). In demo mode the code is read from the admin outbox.
 */
export const smsLogTransport = (log: SmsLog, demoMode: boolean): SmsTransport => ({
  send: (m) => {
    const fields = { merchant: m.merchant, mobile: m.mobile, code: maskSmsCode(m.code) };
    if (demoMode) {
      log.info(fields, `SMS code to ${m.mobile} (demo mode: the code is in the admin SMS outbox)`);
    } else {
      log.warn(fields, `SMS code to ${m.mobile} not delivered: no SMS transport is configured`);
    }
  },
});

/**
 * The key of each database's SMS code HMACs, derived from the server key at start (keySmsCodes): a 6-digit
 * code has too few values to hide behind a plain hash, so a copy of the database must not be enough. Keyed by
 * the database handle because the callers pass only that (consumeSmsCode's signature).
 */
const codeKeys = new WeakMap<Db, Buffer>();

/** SMS codes of this database are HMACs under a key derived from the server key (crypto/server-key.ts). */
export function keySmsCodes(db: Db, serverKey: Buffer): void {
  codeKeys.set(db, createHmac('sha256', serverKey).update('sms-code-hmac').digest());
}

const codeKey = (db: Db): Buffer => {
  const key = codeKeys.get(db);
  // Another handle (a transaction, a database opened elsewhere) would hash codes that never match: fail loudly.
  if (!key) throw new Error('SMS codes need the database handle keySmsCodes was given');
  return key;
};

/** The stored form of a code: bound to its merchant and number, so a hash cannot stand for another number. */
const codeHash = (db: Db, merchant: string, mobile: string, code: string): string =>
  createHmac('sha256', codeKey(db)).update(`${merchant}\n${mobile}\n${code}`).digest('hex');

export type IssueResult =
  { ok: true; code: string; expiresAt: number } | { ok: false; limit: SmsLimit; retryAfterMs: number };

/**
 * Writes a 6-digit code to the outbox (as its HMAC; the plain code too when `keepCode`, in demo mode) unless
 * one went to the number less than a minute ago, the number had SMS_NUMBER_DAILY_LIMIT.max codes within a day
 * (any merchant), or the client already asked for SMS_IP_LIMIT.max codes within the window. The new code makes
 * the number's older unused codes expire (only the latest one counts).
 */
export function issueSmsCode(
  db: Db,
  merchant: string,
  mobile: string,
  ip: string,
  now: number,
  opts: { keepCode?: boolean } = {},
): Promise<IssueResult> {
  const ipKey = ipLimitKey(ip);
  // One transaction, as if alone (db/transaction.ts): the checks and the insert cannot interleave with another send.
  return transact(db, async (trx): Promise<IssueResult> => {
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
    const today = await rowsInWindow(trx, 'sms_outbox', 'mobile', mobile, SMS_NUMBER_DAILY_LIMIT, now);
    const dayWait = retryAfter(today, SMS_NUMBER_DAILY_LIMIT, now);
    if (dayWait !== null) return { ok: false, limit: 'day', retryAfterMs: dayWait };
    const byIp = await rowsInWindow(trx, 'sms_outbox', 'ip_key', ipKey, SMS_IP_LIMIT, now);
    const ipWait = retryAfter(byIp, SMS_IP_LIMIT, now);
    if (ipWait !== null) return { ok: false, limit: 'ip', retryAfterMs: ipWait };
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
      .values({
        merchant,
        mobile,
        code: opts.keepCode ? code : null,
        code_hash: codeHash(db, merchant, mobile, code),
        ip,
        ip_key: ipKey,
        created_at: now,
        expires_at: expiresAt,
        used_at: null,
      })
      .execute();
    return { ok: true, code, expiresAt };
  });
}

/**
 * Marks a matching, unexpired, unused code as used; answers whether there was one. One conditional UPDATE
 * ... RETURNING, so two concurrent uses of one code cannot both succeed (on PostgreSQL too: the second
 * UPDATE re-checks `used_at IS NULL` after the first commits). A wrong code counts against the number's live
 * code, which its SMS_CODE_MAX_TRIES-th wrong try burns (expires), so a code cannot be guessed by trying.
 */
export async function consumeSmsCode(
  db: Db,
  merchant: string,
  mobile: string,
  code: string,
  now: number,
): Promise<boolean> {
  const live = (q: ReturnType<typeof db.updateTable<'sms_outbox'>>) =>
    q
      .where('merchant', '=', merchant)
      .where('mobile', '=', mobile)
      .where('expires_at', '>', now)
      .where('used_at', 'is', null);
  const used = await live(db.updateTable('sms_outbox'))
    .set({ used_at: now })
    .where('code_hash', '=', codeHash(db, merchant, mobile, code.trim()))
    .returning('id')
    .execute();
  if (used.length > 0) return true;
  await live(db.updateTable('sms_outbox'))
    .set({
      failed_attempts: sql<number>`failed_attempts + 1`,
      expires_at: sql<number>`CASE WHEN failed_attempts + 1 >= ${SMS_CODE_MAX_TRIES} THEN ${now} ELSE expires_at END`,
    })
    .execute();
  return false;
}

/** Whether the merchant sends SMS codes to this number ('+' and digits): its dialling code is allowed. */
export const dialingCodeAllowed = (
  settings: Pick<MerchantSettings, 'smsAllowedDialingCodes'>,
  mobile: string,
): boolean =>
  settings.smsAllowedDialingCodes.length === 0 ||
  settings.smsAllowedDialingCodes.some((c) => mobile.startsWith(`+${c.replace(/^\+/, '')}`));

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
  // The whole number is checked, not the dialling code field: the number may carry its own code.
  if (!dialingCodeAllowed(c.merchant.settings, mobile)) {
    throw new Refused({
      reason: 'dialing-code-refused',
      dialingCode: `+${input.countryDialingCode.replace(/\D/g, '')}`,
    });
  }
  await requireCaptcha(c, 'sms', input);
  const result = await issueSmsCode(c.app.db, c.merchant.code, mobile, c.ip, c.app.now(), {
    keepCode: c.app.demoMode,
  });
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
