import type { CallRequest, LoginVerifyRequired } from '@app/contract/calls';
import { formatPhone } from '@app/contract/credentials';
import type { Problems } from '../../../hooks/use-form';

/** The tabs of the two-factor modal, in the spec's order (§2): payeeName, sms, ga, email. */
export const TWO_FACTOR_METHODS = ['payeeName', 'sms', 'ga', 'email'] as const;
export type TwoFactorMethod = (typeof TWO_FACTOR_METHODS)[number];

/** The two-factor request's method codes (§3): E email, P payeeName, G ga, S sms. */
export const METHOD_CODE = { email: 'E', payeeName: 'P', ga: 'G', sms: 'S' } as const satisfies Record<
  TwoFactorMethod,
  CallRequest<'loginVerification'>['method']
>;

/** §2: only the methods the server requires are shown, and the modal opens on the first available one. */
export const twoFactorTabs = (required: LoginVerifyRequired): TwoFactorMethod[] =>
  TWO_FACTOR_METHODS.filter((m) => required[m]);

export interface TwoFactorFields {
  payeeName: string;
  mobile: string;
  verificationCode: string;
  authCode: string;
  email: string;
}
export type TwoFactorField = keyof TwoFactorFields;

export const EMPTY_TWO_FACTOR_FIELDS: TwoFactorFields = {
  payeeName: '',
  mobile: '',
  verificationCode: '',
  authCode: '',
  email: '',
};

/** The fields of each method, in the order the player fills them. */
export const METHOD_FIELDS: Readonly<Record<TwoFactorMethod, readonly TwoFactorField[]>> = {
  payeeName: ['payeeName'],
  sms: ['mobile', 'verificationCode'],
  ga: ['authCode'],
  email: ['email'],
};

/**
 * §5: the field for the chosen method must be non-empty (email; payeeName; authCode; or mobile number plus
 * verification code), otherwise the field is highlighted and focused. Inputs are trimmed, so blanks count
 * as empty. Answers the first empty field, or null when the method's fields are filled.
 */
export const emptyTwoFactorField = (
  method: TwoFactorMethod,
  fields: TwoFactorFields,
): TwoFactorField | null => METHOD_FIELDS[method].find((name) => !fields[name].trim()) ?? null;

/** The modal's check before it sends: the first empty field of the method, highlighted and focused (entry §5). */
export const twoFactorProblems = (
  method: TwoFactorMethod,
  fields: TwoFactorFields,
): Problems<TwoFactorField> => {
  const missing = emptyTwoFactorField(method, fields);
  return missing ? { [missing]: 'field_required' } : {};
};

/**
 * What the verification completes: a password login (sent again with the answer, §3), or a social, phone or
 * SMS sign-in the server keeps pending (no password to send: the server's handle names it instead).
 */
export type VerifiedSignIn = { username: string; password: string } | { pendingSignIn: string };

/** §3 Two-factor request for the chosen method, inputs trimmed; the phone as '+' dialling code and number. */
export const twoFactorRequest = (
  login: VerifiedSignIn,
  method: TwoFactorMethod,
  fields: TwoFactorFields,
  countryDialingCode: string,
  /** The sms method through the phone provider: the Firebase id token its code confirmed (instead of the code). */
  firebaseIdToken?: string,
): CallRequest<'loginVerification'> => {
  const base =
    'pendingSignIn' in login
      ? { username: '', password: '', pendingSignIn: login.pendingSignIn, method: METHOD_CODE[method] }
      : { username: login.username.trim(), password: login.password, method: METHOD_CODE[method] };
  switch (method) {
    case 'payeeName':
      return { ...base, payeeName: fields.payeeName.trim() };
    case 'sms': {
      const mobileNum = formatPhone(countryDialingCode, fields.mobile.trim());
      return firebaseIdToken
        ? { ...base, mobileNum, firebaseIdToken }
        : { ...base, mobileNum, verificationCode: fields.verificationCode.trim() };
    }
    case 'ga':
      return { ...base, authCode: fields.authCode.trim() };
    case 'email':
      return { ...base, email: fields.email.trim() };
  }
};

/** The methods named by a login_verify_required answer's value, or null when it names none. */
export const requiredMethodsOf = (value: unknown): LoginVerifyRequired | null => {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  const required = {
    email: v.email === true,
    ga: v.ga === true,
    sms: v.sms === true,
    payeeName: v.payeeName === true,
  };
  return Object.values(required).some(Boolean) ? required : null;
};

/**
 * The pending sign-in of a login_verify_required answer to a social, phone or SMS sign-in (the contract's
 * `pendingSignIn`), or null: a password login's answer has none.
 */
export const pendingSignInOf = (value: unknown): string | null => {
  if (typeof value !== 'object' || value === null) return null;
  const handle = (value as Record<string, unknown>).pendingSignIn;
  return typeof handle === 'string' && handle !== '' ? handle : null;
};
