import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import { openTestDatabase, testDatabaseLocation } from '../testing/test-database';
import { startTestServer, TEST_ADMIN_TOKEN, type TestServer } from '../testing/test-server';
import { ADMIN_TOKEN_FAILURE_LIMIT, ADMIN_TOKEN_WINDOW_MS, AdminTokenLimit } from './admin-token-limit';

describe('AdminTokenLimit', () => {
  let db: Db;
  beforeEach(async () => {
    db = await openTestDatabase();
    return () => db.destroy();
  });

  /** A client's wrong tokens at these times (ms), with a limit of 3 in a window of 100: the blocked answers. */
  it.each([
    { failures: [0, 1, 2], blocked: [false, false, false], then: { at: 3, blocked: true } },
    { failures: [0, 1, 2, 3], blocked: [false, false, false, true], then: { at: 99, blocked: true } },
    // The window ends 100 ms after its first failure, however many came after.
    { failures: [0, 1, 2, 3], blocked: [false, false, false, true], then: { at: 100, blocked: false } },
    // A failure after the window ended starts a new one: counted from one again.
    {
      failures: [0, 1, 2, 100, 101],
      blocked: [false, false, false, false, false],
      then: { at: 150, blocked: false },
    },
    { failures: [0, 100, 101, 102], blocked: [false, false, false, false], then: { at: 199, blocked: true } },
  ])('wrong tokens at $failures', async ({ failures, blocked, then }) => {
    const limit = new AdminTokenLimit(db, 3, 100);
    const answers: boolean[] = [];
    for (const at of failures) answers.push(await limit.fail('203.0.113.7', at));
    expect(answers).toEqual(blocked);
    expect(await limit.blocked('203.0.113.7', then.at)).toBe(then.blocked);
    expect(await limit.blocked('198.51.100.1', then.at)).toBe(false);
  });

  it('attack: parallel guesses are each counted, and no more than the limit get a 401', async () => {
    const limit = new AdminTokenLimit(db);
    const answers = await Promise.all(Array.from({ length: 30 }, () => limit.fail('203.0.113.7', 0)));
    expect(answers.filter((blocked) => !blocked)).toHaveLength(ADMIN_TOKEN_FAILURE_LIMIT);
  });

  it('bounded: the rows of ended windows are deleted on the next failure', async () => {
    const limit = new AdminTokenLimit(db);
    for (let i = 0; i < 5; i++) await limit.fail(`198.51.100.${i}`, 0);
    await limit.fail('203.0.113.7', ADMIN_TOKEN_WINDOW_MS);
    const rows = await db.selectFrom('admin_token_failures').select('client_key').execute();
    expect(rows).toEqual([{ client_key: '203.0.113.7' }]);
  });
});

describe('two server processes on one database', () => {
  let servers: TestServer[] = [];
  afterEach(async () => {
    for (const s of servers) await s.close();
    servers = [];
  });

  it('attack: 10 wrong tokens through one process, then the right token through the other answers 429', async () => {
    const dbFile = await testDatabaseLocation('file');
    const now = () => 1_800_000_000_000;
    servers = [await startTestServer({ dbFile, now }), await startTestServer({ dbFile, now })];
    const [a, b] = servers as [TestServer, TestServer];
    const send = (s: TestServer, token: string) =>
      s.request({
        method: 'GET',
        url: '/admin/merchants/DEMO/settings',
        headers: { authorization: `Bearer ${token}` },
        remoteAddress: '203.0.113.7',
      });
    for (let i = 0; i < ADMIN_TOKEN_FAILURE_LIMIT; i++) expect((await send(a, 'guess')).status).toBe(401);
    const refused = await send(b, TEST_ADMIN_TOKEN);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ success: false, errorCode: 'TOO_MANY_REQUEST', value: null });
    expect((await send(a, TEST_ADMIN_TOKEN)).status).toBe(429);
  });
});
