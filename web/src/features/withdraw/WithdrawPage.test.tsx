import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Envelope } from '@app/contract/envelope';
import type { WithdrawAccountInfo, WithdrawalRecord, WithdrawSubmitRequest } from '@app/contract/wallet';
import { clearSessionStorage } from '../../lib/session-info';
import { setTrackSender, type TrackedEvent } from '../../lib/track';
import { useAppStore } from '../../stores/app-store';
import { sessionFixture } from '../../test/fixtures';
import { fail, mockCalls, ok, type MockAnswer } from '../../test/mock-calls';
import { renderAt } from '../../test/render-at';
import { formDraft } from '../money';
import { payoutAccountsApi } from '../payout-accounts';
import { accountInfoFixture, BDO_ACCOUNT, COUNTRY } from '../../test/wallet-fixtures';
import { WithdrawPage } from './WithdrawPage';

const NOW = Date.now();

const record = (patch: Partial<WithdrawalRecord> = {}): WithdrawalRecord => ({
  id: 'w1',
  amount: 500_00,
  fee: 0,
  status: 'PENDING',
  account: { kind: 'BANK_CARD', providerName: 'BDO Unibank', accountNumber: '•••• 7890' },
  createdAt: Date.UTC(2026, 4, 1, 9, 30),
  completedAt: null,
  reason: null,
  ...patch,
});

const refused = (errorCode: string, value: unknown): Envelope<never> => ({
  success: false,
  message: null,
  errorCode,
  value: value as never,
});

/** Answers the account info with `infos` in turn (the last from then on), and the submissions with `submit`. */
const answering = (
  infos: WithdrawAccountInfo[],
  submit: (request: WithdrawSubmitRequest) => MockAnswer<WithdrawalRecord> = () => ok(record()),
  calls: Parameters<typeof mockCalls>[0] = {},
) => {
  let asked = 0;
  return mockCalls(
    { country: ok(COUNTRY), withdrawSubmit: submit, ...calls },
    {
      MCSFE_getWithdrawAccountInfo: () => ok(infos[Math.min(asked++, infos.length - 1)]!),
      MCSFE_getWithdrawRecords: ok({ items: [], page: 1, pageSize: 20, total: 0 }),
    },
  );
};

const open = () => renderAt('/withdraw', <WithdrawPage />, { session: sessionFixture() });
const amountField = () => screen.getByLabelText('Amount', { selector: 'input' }) as HTMLInputElement;
const passwordField = () =>
  screen.getByLabelText('Withdrawal password', { selector: 'input' }) as HTMLInputElement;
