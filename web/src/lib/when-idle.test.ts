import { afterEach, describe, expect, it, vi } from 'vitest';
import { oneTaskEach, whenIdle } from './when-idle';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('whenIdle: work wanted soon after the first paint, not during it', () => {
  it('waits for the idle callback, at the latest 2 s; the cancel withdraws it', () => {
    const request = vi.fn((_work: IdleRequestCallback, _options?: IdleRequestOptions) => 7);
    const cancelIdle = vi.fn();
    vi.stubGlobal('requestIdleCallback', request);
    vi.stubGlobal('cancelIdleCallback', cancelIdle);
    const work = vi.fn();
    const cancel = whenIdle(work);
    expect(request).toHaveBeenCalledWith(work, { timeout: 2000 });
    expect(work).not.toHaveBeenCalled();
    cancel();
    expect(cancelIdle).toHaveBeenCalledWith(7);
  });

  it('without an idle callback (Safari): after a short delay, unless cancelled first', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const work = vi.fn();
    whenIdle(work);
    vi.advanceTimersByTime(199);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);

    const cancelled = vi.fn();
    whenIdle(cancelled)();
    vi.advanceTimersByTime(1000);
    expect(cancelled).not.toHaveBeenCalled();
  });
});

describe('oneTaskEach: work started together, a task each', () => {
  it('runs each in order in a task of its own, none in the task that asks', async () => {
    const ran: string[] = [];
    // A task of its own: the next one runs neither within this one nor between its microtasks (a chain of them
    // ends before it; work chained on promises would run between them).
    const work = (name: string) => () => {
      ran.push(name);
      void Promise.resolve()
        .then(() => undefined)
        .then(() => undefined)
        .then(() => ran.push(`${name} done`));
    };
    oneTaskEach([work('a'), work('b'), work('c')]);
    expect(ran).toEqual([]);
    await vi.waitFor(() => expect(ran).toHaveLength(6));
    expect(ran).toEqual(['a', 'a done', 'b', 'b done', 'c', 'c done']);
  });
});
