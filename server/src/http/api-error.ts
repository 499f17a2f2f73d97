import type { Envelope } from '@app/contract/envelope';
import { SPEC_ERROR } from '@app/contract/errors';

/** A failure answered in the envelope: HTTP status, errorCode, message and an optional value. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errorCode: string,
    message: string,
    readonly value: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** HTTP 401 CUSTOMER_NOT_LOGIN (message and errorCode alike): no live session for this call. */
export const notLoggedIn = (): ApiError =>
  new ApiError(401, SPEC_ERROR.customerNotLogin, SPEC_ERROR.customerNotLogin);

export const ok = <T>(value: T): Envelope<T> => ({ success: true, message: null, errorCode: null, value });

export const failure = (errorCode: string, message: string, value: unknown = null): Envelope<unknown> => ({
  success: false,
  message,
  errorCode,
  value,
});
