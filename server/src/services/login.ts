import type { LoginValue, LoginVerifyRequired, twoFactorRequestSchema } from '@app/contract/calls';
import { normaliseUsername } from '@app/contract/credentials';
import type { z } from 'zod';
import type { AppContext } from '../context';
import { verifyPassword } from '../crypto/password';
import { verifyTotp } from '../crypto/totp';
import type { Merchant } from './merchants';
import { findMemberByMobile, findMemberByUsername, markFirstLoginDone, type MemberRow } from './members';
import { COUNTRIES } from './countries';
import { normalisePhone } from './phone';
import { Refused } from './refused';
import { createSession } from './sessions';
import { consumeSmsCode } from './sms';
import { beginLoginAttempt, clearAccountFailures, releaseLoginAttempt } from './throttle';
import { isIpVerified, recordVerifiedIp } from './verified-ips';

/** Who is trying: the merchant and the client IP (the throttle counts per account and per IP). */
export interface LoginAttempt {
  app: AppContext;
  merchant: Merchant;
  ip: string;
}

/** Why a login or a two-factor verification is refused (the answers: routes/refusals.ts). */
export type LoginRefusal =
  /** Too many failed attempts for the account or the IP within the window. */
  | { reason: 'throttled' }
  | { reason: 'unknown-user' }
  | { reason: 'wrong-password' }
  | { reason: 'wrong-sms-code' }
  /** The password is right but the member verifies new IPs and this one is not verified yet. */
  | { reason: 'verify-required'; methods: LoginVerifyRequired }
  /** Two-factor: the member has no such method. */
  | { reason: 'method-unavailable' }
  /** Two-factor: the answer is wrong. */
  | { reason: 'verification-failed' };

/**
 * Runs one credential check under the throttle: the attempt is recorded before the check (refused with
 * 'throttled' when the account or the IP is over its limit), kept as a failure when the check throws,
 * released when it passes. Failures are cleared only by a completed login, so a verification step cannot
 * be retried without limit.
 */
export async function throttledCheck<T>(
  a: LoginAttempt,
  account: string,
  check: () => Promise<T>,
): Promise<T> {
  const attemptId = await beginLoginAttempt(a.app.db, a.merchant.code, account, a.ip, a.app.now());
  if (attemptId === null) throw new Refused({ reason: 'throttled' });
  const result = await check();
  await releaseLoginAttempt(a.app.db, attemptId);
  return result;
}

/** Digits, spaces and dashes with an optional leading '+': never a username (those start with a letter). */
const TYPED_PHONE = /^\+?[\d\s-]+$/;

/**
 * The member a password login names: by username or, beyond the spec, by mobile number, so that a player who
 * registered by mobile signs in with the number they know: '+', dialling code and number, or the national
 * number (leading zeros dropped) under the merchant's own dialling code.
 */
export async function findMemberForLogin(a: LoginAttempt, typed: string): Promise<MemberRow | undefined> {
  const text = typed.trim();
  if (!TYPED_PHONE.test(text))
    return findMemberByUsername(a.app.db, a.merchant.code, normaliseUsername(text));
  const dialing = COUNTRIES.find((c) => c.countryCode === a.merchant.countryCode)?.countryDialingCode ?? '';
  const mobile = normalisePhone(
    text.startsWith('+') ? text : `${dialing}${text.replace(/\D/g, '').replace(/^0+/, '')}`,
  );
  return mobile ? findMemberByMobile(a.app.db, a.merchant.code, mobile) : undefined;
}

/** Username (or mobile) + password; throws unknown-user / wrong-password (not throttled: run it in throttledCheck). */
async function memberWithPassword(a: LoginAttempt, username: string, password: string): Promise<MemberRow> {
  const member = await findMemberForLogin(a, username);
  if (!member) throw new Refused({ reason: 'unknown-user' });
  if (!(await verifyPassword(password, member.password_hash))) {
    throw new Refused({ reason: 'wrong-password' });
  }
  return member;
}

/** The methods a member can verify with (the value of login_verify_required). */
export const verificationMethods = (m: MemberRow): LoginVerifyRequired => ({
  email: Boolean(m.email),
  ga: Boolean(m.totp_secret),
  sms: Boolean(m.mobile),
  payeeName: Boolean(m.payee_name),
});

export const isPasswordExpired = (member: MemberRow, maxAgeDays: number, now: number): boolean =>
  maxAgeDays > 0 && now - member.password_changed_at > maxAgeDays * 86_400_000;

