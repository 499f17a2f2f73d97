import { afterEach, describe, expect, it } from 'vitest';
import { readSessionInfo } from '../lib/session-info';
import { readStoredCampaign } from '../lib/tracking-params';
import { useAppStore } from '../stores/app-store';
import { adoptUrlState } from './bootstrap';

afterEach(() => {
  sessionStorage.clear();
  useAppStore.setState({ session: null });
});

describe('landing URL', () => {
  it('a token in the query becomes the session and leaves the address bar', () => {
    window.history.replaceState(null, '', '/m/member/home?token=abc&affiliateCode=A1#x');
    adoptUrlState();
    expect(useAppStore.getState().session?.token).toBe('abc');
    expect(readSessionInfo()?.token).toBe('abc');
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/m/member/home?affiliateCode=A1#x',
    );
  });

  it('the tracking parameters are stored as campaign values', () => {
    window.history.replaceState(null, '', '/m/home?r=REF9&fbclid=F');
    adoptUrlState();
    expect(readStoredCampaign()).toEqual({ r: 'REF9', fbclid: 'F' });
    expect(useAppStore.getState().session).toBeNull();
  });
});
