import { TWO_FACTOR_CAPTCHA_GRACE_MS } from '@app/contract/constants';
import { RawAnswer, requireSession, type CallHandler } from '../http/call-handler';
import { requireCaptcha } from '../services/captcha';
import { bindIdentity, firebaseLogin, firebaseSignInOf, identityToBind } from '../services/firebase-sign-in';
import {
  findMemberForLogin,
  passwordLogin,
  smsLogin,
  verifyLogin,
  type LoginAttempt,
} from '../services/login';
import { revokeSession } from '../services/sessions';
import { ipVerifiedSince } from '../services/verified-ips';

/** GET /wps/session/key/rsa: the RSA public key and its id, outside the envelope. */
export const rsaKey: CallHandler<'rsaKey'> = async ({ app }) =>
  new RawAnswer({ success: true, message: '', rsaKey: app.rsaKey.publicKey, RSA: app.rsaKey.id, DES: true });

/**
 * POST /wps/session/login: type username (password), sms (mobile + code), firebase (social or phone sign-in:
 * firebaseChannel and firebaseIdToken). A password login carrying firebaseChannel and firebaseIdToken binds
 * that identity to the account once it succeeds (after bind_customer_required, 'log in to existing account').
 */
export const login: CallHandler<'login'> = async (ctx) => {
  const attempt: LoginAttempt = ctx;
  const { input } = ctx;
  const signIn = firebaseSignInOf(input);
  if (input.type === 'firebase' && signIn) return firebaseLogin(attempt, signIn);
  // SMS login: username is the phone number ('+' dialling code and number), password the code sent to it.
  if (input.type === 'sms') return smsLogin(attempt, input.username, input.password);
  // The password login's captcha, before the credentials are tried (its SMS and social siblings have none),
  // except for the login that continues a two-factor pass just made from this IP.
  if (!(await continuesTwoFactorPass(attempt, input.username))) await requireCaptcha(ctx, 'login', input);
  const toBind = signIn && (await identityToBind(attempt, signIn, input.username));
  const value = await passwordLogin(attempt, input.username, input.password);
  if (toBind) await bindIdentity(ctx.app.db, ctx.merchant.code, toBind, value.id, ctx.app.now());
  return value;
};

async function continuesTwoFactorPass(a: LoginAttempt, username: string): Promise<boolean> {
  const member = await findMemberForLogin(a, username);
  return (
    member !== undefined &&
    (await ipVerifiedSince(a.app.db, member.id, a.ip, a.app.now() - TWO_FACTOR_CAPTCHA_GRACE_MS))
  );
}

/** POST /wps/session/login/verification: one of E (email), P (payee name), G (authenticator), S (SMS code). */
export const loginVerification: CallHandler<'loginVerification'> = async (ctx) => {
  await verifyLogin(ctx, ctx.input);
  return null;
};

/** POST /wps/session/logout: revokes the token. */
export const logout: CallHandler<'logout'> = async (ctx) => {
  await revokeSession(ctx.app.db, requireSession(ctx).sessionId);
  return null;
};
