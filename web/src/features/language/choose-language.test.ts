import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LanguageBridge } from '@app/contract/app-bridge';
import { initI18n } from '../../i18n/i18n';
import { i18n } from '../../i18n/translate';
import { useAppStore } from '../../stores/app-store';
import { sessionFixture, systemStatusFixture } from '../../test/fixtures';
import { fail, mockCalls, ok } from '../../test/mock-calls';
import { chooseLanguage } from './choose-language';

// Khmer's locale cannot be fetched (offline); Vietnamese's arrives when the test releases it (a slow network).
const vietnamese = vi.hoisted(() => {
  let release = () => {};
  const arrived = new Promise<void>((resolve) => (release = resolve));
  return { arrived, release: () => release() };
});
vi.mock('../../i18n/locales/KM.json?raw', () => {
  throw new Error('offline');
});
vi.mock('../../i18n/locales/VI.json?raw', async () => {
  await vietnamese.arrived;
  return { default: JSON.stringify({ login: 'Đăng nhập' }) };
});

const w = window as unknown as LanguageBridge;
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
const stored = () => [localStorage.getItem('language'), sessionStorage.getItem('language')];
const memberInfo = (type: number) => ({
  id: 7,
  account: 'player',
  type,
  regDate: 0,
  language: 'EN',
  clubLabel: null,
});

let tokens = 0;
/** A session of its own per test: member info's readiness is kept per token. */
const signInAs = (type: number) => {
  useAppStore.getState().signIn(sessionFixture({ type, token: `choose-${++tokens}` }));
};

beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  await initI18n('EN');
  useAppStore.setState({
    status: systemStatusFixture({ settings: { languages: ['EN', 'TH', 'KM', 'VI', 'UR'] } }),
  });
  useAppStore.getState().signOut();
});
afterEach(() => {
  delete w.PlatformApp;
  delete w.webkit;
});

describe('chooseLanguage: validated, switched, stored, told to the app (signed-in §4 "Language selection")', () => {
  it('a supported language: the interface switches to it and stores it in local and session storage', async () => {
    mockCalls();
    await chooseLanguage('th');
    expect(i18n.language).toBe('TH');
    expect(document.documentElement.lang).toBe('th-TH');
    expect(stored()).toEqual(['TH', 'TH']);
  });

  it('a language the merchant does not offer: the fallback, English', async () => {
    mockCalls();
    await chooseLanguage('TH');
    await chooseLanguage('JA');
    expect(i18n.language).toBe('EN');
    expect(stored()).toEqual(['EN', 'EN']);
  });

  it('Urdu: right to left', async () => {
    mockCalls();
    await chooseLanguage('UR');
    expect(document.documentElement.dir).toBe('rtl');
  });

  it('inside the app: the app is told the language (Android and iOS bridges)', async () => {
    mockCalls();
    const setLanguage = vi.fn();
    w.PlatformApp = { setLanguage };
    await chooseLanguage('TH');
    expect(setLanguage).toHaveBeenCalledWith('TH');
    delete w.PlatformApp;
    const postMessage = vi.fn();
    w.webkit = { messageHandlers: { setLanguage: { postMessage } } };
    await chooseLanguage('UR');
    expect(postMessage).toHaveBeenCalledWith({ language: 'UR' });
  });

  it('a locale that cannot be fetched: rejects, and the language, the storage and the app stay as they were', async () => {
    const api = mockCalls();
    signInAs(0);
    const setLanguage = vi.fn();
    w.PlatformApp = { setLanguage };
    await expect(chooseLanguage('KM')).rejects.toThrow();
    await settle();
    expect(i18n.language).toBe('EN');
    expect(stored()).toEqual([null, null]);
    expect(setLanguage).not.toHaveBeenCalled();
    expect(api.payloadsOf('memberLanguage')).toEqual([]);
  });
});

