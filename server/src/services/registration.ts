import { randomInt } from 'node:crypto';
import type { RegisterRequest, RegisterValue } from '@app/contract/calls';
import { DEFAULT_INTERFACE_LANGUAGE } from '@app/contract/constants/language';
import { isValidPassword, isValidUsername, normaliseUsername } from '@app/contract/credentials';
import { hashPassword } from '../crypto/password';
import { requireCaptcha } from './captcha';
import type { LoginAttempt } from './login';
import { DuplicateMemberError, insertMember, usernameFromMobile, type MemberRow } from './members';
import { normalisePhone } from './phone';
import { Refused } from './refused';
import { createSession } from './sessions';
import { consumeSmsCode } from './sms';

/** Why a registration is refused (the answers: routes/refusals.ts; the captcha's: CaptchaRefusal). */
export type RegistrationRefusal =
  /** The merchant's register option for the method is off. */
  | { reason: 'register-closed'; method: 'username' | 'mobile' }
  /** The method's own field is missing (the request schema leaves each method's fields optional). */
  | { reason: 'field-required'; field: 'username' | 'password' | 'mobileNum' }
  | { reason: 'username-invalid' }
  | { reason: 'password-invalid' }
  | { reason: 'mobile-invalid' }
  | { reason: 'username-taken' }
  | { reason: 'mobile-taken' }
  /** Mobile registration without the number's SMS code, or with a wrong, expired or used one. */
  | { reason: 'register-sms-code-wrong' };

/** Who registers: the merchant, the client IP and the Language header (the member's language if offered). */
export interface Registrant extends LoginAttempt {
  language: string;
}

/** The member's language: the Language header when the merchant offers it, else English. */
export const registrantLanguage = (r: Registrant): string =>
  r.merchant.settings.public.languages.some((l) => l === r.language)
    ? r.language
    : DEFAULT_INTERFACE_LANGUAGE;

/** The password the registrant chose: required, and it must pass the password rule. */
function chosenPassword(input: RegisterRequest): string {
  const { password } = input;
  if (password === undefined) throw new Refused({ reason: 'field-required', field: 'password' });
  if (!isValidPassword(password)) throw new Refused({ reason: 'password-invalid' });
  return password;
}

async function createMember(
  r: Registrant,
  input: RegisterRequest,
  fields: { username: string; mobile: string | null; password: string; passwordIsDefault: boolean },
): Promise<MemberRow> {
  return insertMember(
    r.app.db,
    {
      merchant: r.merchant.code,
      username: fields.username,
      mobile: fields.mobile,
      passwordHash: await hashPassword(fields.password, r.app.scryptLogN),
      passwordIsDefault: fields.passwordIsDefault,
      language: registrantLanguage(r),
      // A registration that logs in is the member's first login.
      firstLoginDone: input.login,
      registerMethod: input.registerMethod,
      registerUrl: input.registerUrl ?? null,
      domain: input.domain ?? null,
      affiliateCode: input.affiliateCode ?? null,
      referralCode: input.referralCode ?? null,
      pixelTrack: input.pixelTrack ?? null,
      loginDeviceId: input.loginDeviceId ?? null,
      originalDomain: input.originalDomain ?? null,
      adAttribution: input.adAttribution ?? null,
      officialAppLogin: input.isOfficialAppLogin ?? false,
    },
    r.app.now(),
  );
}

/** The new member, signed in when the request asks to log in. */
async function registered(r: Registrant, input: RegisterRequest, member: MemberRow): Promise<RegisterValue> {
  let token: string | null = null;
  if (input.login) {
    const s = r.merchant.settings;
    token = (await createSession(r.app.db, member, r.ip, s.sessionTtlSeconds, r.app.now())).token;
  }
  return { id: member.id, userName: member.username, token };
}

/** Registration by username and password. Throws Refused (RegistrationRefusal, CaptchaRefusal). */
export async function registerByUsername(r: Registrant, input: RegisterRequest): Promise<RegisterValue> {
  if (!r.merchant.settings.public.register.username) {
    throw new Refused({ reason: 'register-closed', method: 'username' });
  }
  if (input.username === undefined) throw new Refused({ reason: 'field-required', field: 'username' });
  const username = normaliseUsername(input.username);
  if (!isValidUsername(username)) throw new Refused({ reason: 'username-invalid' });
  const password = chosenPassword(input);
  // After the form's own checks, so a typo does not use up the captcha.
  await requireCaptcha(r, 'register', input);
  try {
    const member = await createMember(r, input, {
      username,
      mobile: null,
      password,
      passwordIsDefault: false,
    });
    return await registered(r, input, member);
  } catch (err) {
    if (err instanceof DuplicateMemberError) throw new Refused({ reason: 'username-taken' });
    throw err;
  }
}

/**
 * Registration by mobile number ('+' dialling code and number). With the mobile-password option the
 * registrant chooses the password; without it the client sends none and the account gets the merchant's
 * default password (server-only setting), flagged so its login answers passwordIsDefault. The registrant
 * proves the number with the SMS code sent to it: otherwise anyone could register someone else's number and
 * receive its owner's later SMS and phone sign-ins. The code is used up before the member is created (and
 * before the duplicate check, so a wrong code does not tell whether the number is registered). Throws
 * Refused (RegistrationRefusal, CaptchaRefusal).
 */
export async function registerByMobile(r: Registrant, input: RegisterRequest): Promise<RegisterValue> {
  const reg = r.merchant.settings.public.register;
  if (!reg.mobile) throw new Refused({ reason: 'register-closed', method: 'mobile' });
  if (input.mobileNum === undefined) throw new Refused({ reason: 'field-required', field: 'mobileNum' });
  const mobile = normalisePhone(input.mobileNum);
  if (!mobile) throw new Refused({ reason: 'mobile-invalid' });
  const password = reg.mobilePassword ? chosenPassword(input) : r.merchant.settings.defaultMobilePassword;
  await requireCaptcha(r, 'register', input);
  const code = input.verificationCode?.trim();
  if (!code || !(await consumeSmsCode(r.app.db, r.merchant.code, mobile, code, r.app.now()))) {
    throw new Refused({ reason: 'register-sms-code-wrong' });
  }

  const base = usernameFromMobile(mobile);
  for (let attempt = 0; attempt < 5; attempt++) {
    const username = attempt === 0 ? base : `${base.slice(0, 12)}_${randomInt(100, 1000)}`;
    try {
      const member = await createMember(r, input, {
        username,
        mobile,
        password,
        passwordIsDefault: !reg.mobilePassword,
      });
      return await registered(r, input, member);
    } catch (err) {
      if (!(err instanceof DuplicateMemberError)) throw err;
      if (err.field === 'mobile') throw new Refused({ reason: 'mobile-taken' });
    }
  }
  throw new Refused({ reason: 'username-taken' });
}
