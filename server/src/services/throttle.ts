import { normaliseUsername } from '@app/contract/credentials';
import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../db/database';
import { transact } from '../db/transaction';
import type { Database } from '../db/schema';
import { ipLimitKey } from '../net/client-ip';
import { COUNTRIES } from './countries';
import { normalisePhone } from './phone';

const MEMBER_KEY = 'member:';
const TYPED_KEY = 'typed:';

/**
 * The account an attempt counts under: the member's id when the typed name or number names a member, so every
 * spelling of one account (username, '+63 917…', '0917…', '00917…') shares one counter; else the typed text,
 * which beginLoginAttempt keys by its canonical form (canonicalLoginName), so every spelling of an unknown
 * number shares one counter too. Stored in login_attempts.username.
 */
export const throttleAccount = (member: { id: number } | undefined, typed: string): string =>
  member ? `${MEMBER_KEY}${member.id}` : `${TYPED_KEY}${typed.trim().toLowerCase()}`;

/** Digits, spaces and dashes with an optional leading '+': a number, never a username (those start with a letter). */
const TYPED_PHONE = /^\+?[\d\s-]+$/;

/**
 * Typed text as the login's member lookup reads it (services/login.ts findMemberForLogin): a number in the stored
 * form ('+', dialling code and number; a national number, leading zeros dropped, under the merchant's dialling
 * code), anything else as a username (trimmed, lower case). An unknown account is counted under this form:
 * counted by the typed text, '+63 917…', '0917…' and '00917…' were three counters where a member's number is
 * one, and the sixth try told whether a number is registered.
 */
export const canonicalLoginName = (typed: string, dialingCode: string): string => {
  const name = readLoginName(typed, dialingCode);
  return name.kind === 'username' ? name.username : (name.mobile ?? normaliseUsername(typed));
};

/**
 * How the login reads what was typed (services/login.ts findMemberForLogin, and the key above): a username, or a
 * mobile number in its stored form, a national number under the merchant's dialling code (null: no number).
 */
export const readLoginName = (
  typed: string,
  dialingCode: string,
): { kind: 'username'; username: string } | { kind: 'mobile'; mobile: string | null } => {
  const text = normaliseUsername(typed);
  if (!TYPED_PHONE.test(text)) return { kind: 'username', username: text };
  const national = text.replace(/\D/g, '').replace(/^0+/, '');
  return {
    kind: 'mobile',
    mobile: normalisePhone(text.startsWith('+') ? text : `${dialingCode}${national}`),
  };
};

/** The dialling code of a merchant's country ('' for one the list does not know). */
export const dialingCodeOf = (countryCode: string | null | undefined): string =>
  COUNTRIES.find((c) => c.countryCode === countryCode)?.countryDialingCode ?? '';

/**
 * The key of login_attempts.username for an account of throttleAccount: a member's as is, typed text in its
 * canonical form under the merchant's dialling code. The merchant is read for both, so a known and an unknown
 * account take the same work.
 */
async function counterKey(db: Db, merchant: string, account: string): Promise<string> {
  const row = await db
    .selectFrom('merchants')
    .select('country_code')
    .where('code', '=', merchant)
    .executeTakeFirst();
  if (!account.startsWith(TYPED_KEY)) return account;
  return `${TYPED_KEY}${canonicalLoginName(account.slice(TYPED_KEY.length), dialingCodeOf(row?.country_code))}`;
}

/** Login throttling: attempts within the window, per account (throttleAccount) and per IP (ipLimitKey). */
export const LOGIN_THROTTLE = {
  windowMs: 15 * 60 * 1000,
  maxPerAccount: 5,
  maxPerIp: 20,
} as const;

/**
 * Starts a credential check (login password, SMS code, two-factor answer, old password of a change):
 * counts the account's and the IP's attempts within the window and, when both are under their limit,
 * records this one. Counting and recording are one INSERT ... SELECT ... WHERE statement, so parallel
 * attempts cannot all pass the count while the (slow) check runs: each sees the ones recorded before it.
 *
 * Answers the attempt's id (release it with releaseLoginAttempt when the check passes; a failed check
 * keeps it as a failure), or null when throttled (nothing recorded).
 */
export async function beginLoginAttempt(
  db: Db,
  merchant: string,
  account: string,
  clientIp: string,
  now: number,
): Promise<number | null> {
  const key = await counterKey(db, merchant, account);
  const since = now - LOGIN_THROTTLE.windowMs;
  // One IPv6 subscriber holds a /64, and ::ffff:a.b.c.d is a.b.c.d: count them as one client.
  const ip = ipLimitKey(clientIp);
  await db.deleteFrom('login_attempts').where('created_at', '<=', since).execute();
  const count = (eb: ExpressionBuilder<Database, never>) =>
    eb
      .selectFrom('login_attempts')
      .select((s) => s.fn.countAll<number>().as('n'))
      .where('created_at', '>', since);
  // PostgreSQL runs parallel statements side by side, each blind to the others' new rows: in a serializable
  // transaction (transact) the attempts that would all pass one count are run again one after the other.
  const row = await transact(db, (trx) =>
    trx
      .insertInto('login_attempts')
      .columns(['merchant', 'username', 'ip', 'created_at'])
      .expression(
        trx
          .selectNoFrom((eb) => [
            eb.val(merchant).as('merchant'),
            eb.val(key).as('username'),
            eb.val(ip).as('ip'),
            eb.val(now).as('created_at'),
          ])
          .where((eb) =>
            eb.and([
              eb(
                count(eb).where('merchant', '=', merchant).where('username', '=', key),
                '<',
                LOGIN_THROTTLE.maxPerAccount,
              ),
              eb(count(eb).where('ip', '=', ip), '<', LOGIN_THROTTLE.maxPerIp),
            ]),
          ),
      )
      .returning('id')
      .executeTakeFirst(),
  );
  return row ? row.id : null;
}

/** The check of a begun attempt passed: it is not a failure. */
export async function releaseLoginAttempt(db: Db, attemptId: number): Promise<void> {
  await db.deleteFrom('login_attempts').where('id', '=', attemptId).execute();
}

/** A completed login clears the account's failures (the IP's other failures still count). */
export async function clearAccountFailures(db: Db, merchant: string, account: string) {
  await db
    .deleteFrom('login_attempts')
    .where('merchant', '=', merchant)
    .where('username', '=', await counterKey(db, merchant, account))
    .execute();
}

/** Clears the whole throttle (admin API); answers how many attempts were removed. */
export async function clearAllLoginAttempts(db: Db): Promise<number> {
  const result = await db.deleteFrom('login_attempts').executeTakeFirst();
  return Number(result.numDeletedRows);
}
