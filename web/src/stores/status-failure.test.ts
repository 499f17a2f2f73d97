import { OFFLINE_MESSAGE_MS } from '@app/contract/constants/request';
import { describe, expect, it } from 'vitest';
import { statusFailureOutcome, type StatusFailure, type StatusFailureOutcome } from './status-failure';

const noAnswer: StatusFailure = { errorCode: null, message: null, network: 'unreachable', protocol: 'http:' };
const cors: StatusFailureOutcome = { kind: 'notice', message: null, messageKey: 'network_cors_error' };

// Entry §8 "System status failure", first matching rule wins, and entry §8 "Offline".
const rows: [rule: string, failure: Partial<StatusFailure>, expected: StatusFailureOutcome][] = [
  [
    'errorCode domain_not_available shows a dedicated screen',
    { errorCode: 'domain_not_available', message: 'Domain not available', network: null },
    { kind: 'domainNotAvailable' },
  ],
  [
    'domain_not_available shows its screen on https too',
    { errorCode: 'domain_not_available', message: null, network: null, protocol: 'https:' },
    { kind: 'domainNotAvailable' },
  ],
  [
    'if an errorCode exists, the notice shows the server message',
    { errorCode: 'merchant.unknown', message: 'Unknown merchant', network: null },
    { kind: 'notice', message: 'Unknown merchant', messageKey: null },
  ],
  [
    "if an errorCode exists without a message, the notice shows 'Error' (message null)",
    { errorCode: 'merchant.unknown', message: null, network: null },
    { kind: 'notice', message: null, messageKey: null },
  ],
  [
    "if the page is not plain http, the notice shows the server message or 'Error', even with no answer",
    { protocol: 'https:' },
    { kind: 'notice', message: null, messageKey: null },
  ],
  [
    'if the page is not plain http, a server message without a code is shown',
    { message: 'Bad gateway', network: null, protocol: 'https:' },
    { kind: 'notice', message: 'Bad gateway', messageKey: null },
  ],
  ['else the notice says Network Error / CORS Errors (plain http, no answer)', {}, cors],
  [
    'else Network Error / CORS Errors: a failed answer without an errorCode on plain http',
    { message: 'Bad gateway', network: null },
    cors,
  ],
  [
    'Offline: a network-offline message for 1.5 s',
    { network: 'offline' },
    { kind: 'offline', durationMs: OFFLINE_MESSAGE_MS },
  ],
  [
    'Offline on https: the network-offline message too',
    { network: 'offline', protocol: 'https:' },
    { kind: 'offline', durationMs: OFFLINE_MESSAGE_MS },
  ],
];

describe('statusFailureOutcome: the system status failure (entry §8)', () => {
  it.each(rows)('%s', (_rule, failure, expected) => {
    expect(statusFailureOutcome({ ...noAnswer, ...failure })).toEqual(expected);
  });
});
