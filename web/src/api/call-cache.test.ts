import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Envelope } from '@app/contract/envelope';
import {
  callQuery,
  clearSessionCalls,
  fetchCall,
  invalidateCalls,
  readCall,
  refetchLanguageDependent,
  subscribeCall,
  watchCall,
  type CallQuery,
  type CallState,
} from './call-cache';
import { switchLanguage } from '../i18n/i18n';
import { ok } from '../test/mock-calls';
import { readCached, writeCached } from './session-cache';

const callApi = vi.hoisted(() => vi.fn());
vi.mock('./call', () => ({ callApi, callRelay: vi.fn() }));

const down: Envelope<never> = { success: false, message: 'down', errorCode: 'x', value: null };

let made = 0;
/** A query of its own per test (the cache is module state); `run` is the call on the wire. */
const query = <T>(
  run: () => Promise<Envelope<T>>,
  o: Partial<Omit<CallQuery<T>, 'run'>> = {},
): CallQuery<T> => ({
  key: `test-${made++}`,
  name: 'test',
  scope: 'app',
  staleMs: 1_000,
  languageDependent: false,
  persistedPath: null,
  run,
  ...o,
});

/** A call that answers when the test says so. */
const deferred = <T>() => {
  let answer: (env: Envelope<T>) => void = () => {};
  const promise = new Promise<Envelope<T>>((resolve) => (answer = resolve));
  return { promise, answer };
};

const follow = <T>(q: CallQuery<T>, pollMs?: number) => {
  const seen: CallState<T>['status'][] = [];
  const stop = subscribeCall(q, (s) => seen.push(s.status), pollMs);
  return { seen, stop };
};

afterEach(() => {
  vi.useRealTimers();
  callApi.mockReset();
  sessionStorage.clear();
});

