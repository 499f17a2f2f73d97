import { OFFLINE_MESSAGE_MS } from '@app/contract/constants/request';
import { describe, expect, it } from 'vitest';
import { failureAction, type FailureAction, type FailureInput } from './failure';

const base: FailureInput = {
  status: 200,
  errorCode: null,
  message: null,
  network: null,
  protocol: 'https:',
  alert: true,
};

const sessionExpired: FailureAction = { kind: 'sessionExpired' };
const silent: FailureAction = { kind: 'silent' };

// One row per rule of the error catalogue (signed-in §8), in the order the rules apply.
const rows: [rule: string, input: Partial<FailureInput>, expected: FailureAction][] = [
  [
    'HTTP 401: log out, clear session storage, and show a notice asking to log in',
    { status: 401 },
    sessionExpired,
  ],
  ['Message CUSTOMER_NOT_LOGIN: log out', { message: 'CUSTOMER_NOT_LOGIN' }, sessionExpired],
  ['code CUSTOMER_NOT_LOGIN: log out', { errorCode: 'CUSTOMER_NOT_LOGIN' }, sessionExpired],
  ['code customer.not.login: log out', { errorCode: 'customer.not.login' }, sessionExpired],
  ['code user.or.token.invalid: log out', { errorCode: 'user.or.token.invalid' }, sessionExpired],
  ['code login.not.session: log out', { errorCode: 'login.not.session' }, sessionExpired],
  [
    'token_ip_different: log out (HTTP 401) and turn auto login off (entry §8)',
    { status: 401, errorCode: 'token_ip_different' },
    { kind: 'sessionExpired', turnAutoLoginOff: true },
  ],
  [
    'session expiry applies even when the alert is suppressed for the call',
    { status: 401, alert: false },
    sessionExpired,
  ],
  [
    'session expiry comes before a silent TOO_MANY_REQUEST code',
    { status: 401, errorCode: 'TOO_MANY_REQUEST' },
    sessionExpired,
  ],
  [
    'password.change.required (a session opened with the default password): show the password change',
    { status: 403, errorCode: 'password.change.required', message: 'Change your password first.' },
    { kind: 'passwordChangeRequired' },
  ],
  [
    'password.change.required also when the call suppresses its alert',
    { status: 403, errorCode: 'password.change.required', alert: false },
    { kind: 'passwordChangeRequired' },
  ],
  [
    'Error codes starting with TOO_MANY_REQUEST: silent',
    { errorCode: 'TOO_MANY_REQUEST_SMS', status: 429 },
    silent,
  ],
  ['HTTP 502: passed on silently', { status: 502, message: 'Bad Gateway' }, { kind: 'passThrough' }],
  [
    'Offline on https: an offline toast',
    { status: null, network: 'offline' },
    { kind: 'toast', messageKey: 'network_offline', durationMs: OFFLINE_MESSAGE_MS },
  ],
  [
    'Network or CORS error on http: an alert (Network Error / CORS Errors)',
    { status: null, network: 'offline', protocol: 'http:' },
    { kind: 'alert', message: null, messageKey: 'network_cors_error' },
  ],
  [
    'online on https but no answer: a ping checks whether the API can be reached (entry §2), else the offline toast',
    { status: null, network: 'unreachable' },
    {
      kind: 'checkReachability',
      ifReachable: { kind: 'toast', messageKey: 'network_offline', durationMs: OFFLINE_MESSAGE_MS },
    },
  ],
  [
    'online on http but no answer: a ping checks whether the API can be reached, else the CORS alert',
    { status: null, network: 'unreachable', protocol: 'http:' },
    {
      kind: 'checkReachability',
      ifReachable: { kind: 'alert', message: null, messageKey: 'network_cors_error' },
    },
  ],
  [
    'request timeout: an alert',
    { status: null, network: 'timeout', errorCode: 'ECONNABORTED' },
    { kind: 'alert', message: null, messageKey: 'request_timeout' },
  ],
  ['The alert can be suppressed per call', { message: 'Wrong password', alert: false }, silent],
  [
    'Other failures: an alert with the server message',
    { message: 'Wrong password', errorCode: 'login.cred.err' },
    { kind: 'alert', message: 'Wrong password', messageKey: null },
  ],
  [
    'Other failures: an alert with an unknown-error text when there is no message',
    { status: 500 },
    { kind: 'alert', message: null, messageKey: 'unknown_error' },
  ],
  // The server refuses every call but the status, key, manifest, ping and support (server/src/http/access-hook.ts).
  // Changed on purpose: such a refusal no longer alerts its message; the status is fetched again
  // and its notice screen replaces the app (entry §2).
  [
    'maintenance (HTTP 503 system.maintenance): the status again, for the maintenance screen, not an alert',
    { status: 503, errorCode: 'system.maintenance', message: 'The system is under maintenance.' },
    { kind: 'refreshStatus' },
  ],
  [
    'a blocked region or IP (HTTP 403 system.region.restricted): the status again, for the access-denied screen',
    {
      status: 403,
      errorCode: 'system.region.restricted',
      message: 'Access from your region is not allowed.',
    },
    { kind: 'refreshStatus' },
  ],
  [
    'maintenance: the screen also when the call suppresses its alert (it is no alert)',
    { status: 503, errorCode: 'system.maintenance', alert: false },
    { kind: 'refreshStatus' },
  ],
  [
    'a blocked region or IP: the screen also when the call suppresses its alert',
    { status: 403, errorCode: 'system.region.restricted', alert: false },
    { kind: 'refreshStatus' },
  ],
  [
    'Other failures: an empty server message counts as none',
    { message: '' },
    { kind: 'alert', message: null, messageKey: 'unknown_error' },
  ],
];

