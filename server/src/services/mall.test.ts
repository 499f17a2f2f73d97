import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RedeemRequest } from '@app/contract/mall';
import type { Db } from '../db/database';
import { addMember, memberDb } from '../testing/member-db';
import { creditDeposit, recordStaffDeposit, submitDeposit } from './deposits';
import { ledgerSums, walletOf } from './ledger';
import {
  cancelRedemption,
  createItem,
  mallHistory,
  markShipped,
  pointMall,
  redeem,
  type ItemInput,
} from './mall';
import { adjustPoints, pointEntriesSum, pointsOf } from './points';
import { Refused } from './refused';
import { recordTurnover } from './turnover';
import { defaultPointsMallSettings } from '@app/contract/default-mall';
import { defaultWalletSettings } from '@app/contract/default-wallet';

const NOW = 1_800_000_000_000;
const ADDRESS = { name: 'Juan Dela Cruz', phone: '+63 917 555 0100', address: '12 Rizal St, Makati City' };

// A database of its own, on SQLite a file (WAL) as the server runs: the parallel redemptions meet its locks,
// not a mock's.
let db: Db;
let memberId: number;

beforeEach(async () => {
  ({ db, memberId } = await memberDb('mall_member', 'file'));
});
afterEach(() => db.destroy());

const item = (patch: Partial<ItemInput> = {}): ItemInput => ({
  kind: 'BONUS',
  title: 'Bonus ₱50',
  description: '',
  imageUrl: null,
  cost: 100,
  stock: null,
  active: true,
  bonusAmount: 50_00,
  spins: null,
  gameCode: null,
  sortOrder: 0,
  ...patch,
});

let keys = 0;
const request = (itemId: number, patch: Partial<RedeemRequest> = {}): RedeemRequest => ({
  itemId,
  idempotencyKey: `mall-key-${String(++keys).padStart(8, '0')}`,
  address: null,
  ...patch,
});
const me = () => ({ merchant: 'DEMO', memberId });
const stockOf = async (id: number) =>
  (await db.selectFrom('mall_items').select('stock').where('id', '=', id).executeTakeFirstOrThrow()).stock;
const refusalOf = (outcome: PromiseSettledResult<unknown>) =>
  outcome.status === 'rejected' ? (outcome.reason as Refused).refusal.reason : null;

