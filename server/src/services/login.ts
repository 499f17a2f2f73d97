import type { LoginValue, LoginVerifyRequired, twoFactorRequestSchema } from '@app/contract/calls';
import { TWO_FACTOR_CAPTCHA_GRACE_MS } from '@app/contract/constants/sign-in';
import { normaliseUsername } from '@app/contract/credentials';
import type { z } from 'zod';
import type { AppContext } from '../context';
import { verifyNobodysPassword, verifyPassword } from '../crypto/password';
import { totpStep } from '../crypto/totp';
import type { Merchant } from './merchants';
import {
  acceptTotpStep,
  findMemberById,
  findMemberByMobile,
  findMemberByUsername,
  markFirstLoginDone,
  markMobileVerified,
  type MemberRow,
} from './members';
import { phoneTokenProvesMobile } from './firebase-sign-in';
import { createPendingSignIn, pendingSignInMember, takePendingSignIn } from './pending-sign-ins';
import { normalisePhone } from './phone';
import { Refused } from './refused';
import { createSession } from './sessions';
import { recordDefaultPasswordPass, recordVerifyRequest, takeDefaultPasswordPass } from './sign-in-proofs';
import { consumeSmsCode } from './sms';
import {
  beginLoginAttempt,
  clearAccountFailures,
  dialingCodeOf,
  readLoginName,
  releaseLoginAttempt,
  throttleAccount,
} from './throttle';
import { ipVerifiedSince, recordVerifiedIp, verifiedIpLifetimeMs } from './verified-ips';

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
  /** Answered exactly like wrong-password (no account enumeration). */
  | { reason: 'unknown-user' }
  | { reason: 'wrong-password' }
  | { reason: 'wrong-sms-code' }
  /**
   * The password is right but a second proof is needed: the member verifies new IPs and this one is not
   * verified (any of its methods), or the password is the default one (only an SMS code to the registered number).
   */
  | { reason: 'verify-required'; methods: LoginVerifyRequired }
  /** Two-factor: the member has no such method. */
  | { reason: 'method-unavailable' }
  /** Two-factor: the answer is wrong. */
  | { reason: 'verification-failed' }
  /**
   * Two-factor of a social, phone or SMS sign-in: its pending sign-in is unknown, expired, given to another IP
   * or already completed (the player signs in again).
   */
  | { reason: 'sign-in-expired' };

/**
 * Runs one credential check under the throttle: the attempt is recorded before the check (refused with
 * 'throttled' when the account or the IP is over its limit), kept as a failure when the check throws,
 * released when it passes. Failures are cleared only by a completed login, so a verification step cannot
 * be retried without limit. `account` is throttleAccount's key: the member's id whatever spelling named it.
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

/**
 * The member a password login names: by username or, beyond the spec, by mobile number, so that a player who
 * registered by mobile signs in with the number they know: '+', dialling code and number, or the national
 * number (leading zeros dropped) under the merchant's own dialling code.
 */
export async function findMemberForLogin(a: LoginAttempt, typed: string): Promise<MemberRow | undefined> {
  const name = readLoginName(typed, dialingCodeOf(a.merchant.countryCode));
  if (name.kind === 'username') return findMemberByUsername(a.app.db, a.merchant.code, name.username);
  return name.mobile ? findMemberByMobile(a.app.db, a.merchant.code, name.mobile) : undefined;
}

/** The named member when the password is theirs; an unknown name runs the same scrypt and is answered alike. */
async function checkPassword(a: LoginAttempt, member: MemberRow | undefined, password: string) {
  if (!member) {
    await verifyNobodysPassword(password, a.app.scryptLogN);
    throw new Refused({ reason: 'unknown-user' });
  }
  if (!(await verifyPassword(password, member.password_hash)))
    throw new Refused({ reason: 'wrong-password' });
  return member;
}

/** The member the typed name or number names, with the throttle's key for it (every spelling shares one). */
async function namedAccount(a: LoginAttempt, typed: string) {
  const text = normaliseUsername(typed);
  const member = await findMemberForLogin(a, text);
  return { member, account: throttleAccount(member, text) };
}

/** The member the typed name or number names, when the password is theirs; one throttled attempt. */
async function memberWithPassword(a: LoginAttempt, typed: string, password: string): Promise<MemberRow> {
  const { member, account } = await namedAccount(a, typed);
  return throttledCheck(a, account, () => checkPassword(a, member, password));
}

const NO_METHODS: LoginVerifyRequired = { email: false, ga: false, sms: false, payeeName: false };

/**
 * The methods a member can verify with (the value of login_verify_required). The default password is shared
 * by every member who registered by mobile without choosing one, so then only a code sent to the registered
 * number proves the owner; email, payee name and authenticator do not count.
 */
