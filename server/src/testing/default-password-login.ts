import type { SmsMessage, SmsTransport } from '../services/sms';
import type { TestServer } from './test-server';

/** An SMS transport that keeps the messages, for tests that read the codes (pass `transport` to the server). */
export function smsInbox() {
  const sent: SmsMessage[] = [];
  const transport: SmsTransport = { send: (m) => void sent.push(m) };
  /** The newest code sent to the number ('+' dialling code and number). */
  const lastCode = (mobile: string): string => {
    const found = sent.filter((m) => m.mobile === mobile).at(-1);
    if (!found) throw new Error(`no SMS to ${mobile}`);
    return found.code;
  };
  return { transport, lastCode };
}
export type SmsInbox = ReturnType<typeof smsInbox>;

export interface DefaultPasswordAccount {
  /** As typed at login: username or any spelling of the number. */
  login: string;
  password: string;
  /** Dialling code and national number of the registered mobile. */
  dialingCode: string;
  national: string;
}

/**
 * The sign-in of a member whose password is the default one, as the app makes it: the login answers
 * login_verify_required (sms only), the code goes to the registered number, the verification passes with it,
 * the login is repeated. Answers the repeated login's answer.
 */
export async function loginWithDefaultPassword(
  s: TestServer,
  inbox: SmsInbox,
  account: DefaultPasswordAccount,
  headers: Record<string, string> = {},
) {
  const credentials = { username: account.login, password: account.password };
  const first = await s.postEncrypted('/wps/session/login', { ...credentials, type: 'username' }, headers);
  if (first.body.errorCode !== 'login_verify_required') {
    throw new Error(`expected login_verify_required, got ${first.body.errorCode}`);
  }
  await s.post(
    '/wps/verification/sms/noLogin',
    { countryDialingCode: account.dialingCode, mobileNum: account.national },
    headers,
  );
  const verified = await s.postEncrypted(
    '/wps/session/login/verification',
    {
      ...credentials,
      method: 'S',
      mobileNum: account.national,
      verificationCode: inbox.lastCode(`+${account.dialingCode}${account.national}`),
    },
    headers,
  );
  if (!verified.body.success) throw new Error(`verification failed: ${verified.body.errorCode}`);
  return s.postEncrypted<{ token: string; passwordIsDefault: boolean }>(
    '/wps/session/login',
    { ...credentials, type: 'username' },
    headers,
  );
}
