// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { asPhoneError, phoneErrorText } from './phone-error-text';

const translations: Record<string, string> = {
  'auth/invalid-verification-code': 'The code is wrong.',
  'auth/unknown': 'Phone sign-in failed.',
};
const translate = (key: string) => translations[key] ?? null;
const line = { code: (c: string) => `Code: ${c}`, reason: (m: string) => `Reason: ${m}` };

describe('phone errors: translated message (fallback auth/unknown) followed by Code: {code} and Reason: {message}', () => {
  it.each<[string, { code: string; message: string }, string[] | null]>([
    [
      'a translated code',
      {
        code: 'auth/invalid-verification-code',
        message: 'Firebase: Error (auth/invalid-verification-code).',
      },
      [
        'The code is wrong.',
        'Code: auth/invalid-verification-code',
        'Reason: Firebase: Error (auth/invalid-verification-code).',
      ],
    ],
    [
      'an untranslated code falls back to auth/unknown',
      { code: 'auth/something-new', message: 'boom' },
      ['Phone sign-in failed.', 'Code: auth/something-new', 'Reason: boom'],
    ],
    [
      'auth/cancelled-popup-request is ignored silently',
      { code: 'auth/cancelled-popup-request', message: 'x' },
      null,
    ],
  ])('%s', (_, error, expected) => {
    expect(phoneErrorText(error, translate, line)).toEqual(expected);
  });

  it('shows the key itself when even auth/unknown has no translation', () => {
    expect(phoneErrorText({ code: 'auth/x', message: 'm' }, () => null, line)?.[0]).toBe('auth/unknown');
  });
});

describe('anything thrown becomes a phone error', () => {
  it.each<[string, unknown, { code: string; message: string }]>([
    [
      'a Firebase error keeps its code and message',
      { code: 'auth/too-many-requests', message: 'slow down' },
      { code: 'auth/too-many-requests', message: 'slow down' },
    ],
    [
      'an Error without a code is auth/unknown',
      new Error('script failed'),
      { code: 'auth/unknown', message: 'script failed' },
    ],
    ['a string is auth/unknown', 'bad', { code: 'auth/unknown', message: 'bad' }],
  ])('%s', (_, thrown, expected) => {
    expect(asPhoneError(thrown)).toEqual(expected);
  });
});
