import type { CallResponse } from '@app/contract/calls';
import { PHONE_SMS_RESEND_SECONDS } from '@app/contract/constants/sign-in';
import type { Envelope } from '@app/contract/envelope';
import type { Problems } from '../../../hooks/use-form';

/** entry §5: sending an SMS code needs a non-empty mobile number. */
export const smsSendProblems = (f: { mobile: string }): Problems<'mobile'> =>
  f.mobile.trim() ? {} : { mobile: 'field_required' };

/** Who sends the code: the phone provider when it is in use (entry §5), else the server (sms/noLogin). */
export type SendRoute = 'phone-provider' | 'server';

export const sendRouteOf = (phoneProviderInUse: boolean): SendRoute =>
  phoneProviderInUse ? 'phone-provider' : 'server';

/**
 * Whether the captcha of the SMS send runs (and shows) before the code goes: for the server's send, where the
 * show-captcha setting for sms asks for it (entry §5, decided by features/captcha); the phone provider's send is
 * guarded by its own invisible reCAPTCHA.
 */
export const captchaBeforeSend = (route: SendRoute): boolean => route === 'server';

/**
 * entry §4, §9: the send button counts down until the code expires: the server's expirationTime, 60 s after the
 * send in the phone-provider flow.
 */
export const phoneProviderExpiry = (sentAt: number): number => sentAt + PHONE_SMS_RESEND_SECONDS * 1000;

export interface SendButtonState {
  /** The button shows the seconds left instead of its label. */
  counting: boolean;
  enabled: boolean;
}

/** The send button can be tapped when no send is running and no code is valid; while one is, it counts down. */
export const sendButtonState = (secondsLeft: number, sending: boolean): SendButtonState => ({
  counting: secondsLeft > 0,
  enabled: !sending && secondsLeft <= 0,
});

/**
 * What a send that did not go says: a failed answer (the server's refusal, or the unknown-error answer when
 * there is no dialling code to send), or the phone provider's error. Each form says it its own way.
 */
export type SendFailure =
  { kind: 'answer'; answer: Envelope<unknown> } | { kind: 'phone-provider'; error: unknown };

export type ServerSendOutcome =
  /** `expiresAt`: where the countdown runs to; null when the answer names no expiry (no countdown starts). */
  { sent: true; expiresAt: number | null } | { sent: false; failure: SendFailure };

/**
 * The server's answer to a send: a success counts down to its value.expirationTime and the code is on its way;
 * a refusal is said to the player and the button stays ready.
 */
export const serverSendOutcome = (answer: Envelope<CallResponse<'smsSend'>>): ServerSendOutcome =>
  answer.success
    ? { sent: true, expiresAt: answer.value?.expirationTime ?? null }
    : { sent: false, failure: { kind: 'answer', answer } };
