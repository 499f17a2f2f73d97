import type { LoginRequest } from '@app/contract/calls';
import { CONTRACT_ERROR, SPEC_ERROR } from '@app/contract/errors';
import { ApiError } from '../http/api-error';
import type { CallHandler } from '../http/call-handler';
import { message } from '../http/messages';
import { DuplicateMemberError } from '../services/members';
import { FirebaseRefused, firebaseRegister, type FirebaseSignIn } from '../services/firebase-sign-in';

/** The answer to a refusal of the Firebase sign-in service; any other error is rethrown as is. */
function firebaseRefusalToApiError(err: unknown, language: string): unknown {
  if (err instanceof DuplicateMemberError) {
    return new ApiError(200, CONTRACT_ERROR.usernameTaken, message(language, 'usernameTaken'));
  }
  if (!(err instanceof FirebaseRefused)) return err;
  switch (err.reason) {
    case 'unavailable':
      return new ApiError(200, CONTRACT_ERROR.firebaseUnavailable, message(language, 'firebaseUnavailable'));
    case 'token-invalid':
      return new ApiError(
        200,
        CONTRACT_ERROR.firebaseTokenInvalid,
        message(language, 'firebaseTokenInvalid'),
      );
    case 'bind-required':
      return new ApiError(200, SPEC_ERROR.bindCustomerRequired, message(language, 'bindCustomerRequired'));
    case 'identity-bound':
      return new ApiError(
        200,
        CONTRACT_ERROR.firebaseIdentityBound,
        message(language, 'firebaseIdentityBound'),
      );
    case 'register-closed':
      return new ApiError(
        400,
        CONTRACT_ERROR.requestInvalid,
        message(language, 'registerClosed', { method: 'social sign-in' }),
      );
    case 'mobile-taken':
      return new ApiError(200, CONTRACT_ERROR.mobileTaken, message(language, 'mobileTaken'));
  }
}

/** Runs a Firebase sign-in service call, answering its refusals in the envelope. */
export async function answeringFirebaseRefusals<T>(language: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    throw firebaseRefusalToApiError(err, language);
  }
}

/**
 * The Firebase sign-in a login request carries: required with type firebase, optional with type username
 * (the identity to bind). Both fields or neither.
 */
export function firebaseSignInOf(input: LoginRequest): FirebaseSignIn | null {
  const { firebaseChannel: channel, firebaseIdToken: idToken } = input;
  if (channel && idToken) return { channel, idToken };
  if (channel || idToken || input.type === 'firebase') {
    const missing = channel ? 'firebaseIdToken' : 'firebaseChannel';
    throw new ApiError(400, CONTRACT_ERROR.requestInvalid, `${missing}: Required`);
  }
  return null;
}

/**
 * POST /wps/member/register/firebase (chosen path): a new member bound to the Firebase identity, signed in.
 * Open in the auto-register mode (socialSignIn.autoRegister) or with FIREBASECREATEACC3.
 */
export const socialRegister: CallHandler<'socialRegister'> = async (ctx) =>
  answeringFirebaseRefusals(ctx.language, () =>
    firebaseRegister(ctx, { channel: ctx.input.firebaseChannel, idToken: ctx.input.firebaseIdToken }),
  );
