import { defaultWalletSettings } from '@app/contract/default-wallet';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import { memberDb } from '../testing/member-db';
import { creditDeposit, expireDeposits, failDeposit, submitDeposit } from './deposits';
import { adjustBalance, ledgerSums, walletOf } from './ledger';
import { notificationBody, receiveNotification, signBody } from './payment-notifications';
import { Refused } from './refused';
import { settleWithdrawal, staffWithdrawal } from './withdrawals';

/**
 * The ledger's rule under random use: whatever sequence of deposits, provider notifications (paid, cancelled,
 * replayed, with a wrong amount), staff approvals and rejections, expiries, adjustments and withdrawals (held,
 * paid, rejected) runs, after every step the wallet equals the sums of the member's ledger entries, neither
 * part is ever below 0, the held part is exactly what pending withdrawals hold, and every successful deposit
 * was booked once (no other deposit at all).
 */

const WALLET = defaultWalletSettings();
const CHANNELS = ['GCASH', 'QRPH', 'BANK', 'USDT'] as const;

type Step =
  | { op: 'deposit'; channel: number; amount: number; bonus: boolean }
  | { op: 'notify'; pick: number; paid: boolean; wrongAmount: boolean }
  | { op: 'replay'; pick: number }
  | { op: 'approve'; pick: number }
  | { op: 'reject'; pick: number }
  | { op: 'adjust'; amount: number }
  | { op: 'withdraw'; percent: number }
  | { op: 'settle'; pick: number; paid: boolean }
  | { op: 'wait'; minutes: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  {
    arbitrary: fc.record({
      op: fc.constant('deposit' as const),
      channel: fc.nat(3),
      amount: fc.nat(),
      bonus: fc.boolean(),
    }),
    weight: 4,
  },
  {
    arbitrary: fc.record({
      op: fc.constant('notify' as const),
      pick: fc.nat(),
      paid: fc.boolean(),
      wrongAmount: fc.boolean(),
    }),
    weight: 3,
  },
  { arbitrary: fc.record({ op: fc.constant('replay' as const), pick: fc.nat() }), weight: 1 },
  { arbitrary: fc.record({ op: fc.constant('approve' as const), pick: fc.nat() }), weight: 2 },
  { arbitrary: fc.record({ op: fc.constant('reject' as const), pick: fc.nat() }), weight: 1 },
  {
    arbitrary: fc.record({
      op: fc.constant('adjust' as const),
      amount: fc.integer({ min: -300_000_00, max: 300_000_00 }).filter((n) => n !== 0),
    }),
    weight: 1,
  },
  {
    arbitrary: fc.record({ op: fc.constant('withdraw' as const), percent: fc.integer({ min: 1, max: 130 }) }),
    weight: 3,
  },
  {
    arbitrary: fc.record({ op: fc.constant('settle' as const), pick: fc.nat(), paid: fc.boolean() }),
    weight: 2,
  },
  {
    arbitrary: fc.record({ op: fc.constant('wait' as const), minutes: fc.integer({ min: 0, max: 40 }) }),
    weight: 1,
  },
);

async function freshLedger(): Promise<{ db: Db; memberId: number }> {
  const { db, memberId } = await memberDb('prop_one');
  await db
    .insertInto('payout_accounts')
    .values({
      member_id: memberId,
      kind: 'BANK_CARD',
      provider: 'BDO',
      provider_name: 'BDO Unibank',
      account_masked: '********9012',
      holder_name: 'Prop One',
      created_at: 1,
    })
    .execute();
  return { db, memberId };
}

