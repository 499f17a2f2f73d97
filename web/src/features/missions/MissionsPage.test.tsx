import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Leaderboard, Mission, MissionsResponse } from '@app/contract/missions';
import { useOverlays } from '../../stores/overlays';
import { sessionFixture } from '../../test/fixtures';
import { fail, mockCalls, ok, type RelayAnswers } from '../../test/mock-calls';
import { renderAt } from '../../test/render-at';
import { COUNTRY } from '../../test/wallet-fixtures';
import { MissionsPage } from './MissionsPage';

afterEach(() => useOverlays.setState({ toast: null }));

const mission = (patch: Partial<Mission> & Pick<Mission, 'id' | 'metric'>): Mission => ({
  period: 'DAILY',
  target: 1,
  progress: 0,
  reward: 5_00,
  points: 10,
  status: 'IN_PROGRESS',
  ...patch,
});

/** demo_member's missions just after signing in: "Sign in" complete, the rest to do. */
const missions = (daily: Mission[] = DAILY): MissionsResponse => ({
  periods: [
    { period: 'DAILY', key: '2026-11-30', endsAt: Date.now() + 5 * 3_600_000 + 12 * 60_000, missions: daily },
    {
      period: 'WEEKLY',
      key: '2026-11-30',
      endsAt: Date.now() + 3 * 86_400_000 + 2 * 3_600_000,
      missions: [mission({ id: 4, period: 'WEEKLY', metric: 'DEPOSIT_COUNT', target: 3, progress: 1 })],
    },
  ],
});
const DAILY = [
  mission({ id: 1, metric: 'DAYS_SIGNED_IN', progress: 1, status: 'COMPLETE' }),
  mission({ id: 2, metric: 'GAME_LAUNCHES', target: 3, progress: 2, reward: 10_00, points: 20 }),
  mission({ id: 3, metric: 'DEPOSIT_AMOUNT', target: 500_00, progress: 120_00, reward: 25_00, points: 50 }),
];

const BOARD: Leaderboard = {
  key: '2026-11-30',
  endsAt: Date.now() + 3 * 86_400_000,
  rows: [
    { rank: 1, name: 'de****nt', points: 250, me: false },
    { rank: 2, name: 'de****fa', points: 200, me: false },
    { rank: 3, name: 'de****er', points: 10, me: true },
  ],
  me: { rank: 3, points: 10 },
};

const renderPage = (relays: RelayAnswers, url = '/leaderBoard') => {
  const api = mockCalls({ country: ok(COUNTRY) }, relays);
  renderAt(url, <MissionsPage />, { session: sessionFixture() });
  return api;
};

