#!/usr/bin/env node
// npm test: every gate of the repository, in order (lint and typecheck side by side), each as a suite with counted
// results.
// Keeps going after a failing suite, prints a per-suite summary, and ends with exactly one line
// `N passed, N failed` (totals of all suites). Exit status is non-zero when anything failed.
//
//   npm test                        all suites
//   npm test -- --only e2e,budget   some suites (names as in the summary)
//   npm test -- --skip lint
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { DEBIAN_CHROMIUM, DEBIAN_HEADLESS_SHELL } from './lib/chromium.mjs';
import {
  browserVerdict,
  chromiumMajor,
  chromiumVersionText,
  CHROMIUM_UPGRADE,
  headlessShellVerdict,
} from './lib/chromium-version.mjs';
import { AUDIT_ARGS, auditVerdict } from './lib/npm-audit.mjs';
import { findPostgresBin, POSTGRES_PACKAGES, startPostgres } from './lib/postgres.mjs';
import { ROOT } from './lib/web-build.mjs';

const BIN = path.join(ROOT, 'node_modules', '.bin');
const REPORTS = path.join(ROOT, 'test-results', 'npm-test');
const BROWSER_PACKAGES = [
  'chromium',
  'chromium-headless-shell',
  'fonts-noto-core',
  'fonts-noto-cjk',
  'fonts-noto-color-emoji',
];
const MINUTE = 60_000;

// ---------------------------------------------------------------------------------------------
// Running commands

const running = new Set(); // the running children, so that Ctrl-C can end their whole process groups

function killGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

/** Database servers this run started: stopped on Ctrl-C too. */
const stopOnExit = new Set();

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of running) killGroup(child, 'SIGKILL');
    for (const server of stopOnExit) server.stopNow();
    console.error(`\nInterrupted (${signal}).`);
    process.exit(130);
  });
}

/**
 * Runs a command with its output shown (unless echo is off); resolves { code, output } (output kept only when
 * capture: true for both streams, 'stdout' for standard output alone). With `together`, the command runs beside
 * others: its output is shown in one piece when it ends, so that theirs do not interleave.
 */
function run(
  cmd,
  args,
  { env = {}, capture = false, echo = true, together = false, timeoutMs = 30 * MINUTE } = {},
) {
  const heading = `\n$ ${[cmd, ...args].map((a) => (/\s/.test(a) ? JSON.stringify(a) : a)).join(' ')}`;
  if (!together) console.log(heading);
  const held = [];
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      cwd: ROOT,
      env: { ...process.env, ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : { NO_COLOR: '1' }), ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    running.add(child);
    let output = '';
    const forward = (stream) => (chunk) => {
      if (echo && together) held.push([stream, chunk]);
      else if (echo) stream.write(chunk);
      if (capture === true || (capture === 'stdout' && stream === process.stdout)) output += chunk.toString();
    };
    child.stdout.on('data', forward(process.stdout));
    child.stderr.on('data', forward(process.stderr));
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      console.error(`\nTimed out after ${timeoutMs / MINUTE} min: killing it.`);
      killGroup(child, 'SIGKILL');
    }, timeoutMs);
    child.on('error', (err) => {
      output += String(err);
      console.error(`Could not run ${cmd}: ${err.message}`);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      running.delete(child);
      if (together) {
        console.log(heading);
        for (const [stream, chunk] of held) stream.write(chunk);
      }
      resolve({ code: timedOut ? 124 : (code ?? (signal ? 128 : 1)), output });
    });
  });
}

const readJson = (file) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
};

// ---------------------------------------------------------------------------------------------
// Counting

/**
 * Commands that each use one core (the linters, tsc) run side by side, as many at once as the machine has cores,
 * across the suites that run together (`suites`): the waiting ones queue here.
 */
const cores = availableParallelism();
const queued = [];
let busy = 0;
async function inTurn(task) {
  if (busy >= cores) await new Promise((start) => queued.push(start));
  busy += 1;
  try {
    return await task();
  } finally {
    busy -= 1;
    queued.shift()?.();
  }
}

