import type { Db } from '../db/database';

/** IPs a member passed two-factor verification from (members with verify_new_ip skip it from these). */
export async function isIpVerified(db: Db, memberId: number, ip: string): Promise<boolean> {
  const row = await db
    .selectFrom('verified_ips')
    .select('ip')
    .where('member_id', '=', memberId)
    .where('ip', '=', ip)
    .executeTakeFirst();
  return Boolean(row);
}

export async function recordVerifiedIp(db: Db, memberId: number, ip: string, now: number): Promise<void> {
  await db
    .insertInto('verified_ips')
    .values({ member_id: memberId, ip, created_at: now })
    .onConflict((oc) => oc.columns(['member_id', 'ip']).doNothing())
    .execute();
}

/** Forgets every verified IP of a member (two-factor is asked again); answers how many were removed. */
export async function clearVerifiedIps(db: Db, memberId: number): Promise<number> {
  const result = await db.deleteFrom('verified_ips').where('member_id', '=', memberId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Whether the member passed two-factor verification from this IP since `since` (ms). */
export async function ipVerifiedSince(db: Db, memberId: number, ip: string, since: number): Promise<boolean> {
  const row = await db
    .selectFrom('verified_ips')
    .select('ip')
    .where('member_id', '=', memberId)
    .where('ip', '=', ip)
    .where('created_at', '>=', since)
    .executeTakeFirst();
  return Boolean(row);
}
