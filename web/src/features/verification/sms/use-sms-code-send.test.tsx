import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { UNKNOWN_FAILURE } from '../../../hooks/use-failure-alert';
import { useAppStore } from '../../../stores/app-store';
import { systemStatusFixture } from '../../../test/fixtures';
import { fail, ok } from '../../../test/mock-calls';
import { useSmsCodeSend, type PhoneCodeSender, type SmsCodeSendOptions } from './use-sms-code-send';

const callApi = vi.hoisted(() => vi.fn());
vi.mock('../../../api/call', () => ({ callApi }));

const PH = { countryCode: 'PH', countryDialingCode: '+63' };
const smsSendCalls = () => callApi.mock.calls.filter(([name]) => name === 'smsSend');

beforeEach(() => {
  // The seeded merchant: no captcha on the SMS send.
  useAppStore.setState({ status: systemStatusFixture() });
});
afterEach(() => callApi.mockReset());

/** The hook with the country PH chosen, the server sending unless a phone provider is given. */
const setUp = (options: Partial<SmsCodeSendOptions> = {}) => {
  const focus = vi.fn();
  const onFailure = vi.fn();
  const { result } = renderHook(() =>
    useSmsCodeSend({
      countries: { ensureSelected: async () => PH },
      phoneProvider: null,
      focus,
      onFailure,
      ...options,
    }),
  );
  const send = (mobile: string) => act(() => result.current.send(mobile));
  return { result, send, focus, onFailure };
};

describe('a send needs the number (entry §5)', () => {
  it('without it: the problem shows under the mobile input, which is focused; nothing is sent', async () => {
    const { result, send, focus, onFailure } = setUp();
    await send('  ');
    expect(result.current.mobileProblem).toBe('field_required');
    expect(focus).toHaveBeenCalledWith('mobile');
    expect(onFailure.mock.calls).toEqual([[null]]);
    expect(callApi).not.toHaveBeenCalled();
    act(() => result.current.clearMobileProblem());
    expect(result.current.mobileProblem).toBeNull();
  });

  it('without a dialling code (no country list): the unknown-error answer, nothing sent', async () => {
    const { result, send, onFailure } = setUp({ countries: { ensureSelected: async () => null } });
    await send('9171234567');
    expect(onFailure).toHaveBeenLastCalledWith({ kind: 'answer', answer: UNKNOWN_FAILURE });
    expect(result.current.sending).toBe(false);
    expect(callApi).not.toHaveBeenCalled();
  });
});

describe("the server's send (no phone provider)", () => {
  it('sends the dialling code and the number trimmed, counts down to expirationTime, focuses the code', async () => {
    callApi.mockResolvedValue(ok({ expirationTime: Date.now() + 90_000 }));
    const { result, send, focus, onFailure } = setUp();
    await send(' 9171234567 ');
    expect(smsSendCalls()[0]?.[1]).toEqual({ countryDialingCode: '+63', mobileNum: '9171234567' });
    expect(result.current.secondsLeft).toBeGreaterThanOrEqual(89);
    expect(result.current.sentTo).toBe('+639171234567');
    expect(focus).toHaveBeenLastCalledWith('code');
    expect(onFailure.mock.calls).toEqual([[null]]);
  });

  it('a refusal goes to onFailure; no countdown, the button stays ready', async () => {
    const refused = fail('TOO_MANY_REQUEST_SMS', 'Please wait 42 s.');
    callApi.mockResolvedValue(refused);
    const { result, send, focus, onFailure } = setUp();
    await send('9171234567');
    expect(onFailure).toHaveBeenLastCalledWith({ kind: 'answer', answer: refused });
    expect(result.current.secondsLeft).toBe(0);
    expect(result.current.sentTo).toBeNull();
    expect(focus).not.toHaveBeenCalled();
  });
});

describe('the phone provider in use (entry §5)', () => {
  const provider = (sendCode: PhoneCodeSender['sendCode']): PhoneCodeSender => ({ sendCode });

  it('the code goes through it with a 60 s countdown; no server send and no SMS captcha', async () => {
    const sendCode = vi.fn(async () => {});
    const { result, send, focus } = setUp({ phoneProvider: provider(sendCode) });
    expect(result.current.captchaElement).toBeNull();
    await send('9171234567');
    expect(sendCode).toHaveBeenCalledWith('+639171234567');
    expect(result.current.secondsLeft).toBe(60);
    expect(result.current.sentTo).toBe('+639171234567');
    expect(focus).toHaveBeenLastCalledWith('code');
    expect(callApi).not.toHaveBeenCalled();
  });

  it('its error goes to onFailure; no countdown', async () => {
    const error = { code: 'auth/invalid-phone-number', message: 'bad' };
    const { result, send, onFailure } = setUp({
      phoneProvider: provider(async () => Promise.reject(error)),
    });
    await send('9171234567');
    expect(onFailure).toHaveBeenLastCalledWith({ kind: 'phone-provider', error });
    expect(result.current.secondsLeft).toBe(0);
    expect(result.current.sending).toBe(false);
  });
});
