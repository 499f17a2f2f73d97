import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Waits until `locator` shows while the page's clock (the test installed it: page.clock.install()) runs a second
 * ahead at a time, every timer of that second fired: for what the app shows after delays of its own (an idle
 * start, an offer's moment, a wait for the browser's install event), which the test need not sit through. The
 * real time a step leaves (the poll's pauses) is for what no clock speeds up: loading a chunk, answering a call.
 */
export async function shownOnPageClock(page: Page, locator: Locator, timeoutMs: number): Promise<void> {
  await expect
    .poll(
      async () => {
        await page.clock.runFor(1_000);
        return locator.isVisible();
      },
      { timeout: timeoutMs },
    )
    .toBe(true);
}
