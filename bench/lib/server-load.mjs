// The server's figures: requests per second and p99 latency of GET /wps/system/status
// against a bare Node http server answering a body of the same size in the same run (as a ratio), password
// logins per second (bounded by scrypt), concurrent registrations: 200 distinct names make exactly 200
// accounts, 50 of one name exactly 1; and the CPU per unauthenticated request (a page, /robots.txt, the redirect
// helper) with one merchant and with 100 merchants with a 300 KB logo each (merchant-scaling.mjs).
import { spawn } from 'node:child_process';
import { constants, createCipheriv, createHash, publicEncrypt, randomBytes } from 'node:crypto';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort, SERVER_ARGS } from '../../scripts/lib/server.mjs';
import { ROOT, WEB_DIST } from '../../scripts/lib/web-build.mjs';
import { merchantScalingFigures } from './merchant-scaling.mjs';

/** What the bench aims at on this machine (2 cores; chosen). */
export const TARGETS = { statusRps: 10_000, ratio: 0.2 };

const MERCHANT = 'DEMO';
/** A merchant of the bench's own, copied from DEMO with every captcha off, so that registration needs none. */
const BENCH_MERCHANT = 'BENCHLOAD';
const PASSWORD = 'Bench@2026x';

const lpad = (s, n) => String(s).padStart(n);
const int = (n) => Math.round(n).toLocaleString('en-US');

/**
 * The server as `npm start` runs it (demo mode, request log on), on a free port with a temporary database, its
 * log written straight to a file: read through a pipe by this process, the log would take CPU from autocannon
 * and the figures would measure the bench. Needs no web build. Resolves { baseURL, adminToken, stop }.
 */
async function startLoadServer() {
  const port = await freePort();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mobile-front-load-'));
  const logFile = path.join(dir, 'server.log');
  const log = openSync(logFile, 'w');
  const adminToken = randomBytes(24).toString('hex');
  const child = spawn(process.execPath, SERVER_ARGS, {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DB_FILE: path.join(dir, 'app.db'),
      ADMIN_TOKEN: adminToken,
      DEMO_MODE: '1',
    },
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) break;
    const up = await fetch(`${baseURL}/wps/system/status`, { headers: { merchant: MERCHANT } }).catch(
      () => null,
    );
    if (up?.ok) return { baseURL, adminToken, pid: child.pid, stop };
    await new Promise((r) => setTimeout(r, 250));
  }
  const tail = readFileSync(logFile, 'utf8').slice(-4000);
  await stop();
  throw new Error(`the server did not answer the system status:\n${tail}`);
}

/**
 * CPU time (user and system, all threads) a process has used, in µs, from /proc (Linux; null elsewhere). Per
 * request it is a figure the other load on a shared machine hardly changes, unlike requests per second.
 */
function cpuMicros(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime (fields 14 and 15 of proc(5)) in clock ticks of 10 ms.
    return (Number(fields[11]) + Number(fields[12])) * 10_000;
  } catch {
    return null;
  }
}

/** One autocannon run; resolves { rps, p99, non2xx, errors }. */
async function cannon(url, { connections, durationS, headers = {}, pid }) {
  const cpuBefore = pid === undefined ? null : cpuMicros(pid);
  const result = await autocannon({ url, connections, duration: durationS, headers });
  const cpuAfter = pid === undefined ? null : cpuMicros(pid);
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    cpuPerRequest:
      cpuBefore === null || cpuAfter === null || !result.requests.total
        ? null
        : (cpuAfter - cpuBefore) / result.requests.total,
  };
}

/**
 * A bare Node http server in its own process (as the API server is), answering every request with `body`
 * (as JSON). Resolves { url, stop }.
 */
async function startBareServer(body) {
  const port = await freePort();
  const source = `
    const http = require('node:http');
    const body = Buffer.from(process.env.BODY_B64, 'base64');
    http.createServer((req, res) => {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
      res.end(body);
    }).listen(${port}, '127.0.0.1', () => process.stdout.write('ready\\n'));`;
  const child = spawn(process.execPath, ['-e', source], {
    env: { ...process.env, BODY_B64: body.toString('base64') },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    child.stdout.once('data', resolve);
    child.once('exit', (code) => reject(new Error(`bare server exited (${code})`)));
  });
  const stop = async () => {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  };
  return { url: `http://127.0.0.1:${port}/`, pid: child.pid, stop };
}