/** The rule, checked after every step. */
async function expectLedgerInStep(db: Db, memberId: number): Promise<void> {
  const wallet = await walletOf(db, memberId);
  expect(wallet).toEqual(await ledgerSums(db, memberId));
  expect(wallet.balance).toBeGreaterThanOrEqual(0);
  expect(wallet.held).toBeGreaterThanOrEqual(0);
  const pending = await db
    .selectFrom('withdrawals')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_minor'), eb.lit(0)).as('held'))
    .where('member_id', '=', memberId)
    .where('status', '=', 'PENDING')
    .executeTakeFirstOrThrow();
  expect(wallet.held).toBe(Number(pending.held));
  const booked = await db
    .selectFrom('ledger_entries')
    .select(['deposit_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('kind', '=', 'DEPOSIT')
    .groupBy('deposit_id')
    .execute();
  const succeeded = await db.selectFrom('deposits').select('id').where('status', '=', 'SUCCESS').execute();
  expect(booked.map((b) => [b.deposit_id, Number(b.n)]).sort()).toEqual(
    succeeded.map((d) => [d.id, 1]).sort(),
  );
}

/** Runs one step; a refusal is a possible answer (the rule must hold after it as after any other). */
async function run(db: Db, memberId: number, s: Step, state: { now: number; keys: number; sent: string[] }) {
  const pick = async <T>(rows: Promise<T[]>, n: number): Promise<T | undefined> => {
    const all = await rows;
    return all[n % Math.max(all.length, 1)];
  };
  const deposits = () => db.selectFrom('deposits').selectAll().orderBy('id').execute();
  const send = (body: string) =>
    receiveNotification(
      db,
      {
        merchant: 'DEMO',
        secret: WALLET.notifySecret,
        demoMode: true,
        body: Buffer.from(body),
        signature: signBody(WALLET.notifySecret, body),
      },
      state.now,
    );
  switch (s.op) {
    case 'deposit': {
      const channel = WALLET.channels.find((c) => c.code === CHANNELS[s.channel]);
      if (!channel) throw new Error('no channel');
      const amount = channel.minAmount + (s.amount % (channel.maxAmount - channel.minAmount + 1));
      const request = {
        channelCode: channel.code,
        amount,
        bonusId: s.bonus ? 'WELCOME100' : null,
        payerName: 'Prop One',
        idempotencyKey: `prop-key-${String(++state.keys).padStart(8, '0')}`,
      };
      await submitDeposit(
        db,
        { merchant: 'DEMO', memberId, wallet: WALLET, demoMode: true, request },
        state.now,
      );
      return;
    }
    case 'notify': {
      const d = await pick(deposits(), s.pick);
      if (!d) return;
      const amount = s.wrongAmount ? d.amount_minor + 1 : d.amount_minor;
      const body = notificationBody(
        { reference: d.reference, amount },
        s.paid ? 'PAID' : 'CANCELLED',
        state.now,
      );
      state.sent.push(body);
      await send(body);
      return;
    }
    case 'replay': {
      const body = state.sent[s.pick % Math.max(state.sent.length, 1)];
      if (body) expect((await send(body)).replayed).toBe(true);
      return;
    }
    case 'approve': {
      const d = await pick(deposits(), s.pick);
      if (d) await creditDeposit(db, d, state.now);
      return;
    }
    case 'reject': {
      const d = await pick(deposits(), s.pick);
      if (d) await failDeposit(db, d.id, 'rejected', ['PENDING', 'EXPIRED'], state.now);
      return;
    }
    case 'adjust':
      await adjustBalance(db, memberId, s.amount, 'property', state.now);
      return;
    case 'withdraw': {
      const { balance } = await walletOf(db, memberId);
      const amount = Math.max(1, Math.floor((balance * s.percent) / 100));
      await staffWithdrawal(
        db,
        { memberId, merchant: 'DEMO', withdraw: WALLET.withdraw },
        { amount },
        state.now,
      );
      return;
    }
    case 'settle': {
      const w = await pick(db.selectFrom('withdrawals').selectAll().orderBy('id').execute(), s.pick);
      const settlement = s.paid ? { status: 'PAID' as const } : { status: 'REJECTED' as const, reason: 'no' };
      if (w) await settleWithdrawal(db, 'DEMO', w.public_id, settlement, state.now);
      return;
    }
    case 'wait':
      state.now += s.minutes * 60_000;
      await expireDeposits(db, state.now);
      return;
  }
}

describe('the ledger under random deposits, notifications, approvals, adjustments and withdrawals', () => {
  it('keeps the wallet equal to the sums of its entries, never below 0, each deposit booked once', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 5, maxLength: 30 }), async (steps) => {
        const { db, memberId } = await freshLedger();
        const state = { now: 1_000_000, keys: 0, sent: [] as string[] };
        try {
          for (const s of steps) {
            try {
              await run(db, memberId, s, state);
            } catch (err) {
              if (!(err instanceof Refused)) throw err;
            }
            await expectLedgerInStep(db, memberId);
          }
        } finally {
          await db.destroy();
        }
      }),
      { numRuns: 40 },
    );
    // 40 databases and up to 1,200 steps of a dozen statements: seconds on SQLite, a round trip a statement on
    // PostgreSQL. The limit only guards against a hang.
  }, 180_000);
});
