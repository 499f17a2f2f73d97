import { newToken, sha256Hex } from '../crypto/tokens';
import type { Db } from '../db/database';
import { canonicalIp } from '../net/client-ip';

/**
 * Social, phone and SMS sign-ins waiting for the new-IP verification (migration 024). The handle is random
 * (256 bits) and only its SHA-256 is stored; it names the member and the client IP (one spelling per address,
 * canonicalIp) it was given to, and counts only within the window the caller gives (PENDING_SIGN_IN_MS).
 */

/** A new pending sign-in of the member from this IP; the member's older expired ones are removed with it. */
export async function createPendingSignIn(
  db: Db,
  memberId: number,
  ip: string,
  now: number,
  since: number,
): Promise<string> {
  const handle = newToken();
  await db
    .deleteFrom('pending_sign_ins')
    .where('member_id', '=', memberId)
    .where('created_at', '<', since)
    .execute();
  await db
    .insertInto('pending_sign_ins')
    .values({ token_hash: sha256Hex(handle), member_id: memberId, ip: canonicalIp(ip), created_at: now })
    .execute();
  return handle;
}

/** The member of the pending sign-in, when the handle was given to this IP since `since` (ms). */
export async function pendingSignInMember(
  db: Db,
  handle: string,
  ip: string,
  since: number,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('pending_sign_ins')
    .select('member_id')
    .where('token_hash', '=', sha256Hex(handle))
    .where('ip', '=', canonicalIp(ip))
    .where('created_at', '>=', since)
    .executeTakeFirst();
  return row?.member_id;
}

/** Takes the pending sign-in: one DELETE … RETURNING, so one verification completes it, in parallel too. */
export async function takePendingSignIn(db: Db, handle: string, ip: string, since: number): Promise<boolean> {
  const taken = await db
    .deleteFrom('pending_sign_ins')
    .where('token_hash', '=', sha256Hex(handle))
    .where('ip', '=', canonicalIp(ip))
    .where('created_at', '>=', since)
    .returning('member_id')
    .execute();
  return taken.length > 0;
}

/** Forgets every pending sign-in of the member (a password change, an admin revocation). */
export async function dropPendingSignIns(db: Db, memberId: number): Promise<number> {
  const result = await db.deleteFrom('pending_sign_ins').where('member_id', '=', memberId).executeTakeFirst();
  return Number(result.numDeletedRows);
}
