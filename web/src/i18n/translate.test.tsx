import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { i18n, t, useTranslation } from './translate';

afterEach(() => {
  i18n.addStrings('EN', {});
  i18n.changeLanguage('EN');
});

describe('t', () => {
  it.each([
    [
      'the current language first',
      { VI: { hi: 'Xin chào' }, EN: { hi: 'Hello' } },
      'VI',
      'hi',
      undefined,
      'Xin chào',
    ],
    ['English behind a missing key', { VI: {}, EN: { hi: 'Hello' } }, 'VI', 'hi', undefined, 'Hello'],
    ['defaultValue when no language has it', { EN: {} }, 'EN', 'error.x', { defaultValue: '' }, ''],
    ['the key itself as the last resort', { EN: {} }, 'EN', 'nope', undefined, 'nope'],
    [
      'flat keys with dots',
      { EN: { 'error.login.cred.err': 'Wrong' } },
      'EN',
      'error.login.cred.err',
      undefined,
      'Wrong',
    ],
    [
      'placeholders filled',
      { EN: { wait: 'Wait {{seconds}} s, {{ name }}' } },
      'EN',
      'wait',
      { seconds: 5, name: 'Ann' },
      'Wait 5 s, Ann',
    ],
    [
      'an unknown placeholder kept',
      { EN: { wait: 'Wait {{seconds}} s' } },
      'EN',
      'wait',
      {},
      'Wait {{seconds}} s',
    ],
  ] as const)('answers %s', (_rule, bundles, language, key, options, expected) => {
    for (const [code, strings] of Object.entries(bundles)) i18n.addStrings(code, strings);
    i18n.changeLanguage(language);
    expect(t(key, options)).toBe(expected);
  });

  it('says whether a key exists in the language or in English', () => {
    i18n.addStrings('EN', { a: 'A' });
    i18n.addStrings('KO', { b: 'B' });
    i18n.changeLanguage('KO');
    expect([i18n.exists('a'), i18n.exists('b'), i18n.exists('c')]).toEqual([true, true, false]);
  });
});

describe('useTranslation', () => {
  it('re-renders in the new language', () => {
    i18n.addStrings('EN', { hi: 'Hello' });
    i18n.addStrings('TH', { hi: 'สวัสดี' });
    const Greeting = () => <p>{useTranslation().t('hi')}</p>;
    render(<Greeting />);
    expect(screen.getByText('Hello')).toBeTruthy();
    act(() => i18n.changeLanguage('TH'));
    expect(screen.getByText('สวัสดี')).toBeTruthy();
  });
});
