// First-load JavaScript of a route: every JS response the page requested before the app said it was
// interactive (document.documentElement.dataset.interactive === 'true'), each body gzipped at level 9.
// Shared by bench/run.mjs and bench/budget.mjs.
import { gzipSync } from 'node:zlib';
import { chromium, devices } from 'playwright-core';
import { CHROME_PATH, CHROMIUM_ARGS } from '../../scripts/lib/chromium.mjs';

/** 1 KB = 1024 bytes everywhere in the benchmark and the budget. */
export const KB = 1024;
export const DEVICE = 'Pixel 7';

export function launchBrowser() {
  return chromium.launch({ executablePath: CHROME_PATH, headless: true, args: CHROMIUM_ARGS });
}

const isJs = (response) => {
  const type = response.headers()['content-type'] ?? '';
  return /javascript|ecmascript/.test(type) || /\.m?js$/.test(new URL(response.url()).pathname);
};

/**
 * Loads `route` in a fresh Pixel 7 context with the HTTP cache disabled and measures its first-load JS.
 * `before(page)` runs first in the same tab (e.g. to sign in: the session lives in session storage).
 */
export async function measureFirstLoad(browser, baseURL, route, { before, timeoutMs = 30_000 } = {}) {
  const context = await browser.newContext({ ...devices[DEVICE], locale: 'en-US', baseURL });
  try {
    await context.addInitScript(() => {
      performance.setResourceTimingBufferSize(2000);
      const mark = () => {
        if (
          window.__firstLoadInteractiveAt === undefined &&
          document.documentElement?.dataset.interactive === 'true'
        ) {
          window.__firstLoadInteractiveAt = performance.now();
        }
      };
      new MutationObserver(mark).observe(document, {
        attributes: true,
        attributeFilter: ['data-interactive'],
        subtree: true,
        childList: true,
      });
    });
    const page = await context.newPage();
    if (before) await before(page);

    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const bodies = new Map();
    const pending = [];
    page.on('response', (response) => {
      if (!isJs(response)) return;
      pending.push(
        response.body().then(
          (body) => bodies.set(response.url(), body),
          () => {},
        ),
      );
    });

    await page.goto(route, { waitUntil: 'load', timeout: timeoutMs });
    try {
      await page.waitForFunction(() => window.__firstLoadInteractiveAt !== undefined, null, {
        timeout: timeoutMs,
      });
    } catch {
      throw new Error(`${route}: the app never set document.documentElement.dataset.interactive = 'true'`);
    }
    const timing = await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0];
      return {
        url: location.pathname,
        interactiveAt: window.__firstLoadInteractiveAt,
        loadAt: nav ? nav.loadEventEnd : NaN,
        resources: performance
          .getEntriesByType('resource')
          .map((e) => ({ name: e.name, startTime: e.startTime, initiatorType: e.initiatorType })),
      };
    });
    // Requests made before interactive may still be finishing: wait for their bodies.
    await Promise.allSettled(pending);

    const counted = [];
    const later = [];
    const seen = new Set();
    for (const entry of timing.resources) {
      const body = bodies.get(entry.name);
      if (!body || seen.has(entry.name)) continue;
      seen.add(entry.name);
      const file = {
        path: entry.name.startsWith(baseURL) ? entry.name.slice(baseURL.length) : entry.name,
        bytes: body.length,
        gzip: gzipSync(body, { level: 9 }).length,
        startedAt: entry.startTime,
      };
      (entry.startTime <= timing.interactiveAt ? counted : later).push(file);
    }
    counted.sort((a, b) => b.gzip - a.gzip);
    const sum = (files, key) => files.reduce((n, f) => n + f[key], 0);
    return {
      route,
      finalPath: timing.url,
      files: counted,
      bytes: sum(counted, 'bytes'),
      gzip: sum(counted, 'gzip'),
      interactiveMs: timing.interactiveAt,
      loadMs: timing.loadAt,
      later,
    };
  } finally {
    await context.close();
  }
}

export const kb = (bytes) => (bytes / KB).toFixed(1);

/** Human-readable lines for one measurement: a header line and one line per file. */
export function formatFiles(result) {
  const lines = [
    `${result.route}${result.finalPath !== result.route ? ` (ended at ${result.finalPath})` : ''}: ${kb(result.gzip)} KB gzipped JS (${kb(result.bytes)} KB raw) in ${result.files.length} file(s), interactive at ${Math.round(result.interactiveMs)} ms, load at ${Math.round(result.loadMs)} ms`,
  ];
  for (const f of result.files)
    lines.push(`  ${kb(f.gzip).padStart(7)} KB  ${kb(f.bytes).padStart(7)} KB raw  ${f.path}`);
  if (result.later.length) {
    lines.push(
      `  not counted, requested after interactive: ${result.later.map((f) => `${f.path} (${kb(f.gzip)} KB)`).join(', ')}`,
    );
  }
  return lines;
}