describe('the missions page', () => {
  it("shows the day's missions by name with their progress, reward and action, and the member's week", async () => {
    const api = renderPage({ MCSFE_getMissions: ok(missions()), MCSFE_getMissionLeaderboard: ok(BOARD) });
    expect(await screen.findByRole('button', { name: 'Claim: Sign in' })).toBeTruthy();
    const launches = screen.getByRole('progressbar', { name: 'Play 3 games' });
    expect(launches.getAttribute('aria-valuenow')).toBe('66');
    expect(launches.getAttribute('aria-valuetext')).toBe('2 of 3');
    const deposit = screen.getByRole('progressbar', { name: 'Deposit ₱500' });
    expect(deposit.getAttribute('aria-valuetext')).toBe('₱120 of ₱500');
    expect(screen.getByRole('link', { name: 'Go: Deposit ₱500' }).getAttribute('href')).toBe(
      '/m/voucherCenter',
    );
    expect(screen.getByRole('link', { name: 'Go: Play 3 games' }).getAttribute('href')).toBe('/m/game');
    expect(screen.getByText('Reward: ₱25 + 50 pts')).toBeTruthy();
    expect(screen.getByText('Resets in 5h 12m')).toBeTruthy();
    const week = screen.getByRole('region', { name: 'Your week' });
    expect(within(week).getByText('#3')).toBeTruthy();
    expect(api.unanswered).toEqual([]);
  });

  it('claims a complete mission once: a toast, then it shows claimed and the board is asked again', async () => {
    let current = missions();
    const claims: unknown[] = [];
    let boards = 0;
    renderPage({
      MCSFE_getMissions: () => ok(current),
      MCSFE_getMissionLeaderboard: () => {
        boards += 1;
        return ok(BOARD);
      },
      MCSFE_claimMission: (req) => {
        claims.push(req);
        current = missions(DAILY.map((m) => (m.id === 1 ? { ...m, status: 'CLAIMED' } : m)));
        return ok({ reward: 5_00, points: 10, balance: 105_00 });
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Claim: Sign in' }));
    expect(await screen.findByText('Claimed')).toBeTruthy();
    expect(claims).toEqual([{ missionId: 1, periodKey: '2026-11-30' }]);
    expect(useOverlays.getState().toast?.message).toBe('+₱5 added to your balance');
    await waitFor(() => expect(boards).toBe(2));
  });

  it('a refused claim says why beside its button and asks the missions again', async () => {
    let asked = 0;
    renderPage({
      MCSFE_getMissions: () => {
        asked += 1;
        return ok(missions());
      },
      MCSFE_getMissionLeaderboard: ok(BOARD),
      MCSFE_claimMission: fail('mission.claimed', 'You have already claimed this mission.'),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Claim: Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('You have already claimed this mission.');
    await waitFor(() => expect(asked).toBe(2));
  });

  it('the weekly tab shows the week’s missions; a failed load offers a retry; none says so', async () => {
    let answer = fail<MissionsResponse>('server.error');
    renderPage(
      { MCSFE_getMissions: () => answer, MCSFE_getMissionLeaderboard: ok(BOARD) },
      '/leaderBoard?view=weekly',
    );
    expect(await screen.findByText('The missions could not be loaded.')).toBeTruthy();
    answer = ok(missions());
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('progressbar', { name: 'Make 3 deposits' })).toBeTruthy();
    expect(screen.getByText('Resets in 3d 2h')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Weekly' }).getAttribute('aria-selected')).toBe('true');
  });

  it('an empty period says so', async () => {
    renderPage({ MCSFE_getMissions: ok(missions([])), MCSFE_getMissionLeaderboard: ok(BOARD) });
    expect(await screen.findByText('No missions right now. Check back soon.')).toBeTruthy();
  });

  it("the board: the top players masked, the member's own row marked; unranked says how to get on it", async () => {
    renderPage(
      { MCSFE_getMissions: ok(missions()), MCSFE_getMissionLeaderboard: ok(BOARD) },
      '/leaderBoard?view=board',
    );
    const rows = await screen.findAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([
      '#1de****nt250 pts',
      '#2de****fa200 pts',
      '#3de****erYou10 pts',
    ]);
    expect(rows[2]?.getAttribute('aria-current')).toBe('true');
  });

  it('beyond the top 50 the member’s own rank follows the list', async () => {
    const others = BOARD.rows.map((r) => ({ ...r, me: false }));
    renderPage(
      {
        MCSFE_getMissions: ok(missions()),
        MCSFE_getMissionLeaderboard: ok({ ...BOARD, rows: others, me: { rank: 57, points: 5 } }),
      },
      '/leaderBoard?view=board',
    );
    const rows = await screen.findAllByRole('listitem');
    expect(rows.at(-1)?.textContent).toBe('#57You5 pts');
    expect(rows.at(-1)?.getAttribute('aria-current')).toBe('true');
  });

  it('a member without points is not ranked yet, and an empty board says so', async () => {
    renderPage(
      {
        MCSFE_getMissions: ok(missions()),
        MCSFE_getMissionLeaderboard: ok({ ...BOARD, rows: [], me: { rank: null, points: 0 } }),
      },
      '/leaderBoard?view=board',
    );
    expect(await screen.findByText('No one has scored this week yet. Be the first!')).toBeTruthy();
    expect(screen.getByText('Not ranked yet')).toBeTruthy();
    expect(screen.getByText('Claim a mission to earn points and join the board.')).toBeTruthy();
  });
});
