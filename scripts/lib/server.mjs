// How to run the reference server, in the foreground (scripts/start.mjs) or in the background
// on a free port with a throw-away database (bench/, scripts/test.mjs).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ROOT, WEB_DIST } from './web-build.mjs';

/** node arguments that run the TypeScript server without a build step (cwd: the repository root). */
export const SERVER_ARGS = ['--import', 'tsx', 'server/src/main.ts'];

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

async function waitForHttp(url, child, timeoutMs, output) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`server exited (${child.exitCode ?? child.signalCode}) before answering:\n${output()}`);
    }
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not answer ${url} within ${timeoutMs / 1000} s:\n${output()}`);
}

/**
 * Starts the server in the background on a free port with a fresh database in a temporary directory.
 * Resolves once GET `readyPath` answers 200 (the app's page by default; without a web build, an API path).
 * `stop()` ends it and removes the database.
 */
export async function startServer({
  adminToken = 'bench-admin-token',
  env = {},
  quiet = true,
  readyPath = '/m/',
} = {}) {
  const port = await freePort();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mobile-front-server-'));
  const host = '127.0.0.1';
  const child = spawn(process.execPath, SERVER_ARGS, {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: host,
      DB_FILE: path.join(dir, 'app.db'),
      ADMIN_TOKEN: adminToken,
      WEB_DIST,
      DEMO_MODE: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (chunk) => {
    log = (log + chunk.toString()).slice(-20000);
    if (!quiet) process.stderr.write(chunk);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const baseURL = `http://${host}:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitForHttp(`${baseURL}${readyPath}`, child, 90_000, () => log);
  } catch (err) {
    await stop();
    throw err;
  }
  return { baseURL, port, adminToken, stop, output: () => log };
}
