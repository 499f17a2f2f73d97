import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import { dirname } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import type { Database } from './schema';

export type Db = Kysely<Database>;

export interface OpenedDatabase {
  db: Db;
  /** The raw connection, for migrations only. */
  sqlite: SqliteDatabase.Database;
}

/** The database file and the files SQLite keeps beside it. */
export const databaseFiles = (file: string): string[] => [
  file,
  `${file}-wal`,
  `${file}-shm`,
  `${file}-journal`,
];

/**
 * Opens the SQLite file (WAL for files, ':memory:' in tests) and wraps it in kysely. The data at rest is this
 * user's only: a directory it creates is 0700 (an existing one is left as it is: it may be shared, like /tmp),
 * the database file is created 0600 before SQLite opens it (SQLite gives its -wal and -shm files the database
 * file's mode), and files an older server left wider are narrowed to 0600.
 */
export function openDatabase(file: string): OpenedDatabase {
  if (file !== ':memory:') {
    mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
    closeSync(openSync(file, 'a', 0o600));
  }
  const sqlite = new SqliteDatabase(file);
  if (file !== ':memory:') {
    sqlite.pragma('journal_mode = WAL');
    for (const f of databaseFiles(file)) if (existsSync(f)) chmodSync(f, 0o600);
  }
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return { db, sqlite };
}

/** How many prepared statements are kept (the server's queries are a few hundred texts at most). */
const STATEMENT_CACHE_MAX = 1000;

/**
 * The connection as kysely sees it, with each SQL text prepared once: kysely prepares every query anew, and
 * preparing cost more than running the short queries of a request. Statements are run one at a time (the
 * driver is synchronous and this server never streams rows), so sharing them is safe.
 */
function withStatementCache(sqlite: SqliteDatabase.Database) {
  const statements = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      let statement = statements.get(sql);
      if (!statement) {
        statement = sqlite.prepare(sql);
        if (statements.size < STATEMENT_CACHE_MAX) statements.set(sql, statement);
      }
      return statement;
    },
  };
}

/** True when err is a unique-constraint violation; `column` narrows it to an index containing that column. */
export function isUniqueViolation(err: unknown, column?: string): boolean {
  if (typeof err !== 'object' || err === null) return false;
  const { code, message } = err as { code?: unknown; message?: unknown };
  const unique = code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
  if (!unique) return false;
  return column === undefined || (typeof message === 'string' && message.includes(column));
}
