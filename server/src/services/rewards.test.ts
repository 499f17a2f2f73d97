import { defaultRewardSettings } from '@app/contract/default-rewards';
import { defaultWalletSettings } from '@app/contract/default-wallet';
import type { RewardClaimRequest } from '@app/contract/rewards';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import { memberDb } from '../testing/member-db';
import { bonusLocked } from './bonus-locks';
import { creditDeposit, submitDeposit } from './deposits';
import { adjustBalance, ledgerSums, walletOf } from './ledger';
import { Refused } from './refused';
import { periodOf } from './reward-rules';
import { claimReward, rewardCenter, rewardHistory, staffRewards, type RewardMember } from './rewards';
import { recordTurnover, type TurnoverHook } from './turnover';

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 30, 9, 30);
const TODAY = periodOf(NOW);
const YESTERDAY = periodOf(NOW - DAY);

/**
 * A database of its own (on SQLite a file in WAL, as the server opens it) with merchant DEMO and one member: the
 * parallel claims run against what the server runs on.
 */
let db: Db;
let m: RewardMember;

beforeEach(async () => {
  const opened = await memberDb('reward_member', 'file');
  db = opened.db;
  m = { merchant: 'DEMO', memberId: opened.memberId, enabled: true, settings: defaultRewardSettings() };
});
afterEach(() => db.destroy());

const bet = (amount: number, at: number, reference = `R-${at}-${amount}`) =>
  recordTurnover(db, { merchant: 'DEMO', memberId: m.memberId, gameCode: 'SLOT', amount, reference }, at);

const refusalOf = async (p: Promise<unknown>) => {
  try {
    await p;
    return null;
  } catch (err) {
    if (err instanceof Refused) return err.refusal;
    throw err;
  }
};

const bonusEntries = (memberId: number) =>
  db
    .selectFrom('ledger_entries')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('kind', '=', 'BONUS')
    .execute();

describe('recordTurnover: the feed', () => {
  it('records a bet once per provider reference, whatever replays it', async () => {
    const first = await bet(400_00, NOW, 'P-1');
    const replays = await Promise.all(Array.from({ length: 5 }, () => bet(400_00, NOW + 1, 'P-1')));
    expect(first.recorded).toBe(true);
    expect(replays.every((r) => !r.recorded && r.entry.id === first.entry.id)).toBe(true);
    const rows = await db.selectFrom('turnover_entries').selectAll().execute();
    expect(rows.map((r) => [r.reference, r.amount_minor, r.created_at])).toEqual([['P-1', 400_00, NOW]]);
  });

  it('runs the hooks in its transaction: once per new bet, and a failing hook takes the bet back', async () => {
    const seen: number[] = [];
    const counting: TurnoverHook = async (trx, entry) => {
      seen.push(entry.amount);
      expect(
        await trx.selectFrom('turnover_entries').select('id').where('id', '=', entry.id).executeTakeFirst(),
      ).toBeTruthy();
    };
    const input = { merchant: 'DEMO', memberId: m.memberId, gameCode: 'SLOT', amount: 100, reference: 'H-1' };
    await recordTurnover(db, input, NOW, [counting]);
    await recordTurnover(db, input, NOW, [counting]);
    expect(seen).toEqual([100]);
    const failing: TurnoverHook = async () => {
      throw new Error('hook failed');
    };
    await expect(recordTurnover(db, { ...input, reference: 'H-2' }, NOW, [failing])).rejects.toThrow(
      'hook failed',
    );
    expect(await db.selectFrom('turnover_entries').select('reference').execute()).toEqual([
      { reference: 'H-1' },
    ]);
  });
});

