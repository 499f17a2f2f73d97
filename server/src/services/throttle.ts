import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import { ipLimitKey } from '../net/client-ip';

/**
 * The account an attempt counts under: the member's id when the typed name or number names a member, so every
 * spelling of one account (username, '+63 917…', '0917…', '00917…') shares one counter; the typed text only
 * when no member matches. Stored in login_attempts.username.
 */
export const throttleAccount = (member: { id: number } | undefined, typed: string): string =>
  member ? `member:${member.id}` : `typed:${typed.trim().toLowerCase()}`;

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
  const since = now - LOGIN_THROTTLE.windowMs;
  // One IPv6 subscriber holds a /64, and ::ffff:a.b.c.d is a.b.c.d: count them as one client.
  const ip = ipLimitKey(clientIp);
  await db.deleteFrom('login_attempts').where('created_at', '<=', since).execute();
  const count = (eb: ExpressionBuilder<Database, never>) =>
    eb
      .selectFrom('login_attempts')
      .select((s) => s.fn.countAll<number>().as('n'))
      .where('created_at', '>', since);
  const row = await db
    .insertInto('login_attempts')
    .columns(['merchant', 'username', 'ip', 'created_at'])
    .expression(
      db
        .selectNoFrom((eb) => [
          eb.val(merchant).as('merchant'),
          eb.val(account).as('username'),
          eb.val(ip).as('ip'),
          eb.val(now).as('created_at'),
        ])
        .where((eb) =>
          eb.and([
            eb(
              count(eb).where('merchant', '=', merchant).where('username', '=', account),
              '<',
              LOGIN_THROTTLE.maxPerAccount,
            ),
            eb(count(eb).where('ip', '=', ip), '<', LOGIN_THROTTLE.maxPerIp),
          ]),
        ),
    )
    .returning('id')
    .executeTakeFirst();
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
    .where('username', '=', account)
    .execute();
}

/** Clears the whole throttle (admin API); answers how many attempts were removed. */
export async function clearAllLoginAttempts(db: Db): Promise<number> {
  const result = await db.deleteFrom('login_attempts').executeTakeFirst();
  return Number(result.numDeletedRows);
}
