import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import { startTestServer, type TestServer } from '../testing/test-server';
import { recordStaffDeposit, submitDeposit } from './deposits';
import { loadMerchant, type Merchant } from './merchants';
import { addPayoutAccount } from './payout-accounts';
import { withdrawAccountInfo } from './wallet';
import { settleWithdrawal, staffWithdrawal } from './withdrawals';

const NOW = Date.UTC(2026, 2, 10, 9);

describe('withdrawAccountInfo: the counts the download prompts read (entry §4)', () => {
  let s: TestServer;
  let db: Db;
  let merchant: Merchant;
  let member: { id: number; payee_name: string | null };

  beforeEach(async () => {
    s = await startTestServer({ now: () => NOW });
    db = s.app.appContext.db;
    await s.admin('POST', '/admin/members', { username: 'info_one', password: 'Wallet@2026' });
    const id = (await s.admin<{ id: number }>('GET', '/admin/members/info_one')).body.value.id;
    member = { id, payee_name: null };
    merchant = (await loadMerchant(db, 'DEMO')) as Merchant;
  });
  afterEach(() => s.close());

  it('counts successful deposits and paid withdrawals only', async () => {
    const deposit = (amount: number) =>
      recordStaffDeposit(db, { merchant: 'DEMO', memberId: member.id, amount, note: null }, NOW);
    await deposit(1_000_00);
    await deposit(2_000_00);
    // A pending deposit does not count.
    await submitDeposit(
      db,
      {
        merchant: 'DEMO',
        memberId: member.id,
        wallet: merchant.settings.wallet,
        demoMode: true,
        request: { channelCode: 'GCASH', amount: 500_00, bonusId: null, idempotencyKey: randomUUID() },
      },
      NOW,
    );
    await addPayoutAccount(
      db,
      s.app.appContext.serverKey,
      { memberId: member.id, payout: merchant.settings.wallet.payout, countryCode: 'PH' },
      { kind: 'BANK_CARD', provider: 'BDO', accountNumber: '123456789012', holderName: 'Ana Reyes' },
      NOW,
    );
    const w = { memberId: member.id, merchant: 'DEMO', withdraw: merchant.settings.wallet.withdraw };
    const settled = async (settlement: Parameters<typeof settleWithdrawal>[3]) =>
      settleWithdrawal(
        db,
        'DEMO',
        (await staffWithdrawal(db, w, { amount: 100_00 }, NOW)).id,
        settlement,
        NOW,
      );
    await settled({ status: 'PAID' });
    await settled({ status: 'REJECTED', reason: 'no' });
    await staffWithdrawal(db, w, { amount: 100_00 }, NOW);

    expect(
      await withdrawAccountInfo(db, merchant, { ...member, payee_name: 'Ana Reyes' }, NOW),
    ).toMatchObject({
      totalDepositSuccessCount: 2,
      totalWithdrawSuccessCount: 1,
      fullBankCardList: [{ holderName: 'Ana Reyes' }],
      balance: 2_800_00,
      held: 100_00,
      dailyCountUsed: 2,
      dailyAmountUsed: 200_00,
      realName: 'Ana Reyes',
      hasWithdrawPassword: false,
    });
  });

  it('answers a member without money: zero counts, empty lists, nothing to withdraw', async () => {
    expect(await withdrawAccountInfo(db, merchant, member, NOW)).toMatchObject({
      totalDepositSuccessCount: 0,
      totalWithdrawSuccessCount: 0,
      fullBankCardList: [],
      fullVirtualWalletList: [],
      fullEWalletList: [],
      balance: 0,
      held: 0,
      withdrawable: 0,
      realName: null,
      hasWithdrawPassword: false,
      lockedUntil: null,
    });
  });
});