const type = (input: HTMLInputElement, value: string) => fireEvent.change(input, { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
const fill = (amount: string, password = '123456') => {
  type(amountField(), amount);
  type(passwordField(), password);
};
const submitted = (api: ReturnType<typeof mockCalls>) =>
  api.payloadsOf('withdrawSubmit') as WithdrawSubmitRequest[];

afterEach(() => {
  sessionStorage.clear();
  setTrackSender(() => undefined);
});

describe('the withdrawal page (/m/withdraw)', () => {
  it('shows the balance, what may be withdrawn, what is held and today’s limits, and the amount’s limits before typing', async () => {
    answering([accountInfoFixture()]);
    open();
    const balance = (await screen.findByRole('heading', { name: 'Balance' })).closest('section')!;
    expect(within(balance).getByText('₱3,000', { selector: '.withdraw-balance-amount' })).toBeTruthy();
    expect(within(balance).getByText('₱500')).toBeTruthy();
    expect(within(balance).getByText('4 of 5 withdrawals · ₱99,500')).toBeTruthy();
    expect(screen.getByText('Min ₱100 · Max ₱50,000 per withdrawal')).toBeTruthy();
    expect(amountField().getAttribute('inputmode')).toBe('decimal');
    // The password: masked, on the digits keyboard, 6 at most.
    expect(passwordField().type).toBe('password');
    expect(passwordField().getAttribute('inputmode')).toBe('numeric');
    expect(passwordField().maxLength).toBe(6);
  });

  it('lists the bound accounts, masked, the first chosen, and leads to adding another', async () => {
    answering([accountInfoFixture()]);
    open();
    const group = await screen.findByRole('group', { name: 'Pay to' });
    const radios = within(group).getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((r) => r.checked)).toEqual([true, false]);
    expect(within(group).getByText('•••• 7890')).toBeTruthy();
    expect(within(group).getByText('•••• 4567')).toBeTruthy();
    expect(within(group).getByRole('link', { name: 'Add another account' }).getAttribute('href')).toBe(
      '/m/securityCenter/addBankCard?from=withdraw',
    );
  });

  it('without an account, a card leads to adding one: the Pix page where the merchant pays by Pix', async () => {
    const none = { fullBankCardList: [], fullEWalletList: [], fullVirtualWalletList: [] };
    answering([
      accountInfoFixture({ ...none, payoutOptions: { ...accountInfoFixture().payoutOptions, pix: true } }),
    ]);
    open();
    const link = await screen.findByRole('link', { name: 'Add a bank account or e-wallet to withdraw to' });
    expect(link.getAttribute('href')).toBe('/m/securityCenter/addBankCardPix?from=withdraw');
  });

  it('an account that arrives after the form is up (back from adding the first one) is chosen', async () => {
    const none = { fullBankCardList: [], fullEWalletList: [], fullVirtualWalletList: [] };
    answering([accountInfoFixture(none), accountInfoFixture()]);
    open();
    await screen.findByRole('link', { name: 'Add a bank account or e-wallet to withdraw to' });
    payoutAccountsApi.refreshAccountInfo();
    const group = await screen.findByRole('group', { name: 'Pay to' });
    await waitFor(() =>
      expect((within(group).getAllByRole('radio') as HTMLInputElement[]).map((r) => r.checked)).toEqual([
        true,
        false,
      ]),
    );
  });

  it('previews the fee and what the player will receive as the amount is typed; All fills in the withdrawable amount', async () => {
    answering([accountInfoFixture({ feeBasisPoints: 150 })]);
    open();
    await screen.findByLabelText('Amount', { selector: 'input' });
    type(amountField(), '500');
    expect(screen.getByText('Fee ₱7.50 · You will receive ₱492.50')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw all: ₱3,000' }));
    expect(amountField().value).toBe('3000');
    expect(screen.getByText('Fee ₱45 · You will receive ₱2,955')).toBeTruthy();
  });

  it('checks the amount before sending: more than the balance, below the minimum, under the field; nothing is sent', async () => {
    const api = answering([accountInfoFixture()]);
    open();
    await screen.findByLabelText('Amount', { selector: 'input' });
    fill('3000.01');
    submit();
    expect(await screen.findByText('Your balance is not enough for this amount.')).toBeTruthy();
    expect(amountField().getAttribute('aria-invalid')).toBe('true');
    type(amountField(), '50');
    submit();
    expect(await screen.findByText('The minimum is ₱100.')).toBeTruthy();
    expect(submitted(api)).toEqual([]);
  });

  it('a used-up day stops the form before anything is typed', async () => {
    answering([accountInfoFixture({ dailyCountUsed: 5 })]);
    open();
    expect(
      await screen.findByText('You have made all of today’s withdrawals. Please try again tomorrow.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Withdraw' }).matches(':disabled')).toBe(true);
  });

  it('sends the withdrawal once, tracks it, asks for the account info again and shows the pending record', async () => {
    const events: TrackedEvent[] = [];
    setTrackSender((e) => events.push(e));
    const api = answering([accountInfoFixture(), accountInfoFixture({ balance: 2_500_00 })]);
    open();
    await screen.findByLabelText('Amount', { selector: 'input' });
    fill('500');
    submit();
    submit();
    expect(await screen.findByRole('heading', { name: 'Withdrawal submitted' })).toBeTruthy();
    const [sent, ...more] = submitted(api);
    expect(more).toEqual([]);
    expect(sent).toEqual({
      accountId: BDO_ACCOUNT.id,
      amount: 500_00,
      withdrawPassword: '123456',
      idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    expect(events).toEqual([{ eventName: 'withdraw', eventValue: { amount: 500, currency: 'PHP' } }]);
    expect(screen.getByText('Pending', { selector: '.withdraw-status' })).toBeTruthy();
    await waitFor(() => expect(api.payloadsOf('MCSFE_getWithdrawAccountInfo').length).toBeGreaterThan(1));
    expect(formDraft('withdraw').load()).toBeNull();
  });

  it('a lost answer keeps the form and its idempotency key: the retry cannot withdraw twice', async () => {
    let tries = 0;
    const api = answering([accountInfoFixture()], () => (tries++ === 0 ? 'network-error' : ok(record())));
    open();
    await screen.findByLabelText('Amount', { selector: 'input' });
    fill('500');
    submit();
    expect(await screen.findByText(/No answer came back/)).toBeTruthy();
    expect(amountField().value).toBe('500');
    expect(passwordField().value).toBe('123456');
    await new Promise((r) => setTimeout(r, 600)); // the submit lock's release
    submit();
    expect(await screen.findByRole('heading', { name: 'Withdrawal submitted' })).toBeTruthy();
    const [first, second] = submitted(api);
    expect(second?.idempotencyKey).toBe(first?.idempotencyKey);
  });

  it('a wrong password says how many tries are left, empties the field, and the next try is a new submission', async () => {
    const api = answering([accountInfoFixture()], () => refused('wallet.password.wrong', { triesLeft: 2 }));
    open();
    await screen.findByLabelText('Amount', { selector: 'input' });
    fill('500', '654321');
    submit();
    expect(await screen.findByText('Wrong withdrawal password. Tries left: 2.')).toBeTruthy();
    expect(passwordField().value).toBe('');
    expect(passwordField().getAttribute('aria-invalid')).toBe('true');
    await new Promise((r) => setTimeout(r, 600));
    type(passwordField(), '123456');
    submit();
    await waitFor(() => expect(submitted(api)).toHaveLength(2));
    const [first, second] = submitted(api);
    expect(second?.idempotencyKey).not.toBe(first?.idempotencyKey);
  });

  it('withdrawals locked by the info: the form is disabled and says until when; customer service stays reachable', async () => {
    answering([accountInfoFixture({ lockedUntil: NOW + 30 * 60_000 })]);
    open();
    expect(
      await screen.findByText(/^Too many wrong passwords\. Withdrawals are locked until .+\.$/),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Withdraw' }).matches(':disabled')).toBe(true);
    expect(amountField().matches(':disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Contact us' }).matches(':disabled')).toBe(false);
  });

  it('withdrawals locked by a refusal: the form is disabled at once', async () => {
    answering([accountInfoFixture()], () => refused('wallet.password.locked', { lockedUntil: NOW + 60_000 }));
    open();
    await screen.findByLabelText('Amount', { selector: 'input' });
    fill('500', '000000');
    submit();
    expect((await screen.findAllByText(/Withdrawals are locked until/)).length).toBeGreaterThan(0);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Withdraw' }).matches(':disabled')).toBe(true),
    );
  });

  it('gives back what was typed (not the password) with the same key after the session expired and the player signed in again', async () => {
    // What the form saved before the session expired: expiry empties session storage, and money/submission.ts
    // keeps the member's draft for this tab.
    useAppStore.getState().signIn(sessionFixture());
    formDraft<{ accountId: string; amount: string; idempotencyKey: string }>('withdraw').save({
      accountId: '12',
      amount: '750',
      idempotencyKey: 'a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6',
    });
    clearSessionStorage();
    const api = answering([accountInfoFixture()]);
    open();
    await screen.findByLabelText('Amount', { selector: 'input' });
    expect(amountField().value).toBe('750');
    expect(passwordField().value).toBe('');
    expect((screen.getAllByRole('radio') as HTMLInputElement[]).map((r) => r.checked)).toEqual([false, true]);
    type(passwordField(), '123456');
    submit();
    await waitFor(() => expect(submitted(api)).toHaveLength(1));
    expect(submitted(api)[0]).toMatchObject({
      accountId: 12,
      amount: 750_00,
      idempotencyKey: 'a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6',
    });
  });

  it('another member’s draft in the same tab is not given back', async () => {
    useAppStore.getState().signIn(sessionFixture({ id: 99, token: 'other' }));
    formDraft<{ accountId: string; amount: string; idempotencyKey: string }>('withdraw').save({
      accountId: '12',
      amount: '750',
      idempotencyKey: 'x'.repeat(32),
    });
    answering([accountInfoFixture()]);
    open();
    await screen.findByLabelText('Amount', { selector: 'input' });
    expect(amountField().value).toBe('');
  });
});

describe('the withdrawal password, set once before the first withdrawal', () => {
  it('asks for the login password and 6 digits twice, sends them, then shows the withdrawal form', async () => {
    const api = answering(
      [accountInfoFixture({ hasWithdrawPassword: false }), accountInfoFixture()],
      () => ok(record()),
      { withdrawPasswordSet: ok(null) },
    );
    open();
    expect(await screen.findByRole('heading', { name: 'Set your withdrawal password' })).toBeTruthy();
    expect(screen.queryByLabelText('Amount', { selector: 'input' })).toBeNull();
    type(screen.getByLabelText('Login password', { selector: 'input' }) as HTMLInputElement, 'Secret99');
    type(
      screen.getByLabelText('New withdrawal password', { selector: 'input' }) as HTMLInputElement,
      '246810',
    );
    type(
      screen.getByLabelText('Repeat the withdrawal password', { selector: 'input' }) as HTMLInputElement,
      '246811',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText('The two passwords do not match.')).toBeTruthy();
    expect(api.payloadsOf('withdrawPasswordSet')).toEqual([]);
    type(
      screen.getByLabelText('Repeat the withdrawal password', { selector: 'input' }) as HTMLInputElement,
      '246810',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByLabelText('Amount', { selector: 'input' })).toBeTruthy();
    expect(api.payloadsOf('withdrawPasswordSet')).toEqual([
      { loginPassword: 'Secret99', withdrawPassword: '246810' },
    ]);
  });

  it('a refusal (a wrong login password) is said in the form', async () => {
    answering([accountInfoFixture({ hasWithdrawPassword: false })], () => ok(record()), {
      withdrawPasswordSet: fail('password.old.wrong'),
    });
    open();
    type(
      (await screen.findByLabelText('Login password', { selector: 'input' })) as HTMLInputElement,
      'Wrong999',
    );
    type(
      screen.getByLabelText('New withdrawal password', { selector: 'input' }) as HTMLInputElement,
      '246810',
    );
    type(
      screen.getByLabelText('Repeat the withdrawal password', { selector: 'input' }) as HTMLInputElement,
      '246810',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText('The current password is wrong.')).toBeTruthy();
  });
});

describe('the withdrawal records', () => {
  const page = (status: string | null, n: number, total: number) => ({
    items: Array.from({ length: Math.min(20, total - (n - 1) * 20) }, (_, i) =>
      record({ id: `${status ?? 'all'}-${n}-${i}`, amount: (n * 100 + i) * 100 }),
    ),
    page: n,
    pageSize: 20,
    total,
  });

  const openRecords = async (answer: (p: { status: string | null; page: number }) => MockAnswer<unknown>) => {
    const api = mockCalls(
      { country: ok(COUNTRY) },
      {
        MCSFE_getWithdrawAccountInfo: ok(accountInfoFixture()),
        MCSFE_getWithdrawRecords: (p) => answer(p as { status: string | null; page: number }) as never,
      },
    );
    open();
    fireEvent.click(await screen.findByRole('tab', { name: 'Records' }));
    return api;
  };

  it('shows each withdrawal with its status in words, amount, fee, account, time and a rejection’s reason', async () => {
    await openRecords(() =>
      ok({
        items: [
          record({
            id: 'a',
            status: 'REJECTED',
            amount: 1_000_00,
            fee: 10_00,
            reason: 'Name does not match',
          }),
          record({ id: 'b', status: 'PAID' }),
        ],
        page: 1,
        pageSize: 20,
        total: 2,
      }),
    );
    const rejected = (await screen.findByText('₱1,000')).closest('li')!;
    expect(within(rejected).getByText('Rejected')).toBeTruthy();
    expect(within(rejected).getByText('Fee ₱10')).toBeTruthy();
    expect(within(rejected).getByText('•••• 7890')).toBeTruthy();
    expect(within(rejected).getByText('May 1, 2026, 9:30 AM', { exact: false })).toBeTruthy();
    expect(within(rejected).getByText('Reason: Name does not match')).toBeTruthy();
    expect(screen.getByText('Paid', { selector: '.withdraw-status' })).toBeTruthy();
  });

  it('pages with Load more, and a status filter starts again at its first page', async () => {
    const api = await openRecords(({ status, page: n }) => ok(page(status, n, 25)));
    expect(await screen.findByText('₱100')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('₱204')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Paid' }));
    await waitFor(() =>
      expect(api.payloadsOf('MCSFE_getWithdrawRecords')).toEqual([
        { status: null, page: 1 },
        { status: null, page: 2 },
        { status: 'PAID', page: 1 },
      ]),
    );
  });

  it('says when there is none, and when loading failed offers Retry', async () => {
    let answer: MockAnswer<unknown> = fail('server.error');
    await openRecords(() => answer);
    expect(await screen.findByText('Your withdrawals could not be loaded.')).toBeTruthy();
    answer = ok({ items: [], page: 1, pageSize: 20, total: 0 });
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No withdrawals yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Pending' }));
    expect(await screen.findByText('No withdrawals with this status.')).toBeTruthy();
  });
});

vi.mock('../customer-service', () => ({ openCustomerService: vi.fn() }));
