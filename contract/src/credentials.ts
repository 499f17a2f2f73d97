/**
 * Username and password rules, enforced by the web form and the server with the same message keys.
 * The spec gives no bounds ("Other bounds: not shown"); these are the contract's.
 */
export const USERNAME_RULE = {
  pattern: /^[a-z][a-z0-9_]{3,15}$/,
  messageKey: 'username_rule',
} as const;

export const PASSWORD_RULE = {
  minLength: 6,
  maxLength: 20,
  /** At least one letter and one digit; printable ASCII only. */
  pattern: /^(?=.*[A-Za-z])(?=.*\d)[\x21-\x7e]{6,20}$/,
  messageKey: 'password_rule',
} as const;

/** Mobile number without the dialling code: digits only. */
export const MOBILE_RULE = {
  pattern: /^\d{6,15}$/,
  messageKey: 'mobile_rule',
} as const;

/** Usernames are case-insensitive: stored and compared in lower case. */
export const normaliseUsername = (username: string): string => username.trim().toLowerCase();

export const isValidUsername = (username: string): boolean =>
  USERNAME_RULE.pattern.test(normaliseUsername(username));

export const isValidPassword = (password: string): boolean => PASSWORD_RULE.pattern.test(password);

/** Phone numbers are sent as '+' followed by dialling code and number. */
export const formatPhone = (countryDialingCode: string, mobileNum: string): string =>
  `+${countryDialingCode.replace(/^\+/, '')}${mobileNum.replace(/\D/g, '')}`;
