/**
 * Id tokens from the Firebase Auth emulator's REST API, as the web SDK would get them, without a browser.
 * The emulator accepts any API key and, for Google, an unsigned id token naming the user (sub, email).
 */
const API_KEY = 'fake-api-key';

async function post<T>(host: string, path: string, body: object): Promise<T> {
  const res = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/${path}?key=${API_KEY}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as T & { error?: { message: string } };
  if (!res.ok) throw new Error(`emulator ${path}: ${res.status} ${json.error?.message ?? ''}`);
  return json;
}

const base64url = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');

/** Signs in with Google as the user `sub` (same sub, same Firebase uid); answers the Firebase id token. */
export async function googleIdToken(host: string, sub: string, email: string): Promise<string> {
  const googleToken = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ sub, email, email_verified: true })}.`;
  const res = await post<{ idToken: string }>(host, 'accounts:signInWithIdp', {
    requestUri: 'http://localhost',
    postBody: `id_token=${googleToken}&providerId=google.com`,
    returnSecureToken: true,
    returnIdpCredential: true,
  });
  return res.idToken;
}

/** Signs in by phone code (the code read from the emulator's verificationCodes); answers the Firebase id token. */
export async function phoneIdToken(host: string, projectId: string, phoneNumber: string): Promise<string> {
  const { sessionInfo } = await post<{ sessionInfo: string }>(host, 'accounts:sendVerificationCode', {
    phoneNumber,
  });
  const codes = (await (
    await fetch(`http://${host}/emulator/v1/projects/${projectId}/verificationCodes`)
  ).json()) as { verificationCodes: { sessionInfo: string; code: string }[] };
  const code = codes.verificationCodes.find((c) => c.sessionInfo === sessionInfo)?.code;
  if (!code) throw new Error(`no verification code for ${phoneNumber}`);
  const res = await post<{ idToken: string }>(host, 'accounts:signInWithPhoneNumber', { sessionInfo, code });
  return res.idToken;
}
