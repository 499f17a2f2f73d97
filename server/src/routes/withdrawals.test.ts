import { RECORDS_PAGE_SIZE, WITHDRAW_PASSWORD_TRIES } from '@app/contract/constants/money';
import type { PayoutAccount, WithdrawAccountInfo, WithdrawalRecord } from '@app/contract/wallet';
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adjustBalance, ledgerSums, walletOf } from '../services/ledger';
import { startTestServer, type TestServer } from '../testing/test-server';

// The withdrawal calls end to end, as the app sends them: encrypted posts and relays with the session token.

const LOGIN_PASSWORD = 'Wallet@2026';
const PIN = '246810';
const CARD = { kind: 'BANK_CARD', provider: 'BDO', accountNumber: '1234 5678 9012', holderName: 'Ana Reyes' };

let s: TestServer;
let clock: number;
beforeEach(async () => {
  clock = Date.UTC(2026, 2, 10, 9);
  s = await startTestServer({ now: () => clock });
});
afterEach(() => s.close());

interface Player {
  token: string;
  id: number;
}

/** A new member with a balance (minor units). */
async function player(username: string, balance = 10_000_00): Promise<Player> {
  const token = await s.loginNewMember(username, LOGIN_PASSWORD);
  const member = await s.admin<{ id: number }>('GET', `/admin/members/${username}`);
  const id = member.body.value.id;
  if (balance > 0) await adjustBalance(s.app.appContext.db, id, balance, 'test balance', clock);
  return { token, id };
}

const setPin = (p: Player, withdrawPassword = PIN, loginPassword = LOGIN_PASSWORD) =>
  s.postEncrypted(
    '/wps/wallet/withdrawPassword',
    { loginPassword, withdrawPassword },
    { authorization: p.token },
  );

const addAccount = (p: Player, account: Record<string, unknown> = CARD) =>
  s.postEncrypted<PayoutAccount>('/wps/wallet/payoutAccount', account, { authorization: p.token });

const withdraw = (p: Player, fields: { accountId: number; amount: number } & Record<string, unknown>) =>
  s.postEncrypted<WithdrawalRecord>(
    '/wps/wallet/withdraw',
    { withdrawPassword: PIN, idempotencyKey: randomUUID(), ...fields },
    { authorization: p.token },
  );

const info = async (p: Player) =>
  (await s.relay<WithdrawAccountInfo>('MCSFE_getWithdrawAccountInfo', {}, { authorization: p.token })).body;

/** A member ready to withdraw: a balance, a withdrawal password and a bank card. */
async function ready(username = 'wd_ready', balance = 10_000_00) {
  const p = await player(username, balance);
  expect((await setPin(p)).body.success).toBe(true);
  const card = await addAccount(p);
  expect(card.body.success).toBe(true);
  return { ...p, accountId: card.body.value.id };
}

const admin = (method: 'GET' | 'POST' | 'PATCH', path: string, body?: unknown) => s.admin(method, path, body);

