import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, mockCalls, ok } from '../../test/mock-calls';
import { sessionFixture, systemStatusFixture } from '../../test/fixtures';

// start-chat.ts starts once per page: each test takes fresh copies of it and of the store it reads.
let useAppStore: typeof import('../../stores/app-store').useAppStore;
const start = async () => (await import('./start-chat')).startChatFeature();
const DEMO_CS = { scripts: [{ csType: 'LIVECHAT', src: '/demo-cs/LIVECHAT.js' }] };
const csScripts = () => document.head.querySelectorAll('script[data-cs-type]');

beforeEach(async () => {
  vi.resetModules();
  vi.useFakeTimers();
  ({ useAppStore } = await import('../../stores/app-store'));
  useAppStore.setState({ status: systemStatusFixture({ test: true }) });
});
afterEach(() => {
  vi.useRealTimers();
  useAppStore.getState().signOut();
  document.head.querySelectorAll('script').forEach((s) => s.remove());
});

describe('the customer-service scripts: delayed 500 ms, retries at 1 s and 3 s (entry §9)', () => {
  it('a member: the list 500 ms after start, then each checked vendor script', async () => {
    const api = mockCalls({}, { WPSCORE_getCustomerServiceScript: ok(DEMO_CS) });
    useAppStore.getState().signIn(sessionFixture());
    await start();
    await vi.advanceTimersByTimeAsync(499);
    expect(api.payloadsOf('WPSCORE_getCustomerServiceScript')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(api.payloadsOf('WPSCORE_getCustomerServiceScript')).toHaveLength(1);
    await vi.waitFor(() => expect(csScripts()).toHaveLength(1));
    expect([...csScripts()].map((s) => (s as HTMLScriptElement).src)).toEqual([
      `${window.location.origin}/demo-cs/LIVECHAT.js`,
    ]);
  });

  it('a guest: never asked (the relay needs a session); asked once the player signs in', async () => {
    const api = mockCalls({}, { WPSCORE_getCustomerServiceScript: ok(DEMO_CS) });
    await start();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(api.calls).toEqual([]);
    useAppStore.getState().signIn(sessionFixture());
    await vi.advanceTimersByTimeAsync(500);
    expect(api.payloadsOf('WPSCORE_getCustomerServiceScript')).toHaveLength(1);
  });

  it('a failed list is tried again 1 s and then 3 s later, and no more', async () => {
    const api = mockCalls({}, { WPSCORE_getCustomerServiceScript: fail('server.error') });
    useAppStore.getState().signIn(sessionFixture());
    await start();
    const count = () => api.payloadsOf('WPSCORE_getCustomerServiceScript').length;
    await vi.advanceTimersByTimeAsync(500);
    expect(count()).toBe(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(count()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(count()).toBe(2);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(count()).toBe(3);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(count()).toBe(3);
  });
});

describe('the unread count on return to the page', () => {
  it('is asked again when the page becomes visible or comes back from the back-forward cache', async () => {
    const api = mockCalls(
      {},
      { WPSCORE_getCustomerServiceScript: ok({ scripts: [] }), CBS_unreadCount: ok({ unReadCount: 1 }) },
    );
    useAppStore.getState().signIn(sessionFixture());
    const { subscribeCall } = await import('../../api/call-cache');
    const { chatApi } = await import('./api');
    subscribeCall(chatApi.unread, () => undefined);
    await vi.advanceTimersByTimeAsync(0);
    await start();
    const count = () => api.payloadsOf('CBS_unreadCount').length;
    expect(count()).toBe(1);
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(count()).toBe(2);
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    await vi.advanceTimersByTimeAsync(0);
    expect(count()).toBe(3);
  });
});
