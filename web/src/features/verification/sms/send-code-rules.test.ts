// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Envelope } from '@app/contract/envelope';
import {
  captchaBeforeSend,
  phoneProviderExpiry,
  sendButtonState,
  sendRouteOf,
  serverSendOutcome,
  smsSendProblems,
  type ServerSendOutcome,
} from './send-code-rules';

describe('sending an SMS code needs a non-empty mobile number', () => {
  it.each<[string, string, object]>([
    ['empty: refused', '', { mobile: 'field_required' }],
    ['only spaces: refused', '   ', { mobile: 'field_required' }],
    ['a number: sent', '9171234567', {}],
  ])('%s', (_, mobile, expected) => {
    expect(smsSendProblems({ mobile })).toEqual(expected);
  });
});

describe('the code goes through the phone provider when it is in use, else the server sends it', () => {
  it.each<[string, boolean, 'phone-provider' | 'server', boolean]>([
    ['phone provider in use: through it, no captcha of the SMS send', true, 'phone-provider', false],
    ['no phone provider: the server, after the captcha its setting asks for', false, 'server', true],
  ])('%s', (_, inUse, route, captcha) => {
    expect(sendRouteOf(inUse)).toBe(route);
    expect(captchaBeforeSend(sendRouteOf(inUse))).toBe(captcha);
  });
});

describe('the send button counts down until the code expires', () => {
  it.each<[string, number, boolean, { counting: boolean; enabled: boolean }]>([
    ['no code yet: ready', 0, false, { counting: false, enabled: true }],
    ['a send running: not tappable', 0, true, { counting: false, enabled: false }],
    ['a valid code: counts down, not tappable', 42, false, { counting: true, enabled: false }],
    ['the last second: still counting', 1, false, { counting: true, enabled: false }],
  ])('%s', (_, secondsLeft, sending, expected) => {
    expect(sendButtonState(secondsLeft, sending)).toEqual(expected);
  });

  it('60 s after the send in the phone-provider flow', () => {
    expect(phoneProviderExpiry(1_000)).toBe(61_000);
  });
});

const answer = (patch: Partial<Envelope<{ expirationTime: number }>>) => ({
  success: true,
  message: null,
  errorCode: null,
  value: null,
  ...patch,
});

describe("the server's answer to a send", () => {
  it.each<[string, Envelope<{ expirationTime: number }>, ServerSendOutcome]>([
    [
      'a success: the code is on its way, counted down to its expirationTime',
      answer({ value: { expirationTime: 90_000 } }),
      { sent: true, expiresAt: 90_000 },
    ],
    ['a success naming no expiry: on its way, no countdown', answer({}), { sent: true, expiresAt: null }],
    (() => {
      const refused = answer({
        success: false,
        message: 'Please wait 42 s.',
        errorCode: 'TOO_MANY_REQUEST_SMS',
      });
      return [
        'a refusal: said to the player, the button stays ready',
        refused,
        { sent: false, failure: { kind: 'answer', answer: refused } },
      ];
    })(),
  ])('%s', (_, res, expected) => {
    expect(serverSendOutcome(res)).toEqual(expected);
  });
});
