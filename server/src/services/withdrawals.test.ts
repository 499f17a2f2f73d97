import { defaultWalletSettings } from '@app/contract/default-wallet';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import { startTestServer, type TestServer } from '../testing/test-server';
import { adjustBalance, ledgerSums, walletOf } from './ledger';
import { addPayoutAccount } from './payout-accounts';
import { Refused } from './refused';
import {
  limitRefusal,
  listWithdrawalsForStaff,
  settleWithdrawal,
  staffWithdrawal,
  utcDayStart,
  withdrawable,
  type Withdrawer,
} from './withdrawals';

const LIMITS = defaultWalletSettings().withdraw;
const NOW = Date.UTC(2026, 2, 10, 9, 30);

const reasonOf = (refused: Refused | null) => refused?.refusal ?? null;

describe('limitRefusal: the merchant limits, in the order the player meets them', () => {
  const none = { count: 0, amount: 0 };
  it.each([
    ['the minimum passes', 100_00, none, null],
    ['below the minimum names it', 99_99, none, { reason: 'amount-below', limit: 100_00 }],
    ['the maximum passes', 50_000_00, none, null],
    ['above the maximum names it', 50_000_01, none, { reason: 'amount-above', limit: 50_000_00 }],
    ["today's count used up", 100_00, { count: 5, amount: 500_00 }, { reason: 'daily-count' }],
    [
      "the amount before today's count",
      1,
      { count: 5, amount: 0 },
      { reason: 'amount-below', limit: 100_00 },
    ],
    ["up to today's amount passes", 40_000_00, { count: 4, amount: 60_000_00 }, null],
    ["past today's amount", 40_000_01, { count: 4, amount: 60_000_00 }, { reason: 'daily-amount' }],
    [
      "the count before today's amount",
      40_000_01,
      { count: 5, amount: 60_000_00 },
      { reason: 'daily-count' },
    ],
  ])('%s', (_rule, amount, used, expected) => {
    expect(reasonOf(limitRefusal(amount, LIMITS, used))).toEqual(expected);
  });

  it('a daily count of 0 allows no withdrawal', () => {
    expect(
      reasonOf(limitRefusal(100_00, { ...LIMITS, dailyCountLimit: 0 }, { count: 0, amount: 0 })),
    ).toEqual({
      reason: 'daily-count',
    });
  });
});

describe("withdrawable: the balance, within what is left of today's amount", () => {
  it.each([
    ['the whole balance when today allows more', 5_000_00, { count: 0, amount: 0 }, 5_000_00],
    [
      "what is left of today's amount when the balance is more",
      500_000_00,
      { count: 1, amount: 30_000_00 },
      70_000_00,
    ],
    ["nothing once today's amount is used", 5_000_00, { count: 1, amount: 100_000_00 }, 0],
    ["nothing once today's count is used", 5_000_00, { count: 5, amount: 500_00 }, 0],
    ['nothing without a balance', 0, { count: 0, amount: 0 }, 0],
  ])('%s', (_rule, balance, used, expected) => {
    expect(withdrawable(balance, LIMITS, used)).toBe(expected);
  });
});

describe('utcDayStart: the daily limits count from midnight UTC', () => {
  it.each([
    [Date.UTC(2026, 2, 10, 0, 0, 0), Date.UTC(2026, 2, 10)],
    [Date.UTC(2026, 2, 10, 23, 59, 59, 999), Date.UTC(2026, 2, 10)],
    [Date.UTC(2026, 2, 11, 0, 0, 0, 1), Date.UTC(2026, 2, 11)],
  ])('%d → %d', (now, start) => expect(utcDayStart(now)).toBe(start));
});

