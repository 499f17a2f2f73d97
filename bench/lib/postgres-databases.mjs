// PostgreSQL for the bench's setups on it (server-load.mjs): one private server (scripts/lib/postgres.mjs) for the
// run, a fresh database for each setup, made and looked into with the server's own psql.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { findPostgresBin, POSTGRES_PACKAGES, startPostgres } from '../../scripts/lib/postgres.mjs';

/**
 * Starts the server; resolves { pid, createDatabase(name) → its URL, tableCount(name), stop() }, or { missing }
 * (what to install) when the machine has no PostgreSQL server.
 */
export async function benchPostgres() {
  const bin = findPostgresBin();
  if (!bin)
    return {
      missing: `is not installed (no initdb, postgres): apt-get install ${POSTGRES_PACKAGES.join(' ')}, or POSTGRES_BIN=<its bin folder>`,
    };
  const server = await startPostgres({ bin });
  const psql = (database, statement) =>
    execFileSync(
      path.join(bin, 'psql'),
      ['-h', '127.0.0.1', '-p', String(server.port), '-U', 'app', '-d', database, '-tAc', statement],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
    ).trim();
  return {
    // The postmaster: its backends, one per connection of the servers' pools, are its children.
    pid: Number(readFileSync(path.join(server.dir, 'data', 'postmaster.pid'), 'utf8').split('\n')[0]),
    createDatabase(name) {
      psql('postgres', `CREATE DATABASE ${name}`);
      return server.url.replace(/\/postgres$/, `/${name}`);
    },
    tableCount: (name) =>
      Number(psql(name, "SELECT count(*) FROM information_schema.tables WHERE table_schema = 'public'")),
    stop: server.stop,
  };
}