/** One check per command, the commands side by side (inTurn): 1 passed or 1 failed each, in the given order. */
async function commandChecks(commands) {
  const codes = await Promise.all(
    commands.map(({ cmd, args }) => inTurn(() => run(cmd, args, { together: true }))),
  );
  const result = { passed: 0, failed: 0, skipped: 0, notes: [] };
  commands.forEach(({ label }, i) => {
    if (codes[i].code === 0) result.passed += 1;
    else {
      result.failed += 1;
      result.notes.push(`${label} failed`);
    }
  });
  return result;
}

/** Vitest with the default reporter for people and a JSON report (named `report`) for the counts. */
async function vitestSuite(root, { env = {}, report: name = root } = {}) {
  const report = path.join(REPORTS, `vitest-${name}.json`);
  rmSync(report, { force: true });
  const { code } = await run(
    path.join(BIN, 'vitest'),
    [
      'run',
      '--root',
      root,
      '--passWithNoTests',
      '--reporter=default',
      '--reporter=json',
      `--outputFile=${report}`,
    ],
    { env },
  );
  const json = readJson(report);
  if (!json) return { passed: 0, failed: 1, skipped: 0, notes: [`no JSON report (vitest exit ${code})`] };
  const notes = [];
  let failed = json.numFailedTests ?? 0;
  // A file that fails to load has no failing test case but is still a failure.
  const brokenFiles = (json.testResults ?? []).filter(
    (f) => f.status === 'failed' && !(f.assertionResults ?? []).some((a) => a.status === 'failed'),
  ).length;
  if (brokenFiles) notes.push(`${brokenFiles} test file(s) failed to run`);
  failed += brokenFiles;
  if (code !== 0 && failed === 0) {
    failed = 1;
    notes.push(`vitest exit ${code}`);
  }
  const passed = json.numPassedTests ?? 0;
  const skipped = (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0);
  if (passed + failed + skipped === 0) notes.push('no tests found');
  return { passed, failed, skipped, notes };
}

/** A script that prints its own `N passed, N failed` line (bench/budget.mjs). */
async function countedScript(cmd, args, env) {
  const { code, output } = await run(cmd, args, { env, capture: true, timeoutMs: 15 * MINUTE });
  const matches = [...output.matchAll(/^(\d+) passed, (\d+) failed\s*$/gm)];
  const last = matches.at(-1);
  if (!last) return { passed: 0, failed: 1, skipped: 0, notes: [`no result line (exit ${code})`] };
  const passed = Number(last[1]);
  let failed = Number(last[2]);
  const notes = [];
  if (code !== 0 && failed === 0) {
    failed = 1;
    notes.push(`exit ${code}`);
  }
  return { passed, failed, skipped: 0, notes };
}

/** npm audit of the production dependencies: high and critical fail; no audit endpoint skips (npm-audit.mjs). */
async function auditSuite() {
  const { output } = await run('npm', AUDIT_ARGS, {
    capture: 'stdout',
    echo: false,
    timeoutMs: 2 * MINUTE,
  });
  const result = auditVerdict(output);
  for (const note of result.notes) console.log(note);
  return result;
}

/** Playwright with the list reporter for people and a JSON report for the counts. */
async function playwrightSuite(env) {
  const report = path.join(REPORTS, 'e2e.json');
  rmSync(report, { force: true });
  const { code } = await run(path.join(BIN, 'playwright'), ['test', '-c', 'e2e', '--reporter=list,json'], {
    env: { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: report },
    // Only a guard against a hung run (each test has its own limit): near CI's 90 minutes for everything.
    timeoutMs: 75 * MINUTE,
  });
  const json = readJson(report);
  if (!json) return { passed: 0, failed: 1, skipped: 0, notes: [`no JSON report (playwright exit ${code})`] };
  const stats = json.stats ?? {};
  const notes = [];
  const passed = (stats.expected ?? 0) + (stats.flaky ?? 0);
  let failed = stats.unexpected ?? 0;
  if (stats.flaky) notes.push(`${stats.flaky} flaky`);
  const errors = json.errors ?? [];
  if (errors.length) {
    notes.push(`${errors.length} error(s) outside tests: ${String(errors[0].message ?? '').split('\n')[0]}`);
    if (failed === 0) failed = 1;
  }
  if (code !== 0 && failed === 0) {
    failed = 1;
    notes.push(`playwright exit ${code}`);
  }
  if (stats.interrupted) notes.push(`${stats.interrupted} interrupted`);
  return { passed, failed, skipped: stats.skipped ?? 0, notes };
}

