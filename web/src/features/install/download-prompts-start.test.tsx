import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from '@testing-library/react';
import { BALANCE_POLL_INTERVAL_MS, LOGIN_REQUIRED_PROMPT_DELAY_MS } from '@app/contract/constants/install';
import type { MemberInfo } from '@app/contract/calls';
import type { RelayResponse } from '@app/contract/relay';
import type { LaunchSettings, Toggle } from '@app/contract/settings';
import { useAppStore } from '../../stores/app-store';
import { useOverlays } from '../../stores/overlays';
import { at, go, startWithRouter, wait } from '../../test/app-path';
import { sessionFixture, settingsFixture, systemStatusFixture } from '../../test/fixtures';
import { mockCalls, ok } from '../../test/mock-calls';
import { accountInfoFixture, BDO_ACCOUNT } from '../../test/wallet-fixtures';
import { createDownloadPrompts } from './download-prompts-start';
import { promptClosed, readPromptSession } from './prompt-session';

type Balance = RelayResponse<'MCSFE_getWithdrawAccountInfo'>;
/** A member with no deposit, withdrawal or payout account yet, unless patched. */
const balance = (patch: Partial<Balance> = {}): Balance =>
  accountInfoFixture({ totalDepositSuccessCount: 0, fullBankCardList: [], fullEWalletList: [], ...patch });

const memberInfo: MemberInfo = {
  id: 7,
  account: 'player',
  type: 0,
  regDate: Date.UTC(2026, 0, 1),
  language: 'EN',
  clubLabel: null,
};

/** Only download_condition_switch and the given rules on. */
const launchWith = (rules: Partial<Record<keyof LaunchSettings, string>>): LaunchSettings => {
  const launch = settingsFixture().launchSettings;
  const off = Object.fromEntries(
    Object.entries(launch).map(([key, t]) => [key, { ...t, enabled: false }]),
  ) as LaunchSettings;
  const on = Object.fromEntries(
    Object.entries(rules).map(([key, value]) => [key, { enabled: true, value } satisfies Toggle]),
  );
  return { ...off, download_condition_switch: { enabled: true, value: '1' }, ...on };
};

/** The platform for these tests: the launch settings, member info and a balance the test may change. */
const platform = (rules: Partial<Record<keyof LaunchSettings, string>>, start: Partial<Balance> = {}) => {
  let answer = balance(start);
  const api = mockCalls(
    { launchSettings: ok(launchWith(rules)), memberInfo: ok(memberInfo) },
    { MCSFE_getWithdrawAccountInfo: () => ok(answer) },
  );
  return { api, setBalance: (patch: Partial<Balance>) => (answer = balance(patch)) };
};

const popups = () =>
  useOverlays
    .getState()
    .overlays.filter((o) => o.kind === 'download')
    .map((o) => (o.view === 'popup' ? { trigger: o.trigger, closable: o.closable } : o.view));

const settle = () => act(() => vi.advanceTimersByTimeAsync(0));

let stop: (() => void) | undefined;
const start = () => {
  stop = startWithRouter(createDownloadPrompts);
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date', 'performance'] });
  useAppStore.setState({ status: systemStatusFixture(), device: 'BROWSER' });
  useAppStore.getState().signIn(sessionFixture());
});
afterEach(() => {
  stop?.();
  useOverlays.setState({ overlays: [] });
  useAppStore.getState().signOut();
  sessionStorage.clear();
  delete document.documentElement.dataset.downloadPrompts;
  vi.useRealTimers();
});

