import { TWO_FACTOR_CAPTCHA_GRACE_MS } from '@app/contract/constants/sign-in';
import { RawAnswer, requireSession, type CallHandler } from '../http/call-handler';
import { requireCaptcha } from '../services/captcha';
import { bindIdentity, firebaseLogin, firebaseSignInOf, identityToBind } from '../services/firebase-sign-in';
import {
  completePendingSignIn,
  findMemberForLogin,
  passwordLogin,
  smsLogin,
  verifyLogin,
  type LoginAttempt,
} from '../services/login';
import { revokeSession } from '../services/sessions';
import { verifyRequestedSince } from '../services/sign-in-proofs';
import { ipVerifiedSince } from '../services/verified-ips';

/** GET /wps/session/key/rsa: the current RSA public key and its id (key-ring.ts rotates it), outside the envelope. */
export const rsaKey: CallHandler<'rsaKey'> = async ({ app }) => {
  const key = await app.rsaKeys.publicKey();
  return new RawAnswer({ success: true, message: '', rsaKey: key.publicKey, RSA: key.id, DES: true });
};

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

const withinGrace = (a: LoginAttempt) => a.app.now() - TWO_FACTOR_CAPTCHA_GRACE_MS;

async function continuesTwoFactorPass(a: LoginAttempt, username: string): Promise<boolean> {
  const member = await findMemberForLogin(a, username);
  return member !== undefined && (await ipVerifiedSince(a.app.db, member.id, a.ip, withinGrace(a)));
}

/** The verification answers a login_verify_required the server just gave this IP for this member. */
async function answersVerifyRequest(a: LoginAttempt, username: string): Promise<boolean> {
  const member = await findMemberForLogin(a, username);
  return member !== undefined && (await verifyRequestedSince(a.app.db, member.id, a.ip, withinGrace(a)));
}

/**
 * POST /wps/session/login/verification: one of E (email), P (payee name), G (authenticator), S (SMS code).
 * It checks the password too, so it needs the login captcha when that is on (else it would be a password
 * oracle beside the login), except right after the login answered login_verify_required to this IP.
 * With pendingSignIn it verifies a social, phone or SMS sign-in instead (no password, no captcha: the pending
 * sign-in was made only after that sign-in's own proof, for this IP) and answers its session.
 */
export const loginVerification: CallHandler<'loginVerification'> = async (ctx) => {
  const { pendingSignIn } = ctx.input;
  if (pendingSignIn) return completePendingSignIn(ctx, ctx.input, pendingSignIn);
  if (!(await answersVerifyRequest(ctx, ctx.input.username))) await requireCaptcha(ctx, 'login', ctx.input);
  await verifyLogin(ctx, ctx.input);
  return null;
};

/** POST /wps/session/logout: revokes the token. */
export const logout: CallHandler<'logout'> = async (ctx) => {
  await revokeSession(ctx.app.db, requireSession(ctx).sessionId);
  return null;
};