describe('earning points', () => {
  it('a credited deposit earns by the deposit rate, once, in the transaction that credits it', async () => {
    await recordStaffDeposit(db, { merchant: 'DEMO', memberId, amount: 500_50, note: null }, NOW);
    // 1 point per 1.00: 500.50 earns 500 (rounded down).
    expect(await pointsOf(db, memberId)).toBe(500);
    const deposit = await db.selectFrom('deposits').selectAll().executeTakeFirstOrThrow();
    expect(await creditDeposit(db, deposit, NOW + 1)).toBe('already-credited');
    expect(await pointsOf(db, memberId)).toBe(500);
    const entries = await db.selectFrom('point_entries').selectAll().execute();
    expect(entries).toMatchObject([{ kind: 'EARN_DEPOSIT', points: 500, deposit_id: deposit.id }]);
  });

  it("a deposit credited by staff's approval earns too (the one way a deposit is credited)", async () => {
    const wallet = defaultWalletSettings();
    const d = await submitDeposit(
      db,
      {
        merchant: 'DEMO',
        memberId,
        wallet,
        demoMode: true,
        request: {
          channelCode: 'BANK',
          amount: 3_000_00,
          bonusId: null,
          payerName: 'Juan',
          idempotencyKey: 'dep-key-00000001',
        },
      },
      NOW,
    );
    const row = await db
      .selectFrom('deposits')
      .selectAll()
      .where('public_id', '=', d.id)
      .executeTakeFirstOrThrow();
    const credits = await Promise.all(Array.from({ length: 5 }, () => creditDeposit(db, row, NOW + 1)));
    expect(credits.filter((c) => c === 'credited')).toHaveLength(1);
    expect(await pointsOf(db, memberId)).toBe(3_000);
  });

  it('a recorded bet earns by the play rate, once per reference, a replay none', async () => {
    const bet = { merchant: 'DEMO', memberId, gameCode: 'SLOT1', amount: 250_00, reference: 'bet-1' };
    await Promise.all(Array.from({ length: 5 }, () => recordTurnover(db, bet, NOW)));
    // 1 point per 10.00: 250.00 earns 25.
    expect(await pointsOf(db, memberId)).toBe(25);
    expect(await pointEntriesSum(db, memberId)).toBe(25);
  });

  it("the merchant's rates are read from its settings (none: the defaults)", async () => {
    const rates = { deposit: { points: 5, perMinor: 100 }, play: { points: 0, perMinor: 100 } };
    await db
      .updateTable('merchants')
      .set({ settings: JSON.stringify({ pointsMall: rates }) })
      .execute();
    await recordStaffDeposit(db, { merchant: 'DEMO', memberId, amount: 10_00, note: null }, NOW);
    await recordTurnover(
      db,
      { merchant: 'DEMO', memberId, gameCode: 'G', amount: 100_00, reference: 'r' },
      NOW,
    );
    expect(await pointsOf(db, memberId)).toBe(50);
    await db.updateTable('merchants').set({ settings: '{}' }).execute();
    await recordStaffDeposit(db, { merchant: 'DEMO', memberId, amount: 10_00, note: null }, NOW);
    expect(await pointsOf(db, memberId)).toBe(60);
  });
});

