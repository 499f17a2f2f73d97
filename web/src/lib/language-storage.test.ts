import { afterEach, describe, expect, it } from 'vitest';
import { readStoredLanguage, writeStoredLanguage } from './language-storage';

// Every test starts with nothing stored, whichever ran before it.
afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('stored interface language', () => {
  const rows: [
    rule: string,
    localValue: string | null,
    sessionValue: string | null,
    expected: string | null,
  ][] = [
    ['local storage first', 'EN', 'TH', 'EN'],
    ['then session storage', null, 'TH', 'TH'],
    ['an empty value counts as none', '', 'VI', 'VI'],
    ['nothing stored: null', null, null, null],
  ];
  it.each(rows)('%s', (_rule, localValue, sessionValue, expected) => {
    if (localValue !== null) localStorage.setItem('language', localValue);
    if (sessionValue !== null) sessionStorage.setItem('language', sessionValue);
    expect(readStoredLanguage()).toBe(expected);
  });

  it('Language is stored in local and session storage', () => {
    writeStoredLanguage('JA');
    expect(localStorage.getItem('language')).toBe('JA');
    expect(sessionStorage.getItem('language')).toBe('JA');
    expect(readStoredLanguage()).toBe('JA');
  });
});

describe('the Language header follows the interface language', () => {
  it('before the interface has a language: the stored setting, else CN; then the interface language', async () => {
    const mod = await import('./language-storage');
    localStorage.clear();
    sessionStorage.clear();
    expect(mod.headerLanguage()).toBe('CN');
    mod.writeStoredLanguage('vi');
    expect(mod.headerLanguage()).toBe('VI');
    mod.setInterfaceLanguage('EN');
    expect(mod.headerLanguage()).toBe('EN');
  });
});