describe('withdrawSubmit: the checks, in order', () => {
  it('holds the amount: balance down, held up, one PENDING withdrawal with the fee and the masked account', async () => {
    const p = await ready();
    const res = await withdraw(p, { accountId: p.accountId, amount: 1_500_00 });
    expect(res.body).toMatchObject({ success: true, errorCode: null });
    expect(res.body.value).toEqual({
      id: expect.stringMatching(/^W[0-9A-F]{20}$/),
      amount: 1_500_00,
      fee: 0,
      status: 'PENDING',
      account: { kind: 'BANK_CARD', providerName: 'BDO Unibank', accountNumber: '********9012' },
      createdAt: clock,
      completedAt: null,
      reason: null,
    });
    expect(await walletOf(s.app.appContext.db, p.id)).toEqual({ balance: 8_500_00, held: 1_500_00 });
    expect(await ledgerSums(s.app.appContext.db, p.id)).toEqual({ balance: 8_500_00, held: 1_500_00 });
  });

  it('takes the merchant fee from what is paid out (feeOf)', async () => {
    await admin('PATCH', '/admin/merchants/DEMO/settings', { wallet: { withdraw: { feeBasisPoints: 150 } } });
    const p = await ready();
    const res = await withdraw(p, { accountId: p.accountId, amount: 1_000_01 });
    expect(res.body.value).toMatchObject({ amount: 1_000_01, fee: 15_00 });
  });

  it.each([
    ['below the minimum', 99_99, 'wallet.amount.below', { limit: 100_00 }],
    ['above the maximum', 50_000_01, 'wallet.amount.above', { limit: 50_000_00 }],
  ])('refuses an amount %s with its limit, holding nothing', async (_name, amount, code, value) => {
    const p = await ready();
    const res = await withdraw(p, { accountId: p.accountId, amount });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: false, errorCode: code, value });
    expect(await walletOf(s.app.appContext.db, p.id)).toEqual({ balance: 10_000_00, held: 0 });
  });

  it('refuses more than the balance: wallet.balance.insufficient', async () => {
    const p = await ready('wd_poor', 200_00);
    const res = await withdraw(p, { accountId: p.accountId, amount: 200_01 });
    expect(res.body).toMatchObject({ success: false, errorCode: 'wallet.balance.insufficient' });
  });

  it("counts today's withdrawals (pending and paid, not rejected) against the daily count", async () => {
    await admin('PATCH', '/admin/merchants/DEMO/settings', { wallet: { withdraw: { dailyCountLimit: 2 } } });
    const p = await ready();
    const first = await withdraw(p, { accountId: p.accountId, amount: 100_00 });
    const second = await withdraw(p, { accountId: p.accountId, amount: 100_00 });
    await admin('POST', `/admin/withdrawals/${first.body.value.id}/approve`);
    const third = await withdraw(p, { accountId: p.accountId, amount: 100_00 });
    expect(third.body).toMatchObject({ success: false, errorCode: 'wallet.daily.count' });
    // A rejected one gives its place back.
    await admin('POST', `/admin/withdrawals/${second.body.value.id}/reject`, { reason: 'test' });
    expect((await withdraw(p, { accountId: p.accountId, amount: 100_00 })).body.success).toBe(true);
    // The next UTC day starts afresh.
    clock = Date.UTC(2026, 2, 11, 0, 0, 1);
    expect((await withdraw(p, { accountId: p.accountId, amount: 100_00 })).body.success).toBe(true);
  });

  it("refuses a withdrawal that would pass today's amount", async () => {
    await admin('PATCH', '/admin/merchants/DEMO/settings', {
      wallet: { withdraw: { dailyAmountLimit: 1_000_00 } },
    });
    const p = await ready();
    expect((await withdraw(p, { accountId: p.accountId, amount: 600_00 })).body.success).toBe(true);
    const over = await withdraw(p, { accountId: p.accountId, amount: 400_01 });
    expect(over.body).toMatchObject({ success: false, errorCode: 'wallet.daily.amount' });
    expect((await withdraw(p, { accountId: p.accountId, amount: 400_00 })).body.success).toBe(true);
  });

  it("refuses another member's account, a removed one and an unknown one: wallet.not.found", async () => {
    const p = await ready('wd_one');
    const other = await ready('wd_two');
    const theirs = await withdraw(p, { accountId: other.accountId, amount: 100_00 });
    expect(theirs.body).toMatchObject({ success: false, errorCode: 'wallet.not.found' });
    expect((await withdraw(p, { accountId: 999_999, amount: 100_00 })).body.errorCode).toBe(
      'wallet.not.found',
    );
    await s.relay('MCSFE_removePayoutAccount', { id: p.accountId }, { authorization: p.token });
    const removed = await withdraw(p, { accountId: p.accountId, amount: 100_00 });
    expect(removed.body.errorCode).toBe('wallet.not.found');
  });

  it('asks for the withdrawal password to be set first: wallet.password.unset', async () => {
    const p = await player('wd_nopin');
    const card = await addAccount(p);
    const res = await withdraw(p, { accountId: card.body.value.id, amount: 100_00 });
    expect(res.body).toMatchObject({ success: false, errorCode: 'wallet.password.unset' });
  });

  it('checks the password before the account and the limits', async () => {
    const p = await ready();
    const res = await withdraw(p, { accountId: 999_999, amount: 1, withdrawPassword: '000000' });
    expect(res.body.errorCode).toBe('wallet.password.wrong');
  });
});

