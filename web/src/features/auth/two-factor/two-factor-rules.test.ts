// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  emptyTwoFactorField,
  pendingSignInOf,
  requiredMethodsOf,
  twoFactorProblems,
  twoFactorRequest,
  twoFactorTabs,
  type TwoFactorFields,
  type TwoFactorMethod,
} from './two-factor-rules';

const none = { email: false, ga: false, sms: false, payeeName: false };

describe('§2 two-factor modal: tabs payeeName, sms, ga, email; only the methods the server requires', () => {
  it.each([
    [
      'all four, in the order payeeName, sms, ga, email',
      { email: true, ga: true, sms: true, payeeName: true },
      ['payeeName', 'sms', 'ga', 'email'],
    ],
    ['only ga', { ...none, ga: true }, ['ga']],
    ['email and sms: sms first', { ...none, email: true, sms: true }, ['sms', 'email']],
    [
      'ga and payeeName: payeeName first (the modal opens on it)',
      { ...none, ga: true, payeeName: true },
      ['payeeName', 'ga'],
    ],
    ['none', none, []],
  ])('%s', (_rule, required, tabs) => {
    expect(twoFactorTabs(required)).toEqual(tabs);
  });
});

describe('§5 two-factor validation: the field for the chosen method must be non-empty', () => {
  const filled: TwoFactorFields = {
    payeeName: 'Juan Dela Cruz',
    mobile: '9170000002',
    verificationCode: '123456',
    authCode: '654321',
    email: 'a@b.example',
  };
  const rows: [
    rule: string,
    method: TwoFactorMethod,
    fields: Partial<TwoFactorFields>,
    empty: string | null,
  ][] = [
    ['email: the email field', 'email', { email: '' }, 'email'],
    ['payeeName: the payee name field', 'payeeName', { payeeName: '' }, 'payeeName'],
    ['ga: the authCode field', 'ga', { authCode: '' }, 'authCode'],
    ['sms: the mobile number first', 'sms', { mobile: '', verificationCode: '' }, 'mobile'],
    ['sms: then the verification code', 'sms', { verificationCode: '' }, 'verificationCode'],
    ['inputs are trimmed: blanks count as empty', 'email', { email: '   ' }, 'email'],
    ['other methods’ empty fields do not matter', 'ga', { email: '', payeeName: '', mobile: '' }, null],
    ['a filled field passes', 'payeeName', {}, null],
  ];
  it.each(rows)('%s', (_rule, method, fields, empty) => {
    expect(emptyTwoFactorField(method, { ...filled, ...fields })).toBe(empty);
  });
  it.each(rows)('the modal highlights that one field alone: %s', (_rule, method, fields, empty) => {
    expect(twoFactorProblems(method, { ...filled, ...fields })).toEqual(
      empty ? { [empty]: 'field_required' } : {},
    );
  });
});

describe('§3 two-factor request: username, password, method (E, P, G, S) and the method’s field, trimmed', () => {
  const login = { username: ' Player ', password: ' pass word ' };
  const fields: TwoFactorFields = {
    payeeName: '  Juan Dela Cruz ',
    mobile: ' 917 000 0002 ',
    verificationCode: ' 123456 ',
    authCode: ' 654321 ',
    email: ' a@b.example ',
  };
  const base = { username: 'Player', password: ' pass word ' };
  it.each([
    ['email → E', 'email', { ...base, method: 'E', email: 'a@b.example' }],
    ['payeeName → P', 'payeeName', { ...base, method: 'P', payeeName: 'Juan Dela Cruz' }],
    ['ga → G with authCode', 'ga', { ...base, method: 'G', authCode: '654321' }],
    [
      "sms → S with the phone as '+' dialling code and number, and the verification code",
      'sms',
      { ...base, method: 'S', mobileNum: '+639170000002', verificationCode: '123456' },
    ],
  ] as const)('%s (the password is sent as typed)', (_rule, method, expected) => {
    expect(twoFactorRequest(login, method, fields, '+63')).toEqual(expected);
  });

  it('sms through the phone provider: the Firebase id token its code confirmed, not the code', () => {
    const request = twoFactorRequest(login, 'sms', fields, '+63', 'phone-id-token');
    expect(request).toMatchObject({ method: 'S', firebaseIdToken: 'phone-id-token' });
    expect(request).not.toHaveProperty('verificationCode');
  });
});

describe('the two-factor request of a pending social, phone or SMS sign-in', () => {
  const fields: TwoFactorFields = {
    payeeName: ' Juan Dela Cruz ',
    mobile: '9170000002',
    verificationCode: '123456',
    authCode: '',
    email: '',
  };
  it('names the pending sign-in and sends no credentials (there is no password to send)', () => {
    expect(twoFactorRequest({ pendingSignIn: 'handle-1' }, 'payeeName', fields, '+63')).toEqual({
      username: '',
      password: '',
      pendingSignIn: 'handle-1',
      method: 'P',
      payeeName: 'Juan Dela Cruz',
    });
  });
  it('a password login names none', () => {
    const request = twoFactorRequest({ username: 'p', password: 'x' }, 'payeeName', fields, '+63');
    expect(request).not.toHaveProperty('pendingSignIn');
  });
});

describe('the pending sign-in of a login_verify_required answer', () => {
  it.each([
    ['a social or SMS sign-in', { ...none, sms: true, pendingSignIn: 'h' }, 'h'],
    ['a password login: none', { ...none, sms: true }, null],
    ['an empty handle', { ...none, sms: true, pendingSignIn: '' }, null],
    ['not a string', { ...none, sms: true, pendingSignIn: 7 }, null],
    ['no value', null, null],
  ])('%s', (_case, value, expected) => {
    expect(pendingSignInOf(value)).toBe(expected);
  });
});

describe('the methods of a login_verify_required answer', () => {
  it('reads the booleans', () => {
    expect(requiredMethodsOf({ email: true, ga: false, sms: true, payeeName: false })).toEqual({
      ...none,
      email: true,
      sms: true,
    });
  });
  it.each([null, 'x', {}, none, { ga: 'yes' }])('names no method: %j', (value) => {
    expect(requiredMethodsOf(value)).toBeNull();
  });
});
