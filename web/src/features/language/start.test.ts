import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LanguageBridge } from '@app/contract/app-bridge';
import type { MemberInfo } from '@app/contract/calls';
import { initI18n, switchLanguage } from '../../i18n/i18n';
import { i18n } from '../../i18n/translate';
import { useAppStore } from '../../stores/app-store';
import { sessionFixture, systemStatusFixture } from '../../test/fixtures';
import { mockCalls, ok } from '../../test/mock-calls';
import { startLanguageSync } from './start';

const w = window as unknown as LanguageBridge;
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
const memberInfo = (language: string): MemberInfo => ({
  id: 7,
  account: 'player',
  type: 0,
  regDate: 0,
  language,
  clubLabel: null,
});

let tokens = 0;
const signIn = () => useAppStore.getState().signIn(sessionFixture({ token: `start-${++tokens}` }));

let stop = () => {};
beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  await initI18n('EN');
  useAppStore.setState({
    status: systemStatusFixture({ settings: { languages: ['EN', 'TH', 'VI'] } }),
  });
  useAppStore.getState().signOut();
});
afterEach(() => {
  stop();
  delete w.PlatformApp;
});

describe("startLanguageSync: at sign-in the member's server-side language wins when nothing is stored locally (signed-in §4)", () => {
  it('a sign-in with nothing stored: the interface follows the server, stores it and tells the app', async () => {
    const api = mockCalls({ memberInfo: ok(memberInfo('TH')) });
    const setLanguage = vi.fn();
    w.PlatformApp = { setLanguage };
    stop = startLanguageSync();
    signIn();
    await vi.waitFor(() => expect(i18n.language).toBe('TH'));
    expect(localStorage.getItem('language')).toBe('TH');
    expect(setLanguage).toHaveBeenCalledWith('TH');
    // Following the server is no change to send back to it.
    expect(api.payloadsOf('memberLanguage')).toEqual([]);
  });

  it('the session the page starts with (a reload, a token from a link) is followed too', async () => {
    mockCalls({ memberInfo: ok(memberInfo('VI')) });
    signIn();
    stop = startLanguageSync();
    await vi.waitFor(() => expect(i18n.language).toBe('VI'));
  });

  it('a language stored on this device (the player chose it): it stays', async () => {
    const api = mockCalls({ memberInfo: ok(memberInfo('TH')) });
    await switchLanguage('VI');
    stop = startLanguageSync();
    signIn();
    await vi.waitFor(() => expect(api.payloadsOf('memberInfo')).toHaveLength(1));
    await settle();
    expect(i18n.language).toBe('VI');
  });

  it('a language the player chooses while member info loads is not overridden', async () => {
    let answer = (_: MemberInfo) => {};
    const api = mockCalls({
      memberInfo: () =>
        new Promise((resolve) => {
          answer = (info) => resolve(ok(info));
        }),
    });
    stop = startLanguageSync();
    signIn();
    await vi.waitFor(() => expect(api.payloadsOf('memberInfo')).toHaveLength(1));
    await switchLanguage('VI');
    answer(memberInfo('TH'));
    await settle();
    expect(i18n.language).toBe('VI');
  });

  it('a server language the merchant does not offer: the interface stays', async () => {
    const api = mockCalls({ memberInfo: ok(memberInfo('JA')) });
    stop = startLanguageSync();
    signIn();
    await vi.waitFor(() => expect(api.payloadsOf('memberInfo')).toHaveLength(1));
    await settle();
    expect(i18n.language).toBe('EN');
    expect(localStorage.getItem('language')).toBeNull();
  });

  it('signed out before member info answers: nothing changes', async () => {
    let answer = (_: MemberInfo) => {};
    const api = mockCalls({
      memberInfo: () =>
        new Promise((resolve) => {
          answer = (info) => resolve(ok(info));
        }),
    });
    stop = startLanguageSync();
    signIn();
    await vi.waitFor(() => expect(api.payloadsOf('memberInfo')).toHaveLength(1));
    useAppStore.getState().signOut();
    answer(memberInfo('TH'));
    await settle();
    expect(i18n.language).toBe('EN');
  });

  it('each session once: a renewal of the same session (member info fills in its type) asks nothing again', async () => {
    mockCalls({ memberInfo: ok(memberInfo('TH')) });
    stop = startLanguageSync();
    signIn();
    await vi.waitFor(() => expect(i18n.language).toBe('TH'));
    // The player goes back to English; the session's name and type are renewed with the same token.
    await switchLanguage('EN');
    localStorage.clear();
    sessionStorage.clear();
    const session = useAppStore.getState().session!;
    useAppStore.getState().signIn({ ...session, type: 1 });
    await settle();
    expect(i18n.language).toBe('EN');
  });

  it('a guest: nothing asked', async () => {
    const api = mockCalls();
    stop = startLanguageSync();
    await settle();
    expect(api.calls).toEqual([]);
  });
});
