import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, renderHook, screen } from '@testing-library/react';
import { ERROR_LOADING_HIDDEN_MS } from '@app/contract/constants/request';
import { SubmitButton } from '../components/SubmitButton';
import { Skeleton } from '../components/Skeleton';
import { useOverlays } from '../stores/overlays';
import { useLoadingVisible } from './use-loading-visible';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.runOnlyPendingTimers();
  vi.useRealTimers();
});

const hideAfterError = () => act(() => useOverlays.getState().hideLoading(ERROR_LOADING_HIDDEN_MS));

describe('useLoadingVisible: loading indicators hide for 3 s after an error (signed-in §8)', () => {
  it('shows only while busy', () => {
    const { result, rerender } = renderHook(({ busy }) => useLoadingVisible(busy), {
      initialProps: { busy: false },
    });
    expect(result.current).toBe(false);
    rerender({ busy: true });
    expect(result.current).toBe(true);
  });

  it('hides for 3 s, then comes back by itself while still busy', () => {
    const { result } = renderHook(() => useLoadingVisible(true));
    hideAfterError();
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(ERROR_LOADING_HIDDEN_MS - 1));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });

  it('a second error extends the time, a shorter hiding does not cut it short', () => {
    const { result } = renderHook(() => useLoadingVisible(true));
    hideAfterError();
    act(() => vi.advanceTimersByTime(2000));
    hideAfterError();
    act(() => useOverlays.getState().hideLoading(100));
    act(() => vi.advanceTimersByTime(ERROR_LOADING_HIDDEN_MS - 1));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });

  it('applies to every indicator: the submit button spinner and the skeleton', () => {
    const { container } = render(
      <>
        <SubmitButton busy>Send</SubmitButton>
        <Skeleton lines={2} />
      </>,
    );
    const skeletonShown = () => !screen.getByRole('status').className.includes('skeleton-lines--hidden');
    expect(container.querySelector('.spinner')).not.toBeNull();
    expect(skeletonShown()).toBe(true);
    hideAfterError();
    expect(container.querySelector('.spinner')).toBeNull();
    expect(skeletonShown()).toBe(false);
    act(() => vi.advanceTimersByTime(ERROR_LOADING_HIDDEN_MS));
    expect(container.querySelector('.spinner')).not.toBeNull();
    expect(skeletonShown()).toBe(true);
  });
});