/** Creates the session and records the first login; firstTimeLogin is true on that first login only. */
export async function completeLogin(a: LoginAttempt, member: MemberRow): Promise<LoginValue> {
  const now = a.app.now();
  await clearAccountFailures(a.app.db, a.merchant.code, member.username);
  if (member.mobile) await clearAccountFailures(a.app.db, a.merchant.code, member.mobile);
  const session = await createSession(a.app.db, member, a.ip, a.merchant.settings.sessionTtlSeconds, now);
  const firstTimeLogin = member.first_login_done === 0;
  if (firstTimeLogin) await markFirstLoginDone(a.app.db, member.id);
  return {
    id: member.id,
    token: session.token,
    userName: member.username,
    customerType: member.type,
    firstTimeLogin,
    passwordExpired: isPasswordExpired(member, a.merchant.settings.passwordMaxAgeDays, now),
    passwordIsDefault: member.password_is_default === 1,
  };
}

/** Password login (type username). Throws Refused (LoginRefusal). */
export async function passwordLogin(
  a: LoginAttempt,
  rawUsername: string,
  password: string,
): Promise<LoginValue> {
  const username = normaliseUsername(rawUsername);
  const member = await throttledCheck(a, username, () => memberWithPassword(a, username, password));
  if (member.verify_new_ip === 1 && !(await isIpVerified(a.app.db, member.id, a.ip))) {
    throw new Refused({ reason: 'verify-required', methods: verificationMethods(member) });
  }
  return completeLogin(a, member);
}

/**
 * SMS login (type sms): the phone ('+' dialling code and number) and the code sent to it. Throws Refused
 * (LoginRefusal).
 */
export async function smsLogin(a: LoginAttempt, phone: string, code: string): Promise<LoginValue> {
  const mobile = normalisePhone(phone);
  const member = await throttledCheck(a, mobile ?? phone.trim(), async () => {
    const found = mobile ? await findMemberByMobile(a.app.db, a.merchant.code, mobile) : undefined;
    if (!found || !mobile) throw new Refused({ reason: 'unknown-user' });
    if (!(await consumeSmsCode(a.app.db, a.merchant.code, mobile, code, a.app.now()))) {
      throw new Refused({ reason: 'wrong-sms-code' });
    }
    return found;
  });
  return completeLogin(a, member);
}

const sameText = (a: string | null | undefined, b: string | undefined): boolean =>
  Boolean(a && b && a.trim().toLowerCase() === b.trim().toLowerCase());

/** Same number: equal digits, or the member's number ends with the typed national number. */
const sameMobile = (memberMobile: string, typed: string | undefined): boolean => {
  const a = memberMobile.replace(/\D/g, '');
  const b = (typed ?? '').replace(/\D/g, '');
  return b.length >= 6 && (a === b || a.endsWith(b));
};

export type VerificationRequest = z.output<typeof twoFactorRequestSchema>;

async function passesVerification(a: LoginAttempt, member: MemberRow, input: VerificationRequest) {
  switch (input.method) {
    case 'E':
      return sameText(member.email, input.email);
    case 'P':
      return sameText(member.payee_name, input.payeeName);
    case 'G':
      return verifyTotp(member.totp_secret ?? '', (input.authCode ?? '').trim(), a.app.now());
    case 'S':
      return (
        member.mobile !== null &&
        sameMobile(member.mobile, input.mobileNum) &&
        consumeSmsCode(a.app.db, member.merchant, member.mobile, input.verificationCode ?? '', a.app.now())
      );
  }
}

/**
 * Two-factor verification (login/verification): the password, then one method (E email, P payee name,
 * G authenticator, S SMS code); a pass records the IP as verified. One throttled attempt covers both checks.
 * Throws Refused (LoginRefusal).
 */
export async function verifyLogin(a: LoginAttempt, input: VerificationRequest): Promise<void> {
  const username = normaliseUsername(input.username);
  await throttledCheck(a, username, async () => {
    const member = await memberWithPassword(a, username, input.password);
    const available = verificationMethods(member);
    const methodAvailable = { E: available.email, P: available.payeeName, G: available.ga, S: available.sms }[
      input.method
    ];
    if (!methodAvailable) throw new Refused({ reason: 'method-unavailable' });
    if (!(await passesVerification(a, member, input))) throw new Refused({ reason: 'verification-failed' });
    await recordVerifiedIp(a.app.db, member.id, a.ip, a.app.now());
  });
}
