// npm run bench: builds the web app if needed, starts the server on a free port with a throw-away
// database, then measures per route
//   (a) first-load JS (gzip -9) in Chromium with the Pixel 7 profile (shared with budget.mjs), and
//   (b) at rest (bench/lib/at-rest.mjs): when the network goes quiet, and how busy the main thread is 5-15 s
//       after the load, and
//   (c) Lighthouse 12 mobile performance: score, LCP, TBT, FCP, SI, CLS (simulated throttling), each the median
//       of 3 runs (timings vary from run to run on a shared machine), at the standard 4x CPU slowdown and at 12x
//       (a cheap phone on a machine about 3x slower than a developer's). Each route is measured a second time
//       without its scripts (bench/lib/floor.mjs): the most that page can score on this machine, and the TBT
//       that is the browser's own rather than the app's. The money pages (bench/lib/budgets.mjs, PAGES) are
//       measured signed in, opened right after the sign-in in the same tab (the session lives in session
//       storage): the player's cache holds what the login page loaded, as it does for a player who just signed in.
// Lighthouse reports (of the last run) are written to bench/.lighthouse/.
// Before the browser, the server's figures (bench/lib/server-load.mjs, on a server of their own): status requests
// per second against a bare Node http server, password logins per second, concurrent registrations, on SQLite with
// 1 process and on PostgreSQL with 1 and 2 (WORKERS=2; skipped, saying what to install, without PostgreSQL), with a
// table of them and the CPU of the server, PostgreSQL, the load generator and the machine during each run; and the
// CPU per unauthenticated request (an app page, /robots.txt, the redirect helper) with 1 and with 100 merchants
// that have a 300 KB logo each (bench/lib/merchant-scaling.mjs).
//
//   npm run bench                     everything
//   npm run bench -- --no-lighthouse  server figures and first-load JS
//   npm run bench -- --server-only    server figures only
//   npm run bench -- --runs 5         Lighthouse runs per route (default 3)
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { throttling } from 'lighthouse/core/config/constants.js';
import { CHROME_PATH, CHROMIUM_ARGS } from '../scripts/lib/chromium.mjs';
import { startServer } from '../scripts/lib/server.mjs';
import { ensureWebBuild, ROOT } from '../scripts/lib/web-build.mjs';
import { BUSY_BUDGET_PERCENT, measureAtRest, QUIET_BUDGET_MS } from './lib/at-rest.mjs';
import { PAGES, ROUTES } from './lib/budgets.mjs';
import { startFloorServer } from './lib/floor.mjs';
import { DEVICE, formatFiles, kb, KB, launchBrowser, measureFirstLoad } from './lib/first-load.mjs';
import { measureServer } from './lib/server-load.mjs';
import { createMember, signInFirst, signInWithPuppeteer } from './lib/session.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const REPORT_DIR = path.join(HERE, '.lighthouse');
const serverOnly = process.argv.includes('--server-only');
const withLighthouse = !serverOnly && !process.argv.includes('--no-lighthouse');
const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Math.max(1, Number(process.argv[runsArg + 1]) || 3) : 3;
const METRICS = ['score', 'fcp', 'lcp', 'tbt', 'cls', 'si'];

