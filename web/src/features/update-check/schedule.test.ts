import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UPDATE_CHECK_FIRST_DELAY_MS, UPDATE_CHECK_INTERVAL_MS } from '@app/contract/constants/update-check';
import { updateCheckSchedule } from './schedule';
import { fakePage, type PageStep } from '../../test/fake-page';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('updateCheckSchedule: every 3,600,000 ms, once 1.5 s after start, and on return to the page (entry §9)', () => {
  it('states the spec figures', () => {
    expect(UPDATE_CHECK_INTERVAL_MS).toBe(3_600_000);
    expect(UPDATE_CHECK_FIRST_DELAY_MS).toBe(1_500);
  });

  it.each<[string, number, PageStep[], number[]]>([
    ['nothing before 1.5 s after start', 0, [1_499], []],
    ['once at 1.5 s after start', 0, [1_500], [1_500]],
    ['started 1 s after the page: the first check 0.5 s later', 1_000, [499, 1], [500]],
    ['started after 1.5 s already passed: the first check at once', 2_300, [0], [0]],
    ['then every hour', 0, [3 * UPDATE_CHECK_INTERVAL_MS], [1_500, 3_600_000, 7_200_000, 10_800_000]],
    ['hiding the page checks nothing', 0, [2_000, 'hidden'], [1_500]],
    ['returning to the page checks', 0, [2_000, 'hidden', 5_000, 'visible'], [1_500, 7_000]],
    [
      'each return checks again',
      0,
      [2_000, 'hidden', 'visible', 10, 'hidden', 'visible'],
      [1_500, 2_000, 2_010],
    ],
  ])('%s', (_, sinceStartMs, steps, expectedAt) => {
    const { page, setVisibility } = fakePage();
    const started = Date.now();
    const at: number[] = [];
    updateCheckSchedule(() => at.push(Date.now() - started), sinceStartMs, page);
    for (const step of steps) {
      if (typeof step === 'number') vi.advanceTimersByTime(step);
      else setVisibility(step);
    }
    expect(at).toEqual(expectedAt);
  });

  it('the stop ends the timers and the listener', () => {
    const { page, setVisibility } = fakePage();
    const check = vi.fn();
    const stop = updateCheckSchedule(check, 0, page);
    stop();
    vi.advanceTimersByTime(2 * UPDATE_CHECK_INTERVAL_MS);
    setVisibility('hidden');
    setVisibility('visible');
    expect(check).not.toHaveBeenCalled();
  });
});
