import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useAppStore } from '../../stores/app-store';
import { sessionFixture } from '../../test/fixtures';
import { renderAt } from '../../test/render-at';
import { MemberHomePage } from './MemberHomePage';

const callApi = vi.hoisted(() => vi.fn());
// The rank progress card asks for its relay; its own tests are in RankProgressCard.test.tsx.
const callRelay = vi.hoisted(() => vi.fn(() => new Promise(() => {})));
vi.mock('../../api/call', () => ({ callApi, callRelay }));

const session = sessionFixture({ id: 3, type: 1 });
const info = {
  id: 3,
  account: 'player',
  type: 1,
  regDate: Date.UTC(2026, 0, 5),
  language: 'EN',
  clubLabel: null,
};

afterEach(() => callApi.mockReset());

const open = () => renderAt('/member/home', <MemberHomePage />, { session });

describe('member home', () => {
  it('shows the member info from the server: account and member type', async () => {
    callApi.mockResolvedValue({ success: true, message: null, errorCode: null, value: info });
    open();
    expect(await screen.findByText('Agent')).toBeTruthy();
    expect(callApi).toHaveBeenCalledWith('memberInfo', undefined, { alert: false });
  });

  it('leads to the money pages: deposit, withdrawal, the payout accounts and the reward centre', async () => {
    callApi.mockResolvedValue({ success: true, message: null, errorCode: null, value: info });
    open();
    const wallet = (await screen.findByRole('heading', { name: 'Wallet' })).closest('section')!;
    const links = [...wallet.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Deposit', '/m/voucherCenter'],
      ['Withdraw', '/m/withdraw'],
      ['Your payout accounts', '/m/securityCenter/addBankCard'],
      ['Reward centre', '/m/rewardCenter'],
    ]);
  });

  it('no reward centre entry while REWCEN3 is off (signed-in §2)', async () => {
    callApi.mockResolvedValue({ success: true, message: null, errorCode: null, value: info });
    renderAt('/member/home', <MemberHomePage />, { session, settings: { whitelabel: { REWCEN3: false } } });
    const wallet = (await screen.findByRole('heading', { name: 'Wallet' })).closest('section')!;
    expect(wallet.querySelector('a[href="/m/rewardCenter"]')).toBeNull();
  });

  it('a failed load says so and loads again on retry', async () => {
    callApi.mockResolvedValueOnce({ success: false, message: 'down', errorCode: null, value: null });
    open();
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(screen.getByText('Your account details could not be loaded.')).toBeTruthy();
    callApi.mockResolvedValue({ success: true, message: null, errorCode: null, value: info });
    fireEvent.click(retry);
    await waitFor(() => expect(screen.getByText('Agent')).toBeTruthy());
  });

  it('log out clears the session, goes to /m/login and revokes the token it ended', async () => {
    callApi.mockResolvedValue({ success: true, message: null, errorCode: null, value: info });
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(window.location.pathname).toBe('/m/login'));
    expect(useAppStore.getState().session).toBeNull();
    // Logging out gives no notice, even when the token had already expired.
    expect(callApi).toHaveBeenCalledWith(
      'logout',
      {},
      { quiet: true, headers: { Authorization: session.token } },
    );
  });

  it('log out turns auto login off: the player is not signed straight back in at the next start', async () => {
    callApi.mockResolvedValue({ success: true, message: null, errorCode: null, value: info });
    localStorage.setItem('autoLogin', '1');
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(window.location.pathname).toBe('/m/login'));
    expect(localStorage.getItem('autoLogin')).toBe('0');
  });
});
