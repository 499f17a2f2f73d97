import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../seed/demo-accounts';
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
  const storedSecret = (dbFile: string, username: string): string | null => {
    const raw = new SqliteDatabase(dbFile, { readonly: true });
    const row = raw.prepare('SELECT totp_secret FROM members WHERE username = ?').get(username) as {
      totp_secret: string | null;
    };
    raw.close();
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
    const dbFile = join(dir, 'app.db');
    const s = await startTestServer({ dbFile, serverKey: KEY });
    await s.admin('POST', '/admin/members', {
      username: 'ga_member',
      password: DEMO_PASSWORD,
      totpSecret: SECRET,
    });
    expect((await verifyByCode(s, 'ga_member')).body.success).toBe(true);
    await s.close();
    const stored = storedSecret(dbFile, 'ga_member') ?? '';
    expect(isSealed(stored)).toBe(true);
    expect(stored).not.toContain(SECRET);
    expect(unseal(KEY, 'members.totp_secret', stored)).toBe(SECRET);
  });

  it('stored plain before are sealed at start', async () => {
    const dbFile = join(dir, 'app.db');
    await (await startTestServer({ dbFile, serverKey: KEY })).close();
    const raw = new SqliteDatabase(dbFile);
    raw
      .prepare(
        `INSERT INTO members (merchant, username, password_hash, password_changed_at, reg_date, totp_secret, created_at)
         SELECT merchant, 'legacy_ga', password_hash, 0, 0, ?, 0 FROM members WHERE username = 'demo_member'`,
      )
      .run(SECRET);
    raw.close();
    const s = await startTestServer({ dbFile, serverKey: KEY });
    expect(isSealed(storedSecret(dbFile, 'legacy_ga') ?? '')).toBe(true);
    expect((await verifyByCode(s, 'legacy_ga')).body.success).toBe(true);
    await s.close();
  });
});
