import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { fetchCall, readCall } from '../../api/call-cache';
import { useAppStore } from '../../stores/app-store';
import { sessionFixture } from '../../test/fixtures';
import { memberApi } from '../account';
import { RankProgressCard } from './RankProgressCard';

const callApi = vi.hoisted(() => vi.fn());
vi.mock('../../api/call', () => ({ callApi, callRelay: (name: string) => callApi(name) }));

const session = sessionFixture({ id: 3, userName: 'p' });
const progress = (done: number, total: number) => ({
  success: true,
  message: null,
  errorCode: null,
  value: {
    currentProgress: { completedConditions: done, totalExpectedConditions: total },
    playerRankProgress: { labelId: 'VIP1' },
  },
});

afterEach(() => {
  callApi.mockReset();
  // Signing out also drops the session's cached answers.
  useAppStore.getState().signOut();
});

describe('player rank progress follows the token (§4)', () => {
  it('with a token it is loaded and member home shows the rank and the goals met', async () => {
    useAppStore.setState({ session });
    callApi.mockResolvedValue(progress(2, 3));
    render(<RankProgressCard labelName="VIP 1" />);
    expect(await screen.findByText('VIP 1')).toBeTruthy();
    expect(callApi).toHaveBeenCalledWith('MCSFE_getPlayerRankProgress');
    expect(screen.getByText('2 of 3 goals met for the next rank')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'VIP progress' }).getAttribute('aria-valuenow')).toBe(
      '67',
    );
  });

  it('at the top rank there is nothing left to meet', async () => {
    useAppStore.setState({ session });
    callApi.mockResolvedValue(progress(0, 0));
    render(<RankProgressCard labelName={null} />);
    expect(await screen.findByText('VIP1')).toBeTruthy();
    expect(screen.getByText('You have reached the top rank.')).toBeTruthy();
  });

  it('without a token it is cleared, and nothing is shown', async () => {
    const { container } = render(<RankProgressCard labelName={null} />);
    expect(container.textContent).toBe('');
    expect(callApi).not.toHaveBeenCalled();
  });

  it('signing out drops the progress loaded for the session', async () => {
    useAppStore.getState().signIn(session);
    callApi.mockResolvedValue(progress(1, 3));
    expect(await fetchCall(memberApi.rankProgress)).toEqual(progress(1, 3).value);
    useAppStore.getState().signOut();
    expect(readCall(memberApi.rankProgress)).toEqual({ status: 'loading' });
  });

  it('an answer for a token that has since gone is dropped', async () => {
    useAppStore.setState({ session });
    let answer: (v: unknown) => void = () => {};
    callApi.mockReturnValue(new Promise((r) => (answer = r)));
    const loading = fetchCall(memberApi.rankProgress);
    useAppStore.getState().signOut();
    answer(progress(1, 3));
    expect(await loading).toBeNull();
    expect(readCall(memberApi.rankProgress)).toEqual({ status: 'loading' });
  });

  it('a failed load says so and loads again on retry', async () => {
    useAppStore.setState({ session });
    callApi.mockResolvedValueOnce({ success: false, message: 'down', errorCode: null, value: null });
    render(<RankProgressCard labelName={null} />);
    const retry = await screen.findByRole('button', { name: 'Retry' });
    callApi.mockResolvedValue(progress(1, 3));
    fireEvent.click(retry);
    await waitFor(() => expect(screen.getByText('1 of 3 goals met for the next rank')).toBeTruthy());
  });
});
