import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildServer, type ServerOptions } from '../app';
import { encryptLikeClient } from './client-encrypt';
import { generateRsaKeyPair, type RsaKeyPair } from '../crypto/envelope-crypto';
import { DEMO_MERCHANT } from '@app/contract/default-settings';

export const TEST_ADMIN_TOKEN = 'test-admin-token';

export interface Answer<T = unknown> {
  status: number;
  body: { success: boolean; message: string | null; errorCode: string | null; value: T };
  res: LightMyRequestResponse;
}

type Headers = Record<string, string>;

/** A server on ':memory:' with helpers that speak like the web client. */
export class TestServer {
  constructor(readonly app: FastifyInstance) {}

  async request<T = unknown>(opts: InjectOptions): Promise<Answer<T>> {
    const res = await this.app.inject(opts);
    let body: Answer<T>['body'];
    try {
      body = res.json();
    } catch {
      body = { success: false, message: res.body, errorCode: null, value: null as T };
    }
    return { status: res.statusCode, body, res };
  }

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
    const res = await this.app.inject({
      method: 'GET',
      url: `/wps/session/key/rsa?_=${Date.now()}`,
      headers: { merchant: DEMO_MERCHANT },
    });
    return res.json();
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

  admin<T = unknown>(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown) {
    return this.request<T>({
      method,
      url,
      headers: {
        authorization: `Bearer ${TEST_ADMIN_TOKEN}`,
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    });
  }

  close() {
    return this.app.close();
  }
}

let sharedKey: RsaKeyPair | undefined;

/** A fresh ':memory:' server in demo mode (cheap scrypt cost, one RSA key shared by the test file). */
export async function startTestServer(opts: Partial<ServerOptions> = {}): Promise<TestServer> {
  sharedKey ??= generateRsaKeyPair();
  const app = buildServer({
    dbFile: ':memory:',
    adminToken: TEST_ADMIN_TOKEN,
    scryptLogN: 6,
    rsaKey: sharedKey,
    demoMode: true,
    ...opts,
  });
  await app.ready();
  return new TestServer(app);
}
