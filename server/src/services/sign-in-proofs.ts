import type { Db } from '../db/database';
import { canonicalIp } from '../net/client-ip';

/**
 * Short-lived facts of a sign-in in progress, per member and client IP (one spelling per address):
 * - the server answered login_verify_required (the verification that follows needs no captcha);
 * - a member whose password is the default one proved the registered number by SMS (the login that follows
 *   opens a session restricted to the password change; it takes the pass, so a pass serves one login).
 * Both count only within a window the caller gives (TWO_FACTOR_CAPTCHA_GRACE_MS).
 */
type ProofTable = 'verify_requests' | 'default_password_passes';

async function record(db: Db, table: ProofTable, memberId: number, ip: string, now: number): Promise<void> {
  await db
    .insertInto(table)
    .values({ member_id: memberId, ip: canonicalIp(ip), created_at: now })
    .onConflict((oc) => oc.columns(['member_id', 'ip']).doUpdateSet({ created_at: now }))
    .execute();
}

export const recordVerifyRequest = (db: Db, memberId: number, ip: string, now: number) =>
  record(db, 'verify_requests', memberId, ip, now);

export async function verifyRequestedSince(db: Db, memberId: number, ip: string, since: number) {
  const row = await db
    .selectFrom('verify_requests')
    .select('member_id')
    .where('member_id', '=', memberId)
    .where('ip', '=', canonicalIp(ip))
    .where('created_at', '>=', since)
    .executeTakeFirst();
  return Boolean(row);
}

export const recordDefaultPasswordPass = (db: Db, memberId: number, ip: string, now: number) =>
  record(db, 'default_password_passes', memberId, ip, now);

/** Takes the member's pass from this IP when it is recent: one DELETE … RETURNING, so one login gets it. */
export async function takeDefaultPasswordPass(db: Db, memberId: number, ip: string, since: number) {
  const taken = await db
    .deleteFrom('default_password_passes')
    .where('member_id', '=', memberId)
    .where('ip', '=', canonicalIp(ip))
    .where('created_at', '>=', since)
    .returning('member_id')
    .execute();
  return taken.length > 0;
}
