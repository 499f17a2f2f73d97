import { INVITEES_PAGE_SIZE, INVITE_CODE_PATTERN } from '@app/contract/constants/referrals';
import type { InviteesPage, ReferralClaim, ReferralSummary } from '@app/contract/referrals';
import type { MerchantSettings } from '@app/contract/settings';
import { sql } from 'kysely';
import { isUniqueViolation, type Db } from '../db/database';
import { postEntry, withMemberWallet } from './ledger';
import type { MemberRow } from './members';
import { maskedName } from './masked-name';
import { newInviteCode } from './referral-rules';
import { Refused } from './refused';

/**
 * Invite friends (signed-in §2 /m/inviteFriends; the figures and the reward are the contract's, chosen). An
 * invitee is a member of the same merchant whose referral_code (the code they registered with, from the link's
 * referralCode) equals the inviter's invite_code (migration 032). The reward is claimed by the inviter, once per
 * invitee with a credited deposit: the deposit code is not touched, the claim reads what it wrote.
 */

/** Why a referral call is refused (the answers: routes/refusals.ts). */
export type ReferralRefusal =
  /** Referral is off for the merchant or for the member. */
  | { reason: 'referral-closed' }
  /** Not the member's invitee, no credited deposit yet, already claimed, or no reward set. */
  | { reason: 'referral-reward-unavailable' };

type Inviter = Pick<MemberRow, 'id' | 'merchant' | 'invite_code' | 'referral_enabled'>;

/** Whether referral is open: the merchant's REFERRAL promotion and the member's own (spec: availablePromotions). */
export const referralSwitches = (settings: Pick<MerchantSettings, 'promotions'>, member: Inviter) => ({
  merchant: settings.promotions.REFERRAL.enabled,
  member: member.referral_enabled === 1,
});

const referralOpen = (settings: Pick<MerchantSettings, 'promotions'>, member: Inviter): boolean => {
  const s = referralSwitches(settings, member);
  return s.merchant && s.member;
};

/**
 * The member's invite code: made now for a member stored without one (a row written outside insertMember), by a
 * conditional update so that two first reads agree on one code.
 */
export async function inviteCodeOf(db: Db, member: Inviter): Promise<string> {
  if (member.invite_code) return member.invite_code;
  for (;;) {
    try {
      await db
        .updateTable('members')
        .set({ invite_code: newInviteCode() })
        .where('id', '=', member.id)
        .where('invite_code', 'is', null)
        .execute();
      break;
    } catch (err) {
      if (!isUniqueViolation(err, 'invite_code')) throw err;
    }
  }
  const row = await db
    .selectFrom('members')
    .select('invite_code')
    .where('id', '=', member.id)
    .executeTakeFirstOrThrow();
  return row.invite_code ?? '';
}

/** The members registered with `code` at `merchant`, with whether each has a credited deposit and a claim. */
const inviteesOf = (db: Db, merchant: string, code: string) =>
  db
    .selectFrom('members as m')
    .where('m.merchant', '=', merchant)
    .where('m.referral_code', '=', code)
    .select((eb) => [
      'm.id',
      'm.username',
      'm.reg_date',
      // 1 or 0 on both databases (a bare EXISTS is a boolean on PostgreSQL, which sum() does not take).
      eb
        .case()
        .when(
          eb.exists(
            eb
              .selectFrom('deposits as d')
              .select('d.id')
              .whereRef('d.member_id', '=', 'm.id')
              .where('d.status', '=', 'SUCCESS'),
          ),
        )
        .then(eb.lit(1))
        .else(eb.lit(0))
        .end()
        .as('deposited'),
      eb
        .case()
        .when(
          eb.exists(
            eb.selectFrom('referral_rewards as r').select('r.id').whereRef('r.invitee_id', '=', 'm.id'),
          ),
        )
        .then(eb.lit(1))
        .else(eb.lit(0))
        .end()
        .as('claimed'),
    ]);

