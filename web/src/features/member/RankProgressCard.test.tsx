import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useAppStore } from '../../stores/app-store';
import { initTestI18n } from '../../test/i18n';
import { loadRankProgress, useRankProgress } from './rank-progress';
import { RankProgressCard } from './RankProgressCard';

const callApi = vi.hoisted(() => vi.fn());
vi.mock('../../api/call', () => ({ callApi, callRelay: (name: string) => callApi(name) }));

const session = { id: 3, token: 'tok', merchantCode: 'DEMO', userName: 'p', type: 0, firstTimeLogin: false };
const progress = (done: number, total: number) => ({
  success: true,
  message: null,
  errorCode: null,
  value: {
    currentProgress: { completedConditions: done, totalExpectedConditions: total },
    playerRankProgress: { labelId: 'VIP1' },
  },
});

beforeAll(initTestI18n);
afterEach(() => {
  cleanup();
  callApi.mockReset();
  useAppStore.setState({ session: null });
  useRankProgress.setState({ status: 'signedOut' }, true);
});

describe('player rank progress follows the token (§4)', () => {
  it('with a token it is loaded and member home shows the rank and the goals met', async () => {
    useAppStore.setState({ session });
    callApi.mockResolvedValue(progress(2, 3));
    await loadRankProgress();
    expect(callApi).toHaveBeenCalledWith('MCSFE_getPlayerRankProgress');
    render(<RankProgressCard labelName="VIP 1" />);
    expect(screen.getByText('VIP 1')).toBeTruthy();
    expect(screen.getByText('2 of 3 goals met for the next rank')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'VIP progress' }).getAttribute('aria-valuenow')).toBe(
      '67',
    );
  });

  it('at the top rank there is nothing left to meet', async () => {
    useAppStore.setState({ session });
    callApi.mockResolvedValue(progress(0, 0));
    await loadRankProgress();
    render(<RankProgressCard labelName={null} />);
    expect(screen.getByText('VIP1')).toBeTruthy();
    expect(screen.getByText('You have reached the top rank.')).toBeTruthy();
  });

  it('without a token it is cleared, and nothing is shown', async () => {
    useRankProgress.setState({ status: 'ready', progress: progress(1, 3).value }, true);
    await loadRankProgress();
    expect(useRankProgress.getState()).toEqual({ status: 'signedOut' });
    const { container } = render(<RankProgressCard labelName={null} />);
    expect(container.textContent).toBe('');
    expect(callApi).not.toHaveBeenCalled();
  });

  it('an answer for a token that has since gone is dropped', async () => {
    useAppStore.setState({ session });
    let answer: (v: unknown) => void = () => {};
    callApi.mockReturnValue(new Promise((r) => (answer = r)));
    const loading = loadRankProgress();
    useAppStore.setState({ session: null });
    useRankProgress.setState({ status: 'signedOut' }, true);
    answer(progress(1, 3));
    await loading;
    expect(useRankProgress.getState()).toEqual({ status: 'signedOut' });
  });

  it('a failed load says so and loads again on retry', async () => {
    useAppStore.setState({ session });
    callApi.mockResolvedValueOnce({ success: false, message: 'down', errorCode: null, value: null });
    await loadRankProgress();
    render(<RankProgressCard labelName={null} />);
    callApi.mockResolvedValue(progress(1, 3));
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByText('1 of 3 goals met for the next rank')).toBeTruthy());
  });
});
