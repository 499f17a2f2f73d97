import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { secondsLeft, useCountdown } from './countdown';

describe('the send button counts down the seconds until expiry', () => {
  it.each<[string, number | null, number, number]>([
    ['a full minute left', 61_000, 1_000, 60],
    ['part of a second counts as a second', 10_001, 0, 11],
    ['half a second left shows 1', 500, 0, 1],
    ['at expiry: 0', 5_000, 5_000, 0],
    ['after expiry: 0, never negative', 5_000, 9_000, 0],
    ['no deadline: 0', null, 0, 0],
  ])('%s', (_, expiresAt, now, expected) => {
    expect(secondsLeft(expiresAt, now)).toBe(expected);
  });
});

describe('the countdown display refreshes every 500 ms', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(0);
  });
  afterEach(() => vi.useRealTimers());

  it('counts down on each 500 ms refresh and stops at 0', () => {
    const { result } = renderHook(() => useCountdown(2_000));
    expect(result.current).toBe(2);
    act(() => vi.advanceTimersByTime(500));
    expect(result.current).toBe(2);
    act(() => vi.advanceTimersByTime(500));
    expect(result.current).toBe(1);
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('does not tick without a deadline', () => {
    const { result } = renderHook(() => useCountdown(null));
    expect(result.current).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('restarts for a new deadline', () => {
    const { result, rerender } = renderHook(({ at }) => useCountdown(at), { initialProps: { at: 1_000 } });
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current).toBe(0);
    rerender({ at: 61_000 });
    expect(result.current).toBe(60);
  });
});
