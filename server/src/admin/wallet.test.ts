import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adjustBalance } from '../services/ledger';
import { startTestServer, type TestServer } from '../testing/test-server';

let s: TestServer;
beforeEach(async () => {
  s = await startTestServer();
  await s.admin('POST', '/admin/members', { username: 'wallet_one', password: 'Wallet@2026' });
});
afterEach(() => s.close());

const WALLET = '/admin/members/wallet_one/wallet';
const CARD = { provider: 'BDO', accountNumber: '1234 5678 9012', holderName: 'Juan Dela Cruz' };

interface Wallet {
  totalDepositSuccessCount: number;
  totalWithdrawSuccessCount: number;
  fullBankCardList: Record<string, unknown>[];
  fullVirtualWalletList: Record<string, unknown>[];
  fullEWalletList: Record<string, unknown>[];
  balance: number;
  held: number;
}
const wallet = async () => (await s.admin<Wallet>('GET', WALLET)).body.value;

/** Credits the member (minor units) on the ledger. */
const credit = async (amount: number) => {
  const member = await s.admin<{ id: number }>('GET', '/admin/members/wallet_one');
  await adjustBalance(s.app.appContext.db, member.body.value.id, amount, 'test', Date.now());
};

describe('POST /admin/members/:username/bank-cards, /e-wallets, /virtual-wallets (through the player rules)', () => {
  it('binds the card and answers it masked, never the whole number', async () => {
    const res = await s.admin('POST', '/admin/members/wallet_one/bank-cards', CARD);
    expect(res.body.value).toMatchObject({
      kind: 'BANK_CARD',
      provider: 'BDO',
      providerName: 'BDO Unibank',
      accountNumber: '********9012',
      holderName: 'Juan Dela Cruz',
    });
    expect((await wallet()).fullBankCardList).toEqual([res.body.value]);
    expect(JSON.stringify(await wallet())).not.toContain('123456789012');
  });

  it('keeps the number and the holder out of the audit', async () => {
    await s.admin('POST', '/admin/members/wallet_one/bank-cards', CARD);
    const audit = await s.app.appContext.db.selectFrom('admin_audit').selectAll().execute();
    expect(JSON.stringify(audit)).not.toMatch(/1234|9012|Juan/);
  });

  it('keeps e-wallets and virtual wallets in their own lists', async () => {
    const holder = { holderName: 'Juan Dela Cruz' };
    await s.admin('POST', '/admin/members/wallet_one/e-wallets', {
      provider: 'GCASH',
      accountNumber: '09170000001',
      ...holder,
    });
    await s.admin('POST', '/admin/members/wallet_one/virtual-wallets', {
      provider: 'TRC20',
      accountNumber: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
      ...holder,
    });
    const w = await wallet();
    expect(w.fullBankCardList).toEqual([]);
    expect(w.fullEWalletList).toEqual([
      expect.objectContaining({ providerName: 'GCash', accountNumber: '*********0001' }),
    ]);
    expect(w.fullVirtualWalletList).toEqual([
      expect.objectContaining({ providerName: 'TRC20', accountNumber: `${'*'.repeat(30)}bLSE` }),
    ]);
  });

  it.each([
    ['a number too short for the bank', { ...CARD, accountNumber: '123' }, 'wallet.account.invalid'],
    ['a bank the merchant does not pay to', { ...CARD, provider: 'Demo Bank' }, 'wallet.account.invalid'],
    ['a TRC20 network on a bank card', { ...CARD, provider: 'TRC20' }, 'wallet.account.invalid'],
  ])('refuses %s as the player call does', async (_name, body, code) => {
    const res = await s.admin('POST', '/admin/members/wallet_one/bank-cards', body);
    expect(res.body).toMatchObject({ success: false, errorCode: code });
    expect((await wallet()).fullBankCardList).toEqual([]);
  });

  it.each([
    ['no holder', { provider: 'BDO', accountNumber: '123456789012' }],
    ['the old field name', { bankName: 'BDO', accountNumber: '123456789012', holderName: 'J' }],
    ['a kind in the body (the path names it)', { ...CARD, kind: 'E_WALLET' }],
    ['a Pix key type that is not one', { ...CARD, pixKeyType: 'IBAN' }],
  ])('refuses %s with 400 request.invalid', async (_name, body) => {
    const res = await s.admin('POST', '/admin/members/wallet_one/bank-cards', body);
    expect(res.status).toBe(400);
    expect(res.body.errorCode).toBe('request.invalid');
  });
});

