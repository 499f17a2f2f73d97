import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/api-error';
import { ADMIN_REFUSAL_ANSWERS, adminRefusal, type AdminRefusalReason } from './admin-refusals';

interface WireAnswer {
  statusCode: number;
  errorCode: string;
  message: string;
}

// What each refusal answers on the wire, exactly: the e2e support code (e2e/tests/support/admin.ts) and the
// route tests read these statuses, codes and messages.
const ANSWERS: [AdminRefusalReason, () => ApiError, WireAnswer][] = [
  [
    'not-on-listener',
    () => adminRefusal('not-on-listener', { method: 'GET', path: '/admin/audit' }),
    { statusCode: 404, errorCode: 'request.not.found', message: 'No route GET /admin/audit.' },
  ],
  [
    'listener-admin-only',
    () => adminRefusal('listener-admin-only'),
    { statusCode: 404, errorCode: 'request.not.found', message: 'The admin listener serves /admin/ only.' },
  ],
  [
    'token-limit',
    () => adminRefusal('token-limit'),
    {
      statusCode: 429,
      errorCode: 'TOO_MANY_REQUEST',
      message: 'Too many wrong admin tokens from this address: try again later.',
    },
  ],
  [
    'token-wrong',
    () => adminRefusal('token-wrong'),
    { statusCode: 401, errorCode: 'admin.unauthorized', message: 'Admin token missing or wrong.' },
  ],
  [
    'invalid',
    () => adminRefusal('invalid', { detail: 'sessionTtlSeconds: Too big' }),
    { statusCode: 400, errorCode: 'request.invalid', message: 'sessionTtlSeconds: Too big' },
  ],
  [
    'body-not-object',
    () => adminRefusal('body-not-object'),
    { statusCode: 400, errorCode: 'request.invalid', message: '(body): expected a JSON object' },
  ],
  [
    'settings-unknown',
    () => adminRefusal('settings-unknown', { keys: ['sessionTTL', 'toString'] }),
    {
      statusCode: 400,
      errorCode: 'request.invalid',
      message: 'sessionTTL: not a setting; toString: not a setting',
    },
  ],
  [
    'default-password-published',
    () => adminRefusal('default-password-published'),
    {
      statusCode: 400,
      errorCode: 'request.invalid',
      message: 'defaultMobilePassword: a published default password; choose one of your own',
    },
  ],
  [
    'merchant-unknown',
    () => adminRefusal('merchant-unknown', { code: 'NOPE' }),
    { statusCode: 404, errorCode: 'merchant.unknown', message: 'Unknown merchant "NOPE".' },
  ],
  [
    'merchant-exists',
    () => adminRefusal('merchant-exists', { code: 'DEMO' }),
    { statusCode: 409, errorCode: 'request.invalid', message: 'Merchant "DEMO" exists already.' },
  ],
  [
    'member-unknown',
    () => adminRefusal('member-unknown', { username: 'Nobody', merchant: 'DEMO' }),
    { statusCode: 404, errorCode: 'not.exists.user', message: 'No member "Nobody" on DEMO.' },
  ],
  [
    'username-invalid',
    () => adminRefusal('username-invalid'),
    {
      statusCode: 400,
      errorCode: 'register.username.invalid',
      message: 'username: does not match the username rule',
    },
  ],
  [
    'mobile-invalid',
    () => adminRefusal('mobile-invalid'),
    { statusCode: 400, errorCode: 'register.mobile.invalid', message: 'mobile: not a phone number' },
  ],
  [
    'username-taken',
    () => adminRefusal('username-taken'),
    { statusCode: 409, errorCode: 'register.username.taken', message: 'username: already exists' },
  ],
  [
    'mobile-taken',
    () => adminRefusal('mobile-taken'),
    { statusCode: 409, errorCode: 'register.mobile.taken', message: 'mobile: already exists' },
  ],
  [
    'reg-date-future',
    () => adminRefusal('reg-date-future'),
    { statusCode: 400, errorCode: 'request.invalid', message: 'regDate: in the future' },
  ],
  [
    'identity-unknown',
    () => adminRefusal('identity-unknown', { id: '42' }),
    { statusCode: 404, errorCode: 'request.not.found', message: 'No identity "42" bound.' },
  ],
  [
    'captchas-demo-only',
    () => adminRefusal('captchas-demo-only'),
    {
      statusCode: 404,
      errorCode: 'request.not.found',
      message: 'Captcha answers are readable in test and demo mode only.',
    },
  ],
  [
    'match-category-unknown',
    () => adminRefusal('match-category-unknown', { index: 3 }),
    {
      statusCode: 400,
      errorCode: 'request.invalid',
      message: "items.3.gameClassify: not a category of the merchant's games",
    },
  ],
  [
    'deposit-unknown',
    () => adminRefusal('deposit-unknown', { id: 'DX' }),
    { statusCode: 404, errorCode: 'wallet.not.found', message: 'No deposit "DX".' },
  ],
  [
    'deposit-settled',
    () => adminRefusal('deposit-settled', { id: 'DX', status: 'SUCCESS' }),
    {
      statusCode: 409,
      errorCode: 'request.invalid',
      message: 'Deposit "DX" is SUCCESS already: nothing changed.',
    },
  ],
  [
    'adjustment-overdraws',
    () => adminRefusal('adjustment-overdraws', { balance: 150 }),
    {
      statusCode: 409,
      errorCode: 'wallet.balance.insufficient',
      message: 'amount: the balance is 150 (minor units); the adjustment would take it below 0.',
    },
  ],
  [
    'channel-unknown',
    () => adminRefusal('channel-unknown', { code: 'NOPE' }),
    { statusCode: 404, errorCode: 'request.not.found', message: 'No deposit channel "NOPE".' },
  ],
];

describe('adminRefusal', () => {
  it.each(ANSWERS)('%s', (_reason, refuse, expected) => {
    const answer = refuse();
    expect(answer).toBeInstanceOf(ApiError);
    expect(answer).toMatchObject({ ...expected, value: null });
  });

  it('is pinned above for every reason of the table', () => {
    expect(ANSWERS.map(([reason]) => reason).sort()).toEqual(Object.keys(ADMIN_REFUSAL_ANSWERS).sort());
  });
});
