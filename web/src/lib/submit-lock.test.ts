// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SUBMIT_LOCK_RELEASE_MS } from '@app/contract/constants/sign-in';
import { createSubmitLock } from './submit-lock';

describe('a login action is ignored while one is running, with a 0.5 s lock after it ends', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('ignores a second submit while the first runs', async () => {
    const lock = createSubmitLock(SUBMIT_LOCK_RELEASE_MS);
    let finish!: (v: string) => void;
    const first = lock.run(() => new Promise<string>((r) => (finish = r)));
    const action = vi.fn(async () => 'second');
    expect(await lock.run(action)).toBeUndefined();
    expect(action).not.toHaveBeenCalled();
    finish('first');
    expect(await first).toBe('first');
  });

  it('stays locked until 500 ms after the end, then accepts again', async () => {
    const lock = createSubmitLock(SUBMIT_LOCK_RELEASE_MS);
    await lock.run(async () => 'done');
    vi.advanceTimersByTime(SUBMIT_LOCK_RELEASE_MS - 1);
    expect(lock.isLocked()).toBe(true);
    expect(await lock.run(async () => 'early')).toBeUndefined();
    vi.advanceTimersByTime(1);
    expect(lock.isLocked()).toBe(false);
    expect(await lock.run(async () => 'later')).toBe('later');
  });

  it('releases after a failed action too', async () => {
    const lock = createSubmitLock(SUBMIT_LOCK_RELEASE_MS);
    await expect(lock.run(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    vi.advanceTimersByTime(SUBMIT_LOCK_RELEASE_MS);
    expect(lock.isLocked()).toBe(false);
  });
});
