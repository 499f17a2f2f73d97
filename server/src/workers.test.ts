import { describe, expect, it } from 'vitest';
import { restartDelayMs, RESTART_MAX_MS, RESTART_MIN_MS, WORKER_STABLE_MS } from './workers';

describe('restartDelayMs: a dying worker is replaced, never in a tight loop', () => {
  it.each([
    ['the first death: the least wait', 500, 0, RESTART_MIN_MS],
    ['a death soon after the last replacement: twice the wait', 500, RESTART_MIN_MS, 2 * RESTART_MIN_MS],
    ['again: twice again', 2_000, 2 * RESTART_MIN_MS, 4 * RESTART_MIN_MS],
    ['dying on and on: capped', 100, 40_000, RESTART_MAX_MS],
    ['at the cap: stays there', 100, RESTART_MAX_MS, RESTART_MAX_MS],
    ['a death after a stable run: the least wait again', WORKER_STABLE_MS, RESTART_MAX_MS, RESTART_MIN_MS],
    ['one just short of stable still doubles', WORKER_STABLE_MS - 1, 8_000, 16_000],
  ])('%s', (_rule, livedMs, previousDelayMs, expected) => {
    expect(restartDelayMs(livedMs, previousDelayMs)).toBe(expected);
  });
});
