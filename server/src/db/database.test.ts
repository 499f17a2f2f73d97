import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseFiles, openDatabase } from './database';

const root = mkdtempSync(join(tmpdir(), 'db-mode-test-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const mode = (path: string) => statSync(path).mode & 0o777;

// SQLite's own files: SQLite on either run of the suite (PostgreSQL keeps its data in its server's folder).

// The attack: another local user (or a backup job running as one) reads the database: password hashes,
// sessions, SMS codes, TOTP secrets.
describe('data at rest', () => {
  it('creates the data directory 0700 and the database files 0600, whatever the umask', async () => {
    const old = process.umask(0o022);
    try {
      const file = join(root, 'data', 'app.db');
      const { db, migrate } = openDatabase(file);
      await migrate();
      await db.insertInto('migrations').values({ name: 'x', applied_at: 1 }).execute();
      expect(mode(join(root, 'data'))).toBe(0o700);
      const present = databaseFiles(file).filter((f) => {
        try {
          statSync(f);
          return true;
        } catch {
          return false;
        }
      });
      expect(present).toEqual(expect.arrayContaining([file, `${file}-wal`, `${file}-shm`]));
      for (const f of present) expect([f, mode(f)]).toEqual([f, 0o600]);
      await db.destroy();
    } finally {
      process.umask(old);
    }
  });

  it('narrows files an older server left readable to 0600', async () => {
    const file = join(root, 'old.db');
    writeFileSync(file, '', { mode: 0o644 });
    writeFileSync(`${file}-wal`, '', { mode: 0o644 });
    expect(mode(file)).toBe(0o644);
    const { db } = openDatabase(file);
    expect(mode(file)).toBe(0o600);
    expect(mode(`${file}-wal`)).toBe(0o600);
    await db.destroy();
  });
});

describe('a SQLite file', () => {
  it('is opened in WAL mode (readers go on while a writer writes)', async () => {
    const { db } = openDatabase(join(root, 'wal.db'));
    const { rows } = await sql<{ journal_mode: string }>`PRAGMA journal_mode`.execute(db);
    expect(rows).toEqual([{ journal_mode: 'wal' }]);
    await db.destroy();
  });
});