export const verificationMethods = (m: MemberRow): LoginVerifyRequired =>
  m.password_is_default === 1
    ? { ...NO_METHODS, sms: Boolean(m.mobile) }
    : {
        email: Boolean(m.email),
        ga: Boolean(m.totp_secret),
        sms: Boolean(m.mobile),
        payeeName: Boolean(m.payee_name),
      };

export const isPasswordExpired = (member: MemberRow, maxAgeDays: number, now: number): boolean =>
  maxAgeDays > 0 && now - member.password_changed_at > maxAgeDays * 86_400_000;

/**
 * Creates the session and records the first login; firstTimeLogin is true on that first login only. A login
 * with the default password opens a session restricted to the password change (`passwordChangeRequired`).
 */
export async function completeLogin(
  a: LoginAttempt,
  member: MemberRow,
  passwordChangeRequired = false,
): Promise<LoginValue> {
  const now = a.app.now();
  await clearAccountFailures(a.app.db, a.merchant.code, throttleAccount(member, member.username));
  const { sessionTtlSeconds } = a.merchant.settings;
  const session = await createSession(a.app.db, member, a.ip, sessionTtlSeconds, now, passwordChangeRequired);
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

/** Answers login_verify_required, recording it (the verification from this IP then needs no captcha). */
async function requireVerification(
  a: LoginAttempt,
  member: MemberRow,
  pendingSignIn?: string,
): Promise<never> {
  await recordVerifyRequest(a.app.db, member.id, a.ip, a.app.now());
  const methods = verificationMethods(member);
  throw new Refused({
    reason: 'verify-required',
    methods: pendingSignIn === undefined ? methods : { ...methods, pendingSignIn },
  });
}

/**
 * The new-IP rule: a member with verify_new_ip signs in only from an IP verified (two-factor passed from it)
 * within the merchant's verifiedIpDays. Every way of signing in runs it: password, SMS code, social and phone.
 */
async function needsNewIpVerification(a: LoginAttempt, member: MemberRow): Promise<boolean> {
  if (member.verify_new_ip !== 1) return false;
  const verifiedSince = a.app.now() - verifiedIpLifetimeMs(a.merchant.settings.verifiedIpDays);
  return !(await ipVerifiedSince(a.app.db, member.id, a.ip, verifiedSince));
}

/**
 * How long a social, phone or SMS sign-in waits for its verification: the SMS code's lifetime, so that the
 * player can ask for a code in the two-factor modal and type it.
 */
export const PENDING_SIGN_IN_MS = 5 * 60_000;

/**
 * The end of a sign-in without a password (social, phone, SMS code), once its own proof passed: the password
 * login's new-IP rule. From an IP the member has not verified it answers login_verify_required with a pending
 * sign-in (`pendingSignIn`): the verification that names it, from this IP within PENDING_SIGN_IN_MS, completes
 * this sign-in (completePendingSignIn). The verification cannot stand in for the sign-in's own proof: only
 * this function, after that proof, makes a pending sign-in. Throws Refused (LoginRefusal).
 */
export async function completeSignInWithoutPassword(a: LoginAttempt, member: MemberRow): Promise<LoginValue> {
  if (!(await needsNewIpVerification(a, member))) return completeLogin(a, member);
  const now = a.app.now();
  const pendingSignIn = await createPendingSignIn(a.app.db, member.id, a.ip, now, now - PENDING_SIGN_IN_MS);
  return requireVerification(a, member, pendingSignIn);
}

/**
 * Password login (type username), by username or mobile number. With the default password the login needs an
 * SMS verification first (login_verify_required with sms only) and its session is restricted to the password
 * change. Throws Refused (LoginRefusal).
 */
export async function passwordLogin(a: LoginAttempt, typed: string, password: string): Promise<LoginValue> {
  const member = await memberWithPassword(a, typed, password);
  const { db } = a.app;
  const now = a.app.now();
  const defaultPassword = member.password_is_default === 1;
  if (
    defaultPassword &&
    !(await takeDefaultPasswordPass(db, member.id, a.ip, now - TWO_FACTOR_CAPTCHA_GRACE_MS))
  ) {
    return requireVerification(a, member);
  }
  if (await needsNewIpVerification(a, member)) return requireVerification(a, member);
  return completeLogin(a, member, defaultPassword);
}

/**
 * SMS login (type sms): the phone ('+' dialling code and number) and the code sent to it. The code is checked
 * first, so a wrong code is answered alike whether or not the number is a member's (the member is looked up
 * before only to pick the throttle's counter). Throws Refused (LoginRefusal).
 */
export async function smsLogin(a: LoginAttempt, phone: string, code: string): Promise<LoginValue> {
  const { db } = a.app;
  const mobile = normalisePhone(phone);
  const member = mobile ? await findMemberByMobile(db, a.merchant.code, mobile) : undefined;
  const found = await throttledCheck(a, throttleAccount(member, mobile ?? phone), async () => {
    if (!mobile || !(await consumeSmsCode(db, a.merchant.code, mobile, code, a.app.now()))) {
      throw new Refused({ reason: 'wrong-sms-code' });
    }
    if (!member) throw new Refused({ reason: 'unknown-user' });
    return member;
  });
  await markMobileVerified(db, found.id);
  return completeSignInWithoutPassword(a, found);
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
    case 'G': {
      // A code is accepted once: its step must be later than the last accepted one.
      const step = totpStep(member.totp_secret ?? '', (input.authCode ?? '').trim(), a.app.now());
      return step !== null && acceptTotpStep(a.app.db, member.id, step);
    }
    case 'S':
      if (member.mobile === null || !sameMobile(member.mobile, input.mobileNum)) return false;
      // Through the phone provider the number is proven by a Firebase phone sign-in, not the platform's code.
      if (input.firebaseIdToken) return phoneTokenProvesMobile(a, member.mobile, input.firebaseIdToken);
      return consumeSmsCode(
        a.app.db,
        member.merchant,
        member.mobile,
        input.verificationCode ?? '',
        a.app.now(),
      );
  }
}

