import { randomBytes, randomInt } from 'node:crypto';
import {
  PLAIN_CAPTCHA_ALPHABET,
  PLAIN_CAPTCHA_LENGTH,
  PLAIN_CAPTCHA_TTL_MS,
} from '@app/contract/constants/captcha';
import type { Db } from '../db/database';
import { captchaDataUrl } from './captcha-image';

export interface IssuedCaptcha {
  key: string;
  image: string;
  expiresAt: number;
}

const randomAnswer = (): string =>
  Array.from(
    { length: PLAIN_CAPTCHA_LENGTH },
    () => PLAIN_CAPTCHA_ALPHABET[randomInt(0, PLAIN_CAPTCHA_ALPHABET.length)],
  ).join('');

/** A new plain captcha for the merchant: its image, and the key its answer is checked with. */
export async function issuePlainCaptcha(db: Db, merchant: string, now: number): Promise<IssuedCaptcha> {
  // Expired rows can never be answered: drop them as new ones come (the index keeps this cheap).
  await db.deleteFrom('plain_captchas').where('expires_at', '<=', now).execute();
  const key = randomBytes(18).toString('base64url');
  const answer = randomAnswer();
  const expiresAt = now + PLAIN_CAPTCHA_TTL_MS;
  await db
    .insertInto('plain_captchas')
    .values({ captcha_key: key, merchant, answer, created_at: now, expires_at: expiresAt, used_at: null })
    .execute();
  return { key, image: captchaDataUrl(answer), expiresAt };
}

/**
 * Uses the captcha: true when the key is the merchant's, unexpired and unused and the text is its answer
 * (case-insensitive). Any attempt uses it, right or wrong, so one image allows one guess. One conditional
 * UPDATE ... RETURNING: two concurrent attempts cannot both use it.
 */
export async function consumePlainCaptcha(
  db: Db,
  merchant: string,
  key: string,
  text: string,
  now: number,
): Promise<boolean> {
  const used = await db
    .updateTable('plain_captchas')
    .set({ used_at: now })
    .where('captcha_key', '=', key)
    .where('merchant', '=', merchant)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('answer')
    .executeTakeFirst();
  return used !== undefined && used.answer === text.trim().toUpperCase();
}

/** The merchant's captchas, newest first, with their answers (admin API, test and demo mode only). */
export async function listPlainCaptchas(db: Db, merchant: string, limit: number) {
  const rows = await db
    .selectFrom('plain_captchas')
    .selectAll()
    .where('merchant', '=', merchant)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    key: r.captcha_key,
    answer: r.answer,
    createdAt: r.created_at,
    expiresAt: r.expires_at,
    usedAt: r.used_at,
  }));
}
