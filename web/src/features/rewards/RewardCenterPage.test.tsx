import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { defaultWalletSettings } from '@app/contract/default-wallet';
import type { RewardCenter, RewardClaimAnswer, RewardHistory } from '@app/contract/rewards';
import { useOverlays } from '../../stores/overlays';
import { sessionFixture } from '../../test/fixtures';
import { fail, mockCalls, ok, type RelayAnswers } from '../../test/mock-calls';
import { renderAt, type RenderAtOptions } from '../../test/render-at';
import { COUNTRY } from '../../test/wallet-fixtures';
import { RewardCenterPage } from './RewardCenterPage';

afterEach(() => useOverlays.setState({ toast: null }));

const AMOUNTS = [5_00, 5_00, 10_00, 10_00, 15_00, 20_00, 50_00];

/** demo_member's centre as the seed leaves it: 3 days checked in, day 4 to claim, yesterday's rebate. */
const center = (patch: Partial<RewardCenter> = {}): RewardCenter => ({
  today: '2026-11-30',
  checkIn: {
    days: AMOUNTS.map((amount, i) => ({
      day: i + 1,
      amount,
      state: i < 3 ? 'CLAIMED' : i === 3 ? 'TODAY' : 'LATER',
    })),
    todayDay: 4,
    claimedToday: false,
    turnoverMultiplier: 1,
  },
  rebate: {
    basisPoints: 50,
    todayTurnover: 0,
    days: [{ period: '2026-11-29', turnover: 12_000_00, amount: 60_00, claimed: false }],
    turnoverMultiplier: 1,
  },
  depositOffers: [{ ...defaultWalletSettings().bonuses[0]!, turnoverMultiplier: 5 }],
  locks: [
    {
      id: 1,
      source: 'CHECK_IN',
      title: null,
      amount: 10_00,
      required: 10_00,
      played: 4_00,
      met: false,
      createdAt: Date.UTC(2026, 10, 29),
    },
  ],
  balance: 20_00,
  locked: 10_00,
  turnoverToPlay: 6_00,
  ...patch,
});

const claimedToday = (c: RewardCenter): RewardCenter => ({
  ...c,
  checkIn: {
    ...c.checkIn,
    claimedToday: true,
    days: c.checkIn.days.map((d) => (d.day === 4 ? { ...d, state: 'CLAIMED' } : d)),
  },
  balance: 30_00,
});

const renderPage = (relays: RelayAnswers, url = '/rewardCenter', settings?: RenderAtOptions['settings']) => {
  const api = mockCalls({ country: ok(COUNTRY) }, relays);
  renderAt(url, <RewardCenterPage />, { session: sessionFixture(), settings });
  return api;
};

