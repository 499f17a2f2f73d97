import type { Db } from '../db/database';

/** Login throttling: failures within the window, per account (merchant + username) and per IP. */
export const LOGIN_THROTTLE = {
  windowMs: 15 * 60 * 1000,
  maxPerAccount: 5,
  maxPerIp: 20,
} as const;

export async function isLoginThrottled(db: Db, merchant: string, username: string, ip: string, now: number) {
  const since = now - LOGIN_THROTTLE.windowMs;
  const account = await db
    .selectFrom('login_attempts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('merchant', '=', merchant)
    .where('username', '=', username)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  if (Number(account.n) >= LOGIN_THROTTLE.maxPerAccount) return true;
  const byIp = await db
    .selectFrom('login_attempts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('ip', '=', ip)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(byIp.n) >= LOGIN_THROTTLE.maxPerIp;
}

export async function recordLoginFailure(
  db: Db,
  merchant: string,
  username: string,
  ip: string,
  now: number,
) {
  await db
    .deleteFrom('login_attempts')
    .where('created_at', '<=', now - LOGIN_THROTTLE.windowMs)
    .execute();
  await db.insertInto('login_attempts').values({ merchant, username, ip, created_at: now }).execute();
}

/** A successful login clears the account's failures (the IP's other failures still count). */
export async function clearAccountFailures(db: Db, merchant: string, username: string) {
  await db
    .deleteFrom('login_attempts')
    .where('merchant', '=', merchant)
    .where('username', '=', username)
    .execute();
}
