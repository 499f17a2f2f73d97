import { describe, expect, it } from 'vitest';
import { WITHDRAWAL_STATUSES } from '@app/contract/wallet';
import {
  addAccountTarget,
  allAmount,
  amountRefusal,
  hasMorePages,
  keepsIdempotencyKey,
  laterLock,
  passwordSetupProblems,
  payoutOf,
  RECORD_FILTERS,
  refusalField,
  refusalLock,
  todayLeft,
  withdrawBlock,
  withdrawFormProblems,
} from './withdraw-rules';

/** The demo merchant's limits (contract/src/default-wallet.ts) for a member with ₱3,000 and ₱20,000 left today. */
const LIMITS = {
  balance: 3_000_00,
  withdrawable: 3_000_00,
  bonusLocked: 0,
  minAmount: 100_00,
  maxAmount: 50_000_00,
  dailyCountLimit: 5,
  dailyCountUsed: 2,
  dailyAmountLimit: 100_000_00,
  dailyAmountUsed: 80_000_00,
};
const NOW = Date.UTC(2026, 4, 1, 12);

describe('amountRefusal: what the server would refuse, found before sending', () => {
  it.each([
    ['the minimum is allowed', 100_00, LIMITS, null],
    ['the whole balance is allowed', 3_000_00, LIMITS, null],
    ['below the minimum names the minimum', 99_99, LIMITS, { code: 'wallet.amount.below', limit: 100_00 }],
    [
      'above the maximum names the maximum',
      50_000_01,
      { ...LIMITS, balance: 60_000_00 },
      { code: 'wallet.amount.above', limit: 50_000_00 },
    ],
    ['more than the balance is insufficient', 3_000_01, LIMITS, { code: 'wallet.balance.insufficient' }],
    [
      'up to what bonus locks leave is allowed',
      2_950_00,
      { ...LIMITS, bonusLocked: 50_00, withdrawable: 2_950_00 },
      null,
    ],
    [
      'more than bonus locks leave names the lock',
      2_950_01,
      { ...LIMITS, bonusLocked: 50_00, withdrawable: 2_950_00 },
      { code: 'wallet.bonus.locked' },
    ],
    [
      'more than today’s amount leaves is the daily amount',
      20_000_01,
      { ...LIMITS, balance: 40_000_00, withdrawable: 20_000_00 },
      { code: 'wallet.daily.amount' },
    ],
  ])('%s', (_rule, amount, limits, expected) => {
    const refusal = amountRefusal(amount, limits);
    if (expected === null) return expect(refusal).toBeNull();
    expect(refusal?.errorCode).toBe(expected.code);
    expect(refusal?.value).toEqual('limit' in expected ? { limit: expected.limit } : null);
  });
});

describe('withdrawBlock: what stops every withdrawal now', () => {
  it.each([
    ['nothing, with tries and withdrawals left', LIMITS, null, null],
    ['a lock that ended is no block', LIMITS, NOW - 1, null],
    ['a lock still on, until its end', LIMITS, NOW + 60_000, 'wallet.password.locked'],
    ['today’s count used', { ...LIMITS, dailyCountUsed: 5 }, null, 'wallet.daily.count'],
    [
      'a merchant allowing none a day',
      { ...LIMITS, dailyCountLimit: 0, dailyCountUsed: 0 },
      null,
      'wallet.daily.count',
    ],
    ['the lock first when both', { ...LIMITS, dailyCountUsed: 5 }, NOW + 1, 'wallet.password.locked'],
  ])('%s', (_rule, info, lockedUntil, code) => {
    expect(withdrawBlock(info, lockedUntil, NOW)?.errorCode ?? null).toBe(code);
  });

  it('a lock carries its end, for the text to say until when', () => {
    expect(withdrawBlock(LIMITS, NOW + 60_000, NOW)?.value).toEqual({ lockedUntil: NOW + 60_000 });
  });
});

describe('the lock shown is the later of the info’s and a refusal’s', () => {
  it.each([
    [null, null, null],
    [NOW, null, NOW],
    [null, NOW, NOW],
    [NOW, NOW + 5, NOW + 5],
    [NOW + 5, NOW, NOW + 5],
  ])('%s and %s → %s', (a, b, later) => {
    expect(laterLock(a, b)).toBe(later);
  });

  it.each([
    [{ errorCode: 'wallet.password.locked', message: null, value: { lockedUntil: NOW } }, NOW],
    [{ errorCode: 'wallet.password.locked', message: null, value: null }, null],
    [{ errorCode: 'wallet.password.wrong', message: null, value: { triesLeft: 2 } }, null],
  ])('refusalLock(%j) → %s', (failure, lock) => {
    expect(refusalLock(failure)).toBe(lock);
  });
});