describe('the download-prompt rules at work (download-prompts-start.ts)', () => {
  it('first_deposit: a member with no deposit on /m/voucherCenter gets the closable popup', async () => {
    platform({ first_deposit: '1' });
    at('/voucherCenter');
    start();
    await settle();
    expect(popups()).toEqual([{ trigger: 'first_deposit', closable: true }]);
  });

  it('not for a member who has deposited', async () => {
    platform({ first_deposit: '1' }, { totalDepositSuccessCount: 1 });
    at('/voucherCenter');
    start();
    await settle();
    expect(popups()).toEqual([]);
  });

  it('nothing for a guest, who is not even asked for a balance', async () => {
    useAppStore.getState().signOut();
    const { api } = platform({ first_deposit: '1', login_required: '1' });
    at('/voucherCenter');
    start();
    await wait(LOGIN_REQUIRED_PROMPT_DELAY_MS + BALANCE_POLL_INTERVAL_MS);
    expect(popups()).toEqual([]);
    expect(api.calls).toEqual([]);
  });

  it('arriving on the route shows it; leaving the route closes it', async () => {
    platform({ first_withdraw: '1' });
    at('/home');
    start();
    await settle();
    expect(popups()).toEqual([]);
    await go('/withdraw');
    await settle();
    expect(popups()).toEqual([{ trigger: 'first_withdraw', closable: true }]);
    await go('/home');
    await settle();
    expect(popups()).toEqual([]);
  });

  it('bind_card 1: forced on the add-bank-card route, and gone once the balance lists a bound card', async () => {
    const { setBalance } = platform({ bind_card: '1' });
    at('/securityCenter/addBankCard');
    start();
    await settle();
    expect(popups()).toEqual([{ trigger: 'bind_card', closable: false }]);
    setBalance({ fullBankCardList: [BDO_ACCOUNT] });
    await wait(BALANCE_POLL_INTERVAL_MS);
    expect(popups()).toEqual([]);
  });

  it('login_required: on home, 2 s after the member arrived', async () => {
    platform({ login_required: '1' });
    at('/member/home');
    start();
    await settle();
    await go('/home');
    await wait(LOGIN_REQUIRED_PROMPT_DELAY_MS - 1);
    expect(popups()).toEqual([]);
    await wait(1);
    expect(popups()).toEqual([{ trigger: 'login_required', closable: true }]);
  });

  it("says 'settled' on the page only when no decision is to come: a check, login_required's 2 s, the counts", async () => {
    platform({ login_required: '1' });
    at('/home');
    const settled = () => document.documentElement.dataset.downloadPrompts;
    start();
    expect(settled()).toBe('deciding');
    await settle();
    // The counts have come, login_required's 2 s have not passed.
    expect(popups()).toEqual([]);
    expect(settled()).toBe('deciding');
    await wait(LOGIN_REQUIRED_PROMPT_DELAY_MS);
    expect(popups()).toEqual([{ trigger: 'login_required', closable: true }]);
    expect(settled()).toBe('settled');
    await go('/member/home');
    expect(settled()).toBe('deciding');
    await wait(LOGIN_REQUIRED_PROMPT_DELAY_MS);
    expect(popups()).toEqual([]);
    expect(settled()).toBe('settled');
  });

  it('login_required: 2 s after a sign-in on the login page', async () => {
    useAppStore.getState().signOut();
    platform({ login_required: '1' });
    at('/login');
    start();
    await wait(5_000);
    act(() => useAppStore.getState().signIn(sessionFixture()));
    await wait(LOGIN_REQUIRED_PROMPT_DELAY_MS - 1);
    expect(popups()).toEqual([]);
    await wait(1);
    expect(popups()).toEqual([{ trigger: 'login_required', closable: true }]);
  });

  it('a prompt the player closed does not come back in the session', async () => {
    platform({ first_deposit: '1' });
    at('/voucherCenter');
    start();
    await settle();
    const [popup] = useOverlays.getState().overlays;
    act(() => {
      promptClosed('first_deposit');
      useOverlays.getState().dismiss(popup!.id);
    });
    await go('/home');
    await go('/voucherCenter');
    await wait(BALANCE_POLL_INTERVAL_MS);
    expect(popups()).toEqual([]);
  });

  it('once a forced prompt has shown, a later closable rule shows without its close button', async () => {
    platform({ bind_card: '2', first_deposit: '1' });
    at('/securityCenter/addBankCard');
    start();
    await settle();
    expect(popups()).toEqual([{ trigger: 'bind_card', closable: false }]);
    expect(readPromptSession().forcedShown).toBe(true);
    await go('/voucherCenter');
    await settle();
    expect(popups()).toEqual([{ trigger: 'first_deposit', closable: false }]);
  });

  it('waits while another download prompt shows, and comes when it is gone', async () => {
    platform({ first_deposit: '1' });
    at('/voucherCenter');
    const other = useOverlays.getState().open('download', { view: 'iosGuide' });
    start();
    await settle();
    expect(popups()).toEqual(['iosGuide']);
    act(() => useOverlays.getState().dismiss(other));
    await settle();
    expect(popups()).toEqual([{ trigger: 'first_deposit', closable: true }]);
  });

  it('a forced popup that gave way to the iOS guide (its web-app button) comes back once the guide is gone', async () => {
    platform({ bind_card: '2' });
    at('/securityCenter/addBankCard');
    start();
    await settle();
    const [popup] = useOverlays.getState().overlays;
    let guide = 0;
    act(() => {
      useOverlays.getState().dismiss(popup!.id);
      guide = useOverlays.getState().open('download', { view: 'iosGuide' });
    });
    await settle();
    expect(popups()).toEqual(['iosGuide']);
    act(() => useOverlays.getState().dismiss(guide));
    await settle();
    expect(popups()).toEqual([{ trigger: 'bind_card', closable: false }]);
  });

  it('a forced popup taken off the screen without being closed (the browser’s install prompt) comes back', async () => {
    platform({ bind_card: '2' });
    at('/securityCenter/addBankCard');
    start();
    await settle();
    const [popup] = useOverlays.getState().overlays;
    act(() => useOverlays.getState().dismiss(popup!.id));
    await settle();
    expect(popups()).toEqual([{ trigger: 'bind_card', closable: false }]);
  });

  it('signing out closes a shown popup', async () => {
    platform({ first_deposit: '1' });
    at('/voucherCenter');
    start();
    await settle();
    expect(popups()).toHaveLength(1);
    act(() => useAppStore.getState().signOut());
    await settle();
    expect(popups()).toEqual([]);
  });
});
