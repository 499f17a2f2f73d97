import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InterfaceLanguage } from '@app/contract/constants/language';
import { initI18n, loadStringsPart, onLanguageChange, switchLanguage } from './i18n';
import { MONEY_STRINGS } from './money-strings';
import { i18n, t } from './translate';
import { headerLanguage } from '../lib/language-storage';
import EN from './locales/EN.json';
import KO from './locales/KO.json';
import JA from './locales/JA.json';
import TR from './locales/TR.json';

// Malay's locale arrives only when the test releases it (a slow network); Thai's cannot be fetched (offline).
const malay = vi.hoisted(() => {
  let release = () => {};
  const arrived = new Promise<void>((resolve) => (release = resolve));
  return { arrived, release: () => release() };
});
// Turkish's strings arrive only when the test releases them (a switch still loading).
const turkish = vi.hoisted(() => {
  let release = () => {};
  const arrived = new Promise<void>((resolve) => (release = resolve));
  return { arrived, release: () => release() };
});
// The locales are loaded as text (i18n.ts).
vi.mock('./locales/TR.json?raw', async (actual) => {
  await turkish.arrived;
  return actual();
});
vi.mock('./locales/MS.json?raw', async () => {
  await malay.arrived;
  return { default: JSON.stringify({ login: 'Log masuk' }) };
});
vi.mock('./locales/TH.json?raw', () => {
  throw new Error('offline');
});

const notified: InterfaceLanguage[] = [];
let unsubscribe = () => {};

beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  await initI18n('EN');
  notified.length = 0;
  unsubscribe = onLanguageChange((code) => notified.push(code));
});
afterEach(() => unsubscribe());

const page = () => ({ lang: document.documentElement.lang, dir: document.documentElement.dir });
const stored = () => [localStorage.getItem('language'), sessionStorage.getItem('language')];

describe('switchLanguage: load, apply, store, and fetch language-dependent data again', () => {
  it.each<
    [
      rule: string,
      from: InterfaceLanguage,
      code: string,
      language: InterfaceLanguage,
      lang: string,
      dir: string,
    ]
  >([
    ['a supported language is applied', 'EN', 'JA', 'JA', 'ja-JP', 'ltr'],
    ['codes compare case-insensitively', 'EN', 'pt-br', 'PT-BR', 'pt-BR', 'ltr'],
    ['Urdu is laid out right to left', 'EN', 'UR', 'UR', 'ur', 'rtl'],
    ['back from Urdu, left to right again', 'UR', 'VI', 'VI', 'vi-VN', 'ltr'],
    ['a language not in the supported list becomes English', 'JA', 'XX', 'EN', 'en-US', 'ltr'],
  ])('%s', async (_rule, from, code, language, lang, dir) => {
    await switchLanguage(from);
    notified.length = 0;
    await switchLanguage(code);
    expect(i18n.language).toBe(language);
    expect(page()).toEqual({ lang, dir });
    expect(stored()).toEqual([language, language]);
    expect(headerLanguage()).toBe(language);
    expect(notified).toEqual([language]);
  });

  it("the language's strings are loaded and shown", async () => {
    await switchLanguage('KO');
    expect(t('login')).toBe(KO.login);
    await switchLanguage('EN');
    expect(t('login')).toBe(EN.login);
  });

  it('the same language again is stored but fetches nothing again', async () => {
    await switchLanguage('KO');
    localStorage.clear();
    notified.length = 0;
    await switchLanguage('KO');
    expect(stored()).toEqual(['KO', 'KO']);
    expect(notified).toEqual([]);
  });

  it('a locale that cannot be fetched rejects and changes nothing', async () => {
    await switchLanguage('JA');
    notified.length = 0;
    await expect(switchLanguage('TH')).rejects.toThrow();
    expect(i18n.language).toBe('JA');
    expect(page()).toEqual({ lang: 'ja-JP', dir: 'ltr' });
    expect(stored()).toEqual(['JA', 'JA']);
    expect(notified).toEqual([]);
  });

  it('a later choice wins over an earlier one whose locale arrives after it', async () => {
    const slow = switchLanguage('MS');
    await switchLanguage('KO');
    malay.release();
    await slow;
    expect(i18n.language).toBe('KO');
    expect(stored()).toEqual(['KO', 'KO']);
    expect(notified).toEqual(['KO']);
  });

  it('an unsubscribed listener is not called', async () => {
    unsubscribe();
    await switchLanguage('ID');
    expect(notified).toEqual([]);
  });
});

describe('one file per language: every screen and dialog has its words once the language is in', () => {
  it("a switch brings the dialogs' strings with the first screen's, and English's behind them", async () => {
    await switchLanguage('KO');
    expect(t('login')).toBe(KO.login);
    expect(t('update_refresh')).toBe(KO.update_refresh);
    expect(i18n.textIn('EN', 'update_refresh')).toBe(EN.update_refresh);
  });
});

// Runs last: the part, once asked for, stays in use for the rest of the file.
describe('the keys only the money screens use are a part of their own, loaded with them (app/routes.tsx)', () => {
  const key = 'deposit_account_number' satisfies keyof typeof EN;

  it('a language comes without them until a money screen asks', async () => {
    await switchLanguage('KO');
    expect(i18n.textIn('KO', key)).toBeUndefined();
  });

  it('asked for while a switch loads, the new language brings them too', async () => {
    const switching = switchLanguage('TR');
    await loadStringsPart(MONEY_STRINGS);
    turkish.release();
    await switching;
    expect(t(key)).toBe(TR[key]);
    expect(i18n.textIn('EN', key)).toBe(EN[key]);
  });

  it('every later switch brings them with the language', async () => {
    await switchLanguage('JA');
    expect(t(key)).toBe(JA[key]);
  });
});