describe('the withdrawal password: wrong tries are counted and lock withdrawals', () => {
  const wrong = (p: Player & { accountId: number }) =>
    withdraw(p, { accountId: p.accountId, amount: 100_00, withdrawPassword: '000000' });

  it('counts the tries left down (committed), locks at the last until lockMinutes later, then opens', async () => {
    const p = await ready();
    for (let left = WITHDRAW_PASSWORD_TRIES - 1; left > 0; left--) {
      const res = await wrong(p);
      expect(res.body).toMatchObject({
        success: false,
        errorCode: 'wallet.password.wrong',
        value: { triesLeft: left },
      });
    }
    const lockedUntil = clock + 30 * 60_000;
    const last = await wrong(p);
    expect(last.body).toMatchObject({ errorCode: 'wallet.password.locked', value: { lockedUntil } });
    // Locked: even the right password is refused, and the page shows until when.
    const right = await withdraw(p, { accountId: p.accountId, amount: 100_00 });
    expect(right.body).toMatchObject({ errorCode: 'wallet.password.locked', value: { lockedUntil } });
    expect(await info(p)).toMatchObject({ value: { lockedUntil, hasWithdrawPassword: true } });
    clock = lockedUntil;
    expect((await info(p)).value.lockedUntil).toBeNull();
    // The count started again: a wrong one leaves 4.
    expect((await wrong(p)).body.value).toEqual({ triesLeft: WITHDRAW_PASSWORD_TRIES - 1 });
    expect((await withdraw(p, { accountId: p.accountId, amount: 100_00 })).body.success).toBe(true);
    // The right one cleared the count.
    expect((await wrong(p)).body.value).toEqual({ triesLeft: WITHDRAW_PASSWORD_TRIES - 1 });
  });

  it('counts parallel wrong tries one each: no more than the tries before the lock', async () => {
    const p = await ready();
    const results = await Promise.all(Array.from({ length: 8 }, () => wrong(p)));
    const codes = results.map((r) => r.body.errorCode);
    expect(codes.filter((c) => c === 'wallet.password.wrong')).toHaveLength(WITHDRAW_PASSWORD_TRIES - 1);
    expect(codes.filter((c) => c === 'wallet.password.locked')).toHaveLength(8 - WITHDRAW_PASSWORD_TRIES + 1);
  });

  it('is set once, with the login password, as 6 digits', async () => {
    const p = await player('wd_setpin');
    expect((await setPin(p, PIN, 'Wrong@2026')).body.errorCode).toBe('password.old.wrong');
    expect((await setPin(p, '12345')).body.errorCode).toBe('wallet.password.invalid');
    expect((await setPin(p, '12345a')).body.errorCode).toBe('wallet.password.invalid');
    expect((await info(p)).value.hasWithdrawPassword).toBe(false);
    expect((await setPin(p)).body).toMatchObject({ success: true, value: null });
    expect((await info(p)).value.hasWithdrawPassword).toBe(true);
    // A second one: only staff reset it.
    expect((await setPin(p, '135790')).body.errorCode).toBe('wallet.password.invalid');
  });

  it('counts wrong login passwords against the login throttle', async () => {
    const p = await player('wd_throttle');
    for (let i = 0; i < 5; i++)
      expect((await setPin(p, PIN, `Wrong@202${i}`)).body.errorCode).toBe('password.old.wrong');
    expect((await setPin(p)).body.errorCode).toBe('login.throttled');
  });

  it('staff reset it (the member sets a new one) and unlock it', async () => {
    const p = await ready();
    for (let i = 0; i < WITHDRAW_PASSWORD_TRIES; i++) await wrong(p);
    expect((await withdraw(p, { accountId: p.accountId, amount: 100_00 })).body.errorCode).toBe(
      'wallet.password.locked',
    );
    expect((await admin('POST', '/admin/members/wd_ready/withdraw-password/unlock')).body.value).toEqual({
      unlocked: true,
    });
    expect((await withdraw(p, { accountId: p.accountId, amount: 100_00 })).body.success).toBe(true);
    expect((await s.admin('DELETE', '/admin/members/wd_ready/withdraw-password')).body.value).toEqual({
      reset: true,
    });
    expect((await withdraw(p, { accountId: p.accountId, amount: 100_00 })).body.errorCode).toBe(
      'wallet.password.unset',
    );
    expect((await setPin(p, '135790')).body.success).toBe(true);
  });
});