describe('the check-in', () => {
  const checkIn = (now: number): RewardClaimRequest => ({ kind: 'CHECK_IN', period: periodOf(now) });

  it('credits the day, locks its turnover, and a second claim is refused', async () => {
    const answer = await claimReward(db, m, checkIn(NOW), NOW);
    expect(answer).toMatchObject({
      claim: { kind: 'CHECK_IN', period: TODAY, streakDay: 1, amount: 5_00 },
      balance: 5_00,
    });
    const [entry] = await bonusEntries(m.memberId);
    expect(entry).toMatchObject({ amount_minor: 5_00, note: `reward CHECK_IN ${TODAY} #${answer.claim.id}` });
    expect(await bonusLocked(db, m.memberId, 5_00)).toEqual({ locked: 5_00, toPlay: 5_00 });
    expect(await refusalOf(claimReward(db, m, checkIn(NOW + 1000), NOW + 1000))).toEqual({
      reason: 'reward-claimed',
    });
    expect(await walletOf(db, m.memberId)).toEqual(await ledgerSums(db, m.memberId));
  });

  it('20 parallel claims of one check-in give exactly 1 ledger entry', async () => {
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, () => claimReward(db, m, checkIn(NOW), NOW)),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const refusals = outcomes.flatMap((o) =>
      o.status === 'rejected' ? [(o.reason as Refused).refusal] : [],
    );
    expect(refusals).toEqual(Array.from({ length: 19 }, () => ({ reason: 'reward-claimed' })));
    expect(await bonusEntries(m.memberId)).toHaveLength(1);
    expect(await db.selectFrom('bonus_locks').selectAll().execute()).toHaveLength(1);
    expect(await walletOf(db, m.memberId)).toEqual({ balance: 5_00, held: 0 });
  });

  it('the streak: consecutive days rise, a missed day restarts at day 1, and after day 7 day 1 again', async () => {
    const days = [0, 1, 2, 3, 4, 5, 6, 7, 9].map((d) => NOW + d * DAY);
    const streak: (number | null)[] = [];
    for (const at of days) streak.push((await claimReward(db, m, checkIn(at), at)).claim.streakDay);
    expect(streak).toEqual([1, 2, 3, 4, 5, 6, 7, 1, 1]);
    const center = await rewardCenter(db, m, [], NOW + 9 * DAY);
    expect(center.checkIn).toMatchObject({ todayDay: 1, claimedToday: true });
    expect(center.checkIn.days.map((d) => d.state)).toEqual([
      'CLAIMED',
      'LATER',
      'LATER',
      'LATER',
      'LATER',
      'LATER',
      'LATER',
    ]);
  });

  it("only today's: another day is unavailable", async () => {
    expect(await refusalOf(claimReward(db, m, { kind: 'CHECK_IN', period: YESTERDAY }, NOW))).toEqual({
      reason: 'reward-unavailable',
    });
  });

  it('refused while the centre is off', async () => {
    const off = { ...m, enabled: false };
    expect(await refusalOf(claimReward(db, off, checkIn(NOW), NOW))).toEqual({ reason: 'rewards-closed' });
    expect(await refusalOf(rewardCenter(db, off, [], NOW))).toEqual({ reason: 'rewards-closed' });
    expect(await refusalOf(rewardHistory(db, off, 1))).toEqual({ reason: 'rewards-closed' });
  });
});

