import type { CallRequest, RegisterValue } from '@app/contract/calls';
import type { Envelope } from '@app/contract/envelope';
import type { CaptchaFields } from '@app/contract/captcha';
import { PAGE_URL_MAX_LENGTH } from '@app/contract/constants/registration';
import { formatPhone } from '@app/contract/credentials';
import type { PublicSettings } from '@app/contract/settings';
import {
  pixelTrackPayload,
  type AdAttribution,
  type PixelValues,
  type RegistrationInfo,
} from '../../lib/attribution';
import { isOfficialAppLogin, registerMethod, type DeviceKind } from '../../lib/device';
import { registeredAnswer, type SignInAnswer } from './session-info-from';

/** Registration by username or by mobile number. */
export type RegisterMode = 'username' | 'mobile';

/** The merchant's registration switches (settings.register). */
type RegisterSettings = Pick<PublicSettings['register'], 'username' | 'mobile' | 'mobilePassword'>;

/**
 * The registration modes the merchant allows, username first; none when registration is closed. While the
 * settings are not known the form offers username registration (the server refuses a closed mode anyway).
 */
export const registerModes = (settings: RegisterSettings | null): RegisterMode[] => {
  if (!settings) return ['username'];
  const modes: RegisterMode[] = [];
  if (settings.username) modes.push('username');
  if (settings.mobile) modes.push('mobile');
  return modes;
};

/** The mode shown: the player's choice while the merchant allows it, else the first allowed one. */
export const shownRegisterMode = (
  modes: readonly RegisterMode[],
  chosen: RegisterMode | null,
): RegisterMode | null => (chosen && modes.includes(chosen) ? chosen : (modes[0] ?? null));

/**
 * Whether the form asks for a password: always by username; by mobile only with the mobile-password option
 * (§5: without it the registration uses the merchant's default password, which the server sets).
 */
export const asksPassword = (mode: RegisterMode, settings: RegisterSettings | null): boolean =>
  mode === 'username' || (settings?.mobilePassword ?? false);

export interface RegisterForm {
  username: string;
  mobile: string;
  /** The SMS code sent to the mobile number (mobile registration proves the number with it). */
  code: string;
  password: string;
}

/** Everything the registration request is made of, read by the caller from the page, storage and device. */
export interface RegisterFacts {
  mode: RegisterMode;
  form: RegisterForm;
  /** The form asks for a password (see asksPassword). */
  withPassword: boolean;
  /** The chosen country's dialling code ('' when none is known: the player types it with the number). */
  countryDialingCode: string;
  device: DeviceKind;
  /** The page's address and host name. */
  href: string;
  hostname: string;
  loginDeviceId: string;
  registrationInfo: RegistrationInfo | null;
  pixelValues: PixelValues;
  adAttribution: AdAttribution;
  captcha: CaptchaFields;
}

export type RegisterCall =
  | { call: 'register'; payload: CallRequest<'register'> }
  | { call: 'registerMobile'; payload: CallRequest<'registerMobile'> };

/**
 * The registration request (entry §3, §7): register (ModuleId REG3) with the username, or
 * register/mobile (MOBILENUMREG3) with the phone as '+' dialling code and number; registerMethod from the
 * device kind, registerUrl, loginDeviceId, isOfficialAppLogin, domain; the stored registration info
 * (affiliateCode, referralCode, originalDomain) and ad attribution info; the pixel tracking object only when
 * one of its values is set; login true; the captcha result.
 */
export const registerRequestFor = (f: RegisterFacts): RegisterCall => {
  const adAttribution = Object.keys(f.adAttribution).length > 0 ? f.adAttribution : undefined;
  const common = {
    registerMethod: registerMethod(f.device),
    registerUrl: f.href.length <= PAGE_URL_MAX_LENGTH ? f.href : undefined,
    loginDeviceId: f.loginDeviceId,
    isOfficialAppLogin: isOfficialAppLogin(f.device),
    domain: f.hostname,
    affiliateCode: f.registrationInfo?.affiliateCode,
    referralCode: f.registrationInfo?.referralCode,
    originalDomain: f.registrationInfo?.originalDomain,
    pixelTrack: pixelTrackPayload(f.pixelValues),
    adAttribution,
    login: true,
    ...f.captcha,
  };
  const password = f.withPassword ? f.form.password : undefined;
  return f.mode === 'username'
    ? { call: 'register', payload: { ...common, username: f.form.username.trim(), password } }
    : {
        call: 'registerMobile',
        payload: {
          ...common,
          mobileNum: formatPhone(f.countryDialingCode, f.form.mobile),
          verificationCode: f.form.code.trim(),
          password,
        },
      };
};

/** The success message: the server's when it gives one, else the spec's default ('registration succeeded, logging in soon'). */
export const registerSuccessText = (serverMessage: string | null | undefined, defaultText: string): string =>
  serverMessage?.trim() ? serverMessage : defaultText;

/**
 * What a registration answer means (entry §4): refused; registered and signed in (the answer has a token:
 * the session starts); or registered without login ("the result is just returned": the player stays on the
 * page and logs in). The member id is the answer's id or customerId (entry §3).
 */
export type RegistrationOutcome =
  { kind: 'refused' } | { kind: 'signedIn'; answer: SignInAnswer } | { kind: 'registered'; userName: string };

export const registrationOutcome = (res: Envelope<RegisterValue>): RegistrationOutcome => {
  const value = res.success ? res.value : null;
  const id = value?.id ?? value?.customerId;
  if (!value || id === undefined) return { kind: 'refused' };
  return value.token
    ? { kind: 'signedIn', answer: registeredAnswer({ id, userName: value.userName, token: value.token }) }
    : { kind: 'registered', userName: value.userName };
};