/**
 * MCSFE_getReferralSummary: the switches, the invite code, the reward per invitee and the figures. Invited counts
 * the browsers that opened the member's link (referral_link_opens); registered the invitees; deposited those with
 * a credited deposit; rewardsEarned the rewards claimed; claimable the rewards that can be claimed now.
 */
export async function referralSummary(
  db: Db,
  settings: Pick<MerchantSettings, 'promotions' | 'referralRewardMinor'>,
  member: Inviter,
): Promise<ReferralSummary> {
  const inviteCode = await inviteCodeOf(db, member);
  const [opens, counts, earned] = await Promise.all([
    db
      .selectFrom('referral_link_opens')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('merchant', '=', member.merchant)
      .where('invite_code', '=', inviteCode)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom(inviteesOf(db, member.merchant, inviteCode).as('i'))
      .select((eb) => [
        eb.fn.countAll<number>().as('registered'),
        eb.fn.coalesce(eb.fn.sum<number>('i.deposited'), eb.lit(0)).as('deposited'),
        eb.fn
          .coalesce(eb.fn.sum<number>(sql<number>`i.deposited * (1 - i.claimed)`), eb.lit(0))
          .as('unclaimed'),
      ])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('referral_rewards')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_minor'), eb.lit(0)).as('sum'))
      .where('inviter_id', '=', member.id)
      .executeTakeFirstOrThrow(),
  ]);
  const rewardPerInvitee = settings.referralRewardMinor;
  const canClaim = referralOpen(settings, member) && rewardPerInvitee > 0;
  return {
    switches: referralSwitches(settings, member),
    inviteCode,
    rewardPerInvitee,
    figures: {
      invited: Number(opens.n),
      registered: Number(counts.registered),
      deposited: Number(counts.deposited),
      rewardsEarned: Number(earned.sum),
      claimable: canClaim ? Number(counts.unclaimed) : 0,
    },
  };
}

/** MCSFE_getInvitees { page }: the member's invitees, newest first, names masked. */
export async function invitees(
  db: Db,
  settings: Pick<MerchantSettings, 'promotions' | 'referralRewardMinor'>,
  member: Inviter,
  page: number,
): Promise<InviteesPage> {
  const code = await inviteCodeOf(db, member);
  const canClaim = referralOpen(settings, member) && settings.referralRewardMinor > 0;
  const [rows, total] = await Promise.all([
    inviteesOf(db, member.merchant, code)
      .orderBy('m.reg_date', 'desc')
      .orderBy('m.id', 'desc')
      .limit(INVITEES_PAGE_SIZE)
      .offset((page - 1) * INVITEES_PAGE_SIZE)
      .execute(),
    db
      .selectFrom('members')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('merchant', '=', member.merchant)
      .where('referral_code', '=', code)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.id,
      maskedName: maskedName(r.username),
      registeredAt: r.reg_date,
      deposited: Boolean(r.deposited),
      reward: r.claimed ? 'CLAIMED' : r.deposited && canClaim ? 'CLAIMABLE' : 'NONE',
    })),
    page,
    pageSize: INVITEES_PAGE_SIZE,
    total: Number(total.n),
  };
}

/**
 * MCSFE_claimReferralReward { inviteeId }: the merchant's reward for one invitee with a credited deposit, booked
 * as a BONUS ledger entry of the inviter. Once per invitee whatever runs in parallel: the reward row's UNIQUE
 * invitee_id decides, in the inviter's wallet transaction (withMemberWallet), and the entry is written with it.
 * Throws Refused (ReferralRefusal).
 */
