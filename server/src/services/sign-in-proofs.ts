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

/** The tables of facts per member and client IP, each row (member_id, ip, created_at), one per pair. */
export type MemberIpTable = ProofTable | 'verified_ips';

/** Records the fact for the member and IP now, or moves its time to now. */
export async function record(
  db: Db,
  table: MemberIpTable,
  memberId: number,
  ip: string,
  now: number,
): Promise<void> {
  await db
    .insertInto(table)
    .values({ member_id: memberId, ip: canonicalIp(ip), created_at: now })
    .onConflict((oc) => oc.columns(['member_id', 'ip']).doUpdateSet({ created_at: now }))
    .execute();
}

export const recordVerifyRequest = (db: Db, memberId: number, ip: string, now: number) =>
  record(db, 'verify_requests', memberId, ip, now);

/** Whether the fact was recorded for the member and IP since `since` (ms). */
export async function recordedSince(
  db: Db,
  table: MemberIpTable,
  memberId: number,
  ip: string,
  since: number,
): Promise<boolean> {
  const row = await db
    .selectFrom(table)
    .select('member_id')
    .where('member_id', '=', memberId)
    .where('ip', '=', canonicalIp(ip))
    .where('created_at', '>=', since)
    .executeTakeFirst();
  return Boolean(row);
}

export const verifyRequestedSince = (db: Db, memberId: number, ip: string, since: number) =>
  recordedSince(db, 'verify_requests', memberId, ip, since);

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
