import { openDatabase, type Db } from '../db/database';
import { runMigrations } from '../db/migrate';

/**
 * A database of its own for a service's tests (':memory:', every migration run) with merchant DEMO and one of
 * its members, `username`: the services take the database and a member's id, as the routes give them.
 */
export async function memberDb(username: string): Promise<{ db: Db; memberId: number }> {
  const { db, sqlite } = openDatabase(':memory:');
  runMigrations(sqlite);
  await db
    .insertInto('merchants')
    .values({ code: 'DEMO', settings: '{}', created_at: 1, updated_at: 1 })
    .execute();
  const { id: memberId } = await db
    .insertInto('members')
    .values({
      merchant: 'DEMO',
      username,
      password_hash: 'x',
      password_changed_at: 1,
      reg_date: 1,
      created_at: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { db, memberId };
}