describe('redeeming', () => {
  it('a BONUS item takes the points and one of the stock and credits the wallet, in one transaction', async () => {
    await adjustPoints(db, memberId, 150, 'test', NOW);
    const bonus = await createItem(db, 'DEMO', item({ stock: 3 }), NOW);
    const r = await redeem(db, me(), request(bonus.id), NOW);
    expect(r).toMatchObject({ kind: 'BONUS', status: 'CREDITED', cost: 100, bonusAmount: 50_00 });
    expect(await pointsOf(db, memberId)).toBe(50);
    expect(await stockOf(bonus.id)).toBe(2);
    expect(await walletOf(db, memberId)).toEqual({ balance: 50_00, held: 0 });
    expect(await ledgerSums(db, memberId)).toEqual({ balance: 50_00, held: 0 });
    expect(await pointEntriesSum(db, memberId)).toBe(50);
  });

  it('FREE_SPINS writes a grant for the provider; PHYSICAL waits for shipment with the trimmed address', async () => {
    await adjustPoints(db, memberId, 1_000, 'test', NOW);
    const spins = await createItem(
      db,
      'DEMO',
      item({ kind: 'FREE_SPINS', bonusAmount: null, spins: 20, gameCode: 'SLOT1' }),
      NOW,
    );
    const phone = await createItem(
      db,
      'DEMO',
      item({ kind: 'PHYSICAL', bonusAmount: null, cost: 500, stock: 1 }),
      NOW,
    );
    expect(await redeem(db, me(), request(spins.id), NOW)).toMatchObject({
      status: 'GRANTED',
      spins: 20,
      gameCode: 'SLOT1',
    });
    expect(await db.selectFrom('free_spin_grants').selectAll().execute()).toMatchObject([
      { member_id: memberId, game_code: 'SLOT1', spins: 20, picked_up_at: null },
    ]);
    const padded = { name: ` ${ADDRESS.name} `, phone: ADDRESS.phone, address: `${ADDRESS.address}  ` };
    const shipped = await redeem(db, me(), request(phone.id, { address: padded }), NOW);
    expect(shipped).toMatchObject({ status: 'AWAITING_SHIPMENT', address: ADDRESS });
    expect(await walletOf(db, memberId)).toEqual({ balance: 0, held: 0 });
    expect(await markShipped(db, 'DEMO', shipped.id, 'LBC 123', NOW + 1)).toMatchObject({
      status: 'SHIPPED',
      trackingNote: 'LBC 123',
      shippedAt: NOW + 1,
    });
    await expect(markShipped(db, 'DEMO', shipped.id, 'again', NOW + 2)).rejects.toEqual(
      new Refused({ reason: 'mall-redemption-settled', status: 'SHIPPED' }),
    );
  });

  it('20 parallel redemptions of an item with stock 1 give 1; the others are sold out, their points kept', async () => {
    const members = [
      memberId,
      ...(await Promise.all(Array.from({ length: 19 }, (_, i) => addMember(db, `mall_p${i}`)))),
    ];
    for (const id of members) await adjustPoints(db, id, 100, 'test', NOW);
    const bonus = await createItem(db, 'DEMO', item({ stock: 1 }), NOW);
    const outcomes = await Promise.allSettled(
      members.map((id) => redeem(db, { merchant: 'DEMO', memberId: id }, request(bonus.id), NOW)),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    expect(outcomes.map(refusalOf).filter((r) => r !== null)).toEqual(Array(19).fill('mall-sold-out'));
    expect(await stockOf(bonus.id)).toBe(0);
    const points = await Promise.all(members.map((id) => pointsOf(db, id)));
    expect(points.sort()).toEqual([0, ...Array(19).fill(100)]);
    expect(await db.selectFrom('mall_redemptions').selectAll().execute()).toHaveLength(1);
  });

  it('20 parallel submissions with one key give 1 redemption, answered to all; the key with another item is refused', async () => {
    await adjustPoints(db, memberId, 1_000, 'test', NOW);
    const bonus = await createItem(db, 'DEMO', item(), NOW);
    const other = await createItem(db, 'DEMO', item({ title: 'Other' }), NOW);
    const once = request(bonus.id);
    const answers = await Promise.all(Array.from({ length: 20 }, () => redeem(db, me(), once, NOW)));
    expect(new Set(answers.map((a) => a.id)).size).toBe(1);
    expect(await pointsOf(db, memberId)).toBe(900);
    expect(await walletOf(db, memberId)).toEqual({ balance: 50_00, held: 0 });
    await expect(redeem(db, me(), { ...once, itemId: other.id }, NOW)).rejects.toEqual(
      new Refused({ reason: 'mall-idempotency-reused' }),
    );
  });

  it('a redemption that fails leaves points and stock as they were', async () => {
    await adjustPoints(db, memberId, 99, 'test', NOW);
    const bonus = await createItem(db, 'DEMO', item({ stock: 5 }), NOW);
    const before = await db.selectFrom('point_entries').selectAll().execute();
    // The stock is taken before the points are found short: the refusal rolls both back.
    await expect(redeem(db, me(), request(bonus.id), NOW)).rejects.toEqual(
      new Refused({ reason: 'mall-points-short', points: 99, cost: 100 }),
    );
    expect(await stockOf(bonus.id)).toBe(5);
    expect(await pointsOf(db, memberId)).toBe(99);
    expect(await db.selectFrom('point_entries').selectAll().execute()).toEqual(before);
    expect(await db.selectFrom('mall_redemptions').selectAll().execute()).toEqual([]);
    expect(await walletOf(db, memberId)).toEqual({ balance: 0, held: 0 });
  });

  it.each([
    ['sold out', { stock: 0 }, null, 'mall-sold-out'],
    ['inactive', { active: false }, null, 'mall-item-unavailable'],
    ['PHYSICAL without an address', { kind: 'PHYSICAL', bonusAmount: null }, null, 'mall-address-invalid'],
  ] as const)('refuses an item %s, nothing taken', async (_case, patch, address, reason) => {
    await adjustPoints(db, memberId, 1_000, 'test', NOW);
    const it = await createItem(db, 'DEMO', item(patch), NOW);
    await expect(redeem(db, me(), request(it.id, { address }), NOW)).rejects.toMatchObject({
      refusal: { reason },
    });
    expect(await pointsOf(db, memberId)).toBe(1_000);
    expect(await stockOf(it.id)).toBe('stock' in patch ? patch.stock : null);
  });

  it('names the wrong address fields', async () => {
    await adjustPoints(db, memberId, 1_000, 'test', NOW);
    const it = await createItem(db, 'DEMO', item({ kind: 'PHYSICAL', bonusAmount: null }), NOW);
    const address = { name: 'Juan', phone: '12ab', address: 'short' };
    await expect(redeem(db, me(), request(it.id, { address }), NOW)).rejects.toEqual(
      new Refused({ reason: 'mall-address-invalid', fields: ['phone', 'address'] }),
    );
  });

  it("another merchant's item is unavailable", async () => {
    await db
      .insertInto('merchants')
      .values({ code: 'OTHER', settings: '{}', created_at: 1, updated_at: 1 })
      .execute();
    await adjustPoints(db, memberId, 1_000, 'test', NOW);
    const theirs = await createItem(db, 'OTHER', item(), NOW);
    await expect(redeem(db, me(), request(theirs.id), NOW)).rejects.toMatchObject({
      refusal: { reason: 'mall-item-unavailable' },
    });
  });
});

describe('the mall, the history and staff', () => {
  it('answers the points, the rates and the active items in order; the history with what each entry was for', async () => {
    await recordStaffDeposit(db, { merchant: 'DEMO', memberId, amount: 200_00, note: null }, NOW);
    const b = await createItem(db, 'DEMO', item({ sortOrder: 2 }), NOW);
    await createItem(db, 'DEMO', item({ title: 'Hidden', active: false }), NOW);
    const first = await createItem(db, 'DEMO', item({ title: 'First', sortOrder: 1, stock: 0 }), NOW);
    const mall = await pointMall(db, 'DEMO', memberId, defaultPointsMallSettings());
    expect(mall.points).toBe(200);
    expect(mall.items.map((i) => [i.id, i.stock])).toEqual([
      [first.id, 0],
      [b.id, null],
    ]);
    const r = await redeem(db, me(), request(b.id), NOW + 1);
    const history = await mallHistory(db, memberId);
    expect(history.redemptions.map((x) => x.id)).toEqual([r.id]);
    expect(history.entries).toMatchObject([
      { kind: 'REDEEM', points: -100, redemptionId: r.id, title: 'Bonus ₱50' },
      { kind: 'EARN_DEPOSIT', points: 200, depositAmount: 200_00 },
    ]);
    expect(history.entries[0]).not.toHaveProperty('note');
  });

  it('staff cancel a redemption awaiting shipment: the points and one of the stock come back, once', async () => {
    await adjustPoints(db, memberId, 500, 'test', NOW);
    const phone = await createItem(
      db,
      'DEMO',
      item({ kind: 'PHYSICAL', bonusAmount: null, cost: 500, stock: 1 }),
      NOW,
    );
    const r = await redeem(db, me(), request(phone.id, { address: ADDRESS }), NOW);
    const outcomes = await Promise.allSettled([
      cancelRedemption(db, 'DEMO', r.id, NOW),
      cancelRedemption(db, 'DEMO', r.id, NOW),
    ]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    expect(await pointsOf(db, memberId)).toBe(500);
    expect(await stockOf(phone.id)).toBe(1);
    expect(await pointEntriesSum(db, memberId)).toBe(500);
  });

  it("staff's correction cannot take the points below 0", async () => {
    expect(await adjustPoints(db, memberId, 10, 'test', NOW)).toBe(true);
    expect(await adjustPoints(db, memberId, -11, 'test', NOW)).toBe(false);
    expect(await pointsOf(db, memberId)).toBe(10);
    expect(await pointEntriesSum(db, memberId)).toBe(10);
  });
});
