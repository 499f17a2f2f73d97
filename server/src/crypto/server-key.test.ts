import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database';
import { DEMO_PASSWORD } from '../seed/demo-accounts';
import { addMember } from '../testing/member-db';
import { testDatabaseLocation } from '../testing/test-database';
import { startTestServer, type TestServer } from '../testing/test-server';
import { totpCode } from './totp';
import { isSealed, loadServerKey, seal, SERVER_KEY_BYTES, SERVER_KEY_FILE, unseal } from './server-key';

// The attack: a copy of the database (a backup, a stolen file) gives every member's authenticator secret.

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DP';
const KEY = Buffer.alloc(SERVER_KEY_BYTES, 7);

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'server-key-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

// The key file beside a SQLite database: SQLite on either run of the suite (PostgreSQL takes SERVER_KEY).
describe('loadServerKey', () => {
  it('creates the key file beside the database with mode 0600 on first start, and reads it after', () => {
    const dbFile = join(dir, 'app.db');
    const first = loadServerKey(dbFile, undefined);
    expect(first).toHaveLength(SERVER_KEY_BYTES);
    expect(statSync(join(dir, SERVER_KEY_FILE)).mode & 0o777).toBe(0o600);
    expect(loadServerKey(dbFile, undefined).equals(first)).toBe(true);
  });

  it('takes SERVER_KEY (hex or base64) instead, and refuses one of the wrong length', () => {
    expect(loadServerKey(join(dir, 'app.db'), KEY.toString('hex')).equals(KEY)).toBe(true);
    expect(loadServerKey(join(dir, 'app.db'), KEY.toString('base64')).equals(KEY)).toBe(true);
    expect(() => loadServerKey(join(dir, 'app.db'), 'c2hvcnQ=')).toThrow(/SERVER_KEY must hold 32 bytes/);
  });
});

describe('seal', () => {
  it('opens with its key and context only', () => {
    const sealed = seal(KEY, 'members.totp_secret', SECRET);
    expect(isSealed(sealed)).toBe(true);
    expect(sealed).not.toContain(SECRET);
    expect(unseal(KEY, 'members.totp_secret', sealed)).toBe(SECRET);
    expect(unseal(Buffer.alloc(SERVER_KEY_BYTES, 8), 'members.totp_secret', sealed)).toBeNull();
    expect(unseal(KEY, 'members.other', sealed)).toBeNull();
  });
});

describe('TOTP secrets at rest', () => {
  // The database as a copy of it reads, without the server's sealing of the column.
  const storedSecret = async (location: string, username: string): Promise<string | null> => {
    const { db } = openDatabase(location);
    const row = await db
      .selectFrom('members')
      .select('totp_secret')
      .where('username', '=', username)
      .executeTakeFirstOrThrow();
    await db.destroy();
    return row.totp_secret;
  };
  const verifyByCode = (s: TestServer, username: string) =>
    s.postEncrypted('/wps/session/login/verification', {
      username,
      password: DEMO_PASSWORD,
      method: 'G',
      authCode: totpCode(SECRET, Date.now()),
    });

  it('are stored sealed, and still verify codes', async () => {
    const dbFile = await testDatabaseLocation('file');
    const s = await startTestServer({ dbFile, serverKey: KEY });
    await s.admin('POST', '/admin/members', {
      username: 'ga_member',
      password: DEMO_PASSWORD,
      totpSecret: SECRET,
    });
    expect((await verifyByCode(s, 'ga_member')).body.success).toBe(true);
    await s.close();
    const stored = (await storedSecret(dbFile, 'ga_member')) ?? '';
    expect(isSealed(stored)).toBe(true);
    expect(stored).not.toContain(SECRET);
    expect(unseal(KEY, 'members.totp_secret', stored)).toBe(SECRET);
  });

  it('stored plain before are sealed at start', async () => {
    const dbFile = await testDatabaseLocation('file');
    await (await startTestServer({ dbFile, serverKey: KEY })).close();
    const { db } = openDatabase(dbFile);
    const demo = await db
      .selectFrom('members')
      .select('password_hash')
      .where('username', '=', 'demo_member')
      .executeTakeFirstOrThrow();
    await addMember(db, 'legacy_ga', { password_hash: demo.password_hash, totp_secret: SECRET });
    await db.destroy();
    const s = await startTestServer({ dbFile, serverKey: KEY });
    expect(isSealed((await storedSecret(dbFile, 'legacy_ga')) ?? '')).toBe(true);
    expect((await verifyByCode(s, 'legacy_ga')).body.success).toBe(true);
    await s.close();
  });
});
