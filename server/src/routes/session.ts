import { CONTRACT_ERROR, SPEC_ERROR } from '@app/contract/errors';
import { ApiError } from '../http/api-error';
import { RawAnswer, requireSession, type CallHandler } from '../http/call-handler';
import { message } from '../http/messages';
import { passwordLogin, smsLogin, verifyLogin, type LoginAttempt } from '../services/login';
import { revokeSession } from '../services/sessions';
import { answeringRefusals } from './refusals';

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
  // SMS login: username is the phone number ('+' dialling code and number), password the code sent to it.
  if (input.type === 'sms') {
    return answeringRefusals(ctx.language, () => smsLogin(attempt, input.username, input.password));
  }
  const outcome = await answeringRefusals(ctx.language, () =>
    passwordLogin(attempt, input.username, input.password),
  );
  if (outcome.kind === 'verifyRequired') {
    throw new ApiError(
      200,
      SPEC_ERROR.loginVerifyRequired,
      message(ctx.language, 'loginVerifyRequired'),
      outcome.methods,
    );
  }
  return outcome.value;
};

/** POST /wps/session/login/verification: one of E (email), P (payee name), G (authenticator), S (SMS code). */
export const loginVerification: CallHandler<'loginVerification'> = async (ctx) => {
  await answeringRefusals(ctx.language, () => verifyLogin(ctx, ctx.input));
  return null;
};

/** POST /wps/session/logout: revokes the token. */
export const logout: CallHandler<'logout'> = async (ctx) => {
  await revokeSession(ctx.app.db, requireSession(ctx).sessionId);
  return null;
};