describe('the reward centre', () => {
  it('shows the balance with what bonuses lock, the 7 days, the rebate, the locks and the offers', async () => {
    const api = renderPage({ MCSFE_getRewardCenter: ok(center()) });
    expect((await screen.findByTestId('reward-balance')).textContent).toBe('₱20');
    expect(screen.getByText('₱10 is locked by bonuses until you play ₱6 more.')).toBeTruthy();
    const days = [...document.querySelectorAll('.reward-day')].map((li) => li.getAttribute('data-state'));
    expect(days).toEqual(['claimed', 'claimed', 'claimed', 'today', 'later', 'later', 'later']);
    expect(screen.getByRole('button', { name: 'Check in and get ₱10' })).toBeTruthy();
    expect(screen.getByText('Get 0.5% of each day’s play back, to claim from the next day.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Claim the rebate of ₱60 for Nov 29' })).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Daily check-in' }).getAttribute('aria-valuenow')).toBe(
      '40',
    );
    expect(screen.getByText('Welcome bonus 100%')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Deposit now' }).getAttribute('href')).toBe('/m/voucherCenter');
    expect(api.unanswered).toEqual([]);
  });

  it('claims the check-in: the claim sent once with today, a toast, and the day shows claimed', async () => {
    let current = center();
    const claims: unknown[] = [];
    renderPage({
      MCSFE_getRewardCenter: () => ok(current),
      MCSFE_claimReward: (req) => {
        claims.push(req);
        current = claimedToday(current);
        const answer: RewardClaimAnswer = {
          claim: { id: 9, kind: 'CHECK_IN', period: '2026-11-30', streakDay: 4, amount: 10_00, createdAt: 1 },
          balance: 30_00,
        };
        return ok(answer);
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Check in and get ₱10' }));
    expect(await screen.findByText('Checked in today. Come back tomorrow!')).toBeTruthy();
    expect(claims).toEqual([{ kind: 'CHECK_IN', period: '2026-11-30' }]);
    expect(useOverlays.getState().toast?.message).toBe('₱10 was added to your balance.');
    expect(screen.getByTestId('reward-balance').textContent).toBe('₱30');
  });

  it('a refused claim says why beside its button and asks the centre again', async () => {
    let asked = 0;
    renderPage({
      MCSFE_getRewardCenter: () => {
        asked += 1;
        return ok(center());
      },
      MCSFE_claimReward: fail('reward.claimed', 'You have already claimed this reward.'),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Claim the rebate of ₱60 for Nov 29' }));
    expect((await screen.findByRole('alert')).textContent).toBe('You have already claimed this reward.');
    await waitFor(() => expect(asked).toBe(2));
  });

  it('a failed load offers a retry; the empty parts say so', async () => {
    let answer = fail<RewardCenter>('server.error');
    renderPage({ MCSFE_getRewardCenter: () => answer });
    expect(await screen.findByText('Your rewards could not be loaded.')).toBeTruthy();
    answer = ok(
      center({ rebate: { ...center().rebate, days: [] }, locks: [], depositOffers: [], locked: 0 }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('All of your balance can be withdrawn.')).toBeTruthy();
    expect(screen.getByText('No rebate to claim yet. Play today to get a rebate tomorrow.')).toBeTruthy();
    expect(screen.getByText('No bonus is waiting for play.')).toBeTruthy();
    expect(screen.getByText('No deposit bonus is on offer right now.')).toBeTruthy();
  });

  it('REWCEN3 off: not available, with the way home, and no call', async () => {
    const api = renderPage({}, '/rewardCenter', { whitelabel: { REWCEN3: false } });
    expect(await screen.findByRole('heading', { name: 'Rewards are not available' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/m/home');
    expect(api.calls.filter((c) => c.name === 'MCSFE_getRewardCenter')).toEqual([]);
  });

  it('the server saying the centre is closed shows the same state', async () => {
    renderPage({ MCSFE_getRewardCenter: fail('reward.closed') });
    expect(await screen.findByRole('heading', { name: 'Rewards are not available' })).toBeTruthy();
  });

  it('the history: the claims newest first, a page at a time', async () => {
    const page = (n: number): RewardHistory => ({
      items: [
        {
          id: 2 * n,
          kind: 'REBATE',
          period: '2026-11-29',
          streakDay: null,
          amount: 60_00,
          createdAt: Date.UTC(2026, 10, 30),
        },
        {
          id: 2 * n - 1,
          kind: 'CHECK_IN',
          period: '2026-11-29',
          streakDay: 3,
          amount: 10_00,
          createdAt: Date.UTC(2026, 10, 29),
        },
      ],
      page: n,
      pageSize: 2,
      total: 4,
    });
    renderPage({ MCSFE_getRewardHistory: ({ page: n }) => ok(page(n)) }, '/rewardCenter?view=history');
    expect(await screen.findByText('Rebate of Nov 29')).toBeTruthy();
    expect(screen.getByText('Daily check-in, day 3')).toBeTruthy();
    expect(screen.getByText('+₱60')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(screen.getAllByText('Daily check-in, day 3')).toHaveLength(2));
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });
});
