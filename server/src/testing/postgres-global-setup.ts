import pg from 'pg';
import { openMigrated } from '../db/database';
import { withSealedColumns } from '../db/sealed-columns';
import { seedDemo } from '../seed/seed';
import {
  databaseUrl,
  SEEDED_TEMPLATE_DATABASE,
  TEMPLATE_DATABASE,
  TEST_DATABASE_URL,
  TEST_SERVER_KEY,
} from './test-database';

const quiet = { info: () => {}, warn: () => {}, error: () => {} };

/**
 * Migrates the template every test database is copied from, once per run of the suite on PostgreSQL, and a copy of
 * it with the demo seeded for the test servers: a test server's start then finds the demo there and writes almost
 * nothing (27 statements instead of 350, a round trip each on PostgreSQL), as `npm start` does on its second start.
 */
export default async function setup(): Promise<void> {
  if (!TEST_DATABASE_URL) return;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  const create = async (name: string, template = 'template0') => {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  };
  try {
    await create(TEMPLATE_DATABASE);
    const bare = await openMigrated(databaseUrl(TEST_DATABASE_URL, TEMPLATE_DATABASE));
    await bare.db.destroy();
    await create(SEEDED_TEMPLATE_DATABASE, TEMPLATE_DATABASE);
  } finally {
    await admin.end();
  }
  const { db } = await openMigrated(databaseUrl(TEST_DATABASE_URL, SEEDED_TEMPLATE_DATABASE));
  await seedDemo(withSealedColumns(db, TEST_SERVER_KEY), {
    scryptLogN: 6,
    serverKey: TEST_SERVER_KEY,
    now: Date.now(),
    accounts: true,
    log: quiet,
  });
  await db.destroy();
}
