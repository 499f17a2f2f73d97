// What a route costs once it is up, in Chromium with the Pixel 7 profile and no throttling:
//   quiet:  when the network goes quiet (QUIET_MS with no request in flight) after the navigation starts;
//           budget QUIET_BUDGET_MS, as a cheap phone's battery and a tool's "page loaded" both wait for it.
//   busy:   the share of the main thread's time spent in tasks from REST_FROM_MS to REST_TO_MS after the load
//           (CDP Performance.getMetrics TaskDuration); budget BUSY_BUDGET_PERCENT: nothing polls or animates by
//           script at rest.
import { devices } from 'playwright-core';
import { DEVICE } from './first-load.mjs';

export const QUIET_MS = 500;
export const QUIET_BUDGET_MS = 5_000;
export const REST_FROM_MS = 5_000;
export const REST_TO_MS = 15_000;
export const BUSY_BUDGET_PERCENT = 1;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Measures one route signed out: { quietMs (null when it never went quiet by REST_TO_MS), busyPercent }. */
export async function measureAtRest(browser, baseURL, route) {
  const context = await browser.newContext({ ...devices[DEVICE], locale: 'en-US', baseURL });
  try {
    const page = await context.newPage();
    const inFlight = new Set();
    let lastChange = 0;
    let quietAt = null;
    const start = Date.now();
    const changed = () => {
      lastChange = Date.now() - start;
    };
    page.on('request', (request) => {
      inFlight.add(request);
      changed();
    });
    for (const done of ['requestfinished', 'requestfailed']) {
      page.on(done, (request) => {
        inFlight.delete(request);
        changed();
      });
    }
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const taskSeconds = async () =>
      (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0;

    await page.goto(route, { waitUntil: 'load' });
    const loadedAt = Date.now() - start;
    let before = null;
    for (;;) {
      const now = Date.now() - start;
      if (quietAt === null && inFlight.size === 0 && now - lastChange >= QUIET_MS) quietAt = lastChange;
      if (before === null && now >= loadedAt + REST_FROM_MS) before = { at: now, tasks: await taskSeconds() };
      if (now >= loadedAt + REST_TO_MS) {
        const tasks = await taskSeconds();
        const busyPercent = before ? ((tasks - before.tasks) * 1000 * 100) / (now - before.at) : null;
        return { quietMs: quietAt, busyPercent };
      }
      await sleep(50);
    }
  } finally {
    await context.close();
  }
}
