import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Envelope } from '@app/contract/envelope';
import { fetchCall, readCall, type CallQuery } from '../api/call-cache';
import { readCached, writeCached } from '../api/session-cache';
import { readSessionInfo } from '../lib/session-info';
import { readStoredCampaign, storeCampaignFromSearch } from '../lib/tracking-params';
import { sessionFixture } from '../test/fixtures';
import { useAppStore } from './app-store';

const cached = { success: true, message: null, errorCode: null, value: { countryCode: 'PH' } };

afterEach(() => {
  sessionStorage.clear();
  useAppStore.setState({ session: null });
});

describe('session in the store', () => {
  it('signing in stores the session and drops answers cached for the previous visitor', () => {
    writeCached('/wps/system/country', cached);
    useAppStore.getState().signIn(sessionFixture({ token: 'a' }));
    expect(readSessionInfo()?.token).toBe('a');
    expect(readCached('/wps/system/country')).toBeNull();
  });

  it('renewing the same session keeps the cache', () => {
    useAppStore.getState().signIn(sessionFixture({ token: 'a' }));
    writeCached('/wps/system/country', cached);
    useAppStore.getState().signIn(sessionFixture({ token: 'a', userName: 'renamed' }));
    expect(readCached('/wps/system/country')).toEqual(cached);
  });

  it('signing out clears the session and all session storage', () => {
    useAppStore.getState().signIn(sessionFixture({ token: 'a' }));
    writeCached('/wps/system/country', cached);
    useAppStore.getState().signOut();
    expect(useAppStore.getState().session).toBeNull();
    expect(readSessionInfo()).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });

  it('signing out keeps the rest of session storage: the campaign values, the splash flag, the language', () => {
    useAppStore.getState().signIn(sessionFixture({ token: 'a' }));
    storeCampaignFromSearch('?r=REF9&fbclid=F');
    sessionStorage.setItem('splashHidden', '1');
    sessionStorage.setItem('language', 'TH');
    useAppStore.getState().signOut();
    expect(readSessionInfo()).toBeNull();
    expect(readStoredCampaign()).toEqual({ r: 'REF9', fbclid: 'F' });
    expect(sessionStorage.getItem('splashHidden')).toBe('1');
    expect(sessionStorage.getItem('language')).toBe('TH');
  });
});

describe('the session-scoped answers of the call cache belong to the session', () => {
  const sessionCall = (): CallQuery<string> => ({
    key: `member-${Math.random()}`,
    name: 'memberInfo',
    scope: 'session',
    staleMs: Infinity,
    languageDependent: false,
    persistedPath: null,
    run: vi.fn(() =>
      Promise.resolve<Envelope<string>>({ success: true, message: null, errorCode: null, value: 'a' }),
    ),
  });

  it('signing in to another session drops them', async () => {
    useAppStore.getState().signIn(sessionFixture({ token: 'a' }));
    const q = sessionCall();
    await fetchCall(q);
    useAppStore.getState().signIn(sessionFixture({ token: 'b' }));
    expect(readCall(q)).toEqual({ status: 'loading' });
  });

  it('renewing the same session keeps them', async () => {
    useAppStore.getState().signIn(sessionFixture({ token: 'a' }));
    const q = sessionCall();
    await fetchCall(q);
    useAppStore.getState().signIn(sessionFixture({ token: 'a', type: 1 }));
    expect(readCall(q)).toEqual({ status: 'ready', data: 'a' });
  });

  it('signing out drops them (session expiry signs out too)', async () => {
    useAppStore.getState().signIn(sessionFixture({ token: 'a' }));
    const q = sessionCall();
    await fetchCall(q);
    useAppStore.getState().signOut();
    expect(readCall(q)).toEqual({ status: 'loading' });
  });
});
