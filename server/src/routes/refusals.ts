import { CONTRACT_ERROR, SPEC_ERROR } from '@app/contract/errors';
import { ApiError } from '../http/api-error';
import { message } from '../http/messages';
import { LoginRefused } from '../services/login';
import { PasswordChangeRefused } from '../services/password-change';
import { LOGIN_THROTTLE } from '../services/throttle';

/** The answer to a refusal of the login and password services; any other error is rethrown as is. */
export function refusalToApiError(err: unknown, language: string): unknown {
  if (err instanceof LoginRefused) {
    switch (err.reason) {
      case 'throttled':
        return new ApiError(
          429,
          CONTRACT_ERROR.loginThrottled,
          message(language, 'loginThrottled', { minutes: LOGIN_THROTTLE.windowMs / 60_000 }),
        );
      case 'unknown-user':
        return new ApiError(200, SPEC_ERROR.notExistsUser, message(language, 'notExistsUser'));
      case 'wrong-password':
        return new ApiError(200, SPEC_ERROR.loginCredErr, message(language, 'loginCredErr'));
      case 'wrong-sms-code':
        return new ApiError(200, SPEC_ERROR.loginCredErr, message(language, 'smsCodeWrong'));
      case 'method-unavailable':
        return new ApiError(
          200,
          CONTRACT_ERROR.verificationFailed,
          message(language, 'verificationMethodUnavailable'),
        );
      case 'verification-failed':
        return new ApiError(200, CONTRACT_ERROR.verificationFailed, message(language, 'verificationFailed'));
    }
  }
  if (err instanceof PasswordChangeRefused) {
    switch (err.reason) {
      case 'wrong-old-password':
        return new ApiError(200, CONTRACT_ERROR.passwordWrong, message(language, 'passwordWrong'));
      case 'same-password':
        return new ApiError(200, CONTRACT_ERROR.passwordSame, message(language, 'passwordSame'));
      case 'invalid-password':
        return new ApiError(200, CONTRACT_ERROR.passwordInvalid, message(language, 'passwordInvalid'), {
          messageKey: 'password_rule',
        });
    }
  }
  return err;
}

/** Runs a service call, answering its refusals in the envelope. */
export async function answeringRefusals<T>(language: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    throw refusalToApiError(err, language);
  }
}