describe('idempotency: one withdrawal per key', () => {
  it('answers a retry with the same withdrawal, and refuses the key with another request', async () => {
    const p = await ready();
    const idempotencyKey = randomUUID();
    const first = await withdraw(p, { accountId: p.accountId, amount: 300_00, idempotencyKey });
    const retry = await withdraw(p, { accountId: p.accountId, amount: 300_00, idempotencyKey });
    expect(retry.body.value).toEqual(first.body.value);
    const other = await withdraw(p, { accountId: p.accountId, amount: 301_00, idempotencyKey });
    expect(other.body).toMatchObject({ success: false, errorCode: 'wallet.idempotency.reused' });
    expect(await walletOf(s.app.appContext.db, p.id)).toEqual({ balance: 9_700_00, held: 300_00 });
  });

  it('makes exactly one withdrawal of 20 parallel submissions with one key, all answering it', async () => {
    const p = await ready();
    const idempotencyKey = randomUUID();
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        withdraw(p, { accountId: p.accountId, amount: 500_00, idempotencyKey }),
      ),
    );
    expect(new Set(results.map((r) => r.body.value.id)).size).toBe(1);
    const rows = await s.app.appContext.db
      .selectFrom('withdrawals')
      .selectAll()
      .where('member_id', '=', p.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(await walletOf(s.app.appContext.db, p.id)).toEqual({ balance: 9_500_00, held: 500_00 });
  });
});

describe('concurrency: the balance is held once', () => {
  it('holds exactly one of 50 parallel withdrawals of the whole balance; 49 are refused insufficient', async () => {
    await admin('PATCH', '/admin/merchants/DEMO/settings', {
      wallet: { withdraw: { dailyCountLimit: 100 } },
    });
    const p = await ready('wd_race', 2_000_00);
    const results = await Promise.all(
      Array.from({ length: 50 }, () => withdraw(p, { accountId: p.accountId, amount: 2_000_00 })),
    );
    const codes = results.map((r) => r.body.errorCode);
    expect(codes.filter((c) => c === null)).toHaveLength(1);
    expect(codes.filter((c) => c === 'wallet.balance.insufficient')).toHaveLength(49);
    const { db } = s.app.appContext;
    expect(await walletOf(db, p.id)).toEqual({ balance: 0, held: 2_000_00 });
    expect(await ledgerSums(db, p.id)).toEqual({ balance: 0, held: 2_000_00 });
  });
});