describe('failureAction: the error catalogue', () => {
  it.each(rows)('%s', (_rule, input, expected) => {
    expect(failureAction({ ...base, ...input })).toEqual(expected);
  });
});

describe('token_ip_different turns auto login off whatever HTTP status it comes with (entry §8)', () => {
  it.each([
    ['HTTP 401: also the session-expired notice', { status: 401 }, { kind: 'sessionExpired' }],
    ['HTTP 200', { status: 200 }, { kind: 'alert', message: 'IP changed', messageKey: null }],
    ['HTTP 403', { status: 403 }, { kind: 'alert', message: 'IP changed', messageKey: null }],
    ['HTTP 502', { status: 502 }, { kind: 'passThrough' }],
    ['with the alert off', { status: 200, alert: false }, { kind: 'silent' }],
    ['on a quiet call (it is no notice)', { status: 200, quiet: true }, { kind: 'silent' }],
  ] as const)('%s', (_rule, input, expected) => {
    expect(
      failureAction({ ...base, errorCode: 'token_ip_different', message: 'IP changed', ...input }),
    ).toEqual({ ...expected, turnAutoLoginOff: true });
  });

  it('no other code turns it off', () => {
    expect(failureAction({ ...base, status: 200, errorCode: 'login.cred.err' })).not.toHaveProperty(
      'turnAutoLoginOff',
    );
  });
});

describe('a call whose session already ended here (a logout, another sign-in) brings no session expiry', () => {
  it.each([
    ['HTTP 401', { status: 401 }, silent],
    ['code customer.not.login', { errorCode: 'customer.not.login' }, silent],
    [
      'token_ip_different still turns auto login off',
      { status: 401, errorCode: 'token_ip_different' },
      {
        kind: 'silent',
        turnAutoLoginOff: true,
      },
    ],
    [
      'other failures keep their notice',
      { status: 500, message: 'down' },
      {
        kind: 'alert',
        message: 'down',
        messageKey: null,
      },
    ],
  ] as const)('%s', (_rule, input, expected) => {
    expect(failureAction({ ...base, ...input, sessionEnded: true })).toEqual(expected);
  });
});

describe('quiet calls (logout, background calls) give no notice at all', () => {
  it.each([
    ['not even session expiry', { status: 401, errorCode: 'CUSTOMER_NOT_LOGIN' }],
    ['not even the offline toast', { network: 'offline' as const, protocol: 'https:' }],
    ['not a server message', { message: 'nope' }],
    ['not the status refresh of a maintenance refusal', { status: 503, errorCode: 'system.maintenance' }],
  ])('%s', (_rule, input) => {
    expect(
      failureAction({
        status: null,
        errorCode: null,
        message: null,
        network: null,
        protocol: 'http:',
        alert: true,
        quiet: true,
        ...input,
      }),
    ).toEqual({ kind: 'silent' });
  });
});
