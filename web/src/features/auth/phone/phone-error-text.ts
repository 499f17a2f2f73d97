/** A Firebase Auth error as the SDK raises it (FirebaseError): `auth/...` code and message. */
export interface PhoneError {
  code: string;
  message: string;
}

/** Raised without a pending confirmation, the spec's code (§4 Phone code). */
export const CODE_EXPIRED = 'auth/code-expired';
/** The error the spec ignores silently. */
export const CANCELLED_POPUP_REQUEST = 'auth/cancelled-popup-request';
/** The fallback translation key. */
export const UNKNOWN_PHONE_ERROR = 'auth/unknown';

/** The code and message of anything thrown; what is not a Firebase error counts as auth/unknown. */
export const asPhoneError = (error: unknown): PhoneError => {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return {
    code: typeof code === 'string' && code ? code : UNKNOWN_PHONE_ERROR,
    message: typeof message === 'string' ? message : String(error),
  };
};

/**
 * §8 Phone errors: the translated message (fallback 'auth/unknown') followed by 'Code: {code}' and
 * 'Reason: {message}'; auth/cancelled-popup-request is ignored silently (null). `translate` answers null for
 * a key without a translation; `line` formats the 'Code' and 'Reason' lines.
 */
export const phoneErrorText = (
  error: PhoneError,
  translate: (key: string) => string | null,
  line: { code(code: string): string; reason(message: string): string },
): string[] | null => {
  if (error.code === CANCELLED_POPUP_REQUEST) return null;
  const text = translate(error.code) ?? translate(UNKNOWN_PHONE_ERROR) ?? UNKNOWN_PHONE_ERROR;
  return [text, line.code(error.code), line.reason(error.message)];
};
