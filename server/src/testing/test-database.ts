import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openMigrated, type Db } from '../db/database';

/**
 * The server suite runs twice in `npm test`: on SQLite, and on PostgreSQL with TEST_DATABASE_URL naming a private
 * server (scripts/lib/postgres.mjs). Each test's database is its own either way: an in-memory SQLite (or a file,
 * where a test needs several connections), or a new PostgreSQL database copied from the template that the
 * suite's global setup migrated once (postgres-global-setup.ts).
 */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || null;
export const TEMPLATE_DATABASE = 'mobile_front_template';
/** The template with the demo seeded (test servers start in demo mode: postgres-global-setup.ts). */
export const SEEDED_TEMPLATE_DATABASE = 'mobile_front_seeded';
/** The server key of every test server on PostgreSQL (a deployment sets SERVER_KEY). */
export const TEST_SERVER_KEY = createHash('sha256').update('mobile-front test server key').digest();

/** The same server, another database. */
export const databaseUrl = (serverUrl: string, name: string): string => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

let admin: Promise<pg.Client> | null = null;
let created = 0;
const createdHere: string[] = [];
let fileRoot: string | null = null;

/**
 * A location for a test's own migrated database: SQLite in memory (`memory`) or in a file of a temporary folder
 * (`file`: for tests of several connections or processes), or on PostgreSQL a new database for either; `seeded`
 * (test servers) copies the PostgreSQL template that has the demo in it already (a SQLite server seeds at start).
 */
export async function testDatabaseLocation(
  kind: 'memory' | 'file' = 'memory',
  { seeded = false }: { seeded?: boolean } = {},
): Promise<string> {
  if (!TEST_DATABASE_URL) {
    if (kind === 'memory') return ':memory:';
    fileRoot ??= mkdtempSync(join(tmpdir(), 'server-test-db-'));
    created += 1;
    return join(fileRoot, `db${created}.sqlite`);
  }
  admin ??= connected(TEST_DATABASE_URL);
  created += 1;
  const name = `t_${process.pid}_${created}`;
  const template = seeded ? SEEDED_TEMPLATE_DATABASE : TEMPLATE_DATABASE;
  await (await admin).query(`CREATE DATABASE ${name} TEMPLATE ${template} STRATEGY FILE_COPY`);
  createdHere.push(name);
  return databaseUrl(TEST_DATABASE_URL, name);
}

/** A test's own migrated database (testDatabaseLocation). */
export async function openTestDatabase(kind: 'memory' | 'file' = 'memory'): Promise<Db> {
  return (await openMigrated(await testDatabaseLocation(kind))).db;
}

/**
 * Removes the SQLite files and drops the PostgreSQL databases made since the last call (after each test file:
 * postgres-setup.ts), closing
 * whatever connections a test left open: the suite would otherwise keep a copy of the schema per test. The drops
 * run one after another in the background (each waits for the server's checkpoint): the next file need not wait
 * for them, and what a run leaves undropped goes with the private server's folder.
 */
export function dropTestDatabases(): void {
  if (fileRoot) {
    rmSync(fileRoot, { recursive: true, force: true });
    fileRoot = null;
  }
  const names = createdHere.splice(0);
  if (!TEST_DATABASE_URL || names.length === 0) return;
  const url = TEST_DATABASE_URL;
  dropping = dropping.then(async () => {
    // A client of its own: the next file's CREATE DATABASE must not queue behind these.
    dropper ??= connected(url);
    const client = await dropper;
    for (const name of names)
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
  });
}

let dropping: Promise<void> = Promise.resolve();
let dropper: Promise<pg.Client> | null = null;

async function connected(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
}
