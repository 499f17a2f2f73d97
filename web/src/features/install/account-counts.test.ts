import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BALANCE_POLL_INTERVAL_MS, PROMPT_CHECK_AFTER_DEPOSIT_MS } from '@app/contract/constants/install';
import type { RelayResponse } from '@app/contract/relay';
import { useAppStore } from '../../stores/app-store';
import { sessionFixture } from '../../test/fixtures';
import { mockCalls, ok } from '../../test/mock-calls';
import { accountInfoFixture, BDO_ACCOUNT, GCASH_ACCOUNT } from '../../test/wallet-fixtures';
import { accountCounts, followAccountCounts, notifyDeposit } from './account-counts';
import type { AccountCounts } from './download-prompt-rule';

/** A member with no deposit, withdrawal or payout account yet, unless patched. */
const balance = (
  patch: Partial<RelayResponse<'MCSFE_getWithdrawAccountInfo'>> = {},
): RelayResponse<'MCSFE_getWithdrawAccountInfo'> =>
  accountInfoFixture({
    totalDepositSuccessCount: 0,
    fullBankCardList: [],
    fullEWalletList: [],
    ...patch,
  });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  useAppStore.getState().signIn(sessionFixture());
});
afterEach(() => {
  vi.useRealTimers();
  useAppStore.getState().signOut();
});

describe('account counts: balance polling through MCSFE_getWithdrawAccountInfo (entry §4, §9)', () => {
  it('counts successful deposits and withdrawals, and every bound card, virtual wallet and e-wallet', () => {
    expect(
      accountCounts(
        balance({
          totalDepositSuccessCount: 4,
          totalWithdrawSuccessCount: 2,
          fullBankCardList: [BDO_ACCOUNT, { ...BDO_ACCOUNT, id: 2 }],
          fullVirtualWalletList: [{ ...BDO_ACCOUNT, id: 3, kind: 'VIRTUAL_WALLET' }],
          fullEWalletList: [GCASH_ACCOUNT],
        }),
      ),
    ).toEqual({ deposits: 4, withdrawals: 2, cardsBound: 4 });
  });

  it('asks every 30 s while followed, and no more once stopped', async () => {
    let deposits = 0;
    const api = mockCalls(
      {},
      { MCSFE_getWithdrawAccountInfo: () => ok(balance({ totalDepositSuccessCount: deposits++ })) },
    );
    const seen: (AccountCounts | null)[] = [];
    const stop = followAccountCounts((c) => seen.push(c));
    await vi.advanceTimersByTimeAsync(0);
    expect(seen.at(-1)).toEqual({ deposits: 0, withdrawals: 0, cardsBound: 0 });
    await vi.advanceTimersByTimeAsync(BALANCE_POLL_INTERVAL_MS - 1);
    expect(api.payloadsOf('MCSFE_getWithdrawAccountInfo')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(api.payloadsOf('MCSFE_getWithdrawAccountInfo')).toHaveLength(2);
    expect(seen.at(-1)).toEqual({ deposits: 1, withdrawals: 0, cardsBound: 0 });
    stop();
    await vi.advanceTimersByTimeAsync(3 * BALANCE_POLL_INTERVAL_MS);
    expect(api.payloadsOf('MCSFE_getWithdrawAccountInfo')).toHaveLength(2);
  });

  it('a deposit event asks again 2.5 s later', async () => {
    const api = mockCalls({}, { MCSFE_getWithdrawAccountInfo: ok(balance()) });
    const stop = followAccountCounts(() => undefined);
    await vi.advanceTimersByTimeAsync(0);
    notifyDeposit();
    await vi.advanceTimersByTimeAsync(PROMPT_CHECK_AFTER_DEPOSIT_MS - 1);
    expect(api.payloadsOf('MCSFE_getWithdrawAccountInfo')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(api.payloadsOf('MCSFE_getWithdrawAccountInfo')).toHaveLength(2);
    stop();
  });

  it('a failed first answer gives no counts (and no notice)', async () => {
    mockCalls({}, { MCSFE_getWithdrawAccountInfo: 'network-error' });
    const seen: (AccountCounts | null)[] = [];
    const stop = followAccountCounts((c) => seen.push(c));
    await vi.advanceTimersByTimeAsync(0);
    expect(seen.every((c) => c === null)).toBe(true);
    stop();
  });
});
