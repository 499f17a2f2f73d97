import { mkdirSync } from 'node:fs';
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

/** Opens the SQLite file (WAL for files, ':memory:' in tests) and wraps it in kysely. */
export function openDatabase(file: string): OpenedDatabase {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const sqlite = new SqliteDatabase(file);
  if (file !== ':memory:') sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, sqlite };
}

/** True when err is a unique-constraint violation; `column` narrows it to an index containing that column. */
export function isUniqueViolation(err: unknown, column?: string): boolean {
  if (typeof err !== 'object' || err === null) return false;
  const { code, message } = err as { code?: unknown; message?: unknown };
  const unique = code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
  if (!unique) return false;
  return column === undefined || (typeof message === 'string' && message.includes(column));
}