// ---------------------------------------------------------------------------------------------
// The browser

function findBrowser() {
  const wanted = process.env.CHROME_PATH;
  if (wanted && existsSync(wanted)) return wanted;
  if (wanted) console.log(`CHROME_PATH=${wanted} does not exist; looking for ${DEBIAN_CHROMIUM}.`);
  return existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : null;
}

/** The headless shell: HEADLESS_SHELL_PATH when set; Debian's unless CHROME_PATH chose a browser for every spec. */
function findHeadlessShell() {
  const wanted = process.env.HEADLESS_SHELL_PATH;
  if (wanted) return existsSync(wanted) ? wanted : null;
  if (process.env.CHROME_PATH) return null;
  return existsSync(DEBIAN_HEADLESS_SHELL) ? DEBIAN_HEADLESS_SHELL : null;
}

/** apt-get update, then apt-get with the arguments (root only; the caller checks the browser afterwards). */
async function aptGet(args) {
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  const update = await run('apt-get', ['update'], { env, timeoutMs: 10 * MINUTE });
  if (update.code === 0) await run('apt-get', args, { env, timeoutMs: 20 * MINUTE });
}

const browserFailure = (note) => ({
  browser: null,
  result: { passed: 0, failed: 1, skipped: 0, notes: [note] },
});

/** The browser, installed when missing (as root); one the tests do not work with is upgraded or refused. */
async function ensureBrowser() {
  const root = process.getuid?.() === 0;
  let browser = findBrowser();
  let installed = false;
  if (!browser) {
    const install = `apt-get update && apt-get install -y ${BROWSER_PACKAGES.join(' ')}`;
    if (!root) {
      console.error(`\nNo Chromium found (CHROME_PATH unset or missing, and no ${DEBIAN_CHROMIUM}).`);
      console.error(
        `Install Debian's Chromium and fonts as root, then run npm test again:\n\n  sudo sh -c '${install}'\n`,
      );
      console.error('or point CHROME_PATH at a Chromium or Chrome binary. Never run `playwright install`.');
      return browserFailure(`missing: ${install}`);
    }
    console.log(`No Chromium at ${DEBIAN_CHROMIUM}: installing Debian's packages.`);
    await aptGet(['install', '-y', ...BROWSER_PACKAGES]);
    browser = findBrowser();
    if (!browser) return browserFailure(`missing: ${install}`);
    installed = true;
  }
  for (let upgraded = false; ; upgraded = true) {
    const version = chromiumVersionText(browser);
    const verdict = browserVerdict({ browser, major: chromiumMajor(version), root, upgraded });
    if (verdict.action === 'use') {
      console.log(`Browser: ${browser} (${version})`);
      const shell = await ensureHeadlessShell(root);
      return {
        browser,
        shell: shell.path,
        result: { passed: 1, failed: 0, skipped: 0, notes: [installed ? 'installed' : version, shell.note] },
      };
    }
    if (verdict.action === 'stop') {
      console.error(`\n${verdict.message}\n`);
      return browserFailure(`too old: ${version || browser}`);
    }
    console.log(
      `${version || browser} is too old for the tests: upgrading Debian's chromium (${CHROMIUM_UPGRADE}).`,
    );
    await aptGet(['install', '-y', '--only-upgrade', 'chromium']);
  }
}

