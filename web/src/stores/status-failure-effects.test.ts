// Runs in a process of its own (web/vitest.config.ts): it replaces window.location.
import { OFFLINE_MESSAGE_MS, PING_ABORT_MS } from '@app/contract/constants/request';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NetworkNotice } from '../api/failure';
import { fetchCall } from '../api/call-cache';
import { apiEvents } from '../api/events';
import { fail, mockCalls, ok } from '../test/mock-calls';
import { useOverlays } from './overlays';
import { checkReachability, showStatusFailure } from './status-failure-effects';
import { systemStatusQuery } from './system-status';

const toast: NetworkNotice = { kind: 'toast', messageKey: 'network_offline', durationMs: OFFLINE_MESSAGE_MS };
const corsAlert: NetworkNotice = { kind: 'alert', message: null, messageKey: 'network_cors_error' };

const failure = (errorCode: string | null, message: string | null = null, retry = vi.fn()) => ({
  error: { errorCode, message },
  retry,
});
const queued = () => useOverlays.getState().overlays.map(({ id: _id, ...o }) => o);

afterEach(() => {
  useOverlays.setState({ overlays: [], toast: null });
  vi.restoreAllMocks();
});

describe('showStatusFailure: the status failure rule carried out (entry §8)', () => {
  it('no answer on plain http: the unreachable-domain modal says Network Error / CORS Errors', () => {
    showStatusFailure(failure('ERR_NETWORK', 'Network Error'));
    expect(queued()).toEqual([
      { kind: 'notice', view: 'unreachable', message: null, messageKey: 'network_cors_error' },
    ]);
  });

  it('a timeout is no server answer either', () => {
    showStatusFailure(failure('ECONNABORTED', 'timeout of 30000ms exceeded'));
    expect(queued()).toEqual([
      { kind: 'notice', view: 'unreachable', message: null, messageKey: 'network_cors_error' },
    ]);
  });

  it('a server errorCode: the modal shows the server message', () => {
    showStatusFailure(failure('merchant.unknown', 'Unknown merchant X'));
    expect(queued()).toEqual([
      { kind: 'notice', view: 'unreachable', message: 'Unknown merchant X', messageKey: null },
    ]);
  });

  it('domain_not_available: the dedicated screen', () => {
    showStatusFailure(failure('domain_not_available', 'Domain not available'));
    expect(queued()).toEqual([{ kind: 'notice', view: 'domainNotAvailable' }]);
  });

  it('offline: the offline message for 1.5 s, and the status is asked again when the connection is back', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const retry = vi.fn();
    showStatusFailure(failure('ERR_NETWORK', 'Network Error', retry));
    expect(useOverlays.getState().toast?.message).toBe('You are offline. Please check your connection.');
    expect(queued()).toEqual([]);
    window.dispatchEvent(new Event('online'));
    window.dispatchEvent(new Event('online'));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('one notice at a time: a status that fails again, then an unanswered ping, add none', async () => {
    mockCalls({ ping: 'network-error' });
    showStatusFailure(failure('ERR_NETWORK'));
    showStatusFailure(failure('ERR_NETWORK'));
    await checkReachability(corsAlert);
    expect(queued()).toHaveLength(1);
  });
});

describe('the status store hands its failure to the rule (stores/system-status.ts)', () => {
  it('a status call that fails on the network opens the modal, quietly for the request layer', async () => {
    mockCalls({ systemStatus: 'network-error' });
    const layerNotices: unknown[] = [];
    const offs = (['alert', 'toast', 'checkReachability'] as const).map((type) =>
      apiEvents.on(type, (e) => layerNotices.push(e)),
    );
    expect(await fetchCall(systemStatusQuery)).toBeNull();
    await vi.waitFor(() =>
      expect(queued()).toEqual([
        { kind: 'notice', view: 'unreachable', message: null, messageKey: 'network_cors_error' },
      ]),
    );
    offs.forEach((off) => off());
    expect(layerNotices).toEqual([]);
  });

  it('a refused status shows the server message', async () => {
    mockCalls({ systemStatus: fail('merchant.unknown', 'Unknown merchant X') });
    await fetchCall(systemStatusQuery);
    await vi.waitFor(() =>
      expect(queued()).toEqual([
        { kind: 'notice', view: 'unreachable', message: 'Unknown merchant X', messageKey: null },
      ]),
    );
  });
});

describe('checkReachability: a call got no answer while online (entry §2 "a ping fails on the network")', () => {
  const layerEvents = () => {
    const events: unknown[] = [];
    const offs = (['alert', 'toast'] as const).map((type) => apiEvents.on(type, (e) => events.push(e)));
    return { events, off: () => offs.forEach((off) => off()) };
  };

  it.each([
    ['https: the offline toast', toast, { type: 'toast', messageKey: 'network_offline', durationMs: 1500 }],
    ['http: the CORS alert', corsAlert, { type: 'alert', message: null, messageKey: 'network_cors_error' }],
  ] as const)('a ping that answers leaves the old notice: %s', async (_rule, notice, expected) => {
    const api = mockCalls({ ping: ok({ time: 1 }) });
    const { events, off } = layerEvents();
    await checkReachability(notice);
    off();
    expect(api.payloadsOf('ping')).toHaveLength(1);
    expect(events).toEqual([expected]);
    expect(queued()).toEqual([]);
  });

  it('a ping that fails on the network shows the unreachable-domain modal, not the old notice', async () => {
    mockCalls({ ping: 'network-error' });
    const { events, off } = layerEvents();
    await checkReachability(corsAlert);
    off();
    expect(events).toEqual([]);
    expect(queued()).toEqual([
      { kind: 'notice', view: 'unreachable', message: null, messageKey: 'network_cors_error' },
    ]);
  });

  it("on https the modal says 'Error' (message null): the page is not plain http", async () => {
    mockCalls({ ping: 'network-error' });
    vi.stubGlobal('location', { ...window.location, protocol: 'https:' });
    await checkReachability(toast);
    expect(queued()).toEqual([{ kind: 'notice', view: 'unreachable', message: null, messageKey: null }]);
  });

  it('The plain ping aborts after 20 s', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_, reject) =>
            init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
          ),
      ),
    );
    const checked = checkReachability(toast);
    await vi.advanceTimersByTimeAsync(PING_ABORT_MS - 1);
    expect(queued()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await checked;
    vi.useRealTimers();
    expect(queued()).toEqual([
      { kind: 'notice', view: 'unreachable', message: null, messageKey: 'network_cors_error' },
    ]);
  });

  it('a burst of failed calls sends one ping', async () => {
    const api = mockCalls({ ping: 'network-error' });
    await Promise.all([checkReachability(toast), checkReachability(toast), checkReachability(toast)]);
    expect(api.payloadsOf('ping')).toHaveLength(1);
    expect(queued()).toHaveLength(1);
  });
});
