// A private PostgreSQL for tests and the bench: Debian's server binaries, a new cluster in a temporary folder, on a
// port of its own and a socket in that folder, stopped and deleted after. Nothing of the machine's own PostgreSQL
// (if any runs) is touched.
import { execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Debian's packages of the server (the test run installs them when missing and it is root). */
export const POSTGRES_PACKAGES = ['postgresql'];
const DEBIAN_DIR = '/usr/lib/postgresql';

/** The newest installed server's bin folder (initdb, postgres), or null. */
export function findPostgresBin() {
  if (process.env.POSTGRES_BIN)
    return existsSync(path.join(process.env.POSTGRES_BIN, 'initdb')) ? process.env.POSTGRES_BIN : null;
  if (!existsSync(DEBIAN_DIR)) return null;
  const versions = readdirSync(DEBIAN_DIR)
    .filter((v) => existsSync(path.join(DEBIAN_DIR, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(DEBIAN_DIR, versions[0], 'bin') : null;
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/**
 * PostgreSQL refuses to run as root: as root the cluster belongs to Debian's `postgres` user (the package creates
 * it), else to `nobody`.
 */
function runAs() {
  if (process.getuid?.() !== 0) return null;
  for (const name of ['postgres', 'nobody']) {
    try {
      const id = (flag) =>
        Number(execFileSync('id', [flag, name], { stdio: ['ignore', 'pipe', 'ignore'] }).toString());
      return { name, uid: id('-u'), gid: id('-g') };
    } catch {
      // no such user
    }
  }
  throw new Error('running as root and neither a postgres nor a nobody user exists to own the cluster');
}

/**
 * Starts a private server; resolves { url, port, dir, stop(), stopNow() }. Durability is off (fsync, synchronous commit, full
 * pages): a test cluster is thrown away, and these make it several times faster on a slow disk.
 */
export async function startPostgres({ bin = findPostgresBin(), maxConnections = 400, log = () => {} } = {}) {
  if (!bin) throw new Error('no PostgreSQL server binaries (initdb, postgres) found');
  const dir = mkdtempSync(path.join(tmpdir(), 'mobile-front-pg-'));
  const owner = runAs();
  if (owner) chownSync(dir, owner.uid, owner.gid);
  const data = path.join(dir, 'data');
  const asOwner = owner ? { uid: owner.uid, gid: owner.gid } : {};
  execFileSync(
    path.join(bin, 'initdb'),
    ['-D', data, '-U', 'app', '--auth=trust', '-E', 'UTF8', '--no-locale', '--no-sync'],
    { stdio: 'ignore', ...asOwner },
  );
  const port = await freePort();
  const server = spawn(
    path.join(bin, 'postgres'),
    [
      '-D',
      data,
      '-p',
      String(port),
      '-k',
      dir,
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'fsync=off',
      '-c',
      'synchronous_commit=off',
      '-c',
      'full_page_writes=off',
      '-c',
      `max_connections=${maxConnections}`,
      '-c',
      'shared_buffers=128MB',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'], ...asOwner },
  );
  let stderr = '';
  server.stderr.on('data', (chunk) => {
    stderr += chunk;
    log(chunk.toString());
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const url = `postgres://app@127.0.0.1:${port}/postgres`;
  const ready = async () => {
    for (let i = 0; i < 300; i += 1) {
      try {
        execFileSync(path.join(bin, 'pg_isready'), ['-h', '127.0.0.1', '-p', String(port), '-q'], {
          stdio: 'ignore',
        });
        return;
      } catch {
        if (server.exitCode !== null) break;
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    throw new Error(`PostgreSQL did not start:\n${stderr}`);
  };
  // Synchronous, for a run that is ending (Ctrl-C, process exit): the cluster must not outlive it.
  const stopNow = () => {
    if (server.exitCode === null) {
      try {
        process.kill(server.pid, 'SIGQUIT');
      } catch {
        // gone
      }
    }
    rmSync(dir, { recursive: true, force: true });
  };
  process.once('exit', stopNow);
  const stop = async () => {
    process.off('exit', stopNow);
    if (server.exitCode === null) {
      // SIGQUIT: immediate shutdown (nothing of a test cluster is worth a checkpoint).
      try {
        process.kill(server.pid, 'SIGQUIT');
      } catch {
        // gone
      }
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await ready();
  } catch (err) {
    await stop();
    throw err;
  }
  return { url, port, dir, stop, stopNow };
}
