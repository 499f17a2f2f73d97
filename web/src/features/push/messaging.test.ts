import { afterEach, describe, expect, it, vi } from 'vitest';
import { settingsFixture } from '../../test/fixtures';
import { firebaseMessaging } from './firebase-messaging';
import { loadMessaging } from './messaging';
import { STAND_IN_TOKEN_KEY, standInMessaging } from './standin-messaging';

const smsProvider = settingsFixture({
  smsProvider: { vapidKey: 'BPushKey', projectId: 'demo-push' },
}).smsProvider;

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('the push adapter: Firebase Cloud Messaging in production, a local stand-in in test and demo mode', () => {
  it('test mode (status test) gets the stand-in; production gets Firebase', async () => {
    expect(await loadMessaging(true)).toBe(standInMessaging);
    expect(await loadMessaging(false)).toBe(firebaseMessaging);
  });

  it('the stand-in: one random token per browser, kept in local storage, shaped like the contract wants', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const token = await standInMessaging.token(smsProvider);
    expect(token).toMatch(/^[\w:.-]{64,}$/);
    expect(localStorage.getItem(STAND_IN_TOKEN_KEY)).toBe(token);
    expect(await standInMessaging.token(smsProvider)).toBe(token);
    localStorage.clear();
    expect(await standInMessaging.token(smsProvider)).not.toBe(token);
    // No network: nothing reaches Google.
    expect(fetch).not.toHaveBeenCalled();
  });

  it('Firebase without the app’s service worker registered reports unavailable (null), asking Google nothing', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    expect(await firebaseMessaging.token(smsProvider)).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });
});
