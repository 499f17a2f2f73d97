#!/usr/bin/env node
// npm start: builds the web app when web/dist is missing or stale, then runs the reference server
// (which migrates and seeds the database and serves the app under /m/). Every variable of the README's
// configuration table passes through to the server. Demo mode is on unless DEMO_MODE=0 (which then needs a
// strong ADMIN_TOKEN and TRUST_PROXY, see server/src/config.ts). Ctrl-C / SIGTERM stop it cleanly.
import { spawn } from 'node:child_process';
import { ensureWebBuild, ROOT } from './lib/web-build.mjs';
import { SERVER_ARGS } from './lib/server.mjs';

try {
  ensureWebBuild();
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}

// The server runs in its own process group, so a Ctrl-C in the terminal reaches it once (from us).
// npm start is the demo: the seeded demo accounts exist only in demo mode (DEMO_MODE=0 turns it off).
const child = spawn(process.execPath, SERVER_ARGS, {
  cwd: ROOT,
  stdio: 'inherit',
  detached: true,
  env: { DEMO_MODE: '1', ...process.env },
});
let stopping = null;

function stop(signal) {
  if (stopping) {
    // A second Ctrl-C: do not wait any longer.
    child.kill('SIGKILL');
    return;
  }
  stopping = signal;
  child.kill(signal);
  setTimeout(() => {
    console.error('The server did not stop within 10 s; killing it.');
    child.kill('SIGKILL');
  }, 10_000).unref();
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop(signal));
// `npm start` stopped with SIGTERM ends npm and its shell without passing the signal on: when we are
// orphaned like that, stop the server as if we had been asked to.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) stop('SIGTERM');
}, 500).unref();
// If we exit for any other reason, do not leave the server behind.
process.on('exit', () => {
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

child.on('error', (err) => {
  console.error(`Could not start the server: ${err.message}`);
  process.exit(1);
});
child.on('exit', (code, signal) => {
  if (stopping) process.exit(0);
  if (signal) {
    console.error(`The server was killed by ${signal}.`);
    process.exit(1);
  }
  process.exit(code ?? 0);
});