describe('POST /admin/members/:username/withdrawals (a withdrawal staff record)', () => {
  it('pays it at once from the balance, to the first account, and the prompts count it', async () => {
    await credit(1_000_00);
    await s.admin('POST', '/admin/members/wallet_one/bank-cards', CARD);
    const res = await s.admin('POST', '/admin/members/wallet_one/withdrawals', { amount: 20_00 });
    expect(res.body.value).toMatchObject({
      amount: 20_00,
      status: 'PAID',
      account: { accountNumber: '********9012' },
    });
    expect(await wallet()).toMatchObject({ totalWithdrawSuccessCount: 1, balance: 980_00, held: 0 });
  });

  it('holds it pending when asked, for staff to settle', async () => {
    await credit(1_000_00);
    const card = await s.admin<{ id: number }>('POST', '/admin/members/wallet_one/bank-cards', CARD);
    const res = await s.admin<{ id: string }>('POST', '/admin/members/wallet_one/withdrawals', {
      amount: 300_00,
      accountId: card.body.value.id,
      status: 'PENDING',
    });
    expect(res.body.value).toMatchObject({ status: 'PENDING' });
    expect(await wallet()).toMatchObject({ totalWithdrawSuccessCount: 0, balance: 700_00, held: 300_00 });
    const pending = await s.admin<{ id: string; username: string; payoutAccountNumber: string }[]>(
      'GET',
      '/admin/withdrawals?status=PENDING',
    );
    expect(pending.body.value).toEqual([
      expect.objectContaining({
        id: res.body.value.id,
        username: 'wallet_one',
        payoutAccountNumber: '123456789012',
      }),
    ]);
    const rejected = await s.admin('POST', `/admin/withdrawals/${res.body.value.id}/reject`, {
      reason: 'Wrong card',
    });
    expect(rejected.body.value).toMatchObject({ status: 'REJECTED', reason: 'Wrong card' });
    expect(await wallet()).toMatchObject({ balance: 1_000_00, held: 0 });
    expect((await s.admin('GET', '/admin/withdrawals?status=PENDING')).body.value).toEqual([]);
  });

  it('refuses it without a payout account or over the balance', async () => {
    await credit(100_00);
    const none = await s.admin('POST', '/admin/members/wallet_one/withdrawals', { amount: 50_00 });
    expect(none.body.errorCode).toBe('wallet.not.found');
    await s.admin('POST', '/admin/members/wallet_one/bank-cards', CARD);
    const over = await s.admin('POST', '/admin/members/wallet_one/withdrawals', { amount: 100_01 });
    expect(over.body.errorCode).toBe('wallet.balance.insufficient');
    expect(await wallet()).toMatchObject({ balance: 100_00, held: 0 });
  });

  it.each([
    ['no amount', {}],
    ['a zero amount', { amount: 0 }],
    ['major units with decimals', { amount: 12.5 }],
    ['an amount as text', { amount: '100' }],
    ['a status other than PENDING or PAID', { amount: 1, status: 'SUCCESS' }],
    ['an unknown field', { amount: 1, currency: 'PHP' }],
  ])('refuses %s with 400 request.invalid', async (_name, body) => {
    const res = await s.admin('POST', '/admin/members/wallet_one/withdrawals', body);
    expect(res.status).toBe(400);
    expect(res.body.errorCode).toBe('request.invalid');
  });

  it('answers 404 for a member the merchant does not have', async () => {
    expect((await s.admin('POST', '/admin/members/nobody_here/withdrawals', { amount: 1 })).status).toBe(404);
    const other = await s.admin('POST', '/admin/members/wallet_one/withdrawals?merchant=NOPE', { amount: 1 });
    expect(other.status).toBe(404);
  });
});

describe('GET /admin/withdrawals', () => {
  it("lists the merchant's withdrawals newest first, by status and member", async () => {
    await credit(1_000_00);
    await s.admin('POST', '/admin/members/wallet_one/bank-cards', CARD);
    const paid = await s.admin<{ id: string }>('POST', '/admin/members/wallet_one/withdrawals', {
      amount: 100_00,
    });
    const pending = await s.admin<{ id: string }>('POST', '/admin/members/wallet_one/withdrawals', {
      amount: 200_00,
      status: 'PENDING',
    });
    const list = await s.admin<{ id: string; payoutAccountNumber: string | null }[]>(
      'GET',
      '/admin/withdrawals?username=wallet_one',
    );
    expect(list.body.value.map((w) => [w.id, w.payoutAccountNumber])).toEqual([
      [pending.body.value.id, '123456789012'],
      [paid.body.value.id, null],
    ]);
    const paidOnly = await s.admin<{ id: string }[]>(
      'GET',
      '/admin/withdrawals?status=PAID&username=wallet_one',
    );
    expect(paidOnly.body.value.map((w) => w.id)).toEqual([paid.body.value.id]);
    expect((await s.admin('GET', '/admin/withdrawals?username=nobody_here')).status).toBe(404);
    expect((await s.admin('GET', '/admin/withdrawals?status=DONE')).status).toBe(400);
  });
});

describe('PATCH /admin/members/:username { regDate }', () => {
  it('sets the registration date the member info answers', async () => {
    const regDate = Date.now() - 10 * 86_400_000;
    const res = await s.admin('PATCH', '/admin/members/wallet_one', { regDate });
    expect(res.body).toMatchObject({ success: true, value: { username: 'wallet_one', regDate } });
    const member = await s.admin<{ regDate: number }>('GET', '/admin/members/wallet_one');
    expect(member.body.value.regDate).toBe(regDate);
  });

  it.each([
    ['a date in the future', { regDate: Date.now() + 86_400_000 }],
    ['a date as text', { regDate: '2026-01-01' }],
    ['another field', { regDate: 0, type: 1 }],
    ['no field', {}],
  ])('refuses %s with 400 request.invalid', async (_name, body) => {
    const res = await s.admin('PATCH', '/admin/members/wallet_one', body);
    expect(res.status).toBe(400);
    expect(res.body.errorCode).toBe('request.invalid');
  });
});

it.each([
  ['POST', '/admin/members/wallet_one/withdrawals'],
  ['POST', '/admin/members/wallet_one/bank-cards'],
  ['GET', '/admin/withdrawals'],
  ['POST', '/admin/withdrawals/W1/approve'],
  ['DELETE', '/admin/members/wallet_one/withdraw-password'],
] as const)('%s %s needs the admin token', async (method, url) => {
  const res = await s.request({
    method,
    url,
    headers: { 'content-type': 'application/json' },
    payload: '{}',
  });
  expect(res.status).toBe(401);
});
