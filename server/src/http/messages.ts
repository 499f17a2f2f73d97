/**
 * Server messages for the Language header (upper-case, e.g. EN, CN). English is the fallback; a few
 * languages carry translations where the player reads the message (login, registration, session).
 */
const catalogue = {
  merchantMissing: { EN: 'The Merchant header is missing.' },
  merchantQueryMissing: { EN: 'The {param} query parameter is missing.' },
  merchantUnknown: { EN: 'Unknown merchant "{merchant}".' },
  tokenIpDifferent: {
    EN: 'Your session belongs to another network address. Please log in again.',
    CN: '您的会话属于另一个网络地址，请重新登录。',
  },
  loginCredErr: { EN: 'The username or password is incorrect.', CN: '用户名或密码错误。' },
  notExistsUser: { EN: 'This account does not exist.', CN: '该账号不存在。' },
  loginThrottled: {
    EN: 'Too many failed logins. Please wait {minutes} minutes and try again.',
    CN: '登录失败次数过多，请等待 {minutes} 分钟后再试。',
  },
  loginVerifyRequired: {
    EN: 'Your current IP address was not recorded. Complete any one verification to continue.',
    CN: '当前IP未被记录，请完成任意一项验证以继续。',
  },
  verificationFailed: {
    EN: 'The verification failed. Please check and try again.',
    CN: '验证失败，请检查后重试。',
  },
  verificationMethodUnavailable: { EN: 'This verification method is not available for this account.' },
  usernameTaken: { EN: 'This username is already taken.', CN: '该用户名已被占用。' },
  mobileTaken: { EN: 'This mobile number is already registered.', CN: '该手机号已注册。' },
  usernameInvalid: {
    EN: 'The username must be 4 to 16 characters: a letter first, then letters, digits or underscores.',
  },
  passwordInvalid: {
    EN: 'The password must be 6 to 20 characters with at least one letter and one digit.',
  },
  mobileInvalid: { EN: 'The mobile number is not valid.' },
  passwordWrong: { EN: 'The old password is incorrect.', CN: '旧密码错误。' },
  passwordSame: { EN: 'The new password must differ from the old one.', CN: '新密码不能与旧密码相同。' },
  smsTooMany: { EN: 'A code was sent recently. Please wait {seconds} seconds.' },
  smsTooManyFromIp: { EN: 'Too many codes were requested from your network. Please wait {seconds} seconds.' },
  smsCodeWrong: { EN: 'The SMS code is wrong or expired.', CN: '短信验证码错误或已过期。' },
  registerClosed: { EN: 'Registration by {method} is closed for this merchant.' },
  languageUnsupported: { EN: 'The language {language} is not supported by this merchant.' },
  notAvailable: { EN: '{what} is not available yet on this server.' },
} as const satisfies Record<string, { EN: string } & Record<string, string>>;

export type MessageKey = keyof typeof catalogue;

export function message(
  language: string,
  key: MessageKey,
  params: Record<string, string | number> = {},
): string {
  const entry: Record<string, string> = catalogue[key];
  const template = entry[language] ?? entry.EN ?? key;
  return template.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`));
}
