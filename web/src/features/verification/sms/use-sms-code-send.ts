import { useState, type ReactNode } from 'react';
import { formatPhone } from '@app/contract/credentials';
import { UNKNOWN_FAILURE } from '../../../hooks/use-failure-alert';
import type { MessageKey } from '../../../i18n/keys';
import { useCountdown } from '../../../lib/countdown';
import { useCaptcha } from '../../captcha';
import { verificationApi } from '../api';
import type { Countries } from '../country/use-countries';
import {
  captchaBeforeSend,
  phoneProviderExpiry,
  sendRouteOf,
  serverSendOutcome,
  smsSendProblems,
  type SendFailure,
} from './send-code-rules';

/** The phone provider's code send (features/auth's phone sign-in): '+' dialling code and number. */
export interface PhoneCodeSender {
  sendCode(phone: string): Promise<void>;
}

export interface SmsCodeSendOptions {
  /** The dialling code the number goes with. */
  countries: Pick<Countries, 'ensureSelected'>;
  /** The phone provider, when in use (entry §5): the code goes through it; null: the server sends it. */
  phoneProvider: PhoneCodeSender | null;
  /** Takes the player to the mobile input (no number) or to the code input (a code is on its way). */
  focus(field: 'mobile' | 'code'): void;
  /** A send that did not go; null when a new send starts (what the last one said goes). */
  onFailure(failure: SendFailure | null): void;
}

export interface SmsCodeSend {
  /** Sends a code to `mobile` (the number typed, without its dialling code). */
  send(mobile: string): Promise<void>;
  sending: boolean;
  /** Seconds until the last code expires: the send button counts them down. */
  secondsLeft: number;
  /** The number the last code went to ('+' dialling code and number). */
  sentTo: string | null;
  /** What is wrong with the number for a send (shown under it until it is edited); null when nothing. */
  mobileProblem: MessageKey | null;
  clearMobileProblem(): void;
  /** The captcha of the server's send, where the form renders it; null when none runs. */
  captchaElement: ReactNode;
}

/**
 * Sending a verification code, for the SMS login, the mobile registration and the two-factor sms tab: the number
 * must be there (entry §5), waits for the dialling code, goes through the phone provider when it is in use or else
 * to the server's SMS send with the captcha its setting asks for, and the button counts down to expiry (entry §4).
 */
export function useSmsCodeSend({
  countries,
  phoneProvider,
  focus,
  onFailure,
}: SmsCodeSendOptions): SmsCodeSend {
  const route = sendRouteOf(phoneProvider !== null);
  const captcha = useCaptcha('sms');
  const [expiresAt, setExpiresAt] = useState<number | null>(null);
  const secondsLeft = useCountdown(expiresAt);
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [mobileProblem, setMobileProblem] = useState<MessageKey | null>(null);

  /** The server's send; false when nothing went (no captcha result, or refused: said through onFailure). */
  const sendThroughServer = async (countryDialingCode: string, mobile: string): Promise<boolean> => {
    const captchaFields = await captcha.ensure();
    if (!captchaFields) return false;
    const answer = await verificationApi.sendSmsCode({
      ...captchaFields,
      countryDialingCode,
      mobileNum: mobile.trim(),
    });
    // The server used the captcha's result, whatever it answered: the next send needs a new one.
    captcha.reset();
    const outcome = serverSendOutcome(answer);
    if (!outcome.sent) {
      onFailure(outcome.failure);
      return false;
    }
    if (outcome.expiresAt !== null) setExpiresAt(outcome.expiresAt);
    return true;
  };

  /** The phone provider's send; false when it failed (said through onFailure). */
  const sendThroughPhoneProvider = async (provider: PhoneCodeSender, number: string): Promise<boolean> => {
    try {
      await provider.sendCode(number);
    } catch (error) {
      onFailure({ kind: 'phone-provider', error });
      return false;
    }
    setExpiresAt(phoneProviderExpiry(Date.now()));
    return true;
  };

  const send = async (mobile: string) => {
    const problem = smsSendProblems({ mobile }).mobile ?? null;
    setMobileProblem(problem);
    onFailure(null);
    if (problem) {
      focus('mobile');
      return;
    }
    setSending(true);
    try {
      const country = await countries.ensureSelected();
      if (!country) {
        // Without the country list there is no dialling code to send.
        onFailure({ kind: 'answer', answer: UNKNOWN_FAILURE });
        return;
      }
      const number = formatPhone(country.countryDialingCode, mobile);
      const sent = phoneProvider
        ? await sendThroughPhoneProvider(phoneProvider, number)
        : await sendThroughServer(country.countryDialingCode, mobile);
      if (!sent) return;
      setSentTo(number);
      focus('code');
    } finally {
      setSending(false);
    }
  };

  return {
    send,
    sending,
    secondsLeft,
    sentTo,
    mobileProblem,
    clearMobileProblem: () => setMobileProblem(null),
    captchaElement: captchaBeforeSend(route) ? captcha.element : null,
  };
}
