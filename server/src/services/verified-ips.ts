import type { Db } from '../db/database';
import { record, recordedSince } from './sign-in-proofs';

/**
 * IPs a member passed two-factor verification from (members with verify_new_ip skip it from these). Stored in
 * one spelling per address (canonicalIp). An IP stays verified for the merchant's verifiedIpDays.
 */
export const verifiedIpLifetimeMs = (verifiedIpDays: number): number => verifiedIpDays * 86_400_000;

/** Whether the member passed two-factor verification from this IP since `since` (ms). */
export const ipVerifiedSince = (db: Db, memberId: number, ip: string, since: number): Promise<boolean> =>
  recordedSince(db, 'verified_ips', memberId, ip, since);

/** A pass (re)starts the IP's lifetime. */
export const recordVerifiedIp = (db: Db, memberId: number, ip: string, now: number): Promise<void> =>
  record(db, 'verified_ips', memberId, ip, now);

/** Forgets every verified IP of a member (two-factor is asked again); answers how many were removed. */
export async function clearVerifiedIps(db: Db, memberId: number): Promise<number> {
  const result = await db.deleteFrom('verified_ips').where('member_id', '=', memberId).executeTakeFirst();
  return Number(result.numDeletedRows);
}
