// The server's figures: requests per second and p99 latency of GET /wps/system/status
// against a bare Node http server answering a body of the same size in the same run (as a ratio), password
// logins per second (bounded by scrypt), concurrent registrations: 200 distinct names make exactly 200
// accounts, 50 of one name exactly 1; each on SQLite with 1 process, then on PostgreSQL (a private server, a
// fresh database each) with 1 and with 2 processes (WORKERS=2; the bare server then runs as 2 processes too), and
// a table of them all with the CPU each party used (cpu.mjs, throughput-table.mjs): with 2 processes on 2 cores
// the load generator shares the cores. Then the CPU per unauthenticated request (a page, /robots.txt, the
// redirect helper) with one merchant and with 100 merchants with a 300 KB logo each (merchant-scaling.mjs).
import { spawn } from 'node:child_process';
import { constants, createCipheriv, createHash, publicEncrypt, randomBytes } from 'node:crypto';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort, SERVER_ARGS } from '../../scripts/lib/server.mjs';
import { ROOT, WEB_DIST } from '../../scripts/lib/web-build.mjs';
import { nodeProcessesIn, startCpuMeter } from './cpu.mjs';
import { merchantScalingFigures } from './merchant-scaling.mjs';
import { benchPostgres } from './postgres-databases.mjs';
import { percentile, throughputLines } from './throughput-table.mjs';

/** What the bench aims at on this machine (2 cores; chosen). */
export const TARGETS = { statusRps: 10_000, ratio: 0.2 };

const MERCHANT = 'DEMO';
/** A merchant of the bench's own, copied from DEMO with every captcha off, so that registration needs none. */
const BENCH_MERCHANT = 'BENCHLOAD';
const PASSWORD = 'Bench@2026x';

const lpad = (s, n) => String(s).padStart(n);
const int = (n) => Math.round(n).toLocaleString('en-US');

/** Variables of the environment that choose the database and the processes: each setup sets its own. */
const SETUP_VARIABLES = ['DATABASE_URL', 'WORKERS', 'DB_FILE', 'SERVER_KEY'];
const inheritedEnv = () =>
  Object.fromEntries(Object.entries(process.env).filter(([name]) => !SETUP_VARIABLES.includes(name)));

/** Whether a process (one of ours, by its pid) still runs. */
const running = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * Ends a server we started: SIGTERM to its first process (a cluster's primary ends its workers), SIGKILL after
 * 10 s, then SIGKILL to any of its other processes (`pids`, noted at its start) still running.
 */
async function endProcesses(child, pids = []) {
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  }
  for (const pid of pids.filter((p) => p !== child.pid && running(p))) process.kill(pid, 'SIGKILL');
}

/**
 * The server as `npm start` runs it (demo mode, request log on), on a free port with a temporary database (or
 * `env.DATABASE_URL`'s), as `workers` processes (WORKERS, Node's cluster) or one, its log written straight to a
 * file: read through a pipe by this process, the log would take CPU from autocannon and the figures would
 * measure the bench. Needs no web build. Resolves { baseURL, adminToken, pid, workers, stop }; with several
 * workers once that many processes run beside the primary.
 */