describe('requests in flight', () => {
  it('identical requests share one call and one answer', async () => {
    const wire = deferred<number>();
    const run = vi.fn(() => wire.promise);
    const q = query(run);
    const first = fetchCall(q);
    const second = fetchCall({ ...q }); // another object, the same key
    wire.answer(ok(7));
    expect(await Promise.all([first, second])).toEqual([7, 7]);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('requests with another payload are other entries', async () => {
    callApi.mockImplementation((_name: string, payload: { page: number }) =>
      Promise.resolve(ok(payload.page)),
    );
    const page = (n: number) => callQuery('country', { page: n } as never, { scope: 'app', staleMs: 1_000 });
    expect(await Promise.all([fetchCall(page(1)), fetchCall(page(2)), fetchCall(page(1))])).toEqual([
      1, 2, 1,
    ]);
    expect(callApi).toHaveBeenCalledTimes(2);
  });

  it('callQuery sends the call with its own options only, the payload function read when sent', async () => {
    callApi.mockResolvedValue(ok({}));
    let at = 'first';
    const q = callQuery('systemStatus', () => ({ url: at }), {
      scope: 'app',
      staleMs: 0,
      languageDependent: true,
      alert: false,
    });
    at = 'second';
    await fetchCall(q);
    expect(callApi).toHaveBeenCalledWith('systemStatus', { url: 'second' }, { alert: false });
    expect(q.key).toBe('systemStatus');
  });
});

describe('stale time', () => {
  it('a fresh answer is served without a call; a stale one is asked for again', async () => {
    vi.useFakeTimers();
    const run = vi.fn().mockResolvedValueOnce(ok('a')).mockResolvedValueOnce(ok('b'));
    const q = query(run, { staleMs: 1_000 });
    expect(await fetchCall(q)).toBe('a');
    vi.advanceTimersByTime(999);
    expect(await fetchCall(q)).toBe('a');
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(await fetchCall(q)).toBe('b');
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('a follower of a stale answer sees it while the new one loads (no loading state)', async () => {
    const run = vi.fn().mockResolvedValueOnce(ok('a')).mockResolvedValueOnce(ok('b'));
    const q = query(run, { staleMs: 0 });
    await fetchCall(q);
    const { seen, stop } = follow(q);
    expect(readCall(q)).toEqual({ status: 'ready', data: 'a' });
    await vi.waitFor(() => expect(readCall(q)).toEqual({ status: 'ready', data: 'b' }));
    expect(seen).toEqual(['ready']);
    stop();
  });

  it('a follower that comes when the answer is fresh is given it at once, without a call', async () => {
    const run = vi.fn().mockResolvedValue(ok('a'));
    const q = query<string>(run, { staleMs: 60_000 });
    await fetchCall(q);
    const seen: CallState<string>[] = [];
    const stop = subscribeCall(q, (state) => seen.push(state));
    expect(seen).toEqual([{ status: 'ready', data: 'a' }]);
    expect(run).toHaveBeenCalledTimes(1);
    stop();
  });
});

describe('error state and retry', () => {
  it('a failure is the error state with the server failure; retry loads again', async () => {
    const run = vi.fn().mockResolvedValueOnce(down).mockResolvedValueOnce(ok(3));
    const q = query(run);
    const { seen, stop } = follow(q);
    await vi.waitFor(() => expect(readCall(q).status).toBe('error'));
    const failed = readCall(q);
    if (failed.status !== 'error') throw new Error('not failed');
    expect(failed.error).toEqual({ message: 'down', errorCode: 'x' });
    failed.retry();
    expect(readCall(q)).toEqual({ status: 'loading' });
    await vi.waitFor(() => expect(readCall(q)).toEqual({ status: 'ready', data: 3 }));
    expect(seen).toEqual(['error', 'loading', 'ready']);
    stop();
  });

  it('fetchCall answers null for a failure, and the next caller asks again', async () => {
    const run = vi.fn().mockResolvedValueOnce(down).mockResolvedValueOnce(ok(1));
    const q = query(run, { staleMs: Infinity });
    expect(await fetchCall(q)).toBeNull();
    expect(await fetchCall(q)).toBe(1);
  });

  it('a success without a value counts as a failure', async () => {
    const q = query(() => Promise.resolve(ok(null)));
    expect(await fetchCall(q)).toBeNull();
    expect(readCall(q).status).toBe('error');
  });

  it('a failed refresh keeps the data shown', async () => {
    const run = vi.fn().mockResolvedValueOnce(ok('a')).mockResolvedValueOnce(down);
    const q = query(run, { staleMs: 0 });
    await fetchCall(q);
    expect(await fetchCall(q)).toBe('a');
    expect(readCall(q)).toEqual({ status: 'ready', data: 'a' });
  });
});

describe('session scope', () => {
  it('clearing the session drops session-scoped answers and keeps the app-scoped ones', async () => {
    const member = query(() => Promise.resolve(ok('member')), { scope: 'session', staleMs: Infinity });
    const app = query(() => Promise.resolve(ok('app')), { staleMs: Infinity });
    await Promise.all([fetchCall(member), fetchCall(app)]);
    clearSessionCalls({ refetch: true });
    expect(readCall(member)).toEqual({ status: 'loading' });
    expect(readCall(app)).toEqual({ status: 'ready', data: 'app' });
  });

  it('an answer of a session that has ended is dropped', async () => {
    const wire = deferred<string>();
    const q = query(() => wire.promise, { scope: 'session' });
    const loading = fetchCall(q);
    clearSessionCalls({ refetch: false });
    wire.answer(ok('previous member'));
    expect(await loading).toBeNull();
    expect(readCall(q)).toEqual({ status: 'loading' });
  });

  it('followed answers are asked for again for a new session, not after a sign-out', async () => {
    const run = vi.fn(() => Promise.resolve(ok('x')));
    const q = query(run, { scope: 'session', staleMs: Infinity });
    const { stop } = follow(q);
    await vi.waitFor(() => expect(readCall(q).status).toBe('ready'));
    clearSessionCalls({ refetch: false });
    expect(readCall(q)).toEqual({ status: 'loading' });
    expect(run).toHaveBeenCalledTimes(1);
    clearSessionCalls({ refetch: true });
    await vi.waitFor(() => expect(readCall(q).status).toBe('ready'));
    expect(run).toHaveBeenCalledTimes(2);
    stop();
  });

  it("a mere watcher (a store mirroring the answer) does not ask for a new session's answer", async () => {
    const run = vi.fn(() => Promise.resolve(ok('x')));
    const q = query(run, { scope: 'session', staleMs: Infinity });
    const states: string[] = [];
    const unwatch = watchCall(q, (s) => states.push(s.status));
    await fetchCall(q);
    clearSessionCalls({ refetch: true });
    expect(run).toHaveBeenCalledTimes(1);
    expect(states).toEqual(['ready', 'loading']);
    unwatch();
  });

  it("also drops the request layer's session-storage answers", () => {
    writeCached('/wps/system/country', ok({ countryCode: 'PH' }));
    clearSessionCalls({ refetch: false });
    expect(readCached('/wps/system/country')).toBeNull();
  });
});

describe('polling', () => {
  beforeEach(() => vi.useFakeTimers());

  it('asks again every pollMs while followed, and stops when no longer followed', async () => {
    const run = vi.fn(() => Promise.resolve(ok(1)));
    const { stop } = follow(query(run, { staleMs: 0 }), 30_000);
    await vi.advanceTimersByTimeAsync(0);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(run).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(run).toHaveBeenCalledTimes(3);
    stop();
    await vi.advanceTimersByTimeAsync(90_000);
    expect(run).toHaveBeenCalledTimes(3);
  });

  it('a hidden page is not polled; the poll due is sent when it shows again', async () => {
    const visibility = vi.spyOn(document, 'visibilityState', 'get');
    const run = vi.fn(() => Promise.resolve(ok(1)));
    const { stop } = follow(query(run, { staleMs: 0 }), 30_000);
    await vi.advanceTimersByTimeAsync(0);
    visibility.mockReturnValue('hidden');
    await vi.advanceTimersByTimeAsync(120_000);
    expect(run).toHaveBeenCalledTimes(1);
    visibility.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(run).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(run).toHaveBeenCalledTimes(3);
    stop();
    visibility.mockRestore();
  });
});

describe('invalidation', () => {
  it('by name: a followed answer is fetched again at once, others when next asked for', async () => {
    const followedRun = vi.fn(() => Promise.resolve(ok(1)));
    const otherRun = vi.fn(() => Promise.resolve(ok(1)));
    const followed = query(followedRun, { name: 'promotions', staleMs: Infinity });
    const other = query(otherRun, { name: 'promotions', staleMs: Infinity });
    const unrelated = query(() => Promise.resolve(ok(1)), { name: 'games', staleMs: Infinity });
    const { stop } = follow(followed);
    await Promise.all([fetchCall(followed), fetchCall(other), fetchCall(unrelated)]);
    invalidateCalls({ name: 'promotions' });
    expect(followedRun).toHaveBeenCalledTimes(2);
    expect(otherRun).toHaveBeenCalledTimes(1);
    await fetchCall(other);
    expect(otherRun).toHaveBeenCalledTimes(2);
    expect(readCall(unrelated)).toEqual({ status: 'ready', data: 1 });
    stop();
  });

  it('a language change fetches the language-dependent answers again', async () => {
    const textRun = vi.fn(() => Promise.resolve(ok('text')));
    const plainRun = vi.fn(() => Promise.resolve(ok(1)));
    const text = query(textRun, { staleMs: Infinity, languageDependent: true });
    const plain = query(plainRun, { staleMs: Infinity });
    await Promise.all([fetchCall(text), fetchCall(plain)]);
    refetchLanguageDependent();
    await Promise.all([fetchCall(text), fetchCall(plain)]);
    expect(textRun).toHaveBeenCalledTimes(2);
    expect(plainRun).toHaveBeenCalledTimes(1);
  });

  it('switching the interface language fetches them again', async () => {
    const run = vi.fn(() => Promise.resolve(ok('text')));
    const text = query(run, { staleMs: Infinity, languageDependent: true });
    await fetchCall(text);
    await switchLanguage('TH');
    await fetchCall(text);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('invalidating a persisted answer also drops its session-storage copy (one cache)', async () => {
    const q = query(() => Promise.resolve(ok(1)), { persistedPath: '/wps/system/country' });
    await fetchCall(q);
    writeCached('/wps/system/country', ok({ countryCode: 'PH' }));
    writeCached('/wps/system/other', ok(1));
    invalidateCalls({ name: q.name });
    expect(readCached('/wps/system/country')).toBeNull();
    expect(readCached('/wps/system/other')).not.toBeNull();
  });
});
