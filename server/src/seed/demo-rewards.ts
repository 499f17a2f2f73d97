import { DEMO_MERCHANT } from '@app/contract/default-settings';
import type { Db } from '../db/database';
import { loadMerchant } from '../services/merchants';
import { findMemberByUsername } from '../services/members';
import { periodOf } from '../services/reward-rules';
import { claimReward } from '../services/rewards';
import { recordTurnover } from '../services/turnover';

const DAY_MS = 86_400_000;

/** What demo_member played yesterday: its rebate (₱60.00 at DEMO's 0.5 %) is claimable today. */
const YESTERDAY_TURNOVER = 12_000_00;

/**
 * DEMO's reward centre (the README's "Demo data"): demo_member checked in on each of the 3 days before the seed,
 * so today's day 4 is claimable, and played yesterday, so a rebate is claimable. Written through the same
 * services as a player's claims and the provider's feed (each claim with its ledger entry and lock). Once per
 * database (seed_marks), like the other demo data: on a later day the streak has run on or restarted, as a
 * player's would.
 */
export async function seedDemoRewards(db: Db, now: number): Promise<void> {
  const [merchant, member] = await Promise.all([
    loadMerchant(db, DEMO_MERCHANT),
    findMemberByUsername(db, DEMO_MERCHANT, 'demo_member'),
  ]);
  if (!merchant || !member) return;
  // A database seeded before seed_marks kept this step already has demo_member's claims: they stay as they are.
  const claimed = await db
    .selectFrom('reward_claims')
    .select('id')
    .where('member_id', '=', member.id)
    .executeTakeFirst();
  if (claimed) return;
  const m = {
    merchant: DEMO_MERCHANT,
    memberId: member.id,
    enabled: true,
    settings: merchant.settings.rewards,
  };
  for (const daysAgo of [3, 2, 1]) {
    const at = now - daysAgo * DAY_MS;
    await claimReward(db, m, { kind: 'CHECK_IN', period: periodOf(at) }, at);
  }
  const feed = { merchant: DEMO_MERCHANT, memberId: member.id, gameCode: 'DEMO_SLOT' };
  await recordTurnover(db, { ...feed, amount: YESTERDAY_TURNOVER, reference: 'DEMO-SEED-1' }, now - DAY_MS);
}
