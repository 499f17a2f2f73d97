import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server';

let s: TestServer;
beforeEach(async () => {
  s = await startTestServer();
  await s.admin('POST', '/admin/members', { username: 'wallet_one', password: 'Wallet@2026' });
});
afterEach(() => s.close());

const WALLET = '/admin/members/wallet_one/wallet';

interface Wallet {
  totalDepositSuccessCount: number;
  totalWithdrawSuccessCount: number;
  fullBankCardList: Record<string, unknown>[];
  fullVirtualWalletList: Record<string, unknown>[];
  fullEWalletList: Record<string, unknown>[];
}
const wallet = async () => (await s.admin<Wallet>('GET', WALLET)).body.value;

describe('POST /admin/members/:username/deposits and /withdrawals', () => {
  it('records them; the wallet counts only the successful ones', async () => {
    const first = await s.admin('POST', '/admin/members/wallet_one/deposits', {
      amount: 100.5,
      status: 'SUCCESS',
    });
    expect(first.body).toMatchObject({
      success: true,
      value: { kind: 'DEPOSIT', amount: 100.5, status: 'SUCCESS' },
    });
    await s.admin('POST', '/admin/members/wallet_one/deposits', { amount: 20 });
    await s.admin('POST', '/admin/members/wallet_one/deposits', { amount: 20, status: 'PENDING' });
    await s.admin('POST', '/admin/members/wallet_one/deposits', { amount: 20, status: 'FAILED' });
    await s.admin('POST', '/admin/members/wallet_one/withdrawals', { amount: 50, status: 'SUCCESS' });
    await s.admin('POST', '/admin/members/wallet_one/withdrawals', { amount: 50, status: 'PENDING' });
    expect(await wallet()).toMatchObject({ totalDepositSuccessCount: 2, totalWithdrawSuccessCount: 1 });
  });

  it.each([
    ['no amount', {}],
    ['a zero amount', { amount: 0 }],
    ['a negative amount', { amount: -5 }],
    ['more than two decimals', { amount: 1.234 }],
    ['an amount as text', { amount: '100' }],
    ['an unknown status', { amount: 1, status: 'DONE' }],
    ['an unknown field', { amount: 1, currency: 'PHP' }],
    ['not an object', [1]],
  ])('refuses %s with 400 request.invalid naming the field', async (_name, body) => {
    const res = await s.admin('POST', '/admin/members/wallet_one/deposits', body);
    expect(res.status).toBe(400);
    expect(res.body.errorCode).toBe('request.invalid');
    expect(await wallet()).toMatchObject({ totalDepositSuccessCount: 0 });
  });

  it('answers 404 for a member the merchant does not have', async () => {
    const res = await s.admin('POST', '/admin/members/nobody_here/deposits', { amount: 1 });
    expect(res.status).toBe(404);
    const other = await s.admin('POST', '/admin/members/wallet_one/deposits?merchant=NOPE', { amount: 1 });
    expect(other.status).toBe(404);
  });
});

describe('POST /admin/members/:username/bank-cards (a card number is personal data)', () => {
  const CARD = { bankName: 'BDO', accountNumber: '4111 1111 1111 1234', holderName: 'Juan Dela Cruz' };

  it('binds the card and answers it masked, never the whole number', async () => {
    const res = await s.admin('POST', '/admin/members/wallet_one/bank-cards', CARD);
    expect(res.body.value).toMatchObject({
      bankName: 'BDO',
      accountNumber: '************1234',
      holderName: 'Juan Dela Cruz',
    });
    expect((await wallet()).fullBankCardList).toEqual([res.body.value]);
    expect(JSON.stringify(await wallet())).not.toContain('4111');
  });

  it('stores only the masked number and keeps the number out of the audit', async () => {
    await s.admin('POST', '/admin/members/wallet_one/bank-cards', CARD);
    const db = s.app.appContext.db;
    const rows = await db.selectFrom('payout_accounts').selectAll().execute();
    expect(JSON.stringify(rows)).not.toMatch(/4111/);
    const audit = await db.selectFrom('admin_audit').selectAll().execute();
    expect(JSON.stringify(audit)).not.toMatch(/4111|Juan/);
  });

  it('keeps e-wallets and virtual wallets in their own lists', async () => {
    await s.admin('POST', '/admin/members/wallet_one/e-wallets', {
      walletName: 'GCash',
      accountNumber: '09170000001',
      holderName: 'Juan',
    });
    await s.admin('POST', '/admin/members/wallet_one/virtual-wallets', {
      network: 'USDT-TRC20',
      accountNumber: 'TQ5ab7cd9ef1gh3ij5kl7mn9op1qr3st5u',
      holderName: 'Juan',
    });
    const w = await wallet();
    expect(w.fullBankCardList).toEqual([]);
    expect(w.fullEWalletList).toEqual([
      expect.objectContaining({ walletName: 'GCash', accountNumber: '*******0001' }),
    ]);
    expect(w.fullVirtualWalletList).toEqual([
      expect.objectContaining({ network: 'USDT-TRC20', accountNumber: `${'*'.repeat(30)}st5u` }),
    ]);
  });

  it.each([
    ['no holder', { bankName: 'BDO', accountNumber: '1234 5678' }],
    ['an empty bank name', { ...CARD, bankName: ' ' }],
    ['a number with other characters', { ...CARD, accountNumber: '4111<script>' }],
    ['a number too short', { ...CARD, accountNumber: '123' }],
    ["another kind's provider field", { walletName: 'GCash', accountNumber: '1234 5678', holderName: 'J' }],
  ])('refuses %s with 400 request.invalid', async (_name, body) => {
    const res = await s.admin('POST', '/admin/members/wallet_one/bank-cards', body);
    expect(res.status).toBe(400);
    expect(res.body.errorCode).toBe('request.invalid');
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

it('every wallet route needs the admin token', async () => {
  const res = await s.request({
    method: 'POST',
    url: '/admin/members/wallet_one/deposits',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ amount: 1 }),
  });
  expect(res.status).toBe(401);
});
