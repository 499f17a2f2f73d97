import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { Overlays } from './Overlays';
import { session } from '../lib/storage';
import { useAppStore } from '../stores/app-store';
import { useOverlays } from '../stores/overlays';
import { mockCalls, ok, type RecordedCall } from '../test/mock-calls';
import { renderAt } from '../test/render-at';
import { sessionFixture } from '../test/fixtures';
import { PUSH_OFFER_DELAY_MS } from '../features/push/opt-in-rule';
import { createPushOptIn, PUSH_ANSWERED_KEY } from '../features/push/push-opt-in';
import { STAND_IN_TOKEN_KEY } from '../features/push/standin-messaging';

const PUSH_KEY = { smsProvider: { vapidKey: 'BPushKey' } };
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';

/** The browser's Notification API: the permission, and what requestPermission answers. */
function notifications(permission: NotificationPermission, answer: NotificationPermission = permission) {
  const api = {
    permission,
    requestPermission: vi.fn(async () => {
      api.permission = answer;
      return answer;
    }),
  };
  vi.stubGlobal('Notification', api);
  return api;
}

const pushRelays = () =>
  mockCalls({}, { CSP_fcmBind: ok(null), CSP_fcmSubscribe: ok(null), CSP_fcmUnsubscribe: ok(null) });
const pushCalls = (calls: RecordedCall[]) => calls.filter((c) => c.name.startsWith('CSP_fcm'));

let stop: () => void = () => undefined;
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  stop();
  useOverlays.setState({ overlays: [] });
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the token follows the login (entry §4)', () => {
  it('permission granted earlier: with a session the token is bound, then subscribed to ALL; a logout unbinds it, without the session token', async () => {
    notifications('granted');
    renderAt('/home', <Overlays />, {
      session: sessionFixture({ token: 'member-token' }),
      settings: PUSH_KEY,
    });
    const api = pushRelays();
    stop = createPushOptIn().start();
    await vi.waitFor(() => expect(pushCalls(api.calls)).toHaveLength(2));
    const token = localStorage.getItem(STAND_IN_TOKEN_KEY);
    expect(token).toMatch(/^standin:[\w-]{64}$/);
    expect(pushCalls(api.calls)).toMatchObject([
      {
        name: 'CSP_fcmBind',
        payload: { registrationToken: token },
        headers: { authorization: 'member-token' },
      },
      { name: 'CSP_fcmSubscribe', payload: { registrationToken: token, topic: 'ALL' } },
    ]);
    // No dialog when the permission is granted already.
    expect(useOverlays.getState().overlays).toEqual([]);

    act(() => useAppStore.getState().signOut());
    await vi.waitFor(() => expect(pushCalls(api.calls)).toHaveLength(3));
    const unbind = pushCalls(api.calls)[2]!;
    expect(unbind).toMatchObject({
      name: 'CSP_fcmUnsubscribe',
      payload: { registrationToken: token, unsubscribeAll: true },
    });
    expect(unbind.headers.authorization).toBeUndefined();

    act(() => useAppStore.getState().signIn(sessionFixture({ token: 'next-member' })));
    await vi.waitFor(() => expect(pushCalls(api.calls)).toHaveLength(5));
    expect(pushCalls(api.calls)[3]).toMatchObject({
      name: 'CSP_fcmBind',
      headers: { authorization: 'next-member' },
    });
  });

  it('a guest start with a token unbinds it (a session may have ended while the page was closed)', async () => {
    notifications('granted');
    renderAt('/home', <Overlays />, { settings: PUSH_KEY });
    const api = pushRelays();
    stop = createPushOptIn().start();
    await vi.waitFor(() => expect(pushCalls(api.calls)).toHaveLength(1));
    expect(pushCalls(api.calls)[0]).toMatchObject({
      name: 'CSP_fcmUnsubscribe',
      payload: { unsubscribeAll: true },
    });
  });

  it('no token (permission not granted): a sign-in or logout sends nothing', async () => {
    notifications('denied');
    renderAt('/home', <Overlays />, { session: sessionFixture(), settings: PUSH_KEY });
    const api = pushRelays();
    stop = createPushOptIn().start();
    act(() => useAppStore.getState().signOut());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(pushCalls(api.calls)).toEqual([]);
  });

  it('only if a push key is configured: without one nothing is asked or sent', async () => {
    notifications('granted');
    renderAt('/home', <Overlays />, { session: sessionFixture() });
    const api = pushRelays();
    stop = createPushOptIn().start();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(pushCalls(api.calls)).toEqual([]);
  });
});

describe('the push opt-in dialog', () => {
  const offer = async (url = '/home') => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    renderAt(url, <Overlays />, { session: sessionFixture(), settings: PUSH_KEY });
    stop = createPushOptIn().start();
    act(() => void vi.advanceTimersByTime(PUSH_OFFER_DELAY_MS + 1_000));
  };

  it('offered to a signed-in member a moment after the session started; Allow, granted: the token is bound', async () => {
    const api = notifications('default', 'granted');
    const relays = pushRelays();
    await offer();
    const dialog = await screen.findByRole('dialog', { name: 'Turn on notifications' });
    expect(dialog.textContent).toContain('bonuses');
    fireEvent.click(screen.getByRole('button', { name: 'Allow' }));
    expect(api.requestPermission).toHaveBeenCalledOnce();
    await vi.waitFor(() =>
      expect(pushCalls(relays.calls).map((c) => c.name)).toEqual(['CSP_fcmBind', 'CSP_fcmSubscribe']),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Allow, denied: the notification_request_tips alert', async () => {
    notifications('default', 'denied');
    pushRelays();
    await offer();
    fireEvent.click(await screen.findByRole('button', { name: 'Allow' }));
    const alert = await screen.findByRole('alertdialog');
    expect(alert.textContent).toContain('Notifications are blocked for this site');
  });

  it('shown once per session unless dismissed: Not now ends the offers of this session', async () => {
    const api = notifications('default');
    await offer();
    fireEvent.click(await screen.findByRole('button', { name: 'Not now' }));
    expect(api.requestPermission).not.toHaveBeenCalled();
    expect(session.get(PUSH_ANSWERED_KEY)).toBe('1');
    stop();
    stop = createPushOptIn().start();
    act(() => void vi.advanceTimersByTime(PUSH_OFFER_DELAY_MS * 2));
    expect(useOverlays.getState().overlays).toEqual([]);
  });

  it('not over the login form: it waits until the player leaves it', async () => {
    notifications('default');
    await offer('/login');
    expect(useOverlays.getState().overlays).toEqual([]);
    window.history.pushState(null, '', '/m/home');
    act(() => void vi.advanceTimersByTime(1_000));
    expect(useOverlays.getState().overlays).toMatchObject([{ kind: 'push' }]);
  });

  it('on iOS, only inside an installed web app: not in the iPhone browser', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE);
    notifications('default');
    await offer();
    expect(useOverlays.getState().overlays).toEqual([]);
  });
});