describe('the services on a database', () => {
  let s: TestServer;
  let db: Db;
  let w: Withdrawer;
  let serverKey: Buffer;

  const newMember = async (username: string) => {
    await s.admin('POST', '/admin/members', { username, password: 'Wallet@2026' });
    const member = await s.admin<{ id: number }>('GET', `/admin/members/${username}`);
    return member.body.value.id;
  };
  const bindCard = (memberId: number, accountNumber = '123456789012') =>
    addPayoutAccount(
      db,
      serverKey,
      { memberId, payout: defaultWalletSettings().payout, countryCode: 'PH' },
      { kind: 'BANK_CARD', provider: 'BDO', accountNumber, holderName: 'Ana Reyes' },
      NOW,
    );

  beforeEach(async () => {
    s = await startTestServer({ now: () => NOW });
    ({ db, serverKey } = s.app.appContext);
    const memberId = await newMember('svc_member');
    w = { memberId, merchant: 'DEMO', withdraw: LIMITS };
    await adjustBalance(db, memberId, 1_000_00, 'test', NOW);
  });
  afterEach(() => s.close());

  it('staffWithdrawal: to the first account when none is named, none of the player limits, never over the balance', async () => {
    await expect(staffWithdrawal(db, w, { amount: 1_00 }, NOW)).rejects.toMatchObject({
      refusal: { reason: 'wallet-not-found' },
    });
    const first = await bindCard(w.memberId);
    await bindCard(w.memberId, '123456789013');
    // 1 centavo: below the player's minimum, which staff are not held to.
    expect(await staffWithdrawal(db, w, { amount: 1 }, NOW)).toMatchObject({
      status: 'PENDING',
      amount: 1,
      account: { accountNumber: first.accountNumber },
    });
    await expect(staffWithdrawal(db, w, { amount: 1_000_00 }, NOW)).rejects.toMatchObject({
      refusal: { reason: 'balance-insufficient' },
    });
    const theirs = await bindCard(await newMember('svc_other'), '123456789014');
    await expect(staffWithdrawal(db, w, { amount: 1, accountId: theirs.id }, NOW)).rejects.toMatchObject({
      refusal: { reason: 'wallet-not-found' },
    });
  });

  it('settleWithdrawal: an approval and a rejection at once end the withdrawal once', async () => {
    await bindCard(w.memberId);
    const { id } = await staffWithdrawal(db, w, { amount: 400_00 }, NOW);
    const outcomes = await Promise.allSettled([
      settleWithdrawal(db, 'DEMO', id, { status: 'PAID' }, NOW),
      settleWithdrawal(db, 'DEMO', id, { status: 'REJECTED', reason: 'race' }, NOW),
    ]);
    const settled = outcomes.filter((o) => o.status === 'fulfilled');
    expect(settled).toHaveLength(1);
    const refused = outcomes.find((o) => o.status === 'rejected');
    expect(refused?.reason).toBeInstanceOf(Refused);
    expect((refused?.reason as Refused).refusal).toMatchObject({ reason: 'withdrawal-settled' });
    const sums = await ledgerSums(db, w.memberId);
    expect(await walletOf(db, w.memberId)).toEqual(sums);
    expect(sums.held).toBe(0);
    expect([600_00, 1_000_00]).toContain(sums.balance);
  });

  it("listWithdrawalsForStaff: the whole number only while pending, the merchant's only", async () => {
    await bindCard(w.memberId);
    const pending = await staffWithdrawal(db, w, { amount: 100_00 }, NOW);
    const paid = await staffWithdrawal(db, w, { amount: 200_00 }, NOW);
    await settleWithdrawal(db, 'DEMO', paid.id, { status: 'PAID' }, NOW);
    const list = await listWithdrawalsForStaff(db, serverKey, {
      merchant: 'DEMO',
      memberId: w.memberId,
      limit: 10,
    });
    expect(list.map((r) => [r.id, r.username, r.payoutAccountNumber])).toEqual([
      [paid.id, 'svc_member', null],
      [pending.id, 'svc_member', '123456789012'],
    ]);
    expect(await listWithdrawalsForStaff(db, serverKey, { merchant: 'OTHER', limit: 10 })).toEqual([]);
    // Another server key opens nothing.
    const stranger = await listWithdrawalsForStaff(db, Buffer.alloc(32, 7), { merchant: 'DEMO', limit: 10 });
    expect(stranger.find((r) => r.id === pending.id)?.payoutAccountNumber).toBeNull();
  });
});
