import { afterEach, describe, expect, it } from 'vitest';
import { readStoredLanguage, writeStoredLanguage } from './language-storage';

describe('stored interface language', () => {
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

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