describe('rebates', () => {
  const rebate = (period: string): RewardClaimRequest => ({ kind: 'REBATE', period });

  it("yesterday's turnover × the rate, once; today's waits for tomorrow", async () => {
    await bet(30_000_00, NOW - DAY);
    await bet(10_000_00, NOW - DAY + 60_000);
    await bet(2_000_00, NOW - 60_000);
    const center = await rewardCenter(db, m, [], NOW);
    expect(center.rebate).toMatchObject({
      basisPoints: 50,
      todayTurnover: 2_000_00,
      days: [{ period: YESTERDAY, turnover: 40_000_00, amount: 200_00, claimed: false }],
    });
    expect(await refusalOf(claimReward(db, m, rebate(TODAY), NOW))).toEqual({ reason: 'reward-unavailable' });
    expect((await claimReward(db, m, rebate(YESTERDAY), NOW)).claim).toMatchObject({
      amount: 200_00,
      streakDay: null,
    });
    expect(await refusalOf(claimReward(db, m, rebate(YESTERDAY), NOW))).toEqual({ reason: 'reward-claimed' });
    expect((await rewardCenter(db, m, [], NOW)).rebate.days[0]?.claimed).toBe(true);
  });

  it('20 parallel claims of one rebate give exactly 1 ledger entry', async () => {
    await bet(10_000_00, NOW - DAY);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, () => claimReward(db, m, rebate(YESTERDAY), NOW)),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    expect(await bonusEntries(m.memberId)).toHaveLength(1);
    expect(await walletOf(db, m.memberId)).toEqual({ balance: 50_00, held: 0 });
  });

  it('a day without turnover, or older than the rebate days, is unavailable', async () => {
    await bet(10_000_00, NOW - 4 * DAY);
    expect(await refusalOf(claimReward(db, m, rebate(YESTERDAY), NOW))).toEqual({
      reason: 'reward-unavailable',
    });
    expect(await refusalOf(claimReward(db, m, rebate(periodOf(NOW - 4 * DAY)), NOW))).toEqual({
      reason: 'reward-unavailable',
    });
    expect((await rewardCenter(db, m, [], NOW)).rebate.days).toEqual([]);
  });
});

describe('bonus locks', () => {
  it('hold the bonus back until its turnover is played since it, then release', async () => {
    await adjustBalance(db, m.memberId, 1_000_00, 'test', NOW - 1);
    await bet(500_00, NOW - 1);
    await claimReward(db, m, { kind: 'CHECK_IN', period: TODAY }, NOW);
    expect(await bonusLocked(db, m.memberId, 1_005_00)).toEqual({ locked: 5_00, toPlay: 5_00 });
    await bet(3_00, NOW + 1);
    expect((await staffRewards(db, m.memberId, NOW)).locks[0]).toMatchObject({ played: 3_00, met: false });
    await bet(2_00, NOW + 2);
    expect(await bonusLocked(db, m.memberId, 1_005_00)).toEqual({ locked: 0, toPlay: 0 });
    expect((await rewardCenter(db, m, [], NOW + 3)).locks[0]).toMatchObject({
      source: 'CHECK_IN',
      met: true,
    });
  });

  it("a deposit's bonus is locked by its promotion's multiplier when credited, once", async () => {
    const wallet = defaultWalletSettings();
    const deposit = await submitDeposit(
      db,
      {
        merchant: 'DEMO',
        memberId: m.memberId,
        wallet,
        demoMode: true,
        request: {
          channelCode: 'GCASH',
          amount: 500_00,
          bonusId: 'WELCOME100',
          idempotencyKey: 'k'.repeat(20),
        },
      },
      NOW,
    );
    const row = await db
      .selectFrom('deposits')
      .select(['id', 'member_id'])
      .where('public_id', '=', deposit.id)
      .executeTakeFirstOrThrow();
    await Promise.all([creditDeposit(db, row, NOW), creditDeposit(db, row, NOW)]);
    const center = await rewardCenter(db, m, wallet.bonuses, NOW);
    expect(center.locks).toEqual([
      expect.objectContaining({
        source: 'DEPOSIT_BONUS',
        title: 'WELCOME100',
        amount: 500_00,
        required: 2_500_00,
      }),
    ]);
    expect(center).toMatchObject({
      balance: 1_000_00,
      locked: 500_00,
      turnoverToPlay: 2_500_00,
      depositOffers: [],
    });
  });
});

describe('rewardHistory', () => {
  it('the claims, newest first, a page at a time', async () => {
    await bet(10_000_00, NOW - DAY);
    await claimReward(db, m, { kind: 'CHECK_IN', period: TODAY }, NOW);
    await claimReward(db, m, { kind: 'REBATE', period: YESTERDAY }, NOW + 1);
    const history = await rewardHistory(db, m, 1);
    expect(history).toMatchObject({ page: 1, pageSize: 20, total: 2 });
    expect(history.items.map((c) => c.kind)).toEqual(['REBATE', 'CHECK_IN']);
    expect((await rewardHistory(db, m, 2)).items).toEqual([]);
  });
});
