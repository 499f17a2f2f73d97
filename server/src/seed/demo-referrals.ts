import { DEMO_MERCHANT } from '@app/contract/default-settings';
import type { Db } from '../db/database';
import { decideAgentApplication, submitAgentApplication } from '../services/agents';
import { findMemberByUsername } from '../services/members';
import { inviteCodeOf, recordReferralOpen } from '../services/referrals';

/**
 * demo_member's invitees: other demo accounts, as if they had registered with its link, so that they go with the
 * demo accounts when demo mode is off (seed.ts removeDemoAccounts). Their seeded deposits (demo_wallet's wallet,
 * the missions board's) are credited: rewards to claim.
 */
const DEMO_INVITEES = ['demo_wallet', 'demo_2fa', 'demo_default_pw'] as const;
/** Browsers that opened demo_member's link (the invited figure): more than registered. */
const DEMO_LINK_OPENS = 5;
const DAY_MS = 86_400_000;

/**
 * DEMO's referral showcase (the README's "Demo data"): `demo_member`'s link was opened and three demo accounts
 * registered with it, with deposits, so the invite page shows figures, a masked list and rewards to claim; `demo_agent` (an agent, type 1) has its approved application. Once per database (seed_marks, seed.ts):
 * staff's later changes survive restarts.
 */
export async function seedDemoReferrals(db: Db, now: number): Promise<void> {
  const [inviter, agent] = await Promise.all([
    findMemberByUsername(db, DEMO_MERCHANT, 'demo_member'),
    findMemberByUsername(db, DEMO_MERCHANT, 'demo_agent'),
  ]);
  if (inviter) {
    const code = await inviteCodeOf(db, inviter);
    for (let i = 0; i < DEMO_LINK_OPENS; i++) {
      await recordReferralOpen(db, DEMO_MERCHANT, { code, visitorId: `demo-visitor-${i}-seeded` }, now);
    }
    await db
      .updateTable('members')
      .set({ referral_code: code })
      .where('merchant', '=', DEMO_MERCHANT)
      .where('username', 'in', DEMO_INVITEES)
      .where('referral_code', 'is', null)
      .execute();
  }
  if (agent) {
    // Applied as a member a month before the seed, approved the next day.
    const { application } = await submitAgentApplication(
      db,
      { ...agent, type: 0 },
      {
        name: 'Demo Agent',
        contact: 'agent@demo-casino.example',
        trafficSource: 'SOCIAL_MEDIA',
        trafficOther: '',
        expectedPlayers: 120,
      },
      now - 30 * DAY_MS,
    );
    if (application?.status === 'PENDING') {
      await decideAgentApplication(
        db,
        DEMO_MERCHANT,
        application.id,
        { status: 'APPROVED' },
        now - 29 * DAY_MS,
      );
    }
  }
}
