import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import { memberDb } from '../testing/member-db';
import { ledgerSums, postEntry, walletOf, withMemberWallet } from './ledger';

let db: Db;
let memberId: number;
beforeEach(async () => {
  ({ db, memberId } = await memberDb('ledger_one'));
});
afterEach(() => db.destroy());

const post = (amount: number, held = 0) =>
  withMemberWallet(db, memberId, 10, (trx) =>
    postEntry(
      trx,
      { memberId, kind: amount >= 0 && held === 0 ? 'DEPOSIT' : 'WITHDRAWAL_HOLD', amount, held },
      10,
    ),
  );

describe('the ledger: the wallet is the sum of the entries, and never below 0', () => {
  it('a member without money changes has a wallet of 0 and 0', async () => {
    expect(await walletOf(db, memberId)).toEqual({ balance: 0, held: 0 });
    expect(await ledgerSums(db, memberId)).toEqual({ balance: 0, held: 0 });
  });

  it('credits and holds move the wallet and write one entry each', async () => {
    expect(await post(500_00)).toBe(true);
    expect(await post(-200_00, 200_00)).toBe(true);
    expect(await walletOf(db, memberId)).toEqual({ balance: 300_00, held: 200_00 });
    expect(await ledgerSums(db, memberId)).toEqual({ balance: 300_00, held: 200_00 });
  });

  it('a debit beyond the balance changes nothing and writes no entry', async () => {
    await post(100_00);
    expect(await post(-100_01, 100_01)).toBe(false);
    expect(await walletOf(db, memberId)).toEqual({ balance: 100_00, held: 0 });
    expect(await db.selectFrom('ledger_entries').selectAll().execute()).toHaveLength(1);
  });

  it('a release beyond what is held changes nothing', async () => {
    await post(100_00);
    await post(-50_00, 50_00);
    const released = await withMemberWallet(db, memberId, 10, (trx) =>
      postEntry(trx, { memberId, kind: 'WITHDRAWAL_RELEASE', amount: 60_00, held: -60_00 }, 10),
    );
    expect(released).toBe(false);
    expect(await walletOf(db, memberId)).toEqual({ balance: 50_00, held: 50_00 });
  });

  it('an error inside the transaction undoes its entries', async () => {
    await expect(
      withMemberWallet(db, memberId, 10, async (trx) => {
        await postEntry(trx, { memberId, kind: 'DEPOSIT', amount: 1_00 }, 10);
        throw new Error('refused later');
      }),
    ).rejects.toThrow('refused later');
    expect(await walletOf(db, memberId)).toEqual({ balance: 0, held: 0 });
    expect(await ledgerSums(db, memberId)).toEqual({ balance: 0, held: 0 });
  });

  it('the database refuses a wallet below 0 even from an update that skips postEntry', async () => {
    await post(1_00);
    await expect(
      db.updateTable('wallets').set({ balance_minor: -1 }).where('member_id', '=', memberId).execute(),
    ).rejects.toThrow(/CHECK|check constraint/);
  });
});
