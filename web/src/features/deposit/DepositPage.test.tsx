// Runs in a process of its own (web/vitest.config.ts): it replaces window.location.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { defaultWalletSettings } from '@app/contract/default-wallet';
import type { Envelope } from '@app/contract/envelope';
import type { DepositRecord, DepositSettings, DepositStatus } from '@app/contract/wallet';
import { RECORDS_PAGE_SIZE } from '@app/contract/constants/money';
import { SUBMIT_LOCK_RELEASE_MS } from '@app/contract/constants/sign-in';
import { clearSessionStorage } from '../../lib/session-info';
import { useOverlays } from '../../stores/overlays';
import { sessionFixture } from '../../test/fixtures';
import { fail, mockCalls, ok, type CallAnswers, type RelayAnswers } from '../../test/mock-calls';
import { renderAt } from '../../test/render-at';
import { COUNTRY } from '../../test/wallet-fixtures';
import { DepositPage } from './DepositPage';

const track = vi.hoisted(() => vi.fn());
vi.mock('../../lib/track', () => ({ track }));
const notifyDeposit = vi.hoisted(() => vi.fn());
vi.mock('../install', () => ({ notifyDeposit }));

afterEach(() => {
  track.mockClear();
  notifyDeposit.mockClear();
  sessionStorage.clear();
  localStorage.clear();
  useOverlays.setState({ toast: null });
});

/** The demo merchant's channels and bonus as MCSFE_getDepositSettings answers them (contract/src/default-wallet.ts). */
const wallet = defaultWalletSettings();
const SETTINGS: DepositSettings = {
  balance: 1_234_50,
  // What the player sees of a channel: the merchant's accounts, payment page and switch stay on the server.
  channels: wallet.channels.map((c) => ({
    code: c.code,
    kind: c.kind,
    name: c.name,
    minAmount: c.minAmount,
    maxAmount: c.maxAmount,
    quickAmounts: c.quickAmounts,
    feeBasisPoints: c.feeBasisPoints,
    expectedMinutes: c.expectedMinutes,
    fields: c.fields,
    network: c.crypto?.network ?? null,
  })),
  bonuses: wallet.bonuses,
  pendingMinutes: wallet.pendingMinutes,
};

const BANK_INSTRUCTION = {
  type: 'BANK_TRANSFER',
  bankName: 'BDO Unibank',
  accountName: 'Demo Casino Inc.',
  accountNumber: '0012 3456 7890',
  reference: 'DEP7K2Q',
} as const;

const record = (patch: Partial<DepositRecord> = {}): DepositRecord => ({
  id: 'd1',
  channelCode: 'BANK',
  channelName: 'Bank transfer',
  kind: 'BANK_TRANSFER',
  amount: 500_00,
  fee: 0,
  bonus: 0,
  status: 'PENDING',
  createdAt: Date.now(),
  expiresAt: Date.now() + 30 * 60_000,
  completedAt: null,
  reason: null,
  instruction: BANK_INSTRUCTION,
  firstDeposit: false,
  ...patch,
});

const member = sessionFixture();

/** The page at `url` for the member, its settings and the country answered, and whatever else the test says. */
const renderPage = (url: string, calls: CallAnswers = {}, relays: RelayAnswers = {}) => {
  const api = mockCalls(
    { country: ok(COUNTRY), ...calls },
    { MCSFE_getDepositSettings: ok(SETTINGS), ...relays },
  );
  renderAt(url, <DepositPage />, { session: member });
  return api;
};

const amountField = () => screen.getByLabelText<HTMLInputElement>('Amount');
const chooseChannel = (name: RegExp) => fireEvent.click(screen.getByRole('radio', { name }));
/** One submit at a time: the form takes the next one this long after the last ended (lib/submit-lock.ts). */
const lockReleased = () => new Promise((resolve) => setTimeout(resolve, SUBMIT_LOCK_RELEASE_MS));
const submitButton = () => screen.getByRole('button', { name: /^(Deposit|Try again)/ });

