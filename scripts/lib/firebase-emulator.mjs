// The Firebase Auth emulator (firebase-tools, a devDependency of e2e/) for tests of social and phone sign-in:
// a real Firebase Auth, offline and without credentials (a demo-* project). The e2e run starts it as a
// Playwright web server; server tests start it themselves.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './web-build.mjs';

/** A demo-* project id: the emulator needs no credentials and never reaches Google for it. */
export const EMULATOR_PROJECT = 'demo-mobile-front';
export const FIREBASE_CLI = path.join(ROOT, 'node_modules', 'firebase-tools', 'lib', 'bin', 'firebase.js');

export const hasFirebaseEmulator = () => existsSync(FIREBASE_CLI);

/**
 * Prepares the directory of the emulator on authPort: its firebase.json (the Auth port and the hub and logging
 * ports the CLI always opens) and its own TMPDIR (for the hub's locator file, so concurrent runs do not meet).
 * Answers the command, its working directory and environment.
 */
export function emulatorLaunch({ authPort, hubPort, loggingPort }) {
  const dir = path.join(os.tmpdir(), `firebase-emulator-${authPort}`);
  mkdirSync(dir, { recursive: true });
  const host = '127.0.0.1';
  writeFileSync(
    path.join(dir, 'firebase.json'),
    JSON.stringify({
      emulators: {
        auth: { host, port: authPort },
        hub: { host, port: hubPort },
        logging: { host, port: loggingPort },
        ui: { enabled: false },
      },
    }),
  );
  return {
    dir,
    args: [FIREBASE_CLI, 'emulators:start', '--only', 'auth', '--project', EMULATOR_PROJECT],
    env: { TMPDIR: dir },
    host: `${host}:${authPort}`,
  };
}

/** True once the emulator answers { authEmulator: { ready: true } } at its root. */
export async function emulatorReady(host) {
  try {
    const res = await fetch(`http://${host}/`, { signal: AbortSignal.timeout(2000) });
    return res.ok && (await res.json())?.authEmulator?.ready === true;
  } catch {
    return false;
  }
}

/**
 * Polls the emulator at `host` until it is ready (true), or until `timeoutMs` has passed or `gaveUp()` says to
 * stop (false).
 */
export async function untilEmulatorReady(host, { timeoutMs, gaveUp = () => false }) {
  const deadline = Date.now() + timeoutMs;
  while (!(await emulatorReady(host))) {
    if (gaveUp() || Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 250));
  }
  return true;
}

/**
 * Starts the Auth emulator in the background on the given ports and resolves once it is ready (10 to 30 s).
 * `stop()` ends it (SIGINT, as the CLI expects) and removes its directory.
 */
export async function startFirebaseEmulator(ports, { timeoutMs = 90_000 } = {}) {
  const launch = emulatorLaunch(ports);
  const child = spawn(process.execPath, launch.args, {
    cwd: launch.dir,
    env: { ...process.env, ...launch.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (chunk) => {
    log = (log + chunk.toString()).slice(-20000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGINT');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(launch.dir, { recursive: true, force: true });
  };
  if (!(await untilEmulatorReady(launch.host, { timeoutMs, gaveUp: () => child.exitCode !== null }))) {
    await stop();
    throw new Error(`The Firebase Auth emulator did not start:\n${log}`);
  }
  return { host: launch.host, projectId: EMULATOR_PROJECT, stop };
}
