import type { Db } from '../db/database';
import { canonicalIp } from '../net/client-ip';

/**
 * IPs a member passed two-factor verification from (members with verify_new_ip skip it from these). Stored in
 * one spelling per address (canonicalIp). An IP stays verified for the merchant's verifiedIpDays.
 */
export const verifiedIpLifetimeMs = (verifiedIpDays: number): number => verifiedIpDays * 86_400_000;

/** Whether the member passed two-factor verification from this IP since `since` (ms). */
export async function ipVerifiedSince(db: Db, memberId: number, ip: string, since: number): Promise<boolean> {
  const row = await db
    .selectFrom('verified_ips')
    .select('ip')
    .where('member_id', '=', memberId)
    .where('ip', '=', canonicalIp(ip))
    .where('created_at', '>=', since)
    .executeTakeFirst();
  return Boolean(row);
}

/** A pass (re)starts the IP's lifetime. */
export async function recordVerifiedIp(db: Db, memberId: number, ip: string, now: number): Promise<void> {
  await db
    .insertInto('verified_ips')
    .values({ member_id: memberId, ip: canonicalIp(ip), created_at: now })
    .onConflict((oc) => oc.columns(['member_id', 'ip']).doUpdateSet({ created_at: now }))
    .execute();
}

/** Forgets every verified IP of a member (two-factor is asked again); answers how many were removed. */
export async function clearVerifiedIps(db: Db, memberId: number): Promise<number> {
  const result = await db.deleteFrom('verified_ips').where('member_id', '=', memberId).executeTakeFirst();
  return Number(result.numDeletedRows);
}