describe('the deposit form', () => {
  it('shows the balance, the open channels with their time, and the limits before anything is typed', async () => {
    const api = renderPage('/voucherCenter');
    expect(await screen.findByText('₱1,234.50')).toBeTruthy();
    const channels = within(screen.getByRole('group', { name: 'Payment method' })).getAllByRole('radio');
    expect(channels.map((c) => c.closest('label')?.textContent)).toEqual([
      'GCashInstant',
      'MayaInstant',
      'Bank transferAbout 30 min',
      'QR PhAbout 10 min',
      'USDTAbout 15 min',
    ]);
    expect(screen.getByRole('radio', { name: /GCash/ })).toHaveProperty('checked', true);
    expect(screen.getByText('Min ₱100 · Max ₱50,000')).toBeTruthy();
    expect(amountField().inputMode).toBe('decimal');
    expect(screen.getByText('Welcome bonus 100%: deposit at least ₱300')).toBeTruthy();
    chooseChannel(/USDT/);
    expect(screen.getByText('Min ₱1,000 · Max ₱500,000')).toBeTruthy();
    expect(api.unanswered).toEqual([]);
  });

  it('fills the field from a quick amount, and previews the fee and the bonus it reaches', async () => {
    renderPage('/voucherCenter');
    await screen.findByText('Min ₱100 · Max ₱50,000');
    fireEvent.click(within(screen.getByRole('group', { name: 'Quick amounts' })).getByText('₱500'));
    expect(amountField().value).toBe('500');
    expect(screen.getByRole('button', { name: '₱500' }).getAttribute('aria-pressed')).toBe('true');
    expect(submitButton().textContent).toBe('Deposit ₱500');
    // GCash takes no fee: nothing to preview.
    expect(screen.queryByText(/You will receive/)).toBeNull();

    chooseChannel(/QR Ph/);
    fireEvent.click(screen.getByRole('button', { name: '₱1,000' }));
    expect(screen.getByText('Fee ₱10', { exact: false })).toBeTruthy();
    expect(screen.getByText('You will receive ₱990')).toBeTruthy();

    const bonuses = within(screen.getByRole('group', { name: 'Bonus' }));
    expect(bonuses.getByRole('radio', { name: 'No bonus' })).toHaveProperty('checked', true);
    fireEvent.click(bonuses.getByRole('radio', { name: /Welcome bonus 100%/ }));
    expect(bonuses.getByText('+₱1,000 bonus')).toBeTruthy();
    // Below its minimum deposit the bonus is no longer offered, and none goes with the deposit.
    fireEvent.change(amountField(), { target: { value: '200' } });
    expect(bonuses.queryByRole('radio', { name: /Welcome/ })).toBeNull();
    expect(bonuses.getByRole('radio', { name: 'No bonus' })).toHaveProperty('checked', true);
  });

  it.each([
    ['50', 'The minimum is ₱100.'],
    ['60000', 'The maximum is ₱50,000.'],
    ['', 'Enter an amount.'],
    ['12.345', 'Enter the amount in digits, with at most 2 decimals.'],
  ])('refuses %j before sending: %s', async (typed, text) => {
    const api = renderPage('/voucherCenter');
    await screen.findByText('Min ₱100 · Max ₱50,000');
    fireEvent.change(amountField(), { target: { value: typed } });
    fireEvent.click(submitButton());
    expect(await screen.findByText(text)).toBeTruthy();
    expect(document.activeElement).toBe(amountField());
    expect(api.payloadsOf('depositSubmit')).toEqual([]);
  });

  it('asks the payer’s name where the channel needs it', async () => {
    const api = renderPage('/voucherCenter');
    await screen.findByText('Min ₱100 · Max ₱50,000');
    expect(screen.queryByLabelText('Payer’s name')).toBeNull();
    chooseChannel(/Bank transfer/);
    fireEvent.change(amountField(), { target: { value: '500' } });
    fireEvent.click(submitButton());
    expect(await screen.findByText('Enter the payer’s name.')).toBeTruthy();
    expect(api.payloadsOf('depositSubmit')).toEqual([]);
  });

  it('sends one request per tap, and the same idempotency key again after a lost answer', async () => {
    let sent = 0;
    const api = renderPage(
      '/voucherCenter',
      { depositSubmit: () => (++sent === 1 ? 'network-error' : ok(record())) },
      { MCSFE_getDeposit: ok(record()) },
    );
    await screen.findByText('Min ₱100 · Max ₱50,000');
    chooseChannel(/Bank transfer/);
    fireEvent.click(screen.getByRole('button', { name: '₱500' }));
    fireEvent.change(screen.getByLabelText('Payer’s name'), { target: { value: ' Ana Cruz ' } });
    fireEvent.click(submitButton());
    fireEvent.click(submitButton());
    expect(await screen.findByText(/No answer came back/)).toBeTruthy();
    expect(api.payloadsOf('depositSubmit')).toHaveLength(1);
    const [first] = api.payloadsOf('depositSubmit') as { idempotencyKey: string }[];
    expect(first).toEqual({
      channelCode: 'BANK',
      amount: 500_00,
      bonusId: null,
      payerName: 'Ana Cruz',
      idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/),
    });

    await lockReleased();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Waiting for your payment')).toBeTruthy();
    expect(api.payloadsOf('depositSubmit')).toEqual([first, first]);
    // The submission is tracked once, not again with its retry.
    expect(track.mock.calls).toEqual([['depositSubmit', { amount: 500, currency: 'PHP' }]]);
    // The deposit is made: the form starts afresh next time.
    expect(sessionStorage.getItem('moneyDraft:deposit')).toBeNull();
  });

  it('takes a new key once the player changes what was sent', async () => {
    const api = renderPage('/voucherCenter', { depositSubmit: 'network-error' });
    await screen.findByText('Min ₱100 · Max ₱50,000');
    fireEvent.change(amountField(), { target: { value: '500' } });
    fireEvent.click(submitButton());
    await screen.findByRole('button', { name: 'Try again' });
    await lockReleased();
    fireEvent.change(amountField(), { target: { value: '600' } });
    fireEvent.click(submitButton());
    await waitFor(() => expect(api.payloadsOf('depositSubmit')).toHaveLength(2));
    const [a, b] = api.payloadsOf('depositSubmit') as { idempotencyKey: string }[];
    expect(a?.idempotencyKey).not.toBe(b?.idempotencyKey);
  });

  it.each([
    [{ errorCode: 'wallet.amount.below', value: { limit: 200_00 } }, 'The minimum is ₱200.'],
    [
      { errorCode: 'wallet.channel.closed', value: null },
      'This payment method is closed right now. Please choose another.',
    ],
    [{ errorCode: 'wallet.bonus.unavailable', value: null }, 'This bonus cannot be taken with this deposit.'],
  ])('shows the server’s refusal %j as %s', async (refusal, text) => {
    // A refusal's value is its own (amountLimitSchema), not the call's answer.
    const answer = {
      success: false,
      message: 'refused',
      ...refusal,
    } as Envelope<unknown> as Envelope<DepositRecord>;
    const api = renderPage('/voucherCenter', { depositSubmit: answer });
    await screen.findByText('Min ₱100 · Max ₱50,000');
    fireEvent.change(amountField(), { target: { value: '500' } });
    fireEvent.click(submitButton());
    expect(await screen.findByText(text)).toBeTruthy();
    expect(amountField().value).toBe('500');
    // The form checks the limits it shows: a refused amount, a closed channel or a bonus gone means the page's
    // settings are out of date, so they are asked for again.
    await waitFor(() =>
      expect(api.calls.filter((c) => c.name === 'MCSFE_getDepositSettings')).toHaveLength(2),
    );
  });

  it('gives the form back to the same member after a session expiry, and not to another member', async () => {
    renderPage('/voucherCenter');
    await screen.findByText('Min ₱100 · Max ₱50,000');
    chooseChannel(/Bank transfer/);
    fireEvent.change(amountField(), { target: { value: '750' } });
    fireEvent.change(screen.getByLabelText('Payer’s name'), { target: { value: 'Ana Cruz' } });
    cleanup();
    // Session expiry empties session storage (api/failure-effects.ts); the member signs in again.
    clearSessionStorage();
    renderPage('/voucherCenter');
    await screen.findByText('Min ₱500 · Max ₱200,000');
    expect(screen.getByRole('radio', { name: /Bank transfer/ })).toHaveProperty('checked', true);
    expect(amountField().value).toBe('750');
    expect(screen.getByLabelText<HTMLInputElement>('Payer’s name').value).toBe('Ana Cruz');
    cleanup();

    mockCalls({ country: ok(COUNTRY) }, { MCSFE_getDepositSettings: ok(SETTINGS) });
    renderAt('/voucherCenter', <DepositPage />, { session: sessionFixture({ id: 8, token: 'other' }) });
    await screen.findByText('Min ₱100 · Max ₱50,000');
    expect(amountField().value).toBe('');
  });

  it('follows an online deposit to its payment page', async () => {
    const assign = vi.fn();
    renderPage('/voucherCenter', {
      depositSubmit: ok(
        record({
          kind: 'ONLINE',
          channelCode: 'GCASH',
          instruction: { type: 'REDIRECT', url: 'https://pay.example.net/checkout/d1' },
        }),
      ),
    });
    await screen.findByText('Min ₱100 · Max ₱50,000');
    vi.stubGlobal('location', { ...window.location, assign });
    fireEvent.click(screen.getByRole('button', { name: '₱500' }));
    fireEvent.click(submitButton());
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example.net/checkout/d1'));
    expect(submitButton()).toHaveProperty('disabled', true);
  });
});

