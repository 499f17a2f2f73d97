import { CONTRACT_ERROR, SPEC_ERROR } from '@app/contract/errors';
import type { LoginValue, LoginVerifyRequired } from '@app/contract/calls';
import { verifyPassword } from '../crypto/password';
import type { AppContext } from '../context';
import { ApiError } from '../http/api-error';
import { message } from '../http/messages';
import type { Merchant } from './merchants';
import { findMemberByUsername, type MemberRow } from './members';
import { createSession } from './sessions';
import { clearAccountFailures, isLoginThrottled, LOGIN_THROTTLE, recordLoginFailure } from './throttle';

export interface LoginAttempt {
  app: AppContext;
  merchant: Merchant;
  ip: string;
  language: string;
}

export async function assertNotThrottled(a: LoginAttempt, account: string): Promise<void> {
  if (await isLoginThrottled(a.app.db, a.merchant.code, account, a.ip, a.app.now())) {
    throw new ApiError(
      429,
      CONTRACT_ERROR.loginThrottled,
      message(a.language, 'loginThrottled', { minutes: LOGIN_THROTTLE.windowMs / 60_000 }),
    );
  }
}

export async function failLogin(a: LoginAttempt, account: string, error: ApiError): Promise<never> {
  await recordLoginFailure(a.app.db, a.merchant.code, account, a.ip, a.app.now());
  throw error;
}

/**
 * Username + password check with throttling; answers the member or throws not.exists.user / login.cred.err.
 * Failures are cleared only by a completed login, so a verification step cannot be retried without limit.
 */
export async function checkPassword(a: LoginAttempt, username: string, password: string): Promise<MemberRow> {
  await assertNotThrottled(a, username);
  const member = await findMemberByUsername(a.app.db, a.merchant.code, username);
  if (!member) {
    return failLogin(
      a,
      username,
      new ApiError(200, SPEC_ERROR.notExistsUser, message(a.language, 'notExistsUser')),
    );
  }
  if (!(await verifyPassword(password, member.password_hash))) {
    return failLogin(
      a,
      username,
      new ApiError(200, SPEC_ERROR.loginCredErr, message(a.language, 'loginCredErr')),
    );
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

export async function isIpVerified(app: AppContext, memberId: number, ip: string): Promise<boolean> {
  const row = await app.db
    .selectFrom('verified_ips')
    .select('ip')
    .where('member_id', '=', memberId)
    .where('ip', '=', ip)
    .executeTakeFirst();
  return Boolean(row);
}

export async function recordVerifiedIp(app: AppContext, memberId: number, ip: string): Promise<void> {
  await app.db
    .insertInto('verified_ips')
    .values({ member_id: memberId, ip, created_at: app.now() })
    .onConflict((oc) => oc.columns(['member_id', 'ip']).doNothing())
    .execute();
}

export const isPasswordExpired = (member: MemberRow, maxAgeDays: number, now: number): boolean =>
  maxAgeDays > 0 && now - member.password_changed_at > maxAgeDays * 86_400_000;

/** Creates the session and records the first login; firstTimeLogin is true on that first login only. */
export async function completeLogin(a: LoginAttempt, member: MemberRow): Promise<LoginValue> {
  const now = a.app.now();
  await clearAccountFailures(a.app.db, a.merchant.code, member.username);
  if (member.mobile) await clearAccountFailures(a.app.db, a.merchant.code, member.mobile);
  const session = await createSession(a.app.db, member, a.ip, a.merchant.settings.sessionTtlSeconds, now);
  const firstTimeLogin = member.first_login_done === 0;
  if (firstTimeLogin) {
    await a.app.db.updateTable('members').set({ first_login_done: 1 }).where('id', '=', member.id).execute();
  }
  return {
    id: member.id,
    token: session.token,
    userName: member.username,
    customerType: member.type,
    firstTimeLogin,
    passwordExpired: isPasswordExpired(member, a.merchant.settings.passwordMaxAgeDays, now),
  };
}