describe('staff settle withdrawals; the player reads the outcome', () => {
  it('approve pays the held amount out; a second approve or reject changes nothing and says so', async () => {
    const p = await ready();
    const { id } = (await withdraw(p, { accountId: p.accountId, amount: 1_000_00 })).body.value;
    clock += 60_000;
    const paid = await admin('POST', `/admin/withdrawals/${id}/approve`);
    expect(paid.body.value).toMatchObject({ id, status: 'PAID', completedAt: clock, reason: null });
    const { db } = s.app.appContext;
    expect(await walletOf(db, p.id)).toEqual({ balance: 9_000_00, held: 0 });
    for (const again of [
      await admin('POST', `/admin/withdrawals/${id}/approve`),
      await admin('POST', `/admin/withdrawals/${id}/reject`, { reason: 'late' }),
    ]) {
      expect(again.status).toBe(409);
      expect(again.body.message).toBe('This withdrawal is PAID already: nothing changed.');
    }
    expect(await walletOf(db, p.id)).toEqual({ balance: 9_000_00, held: 0 });
    expect(await ledgerSums(db, p.id)).toEqual({ balance: 9_000_00, held: 0 });
    expect((await info(p)).value.totalWithdrawSuccessCount).toBe(1);
  });

  it('reject gives the amount back, with the reason the player reads in the records', async () => {
    const p = await ready();
    const { id } = (await withdraw(p, { accountId: p.accountId, amount: 1_000_00 })).body.value;
    const rejected = await admin('POST', `/admin/withdrawals/${id}/reject`, {
      reason: 'Name differs from the bank',
    });
    expect(rejected.body.value).toMatchObject({ status: 'REJECTED', reason: 'Name differs from the bank' });
    expect(await walletOf(s.app.appContext.db, p.id)).toEqual({ balance: 10_000_00, held: 0 });
    const records = await s.relay<{ items: WithdrawalRecord[] }>(
      'MCSFE_getWithdrawRecords',
      { status: null, page: 1 },
      { authorization: p.token },
    );
    expect(records.body.value.items[0]).toMatchObject({
      id,
      status: 'REJECTED',
      reason: 'Name differs from the bank',
    });
    expect((await info(p)).value.totalWithdrawSuccessCount).toBe(0);
  });

  it('answers wallet.not.found for a withdrawal of another merchant or none', async () => {
    const p = await ready();
    const { id } = (await withdraw(p, { accountId: p.accountId, amount: 100_00 })).body.value;
    await admin('POST', '/admin/merchants', { code: 'OTHER' });
    expect((await admin('POST', `/admin/withdrawals/${id}/approve?merchant=OTHER`)).body.errorCode).toBe(
      'wallet.not.found',
    );
    expect((await admin('POST', '/admin/withdrawals/WNOPE/approve')).body.errorCode).toBe('wallet.not.found');
  });
});

describe('MCSFE_getWithdrawRecords', () => {
  it('pages newest first, filters by status, and shows only the member’s own', async () => {
    await admin('PATCH', '/admin/merchants/DEMO/settings', {
      wallet: { withdraw: { dailyCountLimit: 100, dailyAmountLimit: 1_000_000_00 } },
    });
    const p = await ready('wd_pages', 100_000_00);
    const other = await ready('wd_others');
    await withdraw(other, { accountId: other.accountId, amount: 100_00 });
    const ids: string[] = [];
    for (let i = 0; i < RECORDS_PAGE_SIZE + 3; i++) {
      clock += 1000;
      ids.push((await withdraw(p, { accountId: p.accountId, amount: 100_00 + i })).body.value.id);
    }
    await admin('POST', `/admin/withdrawals/${ids[0]}/approve`);
    await admin('POST', `/admin/withdrawals/${ids[1]}/reject`, { reason: 'no' });
    const page = async (status: string | null, n: number) =>
      (
        await s.relay<{ items: WithdrawalRecord[]; page: number; pageSize: number; total: number }>(
          'MCSFE_getWithdrawRecords',
          { status, page: n },
          { authorization: p.token },
        )
      ).body.value;
    const first = await page(null, 1);
    expect(first).toMatchObject({ page: 1, pageSize: RECORDS_PAGE_SIZE, total: RECORDS_PAGE_SIZE + 3 });
    expect(first.items.map((r) => r.id)).toEqual([...ids].reverse().slice(0, RECORDS_PAGE_SIZE));
    expect((await page(null, 2)).items.map((r) => r.id)).toEqual([ids[2], ids[1], ids[0]]);
    expect(await page('PAID', 1)).toMatchObject({ total: 1, items: [{ id: ids[0] }] });
    expect(await page('REJECTED', 1)).toMatchObject({ total: 1, items: [{ id: ids[1], reason: 'no' }] });
    expect((await page('PENDING', 1)).total).toBe(RECORDS_PAGE_SIZE + 1);
  });
});