describe('chooseLanguage: signed-in members not of type 4 get a changed language sent (signed-in §4, §5, §6)', () => {
  it.each([
    ['a member (type 0)', 0],
    ['an agent (type 1)', 1],
    ['an agent (type 2)', 2],
  ])('%s: POST /wps/member/language with the language and the merchant', async (_, type) => {
    const api = mockCalls({ memberLanguage: ok(null) });
    signInAs(type);
    await chooseLanguage('TH');
    await vi.waitFor(() =>
      expect(api.payloadsOf('memberLanguage')).toEqual([{ language: 'TH', merchantCode: 'DEMO' }]),
    );
  });

  it('a restricted member (type 4): nothing is sent, the interface switches', async () => {
    const api = mockCalls({ memberLanguage: ok(null) });
    signInAs(4);
    await chooseLanguage('TH');
    await settle();
    expect(i18n.language).toBe('TH');
    expect(api.payloadsOf('memberLanguage')).toEqual([]);
  });

  it('a guest: nothing is sent', async () => {
    const api = mockCalls({ memberLanguage: ok(null) });
    await chooseLanguage('TH');
    await settle();
    expect(api.payloadsOf('memberLanguage')).toEqual([]);
  });

  it('the language did not change (the current one chosen again): nothing is sent', async () => {
    const api = mockCalls({ memberLanguage: ok(null) });
    signInAs(0);
    await chooseLanguage('EN');
    await settle();
    expect(api.payloadsOf('memberLanguage')).toEqual([]);
  });

  it.each([
    ['member info says type 0: sent', 0, [{ language: 'TH', merchantCode: 'DEMO' }]],
    ['member info says type 4: not sent', 4, []],
  ])('a type not known yet (a token from a link, -1) waits for member info; %s', async (_, type, sent) => {
    const api = mockCalls({ memberInfo: ok(memberInfo(type)), memberLanguage: ok(null) });
    signInAs(-1);
    await chooseLanguage('TH');
    await vi.waitFor(() => expect(api.payloadsOf('memberInfo')).toHaveLength(1));
    await settle();
    expect(api.payloadsOf('memberLanguage')).toEqual(sent);
  });

  it('the server refuses or cannot be reached: quiet, the interface keeps the language; the next change sends again', async () => {
    let answer = fail<null>('language.unsupported', 'Not offered');
    const api = mockCalls({ memberLanguage: () => answer });
    signInAs(0);
    await chooseLanguage('TH');
    await vi.waitFor(() => expect(api.payloadsOf('memberLanguage')).toHaveLength(1));
    expect(i18n.language).toBe('TH');
    answer = ok(null);
    await chooseLanguage('UR');
    await vi.waitFor(() =>
      expect(api.payloadsOf('memberLanguage')).toEqual([
        { language: 'TH', merchantCode: 'DEMO' },
        { language: 'UR', merchantCode: 'DEMO' },
      ]),
    );
  });

  it('signed out before the send: the ended session sends nothing', async () => {
    const api = mockCalls({ memberInfo: ok(memberInfo(0)), memberLanguage: ok(null) });
    signInAs(-1);
    await chooseLanguage('TH');
    useAppStore.getState().signOut();
    await settle();
    expect(api.payloadsOf('memberLanguage')).toEqual([]);
  });

  it('a choice made while another loads wins: the interface, the app and the server end with it', async () => {
    const api = mockCalls({ memberLanguage: ok(null) });
    signInAs(0);
    const setLanguage = vi.fn();
    w.PlatformApp = { setLanguage };
    let slowDone = false;
    const slow = chooseLanguage('VI').then(() => (slowDone = true));
    await chooseLanguage('TH');
    await settle();
    expect(slowDone).toBe(false);
    vietnamese.release();
    await slow;
    await settle();
    expect(i18n.language).toBe('TH');
    expect(setLanguage.mock.calls).toEqual([['TH']]);
    expect(api.payloadsOf('memberLanguage')).toEqual([{ language: 'TH', merchantCode: 'DEMO' }]);
  });
});
