import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildServer, type ServerOptions } from '../app';
import { answerOf, ClientCalls, type Answer as CallAnswer } from './client-calls';
import { generateRsaKeyPair, type RsaKeyPair } from '../crypto/envelope-crypto';
import { TEST_DATABASE_URL, TEST_SERVER_KEY, testDatabaseLocation } from './test-database';

export const TEST_ADMIN_TOKEN = 'test-admin-token';

export type Answer<T = unknown> = CallAnswer<T, LightMyRequestResponse>;

/** A server on a database of its own with helpers that speak like the web client (client-calls.ts). */
export class TestServer extends ClientCalls<LightMyRequestResponse> {
  constructor(readonly app: FastifyInstance) {
    super(TEST_ADMIN_TOKEN);
  }

  async request<T = unknown>(opts: InjectOptions): Promise<Answer<T>> {
    const res = await this.app.inject(opts);
    return answerOf(res.statusCode, res.body, res);
  }

  close() {
    return this.app.close();
  }
}

let sharedKey: RsaKeyPair | undefined;

/** A fresh server on a database of its own (':memory:', or PostgreSQL: testing/test-database.ts) in demo mode (cheap scrypt cost, one RSA key shared by the test file). */
export async function startTestServer({
  seedAtStart = false,
  ...opts
}: Partial<ServerOptions> & {
  /**
   * On PostgreSQL a test server copies a template with the demo seeded already (27 statements at start instead of
   * 350); a test of what the seed writes relative to its own clock has it seeded at its start instead.
   */
  seedAtStart?: boolean;
} = {}): Promise<TestServer> {
  sharedKey ??= generateRsaKeyPair();
  const dbFile = opts.dbFile ?? (await testDatabaseLocation('memory', { seeded: !seedAtStart }));
  const app = buildServer({
    dbFile,
    // PostgreSQL has no folder for the key file beside the database: one key for the run, as SERVER_KEY would be.
    ...(TEST_DATABASE_URL ? { serverKey: TEST_SERVER_KEY } : {}),
    adminToken: TEST_ADMIN_TOKEN,
    scryptLogN: 6,
    rsaKey: sharedKey,
    demoMode: true,
    ...opts,
  });
  await app.ready();
  return new TestServer(app);
}
