import { CONTRACT_ERROR, SPEC_ERROR } from '@app/contract/errors';
import { verifyTotp } from '../crypto/totp';
import { ApiError } from '../http/api-error';
import { RawAnswer, requireSession, type CallHandler } from '../http/call-handler';
import { message } from '../http/messages';
import {
  assertNotThrottled,
  checkPassword,
  completeLogin,
  failLogin,
  isIpVerified,
  recordVerifiedIp,
  verificationMethods,
  type LoginAttempt,
} from '../services/login';
import { findMemberByMobile, type MemberRow } from '../services/members';
import { normalisePhone } from '../services/phone';
import { revokeSession } from '../services/sessions';
import { consumeSmsCode } from '../services/sms';
import { normaliseUsername } from '@app/contract/credentials';

/** GET /wps/session/key/rsa: the RSA public key and its id, outside the envelope. */
export const rsaKey: CallHandler<'rsaKey'> = async ({ app }) =>
  new RawAnswer({ success: true, message: '', rsaKey: app.rsaKey.publicKey, RSA: app.rsaKey.id, DES: true });

/** POST /wps/session/login: type username (password), sms (mobile + code); firebase is not built yet. */
export const login: CallHandler<'login'> = async (ctx) => {
  const attempt: LoginAttempt = ctx;
  const { input } = ctx;
  if (input.type === 'firebase') {
    throw new ApiError(
      404,
      CONTRACT_ERROR.notFound,
      message(ctx.language, 'notAvailable', { what: 'Social sign-in' }),
    );
  }
  if (input.type === 'sms')
    return completeLogin(attempt, await checkSmsLogin(attempt, input.username, input.password));

  const member = await checkPassword(attempt, normaliseUsername(input.username), input.password);
  if (member.verify_new_ip === 1 && !(await isIpVerified(ctx.app, member.id, ctx.ip))) {
    throw new ApiError(
      200,
      SPEC_ERROR.loginVerifyRequired,
      message(ctx.language, 'loginVerifyRequired'),
      verificationMethods(member),
    );
  }
  return completeLogin(attempt, member);
};

/** SMS login: username is the phone number ('+' dialling code and number), password the code sent to it. */
async function checkSmsLogin(a: LoginAttempt, phone: string, code: string): Promise<MemberRow> {
  const mobile = normalisePhone(phone);
  const account = mobile ?? phone.trim();
  await assertNotThrottled(a, account);
  const member = mobile ? await findMemberByMobile(a.app.db, a.merchant.code, mobile) : undefined;
  if (!member) {
    return failLogin(
      a,
      account,
      new ApiError(200, SPEC_ERROR.notExistsUser, message(a.language, 'notExistsUser')),
    );
  }
  if (!(await consumeSmsCode(a.app.db, a.merchant.code, member.mobile ?? '', code, a.app.now()))) {
    return failLogin(
      a,
      account,
      new ApiError(200, SPEC_ERROR.loginCredErr, message(a.language, 'smsCodeWrong')),
    );
  }
  return member;
}

const sameText = (a: string | null | undefined, b: string | undefined): boolean =>
  Boolean(a && b && a.trim().toLowerCase() === b.trim().toLowerCase());

/** Same number: equal digits, or the member's number ends with the typed national number. */
const sameMobile = (memberMobile: string, typed: string | undefined): boolean => {
  const a = memberMobile.replace(/\D/g, '');
  const b = (typed ?? '').replace(/\D/g, '');
  return b.length >= 6 && (a === b || a.endsWith(b));
};

/** POST /wps/session/login/verification: one of E (email), P (payee name), G (authenticator), S (SMS code). */
export const loginVerification: CallHandler<'loginVerification'> = async (ctx) => {
  const { input, app } = ctx;
  const attempt: LoginAttempt = ctx;
  const username = normaliseUsername(input.username);
  const member = await checkPassword(attempt, username, input.password);
  const available = verificationMethods(member);
  const methodAvailable = { E: available.email, P: available.payeeName, G: available.ga, S: available.sms }[
    input.method
  ];
  if (!methodAvailable) {
    throw new ApiError(
      200,
      CONTRACT_ERROR.verificationFailed,
      message(ctx.language, 'verificationMethodUnavailable'),
    );
  }
  let passed = false;
  switch (input.method) {
    case 'E':
      passed = sameText(member.email, input.email);
      break;
    case 'P':
      passed = sameText(member.payee_name, input.payeeName);
      break;
    case 'G':
      passed = verifyTotp(member.totp_secret ?? '', (input.authCode ?? '').trim(), app.now());
      break;
    case 'S':
      passed =
        sameMobile(member.mobile ?? '', input.mobileNum) &&
        (await consumeSmsCode(
          app.db,
          member.merchant,
          member.mobile ?? '',
          input.verificationCode ?? '',
          app.now(),
        ));
      break;
  }
  if (!passed) {
    return failLogin(
      attempt,
      username,
      new ApiError(200, CONTRACT_ERROR.verificationFailed, message(ctx.language, 'verificationFailed')),
    );
  }
  await recordVerifiedIp(app, member.id, ctx.ip);
  return null;
};

/** POST /wps/session/logout: revokes the token. */
export const logout: CallHandler<'logout'> = async (ctx) => {
  await revokeSession(ctx.app.db, requireSession(ctx).sessionId);
  return null;
};