async function api(server, method, path, { body, headers = {} } = {}) {
  const res = await fetch(`${server.baseURL}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: await res.json().catch(() => ({})) };
}

const admin = (server, method, path, body) =>
  api(server, method, `/admin${path}`, { body, headers: { authorization: `Bearer ${server.adminToken}` } });

/** The server's RSA key for encrypted posts: { rsaKey, RSA }. */
const rsaKeyOf = async (server, merchant) =>
  (await api(server, 'GET', `/wps/session/key/rsa?_=${Date.now()}`, { headers: { merchant } })).body;

/**
 * An encrypted post as the web client makes it (docs/architecture.md "Encrypted posts"), with Node's crypto:
 * a fresh DES key per request (RSAES-PKCS1-v1_5), DES-CBC as des-ede-cbc with the key repeated, the random
 * nonce field the client adds, and X-Digest over the plain JSON.
 */
function encryptedPost(key, payload) {
  const json = JSON.stringify({ ...payload, nonce: randomBytes(16).toString('base64url') });
  const desKey = randomBytes(8);
  const iv = randomBytes(8);
  const cipher = createCipheriv('des-ede-cbc', Buffer.concat([desKey, desKey]), iv);
  const body = Buffer.concat([iv, cipher.update(json, 'utf8'), cipher.final()]).toString('base64');
  const encryption = publicEncrypt(
    {
      key: Buffer.from(key.rsaKey, 'base64'),
      format: 'der',
      type: 'spki',
      padding: constants.RSA_PKCS1_PADDING,
    },
    desKey,
  ).toString('base64');
  return {
    body,
    headers: {
      'content-type': 'text/plain',
      encryption,
      'x-rsa': key.RSA,
      'x-digest': createHash('sha256').update(json, 'utf8').digest('hex'),
    },
  };
}

async function postEncrypted(server, key, merchant, path, payload) {
  const enc = encryptedPost(key, payload);
  const res = await fetch(`${server.baseURL}${path}`, {
    method: 'POST',
    headers: { merchant, ...enc.headers },
    body: enc.body,
  });
  return { status: res.status, body: await res.json().catch(() => ({})) };
}

/** Status against the bare server, each after a short warm-up, in the same run. */
async function statusFigures(server, { connections, durationS }) {
  const url = `${server.baseURL}/wps/system/status`;
  const headers = { merchant: MERCHANT };
  const sample = await fetch(url, { headers });
  const body = Buffer.from(await sample.arrayBuffer());
  if (!sample.ok) throw new Error(`GET /wps/system/status: HTTP ${sample.status}`);

  await cannon(url, { connections, durationS: 2, headers });
  const status = await cannon(url, { connections, durationS, headers, pid: server.pid });

  const bare = await startBareServer(body);
  try {
    await cannon(bare.url, { connections, durationS: 2 });
    const bareRun = await cannon(bare.url, { connections, durationS, pid: bare.pid });
    return { status, bare: bareRun, bodyBytes: body.length };
  } finally {
    await bare.stop();
  }
}

/**
 * Password logins for `durationS` seconds by `concurrency` clients at once, each signing in its own member
 * again and again (one member's parallel attempts would meet the per-account limit, which counts an attempt
 * before its check).
 */
async function loginFigures(server, key, { concurrency, durationS }) {
  const tag = randomBytes(3).toString('hex');
  const usernames = Array.from({ length: concurrency }, (_, i) => `bl${tag}c${i}`);
  for (const username of usernames) {
    const created = await admin(server, 'POST', '/members', {
      merchant: BENCH_MERCHANT,
      username,
      password: PASSWORD,
      firstLoginDone: true,
    });
    if (!created.body.success) throw new Error(`admin: create member: ${created.body.message}`);
  }
  let ok = 0;
  let refused = 0;
  const codes = new Map();
  const started = performance.now();
  const deadline = started + durationS * 1000;
  const client = async (username) => {
    while (performance.now() < deadline) {
      const res = await postEncrypted(server, key, BENCH_MERCHANT, '/wps/session/login', {
        username,
        password: PASSWORD,
        type: 'username',
      });
      if (res.body.success) ok += 1;
      else {
        refused += 1;
        codes.set(res.body.errorCode, (codes.get(res.body.errorCode) ?? 0) + 1);
      }
    }
  };
  await Promise.all(usernames.map(client));
  const seconds = (performance.now() - started) / 1000;
  return { perSecond: ok / seconds, ok, refused, codes };
}

/** `count` registrations at once, with the names `nameOf(i)`; resolves the answers. */
const registerAtOnce = (server, key, count, nameOf) =>
  Promise.all(
    Array.from({ length: count }, (_, i) =>
      postEncrypted(server, key, BENCH_MERCHANT, '/wps/member/register', {
        registerMethod: 'H5',
        username: nameOf(i),
        password: PASSWORD,
        login: false,
      }),
    ),
  );

/** How many of the names are accounts, asked of the admin API (the database). */
async function accountsNamed(server, names) {
  const found = await Promise.all(
    names.map((n) => admin(server, 'GET', `/members/${encodeURIComponent(n)}?merchant=${BENCH_MERCHANT}`)),
  );
  return found.filter((r) => r.body.success).length;
}

const tally = (answers) => {
  const codes = new Map();
  for (const a of answers) {
    const code = a.body.success ? 'success' : String(a.body.errorCode ?? `HTTP ${a.status}`);
    codes.set(code, (codes.get(code) ?? 0) + 1);
  }
  return [...codes].map(([code, n]) => `${n} ${code}`).join(', ');
};

async function registrationFigures(server, key) {
  const tag = randomBytes(3).toString('hex');
  const distinct = Array.from({ length: 200 }, (_, i) => `bd${tag}n${i}`);
  const distinctAnswers = await registerAtOnce(server, key, distinct.length, (i) => distinct[i]);
  const distinctAccounts = await accountsNamed(server, distinct);

  const one = `bs${tag}one`;
  const oneAnswers = await registerAtOnce(server, key, 50, () => one);
  const oneAccounts = await accountsNamed(server, [one]);
  return {
    distinct: {
      accounts: distinctAccounts,
      successes: distinctAnswers.filter((a) => a.body.success).length,
      answers: tally(distinctAnswers),
      ok: distinctAccounts === 200 && distinctAnswers.every((a) => a.body.success),
    },
    one: {
      accounts: oneAccounts,
      successes: oneAnswers.filter((a) => a.body.success).length,
      answers: tally(oneAnswers),
      ok:
        oneAccounts === 1 &&
        oneAnswers.filter((a) => a.body.success).length === 1 &&
        oneAnswers.every((a) => a.body.success || a.body.errorCode === 'register.username.taken'),
    },
  };
}

/**
 * Starts a server of its own, measures and prints its figures. Resolves false when a registration check fails
 * or no login succeeds (the rates are reported against their targets and fail nothing: they depend on the
 * machine).
 */
export async function measureServer({ connections = 64, durationS = 10, loginS = 5 } = {}) {
  const server = await startLoadServer();
  try {
    return await measure(server, { connections, durationS, loginS });
  } finally {
    await server.stop();
  }
}

async function measure(server, { connections, durationS, loginS }) {
  const copied = await admin(server, 'POST', '/merchants', {
    code: BENCH_MERCHANT,
    from: MERCHANT,
    settings: {
      captcha: { login: false, register: false, sms: false },
      public: { register: { captcha: { enabled: false } } },
    },
  });
  if (!copied.body.success) throw new Error(`admin: create merchant: ${copied.body.message}`);
  const key = await rsaKeyOf(server, BENCH_MERCHANT);

  console.log(
    `== Server (autocannon, ${connections} connections, ${durationS} s per run after a 2 s warm-up)\n`,
  );
  const { status, bare, bodyBytes } = await statusFigures(server, { connections, durationS });
  const ratio = status.rps / bare.rps;
  const row = (label, r) =>
    console.log(
      `${label.padEnd(34)}${lpad(int(r.rps), 10)} req/s${lpad(r.p99, 6)} ms p99${r.cpuPerRequest === null ? '' : `${lpad(Math.round(r.cpuPerRequest), 6)} µs CPU/request`}${r.non2xx || r.errors ? `  (${r.non2xx} non-2xx, ${r.errors} errors)` : ''}`,
    );
  row('GET /wps/system/status', status);
  row(`bare node http, same ${bodyBytes}-byte body`, bare);
  const verdict = (ok) => (ok ? 'meets' : 'BELOW');
  console.log(
    `${'status / bare'.padEnd(34)}${lpad(ratio.toFixed(2), 10)}        ${verdict(ratio >= TARGETS.ratio)} the target ${TARGETS.ratio}; status ${verdict(status.rps >= TARGETS.statusRps)} ${int(TARGETS.statusRps)} req/s`,
  );

  const concurrency = 16;
  const logins = await loginFigures(server, key, { concurrency, durationS: loginS });
  const refused = logins.refused
    ? `, ${logins.refused} refused (${[...logins.codes].map(([c, n]) => `${n} ${c}`).join(', ')})`
    : '';
  console.log(
    `${'password logins'.padEnd(34)}${lpad(logins.perSecond.toFixed(1), 10)} /s     (${concurrency} clients, ${loginS} s, ${logins.ok} signed in${refused})`,
  );

  const reg = await registrationFigures(server, key);
  const check = (ok) => (ok ? 'ok' : 'FAILED');
  console.log(
    `${'200 registrations, distinct names'.padEnd(34)}${lpad(reg.distinct.accounts, 10)} accounts  ${check(reg.distinct.ok)} (answers: ${reg.distinct.answers})`,
  );
  console.log(
    `${'50 registrations, one name'.padEnd(34)}${lpad(reg.one.accounts, 10)} account   ${check(reg.one.ok)} (answers: ${reg.one.answers})`,
  );
  console.log('');

  // The server serves the app's pages from the web build (WEB_DIST, else web/dist) when there is one.
  const scaling = await merchantScalingFigures(server, {
    admin,
    cannon,
    withPage: existsSync(path.join(WEB_DIST, 'index.html')),
    connections: 16,
    durationS: 3,
  });
  return reg.distinct.ok && reg.one.ok && logins.ok > 0 && scaling;
}
