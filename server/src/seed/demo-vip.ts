import { DEMO_MERCHANT } from '@app/contract/default-settings';
import type { Db } from '../db/database';
import { loadMerchant } from '../services/merchants';
import { findMemberByUsername } from '../services/members';
import { setVipLevel } from '../services/vip';

/**
 * DEMO's VIP showcase (the README's "Demo data"): `demo_member` promoted to level 1 (Bronze) as staff would,
 * its level-up bonus credited on the ledger, so the benefits page shows a level, the goals toward Silver and
 * the next steps. Once per database (seed_marks, seed.ts): staff's later changes survive restarts.
 */
export async function seedDemoVip(db: Db, now: number): Promise<void> {
  const [merchant, member] = await Promise.all([
    loadMerchant(db, DEMO_MERCHANT),
    findMemberByUsername(db, DEMO_MERCHANT, 'demo_member'),
  ]);
  const levels = merchant?.settings.vip.levels ?? [];
  const bronze = levels[1];
  if (member && bronze) await setVipLevel(db, member.id, levels, bronze, now);
}
