import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { i18n, t, useTranslation } from './translate';
import type { MessageKey } from './keys';

// The tables load made-up strings: their keys are not the app's, hence the casts to MessageKey. Strings added
// stay (a bundle only grows), so each row uses keys of its own.

afterEach(() => {
  i18n.changeLanguage('EN');
});

describe('t', () => {
  // Some rows ask for missing keys on purpose: their development warnings are tested below.
  beforeEach(() => void vi.spyOn(console, 'warn').mockImplementation(() => {}));
  afterEach(() => void vi.restoreAllMocks());

  it.each([
    [
      'the current language first',
      { VI: { hi: 'Xin chào' }, EN: { hi: 'Hello' } },
      'VI',
      'hi',
      undefined,
      'Xin chào',
    ],
    ['English behind a missing key', { VI: {}, EN: { hello: 'Hello' } }, 'VI', 'hello', undefined, 'Hello'],
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
    expect(t(key as MessageKey, options)).toBe(expected);
  });

  it('says whether a key exists in the language or in English', () => {
    i18n.addStrings('EN', { a: 'A' });
    i18n.addStrings('KO', { b: 'B' });
    i18n.changeLanguage('KO');
    expect([i18n.exists('a'), i18n.exists('b'), i18n.exists('c')]).toEqual([true, true, false]);
  });
});

describe('a missing key warns in development, once per key', () => {
  let warn: MockInstance<typeof console.warn>;
  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllEnvs();
  });

  it('names the key, the language and what is shown instead, once per key', () => {
    i18n.addStrings('EN', { dev_hi: 'Hello' });
    i18n.addStrings('FR', {});
    i18n.changeLanguage('FR');
    for (const key of ['dev_hi', 'dev_hi', 'dev_gone', 'dev_gone']) t(key as MessageKey);
    expect(warn.mock.calls).toEqual([
      ['[i18n] "dev_hi" is missing in FR: English is shown'],
      ['[i18n] "dev_gone" is missing in FR: the key itself is shown'],
    ]);
  });

  it.each([
    ['a key the language has', { FR: { dev_here: 'Ici' } }, 'FR', 'dev_here', {}],
    [
      'a key asked with a defaultValue (its caller expects none)',
      { FR: {} },
      'FR',
      'dev_default',
      { defaultValue: '' },
    ],
    ["a key asked before the language's strings are loaded", {}, 'NE', 'dev_early', {}],
  ] as const)('no warning for %s', (_rule, bundles, language, key, options) => {
    for (const [code, strings] of Object.entries(bundles)) i18n.addStrings(code, strings);
    i18n.changeLanguage(language);
    t(key as MessageKey, options);
    expect(warn).not.toHaveBeenCalled();
  });

  it('never in a production build', () => {
    vi.stubEnv('DEV', false);
    i18n.addStrings('FR', {});
    i18n.changeLanguage('FR');
    t('prod_gone' as MessageKey);
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('useTranslation', () => {
  it('re-renders in the new language', () => {
    i18n.addStrings('EN', { hi: 'Hello' });
    i18n.addStrings('TH', { hi: 'สวัสดี' });
    const Greeting = () => <p>{useTranslation().t('hi' as MessageKey)}</p>;
    render(<Greeting />);
    expect(screen.getByText('Hello')).toBeTruthy();
    act(() => i18n.changeLanguage('TH'));
    expect(screen.getByText('สวัสดี')).toBeTruthy();
  });

  it("re-renders when more of the language's strings arrive", () => {
    i18n.addStrings('EN', { first: 'First' });
    const Both = () => {
      const { t: tr } = useTranslation();
      return <p>{`${tr('first' as MessageKey)} ${tr('later_one' as MessageKey)}`}</p>;
    };
    render(<Both />);
    expect(screen.getByText('First later_one')).toBeTruthy();
    act(() => i18n.addStrings('EN', { later_one: 'Later' }));
    expect(screen.getByText('First Later')).toBeTruthy();
  });
});

it('textIn answers a key in one language only', () => {
  i18n.addStrings('EN', { copy: 'In English' });
  i18n.addStrings('VI', {});
  i18n.changeLanguage('VI');
  expect([i18n.textIn('EN', 'copy' as MessageKey), i18n.textIn('VI', 'copy' as MessageKey)]).toEqual([
    'In English',
    undefined,
  ]);
});