/** The e2e specs' browser: the headless shell (installed when missing, as root), else the full browser. */
async function ensureHeadlessShell(root) {
  let shell = findHeadlessShell();
  const chosen = process.env.CHROME_PATH || process.env.HEADLESS_SHELL_PATH;
  if (!shell && root && !chosen) {
    console.log(`No ${DEBIAN_HEADLESS_SHELL}: installing Debian's chromium-headless-shell.`);
    await aptGet(['install', '-y', 'chromium-headless-shell']);
    shell = findHeadlessShell();
  }
  const verdict = headlessShellVerdict({ shell, major: shell && chromiumMajor(chromiumVersionText(shell)) });
  if (verdict.use === 'full') {
    console.log(`E2E browser: ${verdict.note}`);
    return { path: null, note: verdict.note };
  }
  console.log(`E2E browser: ${shell} (the push spec on the full browser)`);
  return { path: shell, note: `e2e on ${path.basename(shell)}` };
}

// ---------------------------------------------------------------------------------------------
// PostgreSQL

/**
 * The server suite again, on PostgreSQL: a private server (scripts/lib/postgres.mjs) started for the run and
 * stopped after. Debian's server is installed when missing and the run is root; otherwise the suite fails and
 * says what to install (never a silent skip).
 */
async function postgresServerSuite() {
  let bin = findPostgresBin();
  if (!bin && process.getuid?.() === 0) {
    console.log(`No PostgreSQL server found: installing Debian's ${POSTGRES_PACKAGES.join(' ')}.`);
    await aptGet(['install', '-y', ...POSTGRES_PACKAGES]);
    bin = findPostgresBin();
  }
  if (!bin) {
    const install = `apt-get update && apt-get install -y ${POSTGRES_PACKAGES.join(' ')}`;
    console.error(
      `\nNo PostgreSQL server (initdb and postgres under /usr/lib/postgresql/<version>/bin, or POSTGRES_BIN).` +
        ` Install Debian's as root, then run npm test again:\n\n  sudo sh -c '${install}'\n`,
    );
    return { passed: 0, failed: 1, skipped: 0, notes: [`missing: ${install}`] };
  }
  let server;
  try {
    server = await startPostgres({ bin });
  } catch (err) {
    return {
      passed: 0,
      failed: 1,
      skipped: 0,
      notes: [`PostgreSQL did not start: ${err.message.split('\n')[0]}`],
    };
  }
  console.log(`PostgreSQL: ${path.basename(path.dirname(bin))} on port ${server.port} (${server.dir})`);
  stopOnExit.add(server);
  try {
    const result = await vitestSuite('server', {
      env: { TEST_DATABASE_URL: server.url },
      report: 'server-pg',
    });
    return { ...result, notes: [...result.notes, `PostgreSQL ${path.basename(path.dirname(bin))}`] };
  } finally {
    await server.stop();
    stopOnExit.delete(server);
  }
}

// ---------------------------------------------------------------------------------------------
// The suites, in order

const tsc = (project) => ({ label: `tsc -p ${project}`, cmd: path.join(BIN, 'tsc'), args: ['-p', project] });

function suites(state) {
  // After the web build suite ran, nothing builds again: a failed build must not be retried (or tested stale).
  const browserEnv = () => ({
    CHROME_PATH: state.browser,
    HEADLESS_SHELL_PATH: state.shell ?? state.browser,
    ...(state.built ? { SKIP_WEB_BUILD: '1' } : {}),
  });
  const needsBrowser = (fn) => () =>
    state.browser ? fn() : { passed: 0, failed: 0, skipped: 0, notes: ['not run: no browser'] };
  return [
    {
      name: 'browser',
      run: async () => {
        const { browser, shell, result } = await ensureBrowser();
        state.browser = browser;
        state.shell = shell;
        return result;
      },
    },
    // Together: seven single-core commands, side by side on the machine's cores (inTurn).
    [
      {
        name: 'lint',
        run: () =>
          commandChecks([
            { label: 'eslint', cmd: path.join(BIN, 'eslint'), args: ['.'] },
            { label: 'prettier', cmd: path.join(BIN, 'prettier'), args: ['--check', '.'] },
          ]),
      },
      {
        name: 'typecheck',
        run: () => commandChecks(['web', 'server', 'e2e', 'contract', 'web/src/sw'].map(tsc)),
      },
    ],
    { name: 'audit', run: auditSuite },
    { name: 'contract unit', run: () => vitestSuite('contract') },
    { name: 'web unit', run: () => vitestSuite('web') },
    { name: 'server', run: () => vitestSuite('server') },
    { name: 'server pg', run: postgresServerSuite },
    {
      name: 'web build',
      run: () => {
        state.built = true;
        return commandChecks([{ label: 'vite build', cmd: 'npm', args: ['run', 'build', '-w', 'web'] }]);
      },
    },
    {
      name: 'budget',
      run: needsBrowser(() => countedScript(process.execPath, ['bench/budget.mjs'], browserEnv())),
    },
    { name: 'e2e', run: needsBrowser(() => playwrightSuite(browserEnv())) },
  ];
}