describe('todayLeft and allAmount', () => {
  it('what is left of today’s limits, never below zero', () => {
    expect(todayLeft(LIMITS)).toEqual({ count: 3, amount: 20_000_00 });
    expect(todayLeft({ ...LIMITS, dailyCountUsed: 7, dailyAmountUsed: 120_000_00 })).toEqual({
      count: 0,
      amount: 0,
    });
  });

  it.each([
    ['the withdrawable amount', { withdrawable: 3_000_00, maxAmount: 50_000_00 }, 3_000_00],
    ['at most one withdrawal’s maximum', { withdrawable: 80_000_00, maxAmount: 50_000_00 }, 50_000_00],
    ['nothing when nothing may be withdrawn', { withdrawable: 0, maxAmount: 50_000_00 }, 0],
  ])('"All" fills in %s', (_rule, info, amount) => {
    expect(allAmount(info)).toBe(amount);
  });
});

describe('payoutOf: the fee the withdrawal takes (basis points, rounded down) and what is paid out', () => {
  it.each([
    [500_00, 0, { fee: 0, receive: 500_00 }],
    [500_00, 150, { fee: 7_50, receive: 492_50 }],
    [333, 150, { fee: 4, receive: 329 }],
    [1, 9_999, { fee: 0, receive: 1 }],
  ])('%i at %i bp → %j', (amount, bp, out) => {
    expect(payoutOf(amount, bp)).toEqual(out);
  });
});

describe('withdrawFormProblems: an account, an amount and a 6-digit password', () => {
  const ok = { accountId: '4', amount: 500_00, withdrawPassword: '123456' };
  it.each([
    ['a full form has none', ok, {}],
    ['no account', { ...ok, accountId: '' }, { accountId: 'withdraw_choose_account' }],
    ['no amount that parses', { ...ok, amount: null }, { amount: 'withdraw_amount_invalid' }],
    ['no password', { ...ok, withdrawPassword: '' }, { withdrawPassword: 'field_required' }],
    ['5 digits', { ...ok, withdrawPassword: '12345' }, { withdrawPassword: 'withdraw_password_rule' }],
    ['letters', { ...ok, withdrawPassword: '12345a' }, { withdrawPassword: 'withdraw_password_rule' }],
  ])('%s', (_rule, form, problems) => {
    expect(withdrawFormProblems(form)).toEqual(problems);
  });
});

describe('passwordSetupProblems: the login password, and 6 digits typed twice alike', () => {
  const ok = { loginPassword: 'Secret9', withdrawPassword: '246810', confirm: '246810' };
  it.each([
    ['a full form has none', ok, {}],
    ['no login password', { ...ok, loginPassword: '' }, { loginPassword: 'field_required' }],
    [
      'not 6 digits',
      { ...ok, withdrawPassword: '2468', confirm: '2468' },
      { withdrawPassword: 'withdraw_password_rule' },
    ],
    ['the two differ', { ...ok, confirm: '246811' }, { confirm: 'withdraw_password_mismatch' }],
    ['no repeat', { ...ok, confirm: '' }, { confirm: 'field_required' }],
  ])('%s', (_rule, form, problems) => {
    expect(passwordSetupProblems(form)).toEqual(problems);
  });
});

describe('keepsIdempotencyKey: the same key again unless the server said it booked nothing', () => {
  it.each([
    ['no answer (network)', 'ERR_NETWORK', true],
    ['a timeout', 'ECONNABORTED', true],
    ['a server error', 'server.error', true],
    ['an expired session', 'token.expired', true],
    ['an answer without a code', null, true],
    ['a wrong password', 'wallet.password.wrong', false],
    ['an insufficient balance', 'wallet.balance.insufficient', false],
    ['the key reused for another withdrawal', 'wallet.idempotency.reused', false],
  ])('%s → %s', (_rule, errorCode, keeps) => {
    expect(keepsIdempotencyKey({ errorCode })).toBe(keeps);
  });
});

describe('refusalField: a refusal shows under the field it is about', () => {
  it.each([
    ['wallet.password.wrong', 'withdrawPassword'],
    ['wallet.amount.below', 'amount'],
    ['wallet.amount.above', 'amount'],
    ['wallet.balance.insufficient', 'amount'],
    ['wallet.daily.amount', 'amount'],
    ['wallet.password.locked', null],
    ['wallet.daily.count', null],
    ['wallet.not.found', null],
    [null, null],
  ])('%s → %s', (code, field) => {
    expect(refusalField(code)).toBe(field);
  });
});

describe('the records', () => {
  it('filter by every status of the contract, and all', () => {
    expect(RECORD_FILTERS).toEqual(['ALL', ...WITHDRAWAL_STATUSES]);
  });

  it.each([
    [{ page: 1, pageSize: 20, total: 0 }, false],
    [{ page: 1, pageSize: 20, total: 20 }, false],
    [{ page: 1, pageSize: 20, total: 21 }, true],
    [{ page: 2, pageSize: 20, total: 41 }, true],
    [{ page: 3, pageSize: 20, total: 41 }, false],
  ])('%j has more pages: %s', (page, more) => {
    expect(hasMorePages(page)).toBe(more);
  });
});

describe('addAccountTarget: the add page that comes back here', () => {
  it('Pix for a merchant that pays by Pix, else banks, e-wallets and crypto', () => {
    expect(addAccountTarget(true)).toBe('/securityCenter/addBankCardPix?from=withdraw');
    expect(addAccountTarget(false)).toBe('/securityCenter/addBankCard?from=withdraw');
  });
});
