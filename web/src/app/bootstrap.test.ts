import { afterEach, describe, expect, it, vi } from 'vitest';
import { MEMBER_TYPE_SIGNED_OUT } from '@app/contract/constants/member';
import { memberReady } from '../features/account';
import { takeQueuedLandings } from '../lib/landing-queue';
import { readSessionInfo } from '../lib/session-info';
import { readStoredCampaign } from '../lib/tracking-params';
import { useAppStore } from '../stores/app-store';
import { adoptUrlState, linkManifest } from './bootstrap';

const callApi = vi.hoisted(() => vi.fn());
vi.mock('../api/call', () => ({ callApi, callRelay: vi.fn() }));
// The question itself is e2e/tests/url-token.spec.ts's; here: that it is asked, awaited within the test (a
// question still loading when the file ends would load after the environment is gone).
const askAboutUrlToken = vi.hoisted(() => vi.fn());
vi.mock('./url-token-question', () => ({ askAboutUrlToken }));

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  useAppStore.setState({ session: null });
  callApi.mockClear();
  askAboutUrlToken.mockClear();
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

  it('a token in the query: the member counts as type -1 until member info loads, asked for after the first render', async () => {
    window.history.replaceState(null, '', '/m/home?token=xyz');
    adoptUrlState();
    expect(useAppStore.getState().session?.type).toBe(MEMBER_TYPE_SIGNED_OUT);
    // Before the first render nobody could show the notice of a failure (an expired token).
    expect(callApi).not.toHaveBeenCalled();
    const info = { id: 5, account: 'handed', type: 1, regDate: 0, language: 'EN', clubLabel: null };
    callApi.mockResolvedValueOnce({ success: true, message: null, errorCode: null, value: info });
    await memberReady();
    expect(useAppStore.getState().session).toMatchObject({ token: 'xyz', userName: 'handed', type: 1 });
  });
});

describe('attack: the sign-in token of a link copied into storage that outlives the session', () => {
  it('the landing kept for attribution and the campaign values hold the query without token or tokens', () => {
    window.history.replaceState(null, '', '/m/home?token=SECRET1&tokens=SECRET2&affiliateCode=A1&r=REF9');
    adoptUrlState();
    const stored = JSON.stringify({ ...localStorage }) + JSON.stringify(readStoredCampaign());
    expect(stored).not.toContain('SECRET');
    expect(takeQueuedLandings().map((l) => l.search)).toEqual(['?affiliateCode=A1&r=REF9']);
  });
});

describe("attack: a link with another account's token while signed in", () => {
  const signedIn = {
    id: 7,
    token: 'MINE',
    merchantCode: 'DEMO',
    userName: 'alice',
    type: 0,
    firstTimeLogin: false,
  };

  it('does not switch the session; the token still leaves the address bar, and the player is asked', async () => {
    useAppStore.getState().signIn(signedIn);
    callApi.mockResolvedValue({
      success: false,
      message: null,
      errorCode: 'CUSTOMER_NOT_LOGIN',
      value: null,
    });
    window.history.replaceState(null, '', '/m/member/home?tokens=LINK&r=R1');
    adoptUrlState();
    expect(useAppStore.getState().session?.token).toBe('MINE');
    expect(readSessionInfo()?.token).toBe('MINE');
    expect(window.location.search).toBe('?r=R1');
    await vi.waitFor(() => expect(askAboutUrlToken).toHaveBeenCalledWith('LINK'));
  });

  it("the session's own token: nothing changes and nothing is asked", () => {
    useAppStore.getState().signIn(signedIn);
    window.history.replaceState(null, '', '/m/home?token=MINE');
    adoptUrlState();
    expect(useAppStore.getState().session).toEqual(signedIn);
    expect(window.location.search).toBe('');
    expect(callApi).not.toHaveBeenCalled();
    expect(askAboutUrlToken).not.toHaveBeenCalled();
  });
});

describe("the merchant's manifest", () => {
  afterEach(() => document.head.querySelectorAll('link[rel="manifest"]').forEach((l) => l.remove()));

  it('is linked once, with the merchant in its query', () => {
    linkManifest();
    linkManifest();
    const links = document.head.querySelectorAll<HTMLLinkElement>('link[rel="manifest"]');
    expect([...links].map((l) => l.getAttribute('href'))).toEqual([
      '/wps/system/manifest.json?merchantCode=DEMO',
    ]);
  });

  it('is not linked again when the served page has it', () => {
    document.head.insertAdjacentHTML(
      'beforeend',
      '<link rel="manifest" href="/wps/system/manifest.json?merchantCode=M1">',
    );
    linkManifest();
    expect(document.head.querySelectorAll('link[rel="manifest"]')).toHaveLength(1);
  });
});
