import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MERCHANT_SETTINGS_REFRESH_DEBOUNCE_MS } from '@app/contract/constants/request';
import { refreshOnReturn } from './refresh-on-return';
import { fakePage, type PageStep } from '../../test/fake-page';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('refreshOnReturn: merchant settings refreshed on return to the page, debounced 300 ms (entry §9)', () => {
  it('states the spec figure', () => {
    expect(MERCHANT_SETTINGS_REFRESH_DEBOUNCE_MS).toBe(300);
  });

  it.each<[string, PageStep[], number[]]>([
    ['nothing while the page stays', [10_000], []],
    ['hiding the page refreshes nothing', ['hidden', 10_000], []],
    ['a return refreshes 300 ms later', ['hidden', 1_000, 'visible', 299], []],
    ['a return refreshes 300 ms later, once', ['hidden', 1_000, 'visible', 300, 10_000], [1_300]],
    [
      'returns within 300 ms refresh once, 300 ms after the last',
      ['hidden', 'visible', 200, 'hidden', 'visible', 200, 'hidden', 'visible', 1_000],
      [700],
    ],
    ['hidden again before 300 ms: no refresh', ['hidden', 'visible', 200, 'hidden', 1_000], []],
    ['each return apart refreshes', ['hidden', 'visible', 500, 'hidden', 'visible', 500], [300, 800]],
  ])('%s', (_rule, steps, expectedAt) => {
    const { page, setVisibility } = fakePage();
    const started = Date.now();
    const at: number[] = [];
    refreshOnReturn(() => at.push(Date.now() - started), page);
    for (const step of steps) {
      if (typeof step === 'number') vi.advanceTimersByTime(step);
      else setVisibility(step);
    }
    expect(at).toEqual(expectedAt);
  });

  it('the stop ends the listener and a pending refresh', () => {
    const { page, setVisibility } = fakePage();
    const refresh = vi.fn();
    const stop = refreshOnReturn(refresh, page);
    setVisibility('hidden');
    setVisibility('visible');
    stop();
    vi.advanceTimersByTime(1_000);
    setVisibility('hidden');
    setVisibility('visible');
    vi.advanceTimersByTime(1_000);
    expect(refresh).not.toHaveBeenCalled();
  });
});