describe('payoutAccountAdd and MCSFE_removePayoutAccount', () => {
  it('binds the account masked; the first holder name becomes the real name every other must equal', async () => {
    const p = await player('wd_accounts');
    expect((await info(p)).value.realName).toBeNull();
    const card = await addAccount(p);
    expect(card.body.value).toEqual({
      id: expect.any(Number),
      kind: 'BANK_CARD',
      provider: 'BDO',
      providerName: 'BDO Unibank',
      accountNumber: '********9012',
      holderName: 'Ana Reyes',
      pixKeyType: null,
      createdAt: clock,
    });
    expect((await info(p)).value.realName).toBe('Ana Reyes');
    const other = await addAccount(p, {
      ...CARD,
      provider: 'BPI',
      accountNumber: '1234567890',
      holderName: 'Juan Cruz',
    });
    expect(other.body).toMatchObject({ success: false, errorCode: 'wallet.holder.mismatch' });
    // Case and spaces do not count.
    const same = await addAccount(p, {
      ...CARD,
      provider: 'BPI',
      accountNumber: '1234567890',
      holderName: 'ana  REYES',
    });
    expect(same.body.success).toBe(true);
  });

  it('refuses a holder name other than the real name the member already has', async () => {
    const token = await s.loginNewMember('wd_payee', LOGIN_PASSWORD, { payeeName: 'Maria Santos' });
    const res = await addAccount({ token, id: 0 });
    expect(res.body.errorCode).toBe('wallet.holder.mismatch');
  });

  it.each([
    ['a bank account shorter than the bank uses', { accountNumber: '123456789' }],
    ['a bank account longer than the bank uses', { provider: 'BPI', accountNumber: '12345678901' }],
    ['a bank account with letters', { accountNumber: '1234567890AB' }],
    ['a bank the merchant does not pay to', { provider: 'CHASE' }],
    [
      'an e-wallet number that is not a Philippine mobile',
      { kind: 'E_WALLET', provider: 'GCASH', accountNumber: '0812345678' },
    ],
    [
      'an e-wallet the merchant does not offer',
      { kind: 'E_WALLET', provider: 'PAYPAL', accountNumber: '09171234567' },
    ],
    [
      'a TRC20 address with a wrong checksum',
      { kind: 'VIRTUAL_WALLET', provider: 'TRC20', accountNumber: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSF' },
    ],
    [
      'a TRC20 address of the wrong shape',
      {
        kind: 'VIRTUAL_WALLET',
        provider: 'TRC20',
        accountNumber: '0x52908400098527886E0F7030069857D2E4169EE7',
      },
    ],
    [
      'a Pix key where the merchant has no Pix',
      { provider: 'PIX', pixKeyType: 'CPF', accountNumber: '529.982.247-25' },
    ],
    ['a key type on a bank account', { pixKeyType: 'CPF' }],
  ])('refuses %s: wallet.account.invalid', async (_name, fields) => {
    const p = await player('wd_invalid');
    const res = await addAccount(p, { ...CARD, ...fields });
    expect(res.body).toMatchObject({ success: false, errorCode: 'wallet.account.invalid' });
    expect((await info(p)).value.realName).toBeNull();
  });

  it('binds e-wallets and TRC20 addresses in their own lists, whatever way the number was typed', async () => {
    const p = await player('wd_kinds');
    const wallet = await addAccount(p, {
      kind: 'E_WALLET',
      provider: 'GCASH',
      accountNumber: '0917 123 4567',
      holderName: 'Ana Reyes',
    });
    expect(wallet.body.value).toMatchObject({ providerName: 'GCash', accountNumber: '*********4567' });
    const sameNumber = await addAccount(p, {
      kind: 'E_WALLET',
      provider: 'GCASH',
      accountNumber: '+63 917 123 4567',
      holderName: 'Ana Reyes',
    });
    expect(sameNumber.body.errorCode).toBe('wallet.account.duplicate');
    const address = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';
    const crypto = await addAccount(p, {
      kind: 'VIRTUAL_WALLET',
      provider: 'TRC20',
      accountNumber: address,
      holderName: 'Ana Reyes',
    });
    expect(crypto.body.value).toMatchObject({
      providerName: 'TRC20',
      accountNumber: `${'*'.repeat(30)}bLSE`,
    });
    const lists = (await info(p)).value;
    expect(lists.fullEWalletList.map((a) => a.id)).toEqual([wallet.body.value.id]);
    expect(lists.fullVirtualWalletList.map((a) => a.id)).toEqual([crypto.body.value.id]);
    expect(lists.fullBankCardList).toEqual([]);
  });

  it('binds Pix keys when the merchant pays by Pix, checking CPF check digits', async () => {
    await admin('PATCH', '/admin/merchants/DEMO/settings', { wallet: { payout: { pix: true } } });
    const p = await player('wd_pix');
    const pix = { kind: 'BANK_CARD', provider: 'PIX', holderName: 'Ana Reyes' };
    const wrong = await addAccount(p, { ...pix, pixKeyType: 'CPF', accountNumber: '529.982.247-26' });
    expect(wrong.body.errorCode).toBe('wallet.account.invalid');
    const noType = await addAccount(p, { ...pix, accountNumber: '529.982.247-25' });
    expect(noType.body.errorCode).toBe('wallet.account.invalid');
    const cpf = await addAccount(p, { ...pix, pixKeyType: 'CPF', accountNumber: '529.982.247-25' });
    expect(cpf.body.value).toMatchObject({
      provider: 'PIX',
      providerName: 'Pix',
      pixKeyType: 'CPF',
      accountNumber: '*******4725',
    });
  });

  it('refuses a duplicate (even typed otherwise) and more than the merchant allows per kind', async () => {
    const p = await player('wd_limit');
    expect((await addAccount(p)).body.success).toBe(true);
    const again = await addAccount(p, { ...CARD, accountNumber: '1234-5678-9012' });
    expect(again.body.errorCode).toBe('wallet.account.duplicate');
    // Another bank's account of the same digits is another account.
    expect((await addAccount(p, { ...CARD, provider: 'UBP' })).body.success).toBe(true);
    expect((await addAccount(p, { ...CARD, accountNumber: '1234 5678 9013' })).body.success).toBe(true);
    const fourth = await addAccount(p, { ...CARD, accountNumber: '1234 5678 9014' });
    expect(fourth.body.errorCode).toBe('wallet.account.limit');
    // Other kinds count apart.
    const wallet = await addAccount(p, {
      kind: 'E_WALLET',
      provider: 'MAYA',
      accountNumber: '09171234567',
      holderName: 'Ana Reyes',
    });
    expect(wallet.body.success).toBe(true);
  });

  it('lets no two parallel adds pass the limit together', async () => {
    const p = await player('wd_parallel');
    const numbers = Array.from({ length: 8 }, (_, i) => `12345678901${i}`);
    const results = await Promise.all(
      numbers.map((accountNumber) => addAccount(p, { ...CARD, accountNumber })),
    );
    expect(results.filter((r) => r.body.success)).toHaveLength(3);
    expect(results.filter((r) => r.body.errorCode === 'wallet.account.limit')).toHaveLength(5);
  });

  it('removes one of the member’s accounts (it may be bound again), never another’s', async () => {
    const p = await ready('wd_remove');
    const other = await ready('wd_keep');
    const remove = (who: Player, id: number) =>
      s.relay('MCSFE_removePayoutAccount', { id }, { authorization: who.token });
    expect((await remove(p, other.accountId)).body.errorCode).toBe('wallet.not.found');
    expect((await info(other)).value.fullBankCardList).toHaveLength(1);
    const { id } = (await withdraw(p, { accountId: p.accountId, amount: 100_00 })).body.value;
    expect((await remove(p, p.accountId)).body).toMatchObject({ success: true, value: null });
    expect((await remove(p, p.accountId)).body.errorCode).toBe('wallet.not.found');
    expect((await info(p)).value.fullBankCardList).toEqual([]);
    // The withdrawal keeps its copy of the account, and staff still see the whole number to pay.
    const records = await s.relay<{ items: WithdrawalRecord[] }>(
      'MCSFE_getWithdrawRecords',
      { page: 1 },
      { authorization: p.token },
    );
    expect(records.body.value.items[0]?.account).toEqual({
      kind: 'BANK_CARD',
      providerName: 'BDO Unibank',
      accountNumber: '********9012',
    });
    const staff = await admin('GET', '/admin/withdrawals?status=PENDING&username=wd_remove');
    expect(staff.body.value).toEqual([expect.objectContaining({ id, payoutAccountNumber: '123456789012' })]);
    expect((await addAccount(p)).body.success).toBe(true);
  });
});

describe('MCSFE_getWithdrawAccountInfo', () => {
  it('answers the balance, what may be withdrawn, the limits and their use today, and the options', async () => {
    const p = await ready('wd_info', 100_000_00);
    await withdraw(p, { accountId: p.accountId, amount: 30_000_00 });
    const paid = await withdraw(p, { accountId: p.accountId, amount: 50_000_00 });
    await admin('POST', `/admin/withdrawals/${paid.body.value.id}/approve`);
    const rejected = await withdraw(p, { accountId: p.accountId, amount: 5_000_00 });
    await admin('POST', `/admin/withdrawals/${rejected.body.value.id}/reject`, { reason: 'no' });
    const value = (await info(p)).value;
    expect(value).toEqual({
      totalDepositSuccessCount: 0,
      totalWithdrawSuccessCount: 1,
      fullBankCardList: [expect.objectContaining({ id: p.accountId, accountNumber: '********9012' })],
      fullVirtualWalletList: [],
      fullEWalletList: [],
      balance: 20_000_00,
      held: 30_000_00,
      // ₱100,000 a day, ₱80,000 used today: ₱20,000 left, which is the balance too.
      withdrawable: 20_000_00,
      // No bonus locks the balance (services/bonus-locks.ts; tested in routes/rewards.test.ts).
      bonusLocked: 0,
      turnoverToPlay: 0,
      minAmount: 100_00,
      maxAmount: 50_000_00,
      feeBasisPoints: 0,
      dailyCountLimit: 5,
      dailyCountUsed: 2,
      dailyAmountLimit: 100_000_00,
      dailyAmountUsed: 80_000_00,
      hasWithdrawPassword: true,
      lockedUntil: null,
      realName: 'Ana Reyes',
      payoutOptions: expect.objectContaining({ networks: ['TRC20'], pix: false, maxAccountsPerKind: 3 }),
    });
    // The next UTC day.
    clock = Date.UTC(2026, 2, 11, 0, 0, 1);
    expect((await info(p)).value).toMatchObject({
      dailyCountUsed: 0,
      dailyAmountUsed: 0,
      withdrawable: 20_000_00,
    });
  });
});

it('never answers a whole account number to the player', async () => {
  const p = await player('wd_secret');
  const numbers = ['123456789012', '+639171234567', 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE'];
  const answers = [
    await addAccount(p),
    await addAccount(p, {
      kind: 'E_WALLET',
      provider: 'GCASH',
      accountNumber: '09171234567',
      holderName: 'Ana Reyes',
    }),
    await addAccount(p, {
      kind: 'VIRTUAL_WALLET',
      provider: 'TRC20',
      accountNumber: numbers[2],
      holderName: 'Ana Reyes',
    }),
  ];
  await setPin(p);
  const withdrawal = await withdraw(p, { accountId: answers[0]?.body.value.id ?? 0, amount: 100_00 });
  expect(withdrawal.body.success).toBe(true);
  const text = JSON.stringify([
    ...answers.map((a) => a.body),
    withdrawal.body,
    await info(p),
    (await s.relay('MCSFE_getWithdrawRecords', { page: 1 }, { authorization: p.token })).body,
  ]);
  for (const number of [...numbers, '9171234567']) expect(text).not.toContain(number);
  const rows = JSON.stringify(await s.app.appContext.db.selectFrom('payout_accounts').selectAll().execute());
  for (const number of numbers) expect(rows).not.toContain(number);
});