export async function claimReferralReward(
  db: Db,
  settings: Pick<MerchantSettings, 'promotions' | 'referralRewardMinor'>,
  member: Inviter,
  inviteeId: number,
  now: number,
): Promise<ReferralClaim> {
  if (!referralOpen(settings, member)) throw new Refused({ reason: 'referral-closed' });
  const amount = settings.referralRewardMinor;
  if (amount <= 0) throw new Refused({ reason: 'referral-reward-unavailable' });
  const code = await inviteCodeOf(db, member);
  return withMemberWallet(db, member.id, now, async (trx) => {
    const invitee = await trx
      .selectFrom('members as m')
      .select('m.id')
      .where('m.id', '=', inviteeId)
      .where('m.merchant', '=', member.merchant)
      .where('m.referral_code', '=', code)
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('deposits as d')
            .select('d.id')
            .whereRef('d.member_id', '=', 'm.id')
            .where('d.status', '=', 'SUCCESS'),
        ),
      )
      .executeTakeFirst();
    if (!invitee) throw new Refused({ reason: 'referral-reward-unavailable' });
    const claimed = await trx
      .insertInto('referral_rewards')
      .values({
        merchant: member.merchant,
        inviter_id: member.id,
        invitee_id: inviteeId,
        amount_minor: amount,
        created_at: now,
      })
      .onConflict((oc) => oc.column('invitee_id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!claimed) throw new Refused({ reason: 'referral-reward-unavailable' });
    await postEntry(
      trx,
      { memberId: member.id, kind: 'BONUS', amount, note: `referral reward ${claimed.id}` },
      now,
    );
    const wallet = await trx
      .selectFrom('wallets')
      .select('balance_minor')
      .where('member_id', '=', member.id)
      .executeTakeFirstOrThrow();
    return { amount, balance: wallet.balance_minor };
  });
}

/**
 * MCSFE_recordReferralOpen { code, visitorId } (public): a browser opened a referral link. Counted once per
 * browser and code, and only for a code of one of the merchant's members (anything else is dropped quietly: the
 * link is public and the answer tells nothing).
 */
export async function recordReferralOpen(
  db: Db,
  merchant: string,
  open: { code: string; visitorId: string },
  now: number,
): Promise<void> {
  const code = open.code.trim().toUpperCase();
  if (!INVITE_CODE_PATTERN.test(code)) return;
  await db
    .insertInto('referral_link_opens')
    .columns(['merchant', 'invite_code', 'visitor_id', 'created_at'])
    .expression((eb) =>
      eb
        .selectFrom('members')
        // Typed: PostgreSQL cannot tell a bare parameter's type in a select list.
        .select([
          eb.cast<string>(eb.val(merchant), 'text').as('merchant'),
          eb.cast<string>(eb.val(code), 'text').as('invite_code'),
          eb.cast<string>(eb.val(open.visitorId), 'text').as('visitor_id'),
          eb.cast<number>(eb.val(now), 'bigint').as('created_at'),
        ])
        .where('merchant', '=', merchant)
        .where('invite_code', '=', code)
        .limit(1),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** Staff's view of a member's referrals (admin API, CLI): their code, invitees and rewards. */
export async function referralsForStaff(db: Db, member: MemberRow) {
  const code = await inviteCodeOf(db, member);
  const [list, rewards] = await Promise.all([
    inviteesOf(db, member.merchant, code).orderBy('m.id', 'desc').execute(),
    db
      .selectFrom('referral_rewards')
      .select(['id', 'invitee_id', 'amount_minor', 'created_at'])
      .where('inviter_id', '=', member.id)
      .orderBy('id', 'desc')
      .execute(),
  ]);
  return {
    memberId: member.id,
    username: member.username,
    inviteCode: code,
    referralEnabled: member.referral_enabled === 1,
    invitees: list.map((r) => ({
      id: r.id,
      username: r.username,
      registeredAt: r.reg_date,
      deposited: Boolean(r.deposited),
      claimed: Boolean(r.claimed),
    })),
    rewards: rewards.map((r) => ({
      id: r.id,
      inviteeId: r.invitee_id,
      amount: r.amount_minor,
      createdAt: r.created_at,
    })),
  };
}
