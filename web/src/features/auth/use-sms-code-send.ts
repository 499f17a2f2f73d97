import { useState } from 'react';
import { useCountdown } from '../../lib/countdown';
import { useCaptcha } from '../captcha';
import { authApi } from './api';

/**
 * The server's SMS code send (sms/noLogin), shared by the SMS login and the two-factor sms tab: the captcha
 * the show-captcha setting asks for runs first, and the send button counts down to the code's expirationTime.
 */
export function useSmsCodeSend() {
  const captcha = useCaptcha('sms');
  const [expiresAt, setExpiresAt] = useState<number | null>(null);
  const secondsLeft = useCountdown(expiresAt);

  /** Sends the code; null when the player has not passed the captcha yet. */
  const send = async (countryDialingCode: string, mobileNum: string) => {
    const captchaFields = await captcha.ensure();
    if (!captchaFields) return null;
    const res = await authApi.sendSmsCode({ ...captchaFields, countryDialingCode, mobileNum });
    // The server used the captcha's result, whatever it answered: the next send needs a new one.
    captcha.reset();
    if (res.success && res.value) setExpiresAt(res.value.expirationTime);
    return res;
  };

  return {
    captchaElement: captcha.element,
    send,
    secondsLeft,
    /** Starts the countdown of a code sent another way (the phone provider's 60 s). */
    countDownTo: setExpiresAt,
  };
}