/**
 * Two-factor verification (login/verification): the password, then one method (E email, P payee name,
 * G authenticator, S SMS code) of verificationMethods; one throttled attempt covers both checks. A pass
 * records the IP as verified; an SMS pass proves the number, and for a member with the default password it is
 * the pass the next login from this IP takes. Throws Refused (LoginRefusal).
 */
export async function verifyLogin(a: LoginAttempt, input: VerificationRequest): Promise<void> {
  const { member: named, account } = await namedAccount(a, input.username);
  const member = await throttledCheck(a, account, async () => {
    const found = await checkPassword(a, named, input.password);
    await checkMethod(a, found, input);
    return found;
  });
  const now = a.app.now();
  await recordPass(a, member, input);
  if (member.password_is_default === 1) await recordDefaultPasswordPass(a.app.db, member.id, a.ip, now);
}

/** The method is one of the member's and its answer is right; else Refused. */
async function checkMethod(a: LoginAttempt, member: MemberRow, input: VerificationRequest): Promise<void> {
  const available = verificationMethods(member);
  const methodAvailable = { E: available.email, P: available.payeeName, G: available.ga, S: available.sms }[
    input.method
  ];
  if (!methodAvailable) throw new Refused({ reason: 'method-unavailable' });
  if (!(await passesVerification(a, member, input))) throw new Refused({ reason: 'verification-failed' });
}

/** A pass records the IP as verified; an SMS pass proves the number. */
async function recordPass(a: LoginAttempt, member: MemberRow, input: VerificationRequest): Promise<void> {
  await recordVerifiedIp(a.app.db, member.id, a.ip, a.app.now());
  if (input.method === 'S') await markMobileVerified(a.app.db, member.id);
}

/**
 * Two-factor verification of a social, phone or SMS sign-in (the request's pendingSignIn, from
 * completeSignInWithoutPassword): the pending sign-in must have been given to this IP within
 * PENDING_SIGN_IN_MS, then one method passes as in verifyLogin (one throttled attempt of the member's account;
 * username and password are not checked: the sign-in's own proof was). A pass records the IP as verified and
 * completes the sign-in, once: the session is the answer. Throws Refused (LoginRefusal).
 */
export async function completePendingSignIn(
  a: LoginAttempt,
  input: VerificationRequest,
  pendingSignIn: string,
): Promise<LoginValue> {
  const { db } = a.app;
  const since = a.app.now() - PENDING_SIGN_IN_MS;
  const memberId = await pendingSignInMember(db, pendingSignIn, a.ip, since);
  const member = memberId === undefined ? undefined : await findMemberById(db, memberId);
  if (!member || member.merchant !== a.merchant.code) throw new Refused({ reason: 'sign-in-expired' });
  await throttledCheck(a, throttleAccount(member, member.username), () => checkMethod(a, member, input));
  // One session per pending sign-in, also when two verifications of it pass at once.
  if (!(await takePendingSignIn(db, pendingSignIn, a.ip, since))) {
    throw new Refused({ reason: 'sign-in-expired' });
  }
  await recordPass(a, member, input);
  return completeLogin(a, member);
}
