import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import { merchantDb } from '../testing/member-db';
import { recordStaffDeposit } from './deposits';
import { ledgerSums, walletOf } from './ledger';
import { findMemberById, insertMember, setReferralEnabled, type MemberRow } from './members';
import {
  claimReferralReward,
  invitees,
  recordReferralOpen,
  referralSummary,
  referralsForStaff,
} from './referrals';
import { Refused } from './refused';

const NOW = 1_700_000_000_000;
const ON = {
  promotions: { APP_DOWNLOAD: { enabled: true, count: 1 }, REFERRAL: { enabled: true, count: 1 } },
  referralRewardMinor: 20_00,
};
const OFF = { ...ON, promotions: { ...ON.promotions, REFERRAL: { enabled: false, count: 0 } } };

/**
 * The database as the server runs it: a SQLite file (WAL), whose synchronous driver in one process shares one
 * connection (a second one would block the thread that holds the lock), so parallel claims interleave as the
 * server's do; or PostgreSQL, where they run on a pool's connections.
 */
describe('referrals (a SQLite file, or PostgreSQL)', () => {
  let db: Db;
  let inviter: MemberRow;

  const member = (username: string, referralCode: string | null = null, merchant = 'DEMO') =>
    insertMember(db, { merchant, username, passwordHash: 'x', referralCode }, NOW);
  const reload = async (m: MemberRow) => (await findMemberById(db, m.id)) as MemberRow;

  beforeEach(async () => {
    db = await merchantDb('file', ['OTHER']);
    inviter = await member('inviter01');
  });
  afterEach(() => db.destroy());

  it('gives every new member an unambiguous invite code of its own', async () => {
    const codes = await Promise.all(
      ['a_one', 'a_two', 'a_three'].map(async (n) => (await member(n)).invite_code),
    );
    expect(new Set([inviter.invite_code, ...codes]).size).toBe(4);
    for (const c of codes) expect(c).toMatch(/^[2-9A-HJ-NP-Z]{8}$/);
  });

  it('counts opens once per browser, registrations, deposits, and lists invitees masked, newest first', async () => {
    const code = inviter.invite_code ?? '';
    await recordReferralOpen(db, 'DEMO', { code, visitorId: 'visitor-aaaaaaaaaaaa' }, NOW);
    await recordReferralOpen(
      db,
      'DEMO',
      { code: code.toLowerCase(), visitorId: 'visitor-aaaaaaaaaaaa' },
      NOW,
    );
    await recordReferralOpen(db, 'DEMO', { code, visitorId: 'visitor-bbbbbbbbbbbb' }, NOW);
    // Another merchant's link, and a code nobody has, count nothing.
    await recordReferralOpen(db, 'OTHER', { code, visitorId: 'visitor-cccccccccccc' }, NOW);
    await recordReferralOpen(db, 'DEMO', { code: 'ZZZZZZZZ', visitorId: 'visitor-dddddddddddd' }, NOW);
    const first = await member('friend_one', code);
    const second = await member('friend_two', code);
    await member('stranger', null);
    await member('elsewhere', code, 'OTHER');
    await recordStaffDeposit(db, { merchant: 'DEMO', memberId: first.id, amount: 100_00, note: null }, NOW);

    expect(await referralSummary(db, ON, inviter)).toEqual({
      switches: { merchant: true, member: true },
      inviteCode: code,
      rewardPerInvitee: 20_00,
      figures: { invited: 2, registered: 2, deposited: 1, rewardsEarned: 0, claimable: 1 },
    });
    const page = await invitees(db, ON, inviter, 1);
    expect(page).toMatchObject({ page: 1, pageSize: 10, total: 2 });
    expect(page.items.map((i) => [i.id, i.maskedName, i.deposited, i.reward])).toEqual([
      [second.id, 'fr****wo', false, 'NONE'],
      [first.id, 'fr****ne', true, 'CLAIMABLE'],
    ]);
  });

  it('20 parallel claims for one invitee credit one reward, on the ledger', async () => {
    const friend = await member('friend_one', inviter.invite_code);
    await recordStaffDeposit(db, { merchant: 'DEMO', memberId: friend.id, amount: 100_00, note: null }, NOW);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, () => claimReferralReward(db, ON, inviter, friend.id, NOW)),
    );
    const claimed = outcomes.filter((o) => o.status === 'fulfilled');
    expect(claimed).toHaveLength(1);
    for (const o of outcomes.filter((x) => x.status === 'rejected')) {
      expect((o as PromiseRejectedResult).reason).toEqual(
        new Refused({ reason: 'referral-reward-unavailable' }),
      );
    }
    expect(claimed[0]).toMatchObject({ value: { amount: 20_00, balance: 20_00 } });
    expect(await walletOf(db, inviter.id)).toEqual({ balance: 20_00, held: 0 });
    expect(await ledgerSums(db, inviter.id)).toEqual({ balance: 20_00, held: 0 });
    const summary = await referralSummary(db, ON, inviter);
    expect(summary.figures).toMatchObject({ rewardsEarned: 20_00, claimable: 0 });
    expect((await invitees(db, ON, inviter, 1)).items[0]?.reward).toBe('CLAIMED');
  });

  it('refuses a claim without a credited deposit, for another inviter, or when referral is off', async () => {
    const friend = await member('friend_one', inviter.invite_code);
    const unavailable = new Refused({ reason: 'referral-reward-unavailable' });
    await expect(claimReferralReward(db, ON, inviter, friend.id, NOW)).rejects.toEqual(unavailable);
    await recordStaffDeposit(db, { merchant: 'DEMO', memberId: friend.id, amount: 100_00, note: null }, NOW);
    const someone = await member('someone_else');
    await expect(claimReferralReward(db, ON, someone, friend.id, NOW)).rejects.toEqual(unavailable);
    const closed = new Refused({ reason: 'referral-closed' });
    await expect(claimReferralReward(db, OFF, inviter, friend.id, NOW)).rejects.toEqual(closed);
    await setReferralEnabled(db, inviter.id, false);
    const personalOff = await reload(inviter);
    await expect(claimReferralReward(db, ON, personalOff, friend.id, NOW)).rejects.toEqual(closed);
    expect((await referralSummary(db, ON, personalOff)).switches).toEqual({ merchant: true, member: false });
    expect((await invitees(db, ON, personalOff, 1)).items[0]?.reward).toBe('NONE');
    await expect(
      claimReferralReward(db, { ...ON, referralRewardMinor: 0 }, inviter, friend.id, NOW),
    ).rejects.toEqual(unavailable);
    expect(await walletOf(db, inviter.id)).toEqual({ balance: 0, held: 0 });
  });

  it("staff see a member's invitees with names and their rewards", async () => {
    const friend = await member('friend_one', inviter.invite_code);
    await recordStaffDeposit(db, { merchant: 'DEMO', memberId: friend.id, amount: 100_00, note: null }, NOW);
    await claimReferralReward(db, ON, inviter, friend.id, NOW);
    expect(await referralsForStaff(db, inviter)).toMatchObject({
      memberId: inviter.id,
      inviteCode: inviter.invite_code,
      referralEnabled: true,
      invitees: [{ id: friend.id, username: 'friend_one', deposited: true, claimed: true }],
      rewards: [{ inviteeId: friend.id, amount: 20_00 }],
    });
  });

  it('gives a member stored without a code one, the same for two first reads', async () => {
    await db.updateTable('members').set({ invite_code: null }).where('id', '=', inviter.id).execute();
    const bare = await reload(inviter);
    const [a, b] = await Promise.all([referralSummary(db, ON, bare), referralSummary(db, ON, bare)]);
    expect(a.inviteCode).toMatch(/^[2-9A-HJ-NP-Z]{8}$/);
    expect(b.inviteCode).toBe(a.inviteCode);
  });
});
