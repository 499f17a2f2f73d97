// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import EN from './locales/EN.json';
import { errorKey, isMessageKey, keyIn, memberTypeKey } from './keys';
import { i18n, t } from './translate';

beforeAll(() => {
  i18n.addStrings('EN', EN);
  i18n.changeLanguage('EN');
});

describe('t takes message keys only', () => {
  it('a string that is not a key of EN.json does not compile', () => {
    // @ts-expect-error: 'no_such_key' is not a MessageKey (tsc -p web fails if t accepts any string)
    expect(t('no_such_key', { defaultValue: '' })).toBe('');
    expect(t('login')).toBe(EN.login);
  });
});

describe('keys made of data are checked against the strings', () => {
  it.each([
    ['a key of the strings', 'login', true],
    ['a server error code with a text', 'error.login.cred.err', true],
    ['an unknown key', 'error.no.such.code', false],
    ['a property every object has is no key', 'constructor', false],
  ])('%s', (_rule, key, expected) => {
    expect(isMessageKey(key)).toBe(expected);
  });

  it.each([
    ['a Firebase error code with a text', 'auth/', 'code-expired', 'auth/code-expired'],
    ['a Firebase error code without one', 'auth/', 'no-such-error', null],
  ])('keyIn: %s', (_rule, prefix, name, expected) => {
    expect(keyIn(prefix, name)).toBe(expected);
  });

  it.each([
    ['a code with a text', 'login.cred.err', 'error.login.cred.err'],
    ['a code without one', 'x.y', null],
    ['no code', null, null],
    ['an empty code', '', null],
    ['undefined', undefined, null],
  ])('errorKey: %s', (_rule, code, expected) => {
    expect(errorKey(code)).toBe(expected);
  });

  it.each([
    [0, 'member_type_0'],
    [1, 'member_type_1'],
    [2, 'member_type_2'],
    [4, 'member_type_4'],
    [-1, 'member_type_unknown'],
    [3, 'member_type_unknown'],
    [5, 'member_type_unknown'],
  ])('memberTypeKey(%i) is %s, a key of the strings', (type, expected) => {
    expect(memberTypeKey(type)).toBe(expected);
    expect(Object.hasOwn(EN, memberTypeKey(type))).toBe(true);
  });
});
