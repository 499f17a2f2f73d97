// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { i18n, t } from './translate';
import { errorText } from './error-text';

i18n.addStrings('EN', { unknown_error: 'Unknown', 'error.login.cred.err': 'Wrong password' });
i18n.changeLanguage('EN');

describe('failures show the server message, or the unknown-error text', () => {
  it.each([
    [
      'the server message is shown',
      { errorCode: 'login.cred.err', message: 'Server says no' },
      'Server says no',
    ],
    [
      'without a message a known code is translated',
      { errorCode: 'login.cred.err', message: null },
      'Wrong password',
    ],
    [
      'without a message an unknown code shows the unknown-error text',
      { errorCode: 'x.y', message: '' },
      'Unknown',
    ],
    ['no message shows the unknown-error text', { errorCode: null, message: null }, 'Unknown'],
    ['a blank message shows the unknown-error text', { errorCode: null, message: '  ' }, 'Unknown'],
  ])('%s', (_rule, failure, expected) => {
    expect(errorText(t, failure)).toBe(expected);
  });
});
