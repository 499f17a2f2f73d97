import type { Browser, Page, TestInfo } from '@playwright/test';
import type { Admin } from './admin';
import { EXPECT_MS } from './constants';
import { expect } from './fixtures';

/** A merchant of its own with the install prompt allowed (global-setup.ts turns DEMO's off), and launch settings. */
export const installMerchant = (admin: Admin, launchSettings: Record<string, unknown> = {}) =>
  admin.createMerchant({ public: { mobileTemplate: { pwa: true }, launchSettings } });

/**
 * From the first screen (waitInteractive): the idle start after it (at most 2 s) and the wait for the install event
 * (20 × 150 ms), with room. Counted from the first screen, not from the navigation, which a slow machine stretches.
 */
export const INSTALL_PROMPT_WAIT_MS = 9_000;
/** How long a test waits for the prompt to show: its own wait plus what a loaded machine adds to the chunk's load. */
export const INSTALL_PROMPT_SHOWN_MS = INSTALL_PROMPT_WAIT_MS + EXPECT_MS;

/**
 * What the page decided about the install prompt (features/install/install-start.ts says it on the page): after
 * 'none' the page never offers it, so a test reads that rather than waiting for the prompt's moments to pass.
 */
export const installDecided = (page: Page, decision: 'offer' | 'none') =>
  expect(page.locator('html')).toHaveAttribute('data-install-prompt', decision, {
    timeout: INSTALL_PROMPT_SHOWN_MS,
  });

/**
 * A synthetic beforeinstallprompt (Chromium's install event) sent when the page has parsed, the browser's own
 * held back; its prompt() is counted in window.__promptCalls and answered with `outcome`.
 */
export const offerInstallEvent = (page: Page, outcome: 'accepted' | 'dismissed') =>
  page.addInitScript((answer) => {
    const w = window as unknown as { __promptCalls: number };
    w.__promptCalls = 0;
    window.addEventListener(
      'beforeinstallprompt',
      (e) => {
        if (e.isTrusted) e.stopImmediatePropagation();
      },
      true,
    );
    document.addEventListener('DOMContentLoaded', () => {
      const event = new Event('beforeinstallprompt', { cancelable: true });
      Object.assign(event, {
        prompt: () => {
          w.__promptCalls++;
          return Promise.resolve();
        },
        userChoice: Promise.resolve({ outcome: answer, platform: 'web' }),
      });
      window.dispatchEvent(event);
    });
  }, outcome);

/** How many times the page asked the synthetic event's prompt(). */
export const promptCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { __promptCalls: number }).__promptCalls);

export const FACEBOOK_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7 Build/UQ1A.240205.004; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/121.0.6167.178 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/450.0.0.41.109;]';
export const FACEBOOK_IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_3 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/450.0.0.38.108;FBBV/565990426;FBDV/iPhone15,2;FBMD/iPhone;FBSN/iOS;FBSV/17.3;FBSS/3;FBID/phone;FBLC/en_US;FBOP/5]';

/** A page of its own with another user agent, on the device of the project. */
export async function pageWithUserAgent(
  browser: Browser,
  testInfo: TestInfo,
  userAgent: string,
): Promise<Page> {
  const context = await browser.newContext({ ...testInfo.project.use, userAgent });
  return context.newPage();
}
