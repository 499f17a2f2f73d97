// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { autoLoginDecision, type AutoLoginDecision, type AutoLoginFacts } from './auto-login-decision';

const base: AutoLoginFacts = {
  signedIn: false,
  search: '',
  autoLoginFlag: null,
  saved: { type: 'username', merchant: 'DEMO' },
  merchant: 'DEMO',
  settings: { autoLoginSwitch: true, loginCaptcha: false },
};

const tryIt: AutoLoginDecision = { kind: 'try' };
const skip = (reason: Extract<AutoLoginDecision, { kind: 'skip' }>['reason']): AutoLoginDecision => ({
  kind: 'skip',
  reason,
});

// §4 "Auto login", one row per condition, in the spec's words.
const rows: [rule: string, facts: Partial<AutoLoginFacts>, expected: AutoLoginDecision][] = [
  ['tried at start when every condition holds', {}, tryIt],
  ['the autoLogin flag set to anything but "0" allows it', { autoLoginFlag: '1' }, tryIt],
  ['not tried when there is a token or session', { signedIn: true }, skip('signedIn')],
  ['not tried when the URL has a redirectUrl', { search: '?redirectUrl=%2Fgame' }, skip('redirect')],
  ['not tried when the URL has a backUrl', { search: '?affiliateCode=x&backUrl=' }, skip('redirect')],
  ['other query parameters do not matter', { search: '?affiliateCode=x&r=y' }, tryIt],
  ["not tried when the autoLogin flag is '0'", { autoLoginFlag: '0' }, skip('turnedOff')],
  ['not tried without a saved login', { saved: null }, skip('nothingSaved')],
  [
    'not tried unless the saved merchant matches',
    { saved: { type: 'username', merchant: 'OTHER' } },
    skip('otherMerchant'),
  ],
  ['saved SMS logins are skipped', { saved: { type: 'sms', merchant: 'DEMO' } }, skip('smsLogin')],
  [
    'not tried when MOBILEAUTOLOGIN3 is off',
    { settings: { autoLoginSwitch: false, loginCaptcha: false } },
    skip('switchOff'),
  ],
  [
    'beyond the spec: not tried when the login captcha is on (auto login cannot pass it)',
    { settings: { autoLoginSwitch: true, loginCaptcha: true } },
    skip('captcha'),
  ],
  [
    'while the merchant settings are unknown, the rules that can be checked pass: wait for them',
    { settings: null },
    { kind: 'waitForSettings' },
  ],
  [
    'a rule that fails without the settings decides at once',
    { settings: null, autoLoginFlag: '0' },
    skip('turnedOff'),
  ],
];

describe('autoLoginDecision', () => {
  it.each(rows)('%s', (_rule, facts, expected) => {
    expect(autoLoginDecision({ ...base, ...facts })).toEqual(expected);
  });
});
