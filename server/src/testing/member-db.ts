import type { Insertable } from 'kysely';
import type { Db } from '../db/database';
import type { MembersTable } from '../db/schema';
import { openTestDatabase } from './test-database';

/**
 * A database of its own for a service's tests (every migration run: testing/test-database.ts) with merchant DEMO
 * and one of its members, `username`: the services take the database and a member's id, as the routes give them.
 * `file` where the test runs calls in parallel on several connections (a SQLite file in WAL, as the server opens
 * it; on PostgreSQL every database is a server's).
 */
export async function memberDb(
  username: string,
  kind: 'memory' | 'file' = 'memory',
): Promise<{ db: Db; memberId: number }> {
  const db = await merchantDb(kind);
  return { db, memberId: await addMember(db, username) };
}

/** A test database with merchant DEMO (and `others`), no member. */
export async function merchantDb(kind: 'memory' | 'file' = 'memory', others: string[] = []): Promise<Db> {
  const db = await openTestDatabase(kind);
  for (const code of ['DEMO', ...others]) {
    await db.insertInto('merchants').values({ code, settings: '{}', created_at: 1, updated_at: 1 }).execute();
  }
  return db;
}

/** Another member of DEMO (or of `values.merchant`), with `values` over the least a member row needs; its id. */
export async function addMember(
  db: Db,
  username: string,
  values: Partial<Insertable<MembersTable>> = {},
): Promise<number> {
  const { id } = await db
    .insertInto('members')
    .values({
      merchant: 'DEMO',
      username,
      password_hash: 'x',
      password_changed_at: 1,
      reg_date: 1,
      created_at: 1,
      ...values,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