// ---------------------------------------------------------------------------------------------

function parseList(flag) {
  const i = process.argv.indexOf(flag);
  if (i === -1) return null;
  return new Set((process.argv[i + 1] ?? '').split(',').map((s) => s.trim().toLowerCase()));
}

const pad = (s, n) => String(s).padEnd(n);
const lpad = (s, n) => String(s).padStart(n);

async function main() {
  mkdirSync(REPORTS, { recursive: true });
  const only = parseList('--only');
  const skip = parseList('--skip');
  const state = { browser: null, built: false };
  const rows = [];
  const started = Date.now();
  const selected = (suite) => {
    const key = suite.name.toLowerCase();
    const keyAlt = key.replace(/\s+/g, '-');
    return (
      suite.name === 'browser' ||
      ((!only || only.has(key) || only.has(keyAlt)) && !skip?.has(key) && !skip?.has(keyAlt))
    );
  };
  // A suite runs alone, or beside the others of its group (each row still has its own time).
  for (const group of suites(state)) {
    const together = [group].flat().filter(selected);
    if (together.length === 0) continue;
    console.log(`\n${'='.repeat(100)}\n== ${together.map((s) => s.name).join(' + ')}\n${'='.repeat(100)}`);
    const results = await Promise.all(
      together.map(async (suite) => {
        const t0 = Date.now();
        let result;
        try {
          result = await suite.run();
        } catch (err) {
          console.error(err);
          result = { passed: 0, failed: 1, skipped: 0, notes: [`harness error: ${err?.message ?? err}`] };
        }
        return { name: suite.name, seconds: (Date.now() - t0) / 1000, ...result };
      }),
    );
    rows.push(...results);
  }

  const total = rows.reduce(
    (acc, r) => ({
      passed: acc.passed + r.passed,
      failed: acc.failed + r.failed,
      skipped: acc.skipped + r.skipped,
    }),
    { passed: 0, failed: 0, skipped: 0 },
  );
  console.log(`\n${'='.repeat(100)}\n== Summary (${Math.round((Date.now() - started) / 1000)} s)\n`);
  console.log(
    `${pad('suite', 15)}${lpad('passed', 8)}${lpad('failed', 8)}${lpad('skipped', 9)}${lpad('time', 8)}  notes`,
  );
  for (const r of rows) {
    const mark = r.failed ? 'FAIL' : 'ok';
    console.log(
      `${pad(r.name, 15)}${lpad(r.passed, 8)}${lpad(r.failed, 8)}${lpad(r.skipped, 9)}${lpad(`${Math.round(r.seconds)}s`, 8)}  ${mark}${r.notes.length ? `: ${r.notes.join('; ')}` : ''}`,
    );
  }
  console.log(`${pad('total', 15)}${lpad(total.passed, 8)}${lpad(total.failed, 8)}${lpad(total.skipped, 9)}`);
  console.log(
    `\nReports: ${path.relative(ROOT, REPORTS)}/ (vitest, Playwright JSON), e2e/test-results/ (failure screenshots and error contexts; traces with E2E_TRACE)`,
  );
  console.log(`${total.passed} passed, ${total.failed} failed`);
  process.exit(total.failed ? 1 : 0);
}

main();