/** The median of some numbers (the middle one, or the mean of the two middle ones). */
function median(values) {
  const sorted = values.filter((v) => typeof v === 'number').sort((a, b) => a - b);
  if (!sorted.length) return undefined;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Each metric's median over the runs, with every run's warnings. */
const medianRun = (runs) => ({
  ...Object.fromEntries(METRICS.map((m) => [m, median(runs.map((r) => r[m]))])),
  warnings: [...new Set(runs.flatMap((r) => r.warnings))],
});

const pad = (s, n) => String(s).padEnd(n);
const lpad = (s, n) => String(s).padStart(n);

async function firstLoad(server) {
  const browser = await launchBrowser();
  const rows = [];
  try {
    const targets = [
      ...ROUTES.map((r) => ({ ...r, label: `${r.route} (signed out)` })),
      { route: '/m/member/home', budgetKb: null, label: '/m/member/home (signed in)', signedIn: true },
      ...PAGES.slice(0, 2).map(({ route }) => ({
        route,
        budgetKb: null,
        label: `${route} (signed in)`,
        signedIn: true,
      })),
    ];
    for (const target of targets) {
      try {
        const before = target.signedIn ? signInFirst(await createMember(server)) : undefined;
        const result = await measureFirstLoad(browser, server.baseURL, target.route, { before });
        rows.push({ ...target, result });
        console.log(formatFiles(result).join('\n'));
      } catch (err) {
        rows.push({ ...target, error: err.message });
        console.log(`${target.label}: ${err.message}`);
      }
    }
  } finally {
    await browser.close();
  }
  return rows;
}

/** The CPU slowdowns Lighthouse runs at: its standard, and a cheap phone on a slower machine. */
const CPU_SLOWDOWNS = [4, 12];

/** When each route's network goes quiet and how busy it is at rest (bench/lib/at-rest.mjs). */
async function atRest(server) {
  const browser = await launchBrowser();
  const rows = [];
  try {
    for (const { route } of ROUTES) {
      try {
        const r = await measureAtRest(browser, server.baseURL, route);
        rows.push({ route, ...r });
        console.log(
          `${route}: quiet at ${r.quietMs === null ? 'never' : ms(r.quietMs)}, main thread ${r.busyPercent?.toFixed(2) ?? 'n/a'}% busy 5-15 s after the load`,
        );
      } catch (err) {
        rows.push({ route, error: err.message });
        console.log(`${route}: ${err.message}`);
      }
    }
  } finally {
    await browser.close();
  }
  return rows;
}

/** One Lighthouse run; with `member`, signed in first in the tab Lighthouse then measures, its storage kept. */
async function lighthouseRun(url, cpuSlowdownMultiplier, suffix, member) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: [...CHROMIUM_ARGS, '--headless=new', '--lang=en-US'],
  });
  const browser = member ? await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` }) : null;
  try {
    const page = browser ? await browser.newPage() : undefined;
    if (page) await signInWithPuppeteer(page, new URL(url).origin, member);
    const flags = {
      port: chrome.port,
      output: ['json', 'html'],
      logLevel: 'error',
      onlyCategories: ['performance'],
      throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier },
      disableStorageReset: Boolean(page),
    };
    const result = await lighthouse(url, flags, undefined, page);
    if (!result) throw new Error('no result');
    const { lhr, report } = result;
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const name = `${new URL(url).pathname.replace(/^\/|\/$/g, '').replace(/\//g, '_') || 'root'}${suffix}-cpu${cpuSlowdownMultiplier}x`;
    mkdirSync(REPORT_DIR, { recursive: true });
    writeFileSync(path.join(REPORT_DIR, `${name}.json`), report[0]);
    writeFileSync(path.join(REPORT_DIR, `${name}.html`), report[1]);
    const audit = (id) => lhr.audits[id]?.numericValue;
    return {
      score:
        lhr.categories.performance.score === null ? null : Math.round(lhr.categories.performance.score * 100),
      fcp: audit('first-contentful-paint'),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      si: audit('speed-index'),
      warnings: lhr.runWarnings ?? [],
    };
  } finally {
    await browser?.disconnect();
    await chrome.kill();
  }
}

const ms = (v) => (v === undefined || v === null ? 'n/a' : `${Math.round(v)} ms`);

