import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TrackingEvent } from '@app/contract/calls';
import { mockCalls, ok } from '../../test/mock-calls';
import { systemStatusFixture } from '../../test/fixtures';

type Report = (metric: { name: 'LCP' | 'INP' | 'CLS'; value: number }) => void;
const reporters: Report[] = [];
vi.mock('web-vitals', () => ({
  onLCP: (r: Report) => reporters.push(r),
  onINP: (r: Report) => reporters.push(r),
  onCLS: (r: Report) => reporters.push(r),
}));

/** A fresh page: the modules (the track seam, the reporter's state) load anew. */
const freshStart = async () => {
  vi.resetModules();
  const [{ startTracking }, { track }] = await Promise.all([import('./start'), import('../../lib/track')]);
  return { startTracking, track };
};

const api = () =>
  mockCalls({
    systemStatus: ok(systemStatusFixture()),
    trackEvents: ok(null),
    errorReport: ok(null),
  });

const posted = (calls: ReturnType<typeof api>) =>
  calls
    .payloadsOf('trackEvents')
    .flatMap((p) => JSON.parse((p as { events: string }).events) as TrackingEvent[]);

const closePage = () => window.dispatchEvent(new Event('pagehide'));

beforeEach(() => {
  localStorage.clear();
  reporters.length = 0;
  window.history.replaceState(null, '', '/m/home');
});
afterEach(() => {
  // Each test's page ends: what its tracker still holds goes now, not into the next test's page.
  closePage();
  window.__earlyErrors = undefined;
});

describe('startTracking', () => {
  it('tracks firstOpen once per browser, and the page viewed', async () => {
    const calls = api();
    let { startTracking } = await freshStart();
    await startTracking();
    closePage();
    expect(posted(calls).map((e) => [e.eventName, e.eventValue.path])).toEqual([
      ['firstOpen', undefined],
      ['viewContent', '/home'],
    ]);

    ({ startTracking } = await freshStart());
    await startTracking();
    closePage();
    expect(posted(calls).map((e) => e.eventName)).toEqual(['firstOpen', 'viewContent', 'viewContent']);
  });

  it('sends the events seen before it started first, each with the page’s domain and its own id', async () => {
    const calls = api();
    const { startTracking, track } = await freshStart();
    track('a2hsInstalled');
    await startTracking();
    closePage();
    const events = posted(calls);
    expect(events.map((e) => e.eventName)).toEqual(['a2hsInstalled', 'firstOpen', 'viewContent']);
    expect(events.every((e) => e.domain === window.location.hostname)).toBe(true);
    expect(new Set(events.map((e) => e.eventID)).size).toBe(3);
  });

  it('reports the errors the head script kept before it started, and those after', async () => {
    const calls = api();
    const { startTracking } = await freshStart();
    window.__earlyErrors = [{ thrown: new Error('early one'), message: 'Uncaught Error: early one' }];
    await startTracking();
    expect(window.__earlyErrors).toBeNull();
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('later one'), message: 'later one' }));
    // (The reporters of the earlier tests' pages still listen on this window and report 'later one' too.)
    const messages = () => calls.payloadsOf('errorReport').map((p) => (p as { message: string }).message);
    await vi.waitFor(() => expect(messages()).toContain('later one'));
    expect(messages().filter((m) => m === 'early one')).toHaveLength(1);
  });

  it('sends the Web Vitals with the route, at once when they come as the page is hidden', async () => {
    const calls = api();
    const { startTracking } = await freshStart();
    await startTracking();
    await vi.waitFor(() => expect(reporters).toHaveLength(3));
    closePage();
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    reporters[0]?.({ name: 'LCP', value: 812.4 });
    visibility.mockRestore();
    expect(calls.payloadsOf('trackEvents').at(-1)).toEqual({
      events: '[]',
      vitals: JSON.stringify([{ name: 'LCP', value: 812, route: '/home' }]),
    });
  });
});
