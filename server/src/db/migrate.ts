import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type SqliteDatabase from 'better-sqlite3';

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../migrations/', import.meta.url));

const MIGRATION_FILE = /^\d{3}_[a-z0-9_]+\.sql$/;

/** Applies every migrations/NNN_name.sql not yet recorded in the migrations table, in order. Returns the names applied. */
export function runMigrations(sqlite: SqliteDatabase.Database, dir = MIGRATIONS_DIR): string[] {
  sqlite.exec('CREATE TABLE IF NOT EXISTS migrations (name TEXT PRIMARY KEY, applied_at INTEGER NOT NULL)');
  const done = new Set(
    (sqlite.prepare('SELECT name FROM migrations').all() as { name: string }[]).map((r) => r.name),
  );
  const files = readdirSync(dir)
    .filter((f) => MIGRATION_FILE.test(f))
    .sort();
  const applied: string[] = [];
  for (const file of files) {
    if (done.has(file)) continue;
    const sql = readFileSync(`${dir}/${file}`, 'utf8');
    sqlite.transaction(() => {
      sqlite.exec(sql);
      sqlite.prepare('INSERT INTO migrations (name, applied_at) VALUES (?, ?)').run(file, Date.now());
    })();
    applied.push(file);
  }
  return applied;
}