/** First-load JS and Lighthouse; resolves true when something failed (a budget, a run). */
async function browserFigures(server) {
  let failed = false;
  console.log(`== First-load JavaScript (${DEVICE}, cache off, gzip -9, KB = ${KB} bytes)\n`);
  const rows = await firstLoad(server);

  console.log(`\n== At rest (${DEVICE}, no throttling)\n`);
  const rest = await atRest(server);

  const lh = [];
  if (withLighthouse) {
    console.log(`\n== Lighthouse (mobile, simulated throttling), median of ${RUNS}; this takes a while\n`);
    const floor = await startFloorServer(
      server.baseURL,
      ROUTES.map((r) => r.route),
    );
    const targets = [
      ...ROUTES.flatMap(({ route }) => [
        { route, base: server.baseURL, name: route },
        { route, base: floor.baseURL, name: `${route} no JS`, floorOf: route },
      ]),
      ...PAGES.slice(0, 2).map(({ route }) => ({
        route,
        base: server.baseURL,
        name: `${route} signed in`,
        signedIn: true,
      })),
    ];
    for (const cpu of CPU_SLOWDOWNS) {
      for (const { route, base, name, floorOf, signedIn } of targets) {
        const label = `${name} (CPU ${cpu}x)`;
        process.stdout.write(`${label} ... `);
        try {
          const runs = [];
          // A run Lighthouse could not record (NO_NAVSTART: its trace missed the navigation; its message says to
          // run it again) is shown and made again, at most RUNS times in all: the median is of RUNS recorded runs.
          for (let unrecorded = 0; runs.length < RUNS;) {
            try {
              const member = signedIn ? await createMember(server) : undefined;
              const run = await lighthouseRun(`${base}${route}`, cpu, floorOf ? '-no-js' : '', member);
              runs.push(run);
              process.stdout.write(`${run.score} (LCP ${ms(run.lcp)}) `);
            } catch (err) {
              if (!/^NO_NAVSTART\b/.test(err.message) || ++unrecorded > RUNS) throw err;
              process.stdout.write('(not recorded: NO_NAVSTART) ');
            }
          }
          const r = medianRun(runs);
          lh.push({ route: label, path: route, cpu, floorOf, ...r });
          console.log(`: median score ${r.score}`);
          for (const w of r.warnings) console.log(`  warning: ${w}`);
        } catch (err) {
          lh.push({ route: label, error: err.message });
          console.log(`failed: ${err.message}`);
          failed = true;
        }
      }
    }
    await floor.stop();
  }

  console.log('\n== Summary\n');
  console.log(
    `${pad('route', 30)}${lpad('JS gzip', 10)}${lpad('JS raw', 10)}${lpad('files', 7)}${lpad('budget', 10)}${lpad('interactive', 13)}`,
  );
  for (const row of rows) {
    if (row.error) {
      console.log(`${pad(row.label, 30)}  error: ${row.error}`);
      failed = true;
      continue;
    }
    const r = row.result;
    let budget = '-';
    if (row.budgetKb !== null) {
      const ok = r.gzip <= row.budgetKb * KB;
      if (!ok) failed = true;
      budget = `${ok ? '<=' : 'OVER'} ${row.budgetKb}`;
    }
    console.log(
      `${pad(row.label, 30)}${lpad(`${kb(r.gzip)} KB`, 10)}${lpad(`${kb(r.bytes)} KB`, 10)}${lpad(r.files.length, 7)}${lpad(budget, 10)}${lpad(ms(r.interactiveMs), 13)}`,
    );
  }
  console.log(
    `\n${pad('at rest', 30)}${lpad('quiet', 10)}${lpad(`<= ${QUIET_BUDGET_MS} ms`, 13)}${lpad('busy 5-15 s', 13)}${lpad(`<= ${BUSY_BUDGET_PERCENT}%`, 8)}`,
  );
  for (const r of rest) {
    if (r.error) {
      console.log(`${pad(r.route, 30)}  error: ${r.error}`);
      failed = true;
      continue;
    }
    const quietOk = r.quietMs !== null && r.quietMs <= QUIET_BUDGET_MS;
    const busyOk = r.busyPercent !== null && r.busyPercent <= BUSY_BUDGET_PERCENT;
    if (!quietOk || !busyOk) failed = true;
    console.log(
      `${pad(r.route, 30)}${lpad(r.quietMs === null ? 'never' : ms(r.quietMs), 10)}${lpad(quietOk ? 'ok' : 'OVER', 13)}${lpad(r.busyPercent === null ? 'n/a' : `${r.busyPercent.toFixed(2)}%`, 13)}${lpad(busyOk ? 'ok' : 'OVER', 8)}`,
    );
  }
  if (lh.length) {
    console.log(
      `\n${pad(`Lighthouse mobile (median of ${RUNS})`, 30)}${lpad('score', 7)}${lpad('LCP', 10)}${lpad('TBT', 10)}${lpad('FCP', 10)}${lpad('SI', 10)}${lpad('CLS', 7)}`,
    );
    for (const r of lh) {
      if (r.error) {
        console.log(`${pad(r.route, 30)}  error: ${r.error}`);
        continue;
      }
      console.log(
        `${pad(r.route, 30)}${lpad(r.score ?? 'n/a', 7)}${lpad(ms(r.lcp), 10)}${lpad(ms(r.tbt), 10)}${lpad(ms(r.fcp), 10)}${lpad(ms(r.si), 10)}${lpad(r.cls === undefined ? 'n/a' : r.cls.toFixed(3), 7)}`,
      );
    }
    console.log(
      `\nThe app's own TBT (the route's median less its page's without scripts, bench/lib/floor.mjs):`,
    );
    for (const f of lh.filter((r) => r.floorOf && !r.error)) {
      const app = lh.find((r) => !r.floorOf && r.cpu === f.cpu && r.path === f.floorOf);
      if (app && !app.error)
        console.log(`  ${pad(`${f.floorOf} (CPU ${f.cpu}x)`, 28)}${lpad(ms(app.tbt - f.tbt), 10)}`);
    }
    console.log(`\nLighthouse reports: ${path.relative(ROOT, REPORT_DIR)}/`);
  }
  return failed;
}

async function main() {
  // The build first (the load figures include an app page), then the load figures while nothing else runs: they
  // need the machine's cores to themselves. --server-only builds nothing: the page is measured when a build is there.
  if (!serverOnly) ensureWebBuild();
  let failed = !(await measureServer());
  if (!serverOnly) {
    const server = await startServer();
    console.log(`Server: ${server.baseURL} (temporary database)\nBrowser: ${CHROME_PATH}\n`);
    try {
      if (await browserFigures(server)) failed = true;
    } finally {
      await server.stop();
    }
  }
  process.exit(failed ? 1 : 0);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
