import { afterEach, describe, expect, it } from 'vitest';
import { readCached, writeCached } from '../api/session-cache';
import { readSessionInfo } from '../lib/session-info';
import { useAppStore } from './app-store';

const member = (token: string) => ({
  id: 1,
  token,
  merchantCode: 'DEMO',
  userName: 'p',
  type: 0,
  firstTimeLogin: false,
});
const cached = { success: true, message: null, errorCode: null, value: { countryCode: 'PH' } };

afterEach(() => {
  sessionStorage.clear();
  useAppStore.setState({ session: null });
});

describe('session in the store', () => {
  it('signing in stores the session and drops answers cached for the previous visitor', () => {
    writeCached('/wps/system/country', cached);
    useAppStore.getState().signIn(member('a'));
    expect(readSessionInfo()?.token).toBe('a');
    expect(readCached('/wps/system/country')).toBeNull();
  });

  it('renewing the same session keeps the cache', () => {
    useAppStore.getState().signIn(member('a'));
    writeCached('/wps/system/country', cached);
    useAppStore.getState().signIn({ ...member('a'), userName: 'renamed' });
    expect(readCached('/wps/system/country')).toEqual(cached);
  });

  it('signing out clears the session and all session storage', () => {
    useAppStore.getState().signIn(member('a'));
    writeCached('/wps/system/country', cached);
    useAppStore.getState().signOut();
    expect(useAppStore.getState().session).toBeNull();
    expect(readSessionInfo()).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });
});
