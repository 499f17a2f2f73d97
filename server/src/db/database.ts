import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import { dirname } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { runPostgresMigrations, runSqliteMigrations } from './migrate';
import type { Database } from './schema';

export type Db = Kysely<Database>;

/** The two databases the server runs on: SQLite (the embedded default) and PostgreSQL (DATABASE_URL). */
export type Dialect = 'sqlite' | 'postgres';

export interface OpenedDatabase {
  db: Db;
  /** Applies the migrations not yet applied (migrate.ts); the names applied. */
  migrate(): Promise<string[]>;
}

/** True when the location names a PostgreSQL server (`postgres://…` or `postgresql://…`), not a SQLite file. */
export const isPostgresUrl = (location: string): boolean => /^postgres(ql)?:\/\//i.test(location);

/** The database file and the files SQLite keeps beside it. */
export const databaseFiles = (file: string): string[] => [
  file,
  `${file}-wal`,
  `${file}-shm`,
  `${file}-journal`,
];

/** A SQLite file (or ':memory:'), or a PostgreSQL server by its `postgres://` URL. */
export function openDatabase(location: string): OpenedDatabase {
  if (isPostgresUrl(location)) {
    const db = openPostgres(location);
    return { db, migrate: () => runPostgresMigrations(db) };
  }
  const { db, sqlite } = openSqlite(location);
  return { db, migrate: async () => runSqliteMigrations(sqlite) };
}

/** Opens the database and applies its migrations. */
export async function openMigrated(location: string): Promise<OpenedDatabase> {
  const opened = openDatabase(location);
  await opened.migrate();
  return opened;
}

/**
 * Opens the SQLite file (WAL for files, ':memory:' in tests) and wraps it in kysely. The data at rest is this
 * user's only: a directory it creates is 0700 (an existing one is left as it is: it may be shared, like /tmp),
 * the database file is created 0600 before SQLite opens it (SQLite gives its -wal and -shm files the database
 * file's mode), and files an older server left wider are narrowed to 0600.
 */
function openSqlite(file: string): { db: Db; sqlite: SqliteDatabase.Database } {
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
  return {
    db: new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) }),
    sqlite,
  };
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

/** PostgreSQL's type ids whose text the server reads differently from node-postgres's default. */
const PG_INT8 = 20;
const PG_NUMERIC = 1700;
const PG_BOOL = 16;

/**
 * Values come back as SQLite gives them, so that one set of queries serves both: BIGINT (every integer column,
 * count(*)) and NUMERIC (sum of BIGINT) as numbers (the server's integers are times in ms and minor units, far
 * below 2^53), and a boolean expression as 1 or 0 (the schema has no boolean column; SQLite has no booleans).
 */
const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === PG_INT8 || oid === PG_NUMERIC) return (value: string) => Number(value);
    if (oid === PG_BOOL) return (value: string) => (value === 't' ? 1 : 0);
    return pg.types.getTypeParser(oid, format);
  },
} as pg.CustomTypesConfig;

/** Connections per process: enough for the requests one process runs at once; the server's max_connections bounds the sum. */
const PG_POOL_MAX = Number(process.env.PG_POOL_MAX) || 10;

function openPostgres(url: string): Db {
  const pool = new pg.Pool({ connectionString: url, max: PG_POOL_MAX, types: pgTypes });
  // An idle connection the server ended (a restart, a failover) is dropped from the pool, not a crash.
  pool.on('error', () => {});
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

/** True when err is a unique-constraint violation; `column` narrows it to an index containing that column. */
export function isUniqueViolation(err: unknown, column?: string): boolean {
  if (typeof err !== 'object' || err === null) return false;
  const { code, message, detail } = err as { code?: unknown; message?: unknown; detail?: unknown };
  const unique = code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
  if (!unique) return false;
  // SQLite names the columns in the message ("UNIQUE constraint failed: t.col"), PostgreSQL in the detail
  // ("Key (col)=(…) already exists.").
  const said = `${typeof message === 'string' ? message : ''} ${typeof detail === 'string' ? detail : ''}`;
  return column === undefined || said.includes(column);
}
