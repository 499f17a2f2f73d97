import { keyResponseSchema } from '@app/contract/calls';
import { DEMO_MERCHANT } from '@app/contract/default-settings';
import { encryptLikeClient } from './client-encrypt';

/** A request as the web client sends it. */
export interface ClientRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

/** An answer: the HTTP status, the envelope of every /wps call, and the response it was read from (`R`). */
export interface Answer<T, R> {
  status: number;
  body: { success: boolean; message: string | null; errorCode: string | null; value: T };
  res: R;
}

type Headers = Record<string, string>;

/** The answer of a response's status and text; a text that is not JSON becomes the message of a failure. */
export function answerOf<T, R>(status: number, text: string, res: R): Answer<T, R> {
  let body: Answer<T, R>['body'];
  try {
    body = JSON.parse(text) as Answer<T, R>['body'];
  } catch {
    body = { success: false, message: text, errorCode: null, value: null as T };
  }
  return { status, body, res };
}

/**
 * The calls of the web client and of the admin API, over whatever carries a request: an app in this process
 * (testing/test-server.ts, Fastify's inject) or a server process (testing/server-processes.ts, fetch).
 */
export abstract class ClientCalls<R> {
  constructor(private readonly adminToken: string) {}

  abstract request<T = unknown>(opts: ClientRequest): Promise<Answer<T, R>>;

  get<T = unknown>(url: string, headers: Headers = {}, merchant = DEMO_MERCHANT) {
    return this.request<T>({ method: 'GET', url, headers: { merchant, ...headers } });
  }

  post<T = unknown>(url: string, payload: unknown, headers: Headers = {}, merchant = DEMO_MERCHANT) {
    return this.request<T>({
      method: 'POST',
      url,
      headers: { merchant, 'content-type': 'application/json', ...headers },
      payload: JSON.stringify(payload),
    });
  }

  /** The server's current key, asked each time: the server rotates it (tests move the clock by hours). */
  async rsaKey(): Promise<{ rsaKey: string; RSA: string }> {
    // The key call answers its fields beside the envelope's, not in `value`.
    return keyResponseSchema.parse((await this.get(`/wps/session/key/rsa?_=${Date.now()}`)).body);
  }

  /** An encrypted post exactly like the client's. */
  async postEncrypted<T = unknown>(
    url: string,
    payload: unknown,
    headers: Headers = {},
    merchant = DEMO_MERCHANT,
  ) {
    const key = await this.rsaKey();
    const enc = encryptLikeClient(key.rsaKey, key.RSA, payload);
    return this.request<T>({
      method: 'POST',
      url,
      headers: { merchant, ...enc.headers, ...headers },
      payload: enc.body,
    });
  }

  /**
   * A relay call, POST /wps/relay/<name>, as the client sends it. The name is not checked: a test may send an
   * unknown one.
   */
  relay<T = unknown>(name: string, body: unknown = {}, headers: Headers = {}, merchant = DEMO_MERCHANT) {
    return this.post<T>(`/wps/relay/${name}`, body, headers, merchant);
  }

  /** Password login; answers the token (throws when the login fails). */
  async login(username: string, password: string, headers: Headers = {}): Promise<string> {
    const res = await this.postEncrypted<{ token: string }>(
      '/wps/session/login',
      { username, password, type: 'username' },
      headers,
    );
    if (!res.body.success) throw new Error(`login failed: ${res.body.errorCode} ${res.body.message}`);
    return res.body.value.token;
  }

  /**
   * A new member, created through the admin API with `fields` (merchant, type, firstLoginDone, … as POST
   * /admin/members takes them), then logged in on its merchant: answers the session token. Throws when either
   * step fails.
   */
  async loginNewMember(
    username: string,
    password: string,
    fields: { merchant?: string } & Record<string, unknown> = {},
  ): Promise<string> {
    const created = await this.admin('POST', '/admin/members', { username, password, ...fields });
    if (!created.body.success) {
      throw new Error(`member not created: ${created.body.errorCode} ${created.body.message}`);
    }
    return this.login(username, password, { merchant: fields.merchant ?? DEMO_MERCHANT });
  }

  admin<T = unknown>(method: ClientRequest['method'], url: string, payload?: unknown) {
    return this.request<T>({
      method,
      url,
      headers: {
        authorization: `Bearer ${this.adminToken}`,
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    });
  }
}