async function startLoadServer({ env = {}, workers = 1 } = {}) {
  const port = await freePort();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mobile-front-load-'));
  const logFile = path.join(dir, 'server.log');
  const log = openSync(logFile, 'w');
  const adminToken = randomBytes(24).toString('hex');
  const child = spawn(process.execPath, SERVER_ARGS, {
    cwd: ROOT,
    env: {
      ...inheritedEnv(),
      PORT: String(port),
      HOST: '127.0.0.1',
      DB_FILE: path.join(dir, 'app.db'),
      // One key for all the processes of a setup (each would otherwise make its own without a key file).
      SERVER_KEY: randomBytes(32).toString('hex'),
      ADMIN_TOKEN: adminToken,
      DEMO_MODE: '1',
      ...(workers > 1 ? { WORKERS: String(workers) } : {}),
      ...env,
    },
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  let pids = [];
  const stop = async () => {
    await endProcesses(child, pids);
    rmSync(dir, { recursive: true, force: true });
  };
  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  let answeredAt = null;
  let problem = 'the server did not answer the system status';
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) break;
    const up = await fetch(`${baseURL}/wps/system/status`, { headers: { merchant: MERCHANT } }).catch(
      () => null,
    );
    // The primary of a cluster serves nothing: every one of its Node processes but one is a worker. Off Linux
    // (no /proc) they cannot be counted, and are taken as started.
    pids = nodeProcessesIn(child.pid);
    const serving = !pids.length ? workers : workers > 1 ? pids.length - 1 : pids.length;
    if (up?.ok && serving >= workers) return { baseURL, adminToken, pid: child.pid, workers, stop };
    if (up?.ok) {
      // Once one process answers, the other workers have 20 s to start.
      answeredAt ??= Date.now();
      problem = `WORKERS=${workers}: ${serving} worker process(es) run`;
      if (Date.now() - answeredAt > 20_000) break;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  const tail = readFileSync(logFile, 'utf8').slice(-4000);
  await stop();
  throw new Error(`${problem}:\n${tail}`);
}

/**
 * Load generator threads: 0 runs autocannon on this process's main thread, N on N worker threads (autocannon's
 * `workers`). Measured on this machine (2 cores, shared) against the bare server: one thread used about half a core,
 * and 2 threads gave no more requests per second.
 */
const CANNON_THREADS = 0;

/**
 * One autocannon run; resolves { rps, p99, non2xx, errors, cpu, cpuPerRequest }: `cpu` is what the server's
 * processes (`pid` and its descendants), PostgreSQL's (`databasePid`'s), this process (the load generator) and
 * the machine used during the run (cpu.mjs); the CPU per request, from /proc, is a figure the other load on a
 * shared machine changes less than requests per second.
 */
async function cannon(url, { connections, durationS, headers = {}, pid, databasePid }) {
  const meter = startCpuMeter({
    server: pid === undefined ? [] : [pid],
    database: databasePid === undefined ? [] : [databasePid],
  });
  const result = await autocannon({
    url,
    connections,
    duration: durationS,
    headers,
    ...(CANNON_THREADS ? { workers: CANNON_THREADS } : {}),
  });
  const cpu = meter();
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    cpu,
    cpuPerRequest:
      cpu.serverMicros === null || !result.requests.total ? null : cpu.serverMicros / result.requests.total,
  };
}

/**
 * A bare Node http server (bare-server.mjs) in processes of its own, as many as the API server runs: answers
 * every request with `body` (as JSON). Resolves { url, pid, stop }.
 */
async function startBareServer(body, workers) {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(import.meta.dirname, 'bare-server.mjs')], {
    env: {
      ...process.env,
      PORT: String(port),
      BARE_WORKERS: String(workers),
      BODY_B64: body.toString('base64'),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    child.stdout.once('data', resolve);
    child.once('exit', (code) => reject(new Error(`bare server exited (${code})`)));
  });
  const pids = nodeProcessesIn(child.pid);
  return { url: `http://127.0.0.1:${port}/`, pid: child.pid, stop: () => endProcesses(child, pids) };
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
  const { pid, databasePid } = server;
  const status = await cannon(url, { connections, durationS, headers, pid, databasePid });

  const bare = await startBareServer(body, server.workers);
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
  let non2xx = 0;
  let errors = 0;
  const latencies = [];
  const codes = new Map();
  const meter = startCpuMeter({
    server: [server.pid],
    database: server.databasePid === undefined ? [] : [server.databasePid],
  });
  const started = performance.now();
  const deadline = started + durationS * 1000;
  const client = async (username) => {
    while (performance.now() < deadline) {
      const sent = performance.now();
      const res = await postEncrypted(server, key, BENCH_MERCHANT, '/wps/session/login', {
        username,
        password: PASSWORD,
        type: 'username',
      }).catch(() => null);
      if (!res) {
        errors += 1;
        continue;
      }
      latencies.push(performance.now() - sent);
      if (res.status < 200 || res.status > 299) non2xx += 1;
      if (res.body.success) ok += 1;
      else {
        refused += 1;
        const code = res.body.errorCode ?? `HTTP ${res.status}`;
        codes.set(code, (codes.get(code) ?? 0) + 1);
      }
    }
  };
  await Promise.all(usernames.map(client));
  const seconds = (performance.now() - started) / 1000;
  const cpu = meter();
  return {
    ok,
    refused,
    codes,
    // Signed in per second, with the columns of an autocannon run.
    rps: ok / seconds,
    p99: Math.round(percentile(latencies, 99) ?? 0),
    non2xx,
    errors,
    cpu,
  };
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

/** The setups measured, each as its own server: SQLite first (the default; the merchants' figures use it). */
const SQLITE = { label: 'SQLite, 1 process', database: 'sqlite', workers: 1 };
const POSTGRES = [
  { label: 'PostgreSQL, 1 process', database: 'postgres', workers: 1 },
  { label: 'PostgreSQL, 2 processes', database: 'postgres', workers: 2 },
];

/**
 * Measures and prints the figures of each setup, each on a server of its own, then the table of them all.
 * Resolves false when a registration check fails, no login succeeds or a setup's server does not run (the rates
 * are reported against their targets and fail nothing: they depend on the machine; PostgreSQL missing on the
 * machine is said and its rows skipped).
 */
export async function measureServer({ connections = 64, durationS = 10, loginS = 5 } = {}) {
  const options = { connections, durationS, loginS };
  console.log(
    `== Server (autocannon${CANNON_THREADS ? ` on ${CANNON_THREADS} threads` : ''}, ${connections} connections, ${durationS} s per run after a 2 s warm-up; the bare server runs as many processes as the server)\n`,
  );
  const rows = [];
  const server = await startLoadServer();
  let ok;
  try {
    const row = await measureSetup(server, SQLITE, options);
    rows.push(row);
    // The server serves the app's pages from the web build (WEB_DIST, else web/dist) when there is one.
    const scaling = await merchantScalingFigures(server, {
      admin,
      cannon,
      withPage: existsSync(path.join(WEB_DIST, 'index.html')),
      connections: 16,
      durationS: 3,
    });
    ok = row.ok && scaling;
  } finally {
    await server.stop();
  }

  console.log('== Server on PostgreSQL (a private server, a fresh database for each setup)\n');
  const postgres = await benchPostgres().catch((err) => ({ missing: `did not start: ${err.message}` }));
  if (postgres.missing) {
    console.log(`PostgreSQL ${postgres.missing}: its setups are not measured\n`);
    rows.push(...POSTGRES.map((setup) => ({ ...setup, error: `PostgreSQL ${postgres.missing}` })));
  } else {
    try {
      for (const [i, setup] of POSTGRES.entries()) {
        const row = await measureOnPostgres(postgres, `bench${i + 1}`, setup, options).catch((err) => {
          console.log(`-- ${setup.label}: not measured: ${err.message}\n`);
          return { ...setup, ok: false, error: err.message.split('\n')[0] };
        });
        rows.push(row);
        ok = ok && row.ok;
      }
    } finally {
      await postgres.stop();
    }
  }

  console.log(
    `== Status and login throughput by database and processes (${connections} connections for status, 16 clients for logins)\n`,
  );
  for (const line of throughputLines(rows, { generatorThreads: Math.max(1, CANNON_THREADS) }))
    console.log(line);
  console.log('');
  return ok;
}

/** A setup on PostgreSQL: a fresh database `name`, and the server on it, checked to have made its tables there. */
async function measureOnPostgres(postgres, name, setup, options) {
  const server = await startLoadServer({
    env: { DATABASE_URL: postgres.createDatabase(name) },
    workers: setup.workers,
  });
  try {
    // A server that does not read DATABASE_URL would measure SQLite under PostgreSQL's name.
    if (!postgres.tableCount(name))
      throw new Error('the server made no tables in its PostgreSQL database (DATABASE_URL not used)');
    return await measureSetup({ ...server, databasePid: postgres.pid }, setup, options);
  } finally {
    await server.stop();
  }
}

/** Prints a setup's figures; resolves its row of the table ({ label, database, workers, status, bare, login, ok }). */
async function measureSetup(server, setup, { connections, durationS, loginS }) {
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

  console.log(`-- ${setup.label}\n`);
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
  const login = await loginFigures(server, key, { concurrency, durationS: loginS });
  const refused = login.refused
    ? `, ${login.refused} refused (${[...login.codes].map(([c, n]) => `${n} ${c}`).join(', ')})`
    : '';
  console.log(
    `${'password logins'.padEnd(34)}${lpad(login.rps.toFixed(1), 10)} /s     (${concurrency} clients, ${loginS} s, ${login.ok} signed in${refused})`,
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
  return { ...setup, status, bare, login, ok: reg.distinct.ok && reg.one.ok && login.ok > 0 };
}