describe('one deposit (?deposit=<id>)', () => {
  it('shows a bank transfer’s account and reference with copy buttons, the amount and the time left', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderPage('/voucherCenter?deposit=d1', {}, { MCSFE_getDeposit: ok(record()) });
    expect(await screen.findByText('Waiting for your payment')).toBeTruthy();
    for (const text of ['BDO Unibank', 'Demo Casino Inc.', '0012 3456 7890', 'DEP7K2Q']) {
      expect(screen.getByText(text)).toBeTruthy();
    }
    expect(screen.getAllByText('₱500').length).toBeGreaterThan(0);
    expect(screen.getByText(/^Pay within (30:00|29:5\d)$/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Copy Reference code' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('DEP7K2Q'));
    expect(useOverlays.getState().toast?.message).toBe('Copied');
    // The amount is copied as a banking app takes it: digits only.
    fireEvent.click(screen.getByRole('button', { name: 'Copy Amount to pay' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('500'));
  });

  it('shows a pending deposit as expired when its countdown ends', async () => {
    renderPage(
      '/voucherCenter?deposit=d1',
      {},
      { MCSFE_getDeposit: ok(record({ expiresAt: Date.now() + 1_000 })) },
    );
    expect(await screen.findByText('Waiting for your payment')).toBeTruthy();
    expect(await screen.findByText('Deposit expired')).toBeTruthy();
    expect(screen.getByText(/The time to pay has run out/)).toBeTruthy();
    expect(screen.queryByText('BDO Unibank')).toBeNull();
  });

  it('draws a QR payment’s code (the encoder loaded when shown) beside its reference', async () => {
    renderPage(
      '/voucherCenter?deposit=d1',
      {},
      {
        MCSFE_getDeposit: ok(
          record({
            kind: 'QR',
            instruction: { type: 'QR', payload: '00020101021228560011ph.ppmi', reference: 'DEPQR1' },
          }),
        ),
      },
    );
    const code = await screen.findByRole('img', { name: 'Payment QR code' });
    expect(code.querySelector('path')?.getAttribute('d')).toMatch(/^M\d/);
    expect(screen.getByText('DEPQR1')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy Reference code' })).toBeTruthy();
  });

  it('names a crypto deposit’s network and coin, with the address to copy and as a QR code', async () => {
    const address = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';
    renderPage(
      '/voucherCenter?deposit=d1',
      {},
      {
        MCSFE_getDeposit: ok(
          record({
            kind: 'CRYPTO',
            amount: 1_000_00,
            instruction: {
              type: 'CRYPTO',
              network: 'TRC20',
              address,
              cryptoAmount: '17.241379',
              coin: 'USDT',
            },
          }),
        ),
      },
    );
    expect(
      await screen.findByText(
        'Send exactly 17.241379 USDT, on the TRC20 network only. Coins sent on another network are lost.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('USDT · TRC20')).toBeTruthy();
    expect(screen.getByText(address)).toBeTruthy();
    expect(screen.getByText('17.241379 USDT')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy Address' })).toBeTruthy();
    expect(await screen.findByRole('img', { name: 'USDT address on TRC20 as a QR code' })).toBeTruthy();
  });

  it('leads an unpaid online deposit back to its payment page', async () => {
    renderPage(
      '/voucherCenter?deposit=d1',
      {},
      {
        MCSFE_getDeposit: ok(
          record({
            kind: 'ONLINE',
            instruction: { type: 'REDIRECT', url: 'https://pay.example.net/checkout/d1' },
          }),
        ),
      },
    );
    const link = await screen.findByRole('link', { name: 'Continue to payment' });
    expect(link.getAttribute('href')).toBe('https://pay.example.net/checkout/d1');
  });

  it('follows a pending deposit until it succeeds, then tracks it once, reloads included', async () => {
    let asked = 0;
    const success = record({
      status: 'SUCCESS',
      bonus: 500_00,
      completedAt: Date.now(),
      instruction: null,
      firstDeposit: true,
    });
    const api = renderPage(
      '/voucherCenter?deposit=d1',
      {},
      { MCSFE_getDeposit: () => (++asked === 1 ? ok(record()) : ok(success)) },
    );
    expect(await screen.findByText('Waiting for your payment')).toBeTruthy();
    expect(track).not.toHaveBeenCalled();
    // Asked again 3 s later (DEPOSIT_POLL_MS).
    expect(await screen.findByText('Deposit successful')).toBeTruthy();
    expect(screen.getByText('₱500 was added to your balance.')).toBeTruthy();
    expect(screen.getByText('Bonus added: ₱500')).toBeTruthy();
    const value = { amount: 500, currency: 'PHP' };
    expect(track.mock.calls).toEqual([
      ['deposit', value],
      ['firstDeposit', value],
      ['firstDepositArrival', value],
    ]);
    await waitFor(() => expect(notifyDeposit).toHaveBeenCalledTimes(1));
    // Settled while shown: the balance is asked again.
    await waitFor(() =>
      expect(api.calls.filter((c) => c.name === 'MCSFE_getDepositSettings').length).toBe(2),
    );

    cleanup();
    renderPage('/voucherCenter?deposit=d1', {}, { MCSFE_getDeposit: ok(success) });
    expect(await screen.findByText('Deposit successful')).toBeTruthy();
    expect(track).toHaveBeenCalledTimes(3);
    expect(notifyDeposit).toHaveBeenCalledTimes(1);
  });

  it('tracks a later deposit as a redeposit, and a failed one not at all, with the staff’s reason', async () => {
    renderPage(
      '/voucherCenter?deposit=d2',
      {},
      {
        MCSFE_getDeposit: ok(
          record({ id: 'd2', status: 'SUCCESS', completedAt: Date.now(), instruction: null }),
        ),
      },
    );
    expect(await screen.findByText('Deposit successful')).toBeTruthy();
    expect(track.mock.calls.map(([name]) => name)).toEqual(['deposit', 'redeposit']);
    cleanup();

    renderPage(
      '/voucherCenter?deposit=d3',
      {},
      {
        MCSFE_getDeposit: ok(
          record({ id: 'd3', status: 'FAILED', reason: 'No transfer received', instruction: null }),
        ),
      },
    );
    expect(await screen.findByText('Deposit failed')).toBeTruthy();
    expect(screen.getByText('Reason: No transfer received')).toBeTruthy();
    expect(track).toHaveBeenCalledTimes(2);
  });

  it('says when the deposit is not the member’s', async () => {
    renderPage('/voucherCenter?deposit=x', {}, { MCSFE_getDeposit: fail('wallet.not.found') });
    expect(await screen.findByText('This record was not found.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New deposit' })).toBeTruthy();
  });
});

describe('the records', () => {
  const rows = (status: DepositStatus, from: number, count: number) =>
    Array.from({ length: count }, (_, i) =>
      record({
        id: `r${from + i}`,
        status,
        channelName: `Channel ${from + i}`,
        reason: status === 'FAILED' ? 'No transfer received' : null,
      }),
    );

  it('lists the deposits a page at a time, newest first as answered, with their status in words', async () => {
    const api = renderPage(
      '/voucherCenter?view=records',
      {},
      {
        MCSFE_getDepositRecords: ({ page }) =>
          ok({
            items: page === 1 ? rows('SUCCESS', 1, RECORDS_PAGE_SIZE) : rows('PENDING', 21, 5),
            page,
            pageSize: RECORDS_PAGE_SIZE,
            total: RECORDS_PAGE_SIZE + 5,
          }),
      },
    );
    expect(await screen.findByText('Channel 1')).toBeTruthy();
    expect(screen.getAllByText('Successful')).toHaveLength(RECORDS_PAGE_SIZE + 1);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Channel 25')).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(25);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(api.payloadsOf('MCSFE_getDepositRecords')).toEqual([
      { status: null, page: 1 },
      { status: null, page: 2 },
    ]);
    expect(screen.getByRole('link', { name: /Channel 21/ }).getAttribute('href')).toBe(
      '/m/voucherCenter?deposit=r21',
    );
  });

  it('filters by status, says when a filter has nothing, and offers a retry when they cannot be loaded', async () => {
    let failing = true;
    const api = renderPage(
      '/voucherCenter?view=records',
      {},
      {
        MCSFE_getDepositRecords: ({ status, page }) => {
          if (status === 'SUCCESS' && failing) return fail('server.error');
          const items =
            status === 'FAILED' ? rows('FAILED', 1, 2) : status === 'EXPIRED' ? [] : rows('SUCCESS', 1, 1);
          return ok({ items, page, pageSize: RECORDS_PAGE_SIZE, total: items.length });
        },
      },
    );
    await screen.findByText('Channel 1');
    const filters = within(screen.getByRole('group', { name: 'Filter by status' }));
    fireEvent.click(filters.getByRole('button', { name: 'Failed' }));
    expect(await screen.findAllByText('No transfer received')).toHaveLength(2);
    expect(filters.getByRole('button', { name: 'Failed' }).getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(filters.getByRole('button', { name: 'Expired' }));
    expect(await screen.findByText('No deposits with this status.')).toBeTruthy();

    fireEvent.click(filters.getByRole('button', { name: 'Successful' }));
    expect(await screen.findByText('Your deposits could not be loaded.')).toBeTruthy();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Channel 1')).toBeTruthy();
    expect(
      api.payloadsOf('MCSFE_getDepositRecords').map((p) => (p as { status: string | null }).status),
    ).toEqual([null, 'FAILED', 'EXPIRED', 'SUCCESS', 'SUCCESS']);
  });

  it('says when the member has no deposits yet', async () => {
    renderPage(
      '/voucherCenter?view=records',
      {},
      { MCSFE_getDepositRecords: ok({ items: [], page: 1, pageSize: RECORDS_PAGE_SIZE, total: 0 }) },
    );
    expect(await screen.findByText('No deposits yet.')).toBeTruthy();
  });

  it('opens from the form’s tab', async () => {
    renderPage(
      '/voucherCenter',
      {},
      { MCSFE_getDepositRecords: ok({ items: [], page: 1, pageSize: RECORDS_PAGE_SIZE, total: 0 }) },
    );
    fireEvent.click(await screen.findByRole('tab', { name: 'Records' }));
    expect(await screen.findByText('No deposits yet.')).toBeTruthy();
    expect(window.location.search).toBe('?view=records');
  });
});
