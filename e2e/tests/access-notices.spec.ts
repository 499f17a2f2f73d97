import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { EXPECT_MS } from './support/constants';
import { dialogWith, expect, pauseClock, test, waitInteractive, waitWatching } from './support/fixtures';
import { appStrings } from './support/strings';

// The server enforces maintenance and region blocks on every call but the status, key, manifest, ping and
// support (server/src/http/access-hook.ts); the app shows the maintenance or access-denied screen in place of
// every route while the status says so (entry §2). Each test switches them on for a merchant of its own: on
// DEMO they would refuse the calls of every test beside it.

const EN = appStrings('EN');

/**
 * The player leaves the page and comes back. Headless Chromium keeps every page visible (bringing another page
 * to the front fires no visibilitychange there), so the page's visibility is set and the event sent as a
 * browser sends it when a tab is hidden and shown again.
 */
async function returnToPage(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const state of ['hidden', 'visible'] as const) {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
      document.dispatchEvent(new Event('visibilitychange'));
    }
  });
}

/**
 * Returns to the page until `shown` holds: the status watch starts when the browser is idle after the first
 * screen (app/use-update-check.ts), and the refresh comes 300 ms after the return (entry §9).
 */
async function returnUntil(page: Page, shown: () => Promise<void>): Promise<void> {
  await expect(async () => {
    await returnToPage(page);
    await shown();
  }).toPass({ timeout: EXPECT_MS });
}

test('maintenance switched on shows its screen on return to the page, with the end time and the English copy; off clears it', async ({
  page,
  admin,
}) => {
  const shop = await admin.createMerchant();
  await page.goto(`${shop.origin}/m/login`);
  await waitInteractive(page);

  // An hour from now, on the minute: the screen shows minutes.
  const endTime = Math.ceil((Date.now() + 3_600_000) / 60_000) * 60_000;
  await shop.patchSettings({
    maintenance: { enabled: true, endTime, description: 'Hệ thống đang bảo trì.', descriptionLanguage: 'VI' },
  });
  const title = page.getByRole('heading', { level: 1, name: 'System maintenance' });
  await returnUntil(page, () => expect(title).toBeVisible({ timeout: 1_000 }));

  // The player's local date and time, in the interface language, as the browser formats it.
  const localEnd = await page.evaluate(
    (ms) =>
      new Intl.DateTimeFormat(document.documentElement.lang, {
        dateStyle: 'medium',
        timeStyle: 'short',
      }).format(ms),
    endTime,
  );
  await expect(page.locator('time')).toHaveText(localEnd);
  await expect(page.getByText('Hệ thống đang bảo trì.')).toHaveAttribute('lang', 'vi-VN');
  // Vietnamese is not English: the English copy beneath it.
  await expect(page.getByText(EN.maintenance_default_text!)).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('button', { name: 'Contact us' })).toBeVisible();
  // Every route: another path shows the same screen.
  await page.goto(`${shop.origin}/m/register`);
  await expect(title).toBeVisible();
  await expectNoSeriousViolations(page);

  await shop.patchSettings({ maintenance: { enabled: false } });
  await returnUntil(page, () => expect(title).toBeHidden({ timeout: 1_000 }));
  await expect(page.getByRole('button', { name: 'Register', exact: true })).toBeVisible();
});

test('a blocked IP gets the access-denied screen with its IP; retry lets it in once unblocked', async ({
  page,
  admin,
}) => {
  // The e2e server trusts the loopback proxy (TRUST_PROXY=127.0.0.1): the forwarded address is the client's.
  const shop = await admin.createMerchant({
    regionRestriction: { blockedIps: ['10.204.0.0/16'], endTime: Date.UTC(2031, 5, 1, 12) },
  });
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': '10.204.7.9' });
  await page.goto(`${shop.origin}/m/login`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Access denied for your IP address' }),
  ).toBeVisible();
  await expect(page.getByText('10.204.7.9', { exact: true })).toBeVisible();
  await expect(page.getByText(EN.access_denied_text!)).toBeVisible();
  await expect(page.getByText('End time')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Username' })).toHaveCount(0);
  await expectNoSeriousViolations(page);

  // Still blocked: retry asks again (please wait meanwhile: the labels the button went through) and the
  // screen stays.
  const retry = page.getByRole('button', { name: 'Retry' });
  await retry.evaluate((button) => {
    const labels: string[] = [];
    (window as unknown as { retryLabels: string[] }).retryLabels = labels;
    new MutationObserver(() => labels.push(button.textContent ?? '')).observe(button, {
      childList: true,
      characterData: true,
      subtree: true,
    });
  });
  const status = page.waitForResponse((r) => r.url().includes('/wps/system/status'));
  await retry.click();
  await status;
  await expect(retry).toBeEnabled();
  expect(await page.evaluate(() => (window as unknown as { retryLabels: string[] }).retryLabels)).toEqual([
    'Please wait…',
    'Retry',
  ]);
  await expect(page.getByText('10.204.7.9', { exact: true })).toBeVisible();

  await shop.patchSettings({ regionRestriction: { blockedIps: [] } });
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('textbox', { name: 'Username' })).toBeVisible();
});

test('a login refused for maintenance shows the maintenance screen, not an alert', async ({
  page,
  admin,
}) => {
  const shop = await admin.createMerchant();
  const { username, password } = await shop.createMember();
  await page.goto(`${shop.origin}/m/login`);
  await waitInteractive(page);
  await shop.patchSettings({ maintenance: { enabled: true } });
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'System maintenance' })).toBeVisible();
  await expect(page.getByText(EN.maintenance_default_text!)).toBeVisible();
  await expect(dialogWith(page, 'maintenance')).toHaveCount(0);
  await expect(page).toHaveURL(/\/m\/login/);
});

test('going offline with the app open shows the offline message for 1.5 s', async ({ page, context }) => {
  // The page's clock, paused once the app watches the network: the toast's 1.5 s are counted by the test, not
  // by a machine that may be busy.
  await page.clock.install();
  await page.goto('/m/login');
  await waitInteractive(page);
  const toast = page.getByRole('status').filter({ hasText: EN.network_offline! });
  // The listener starts when the browser is idle after the first screen.
  await waitWatching(page);
  await pauseClock(page);
  await context.setOffline(true);
  await expect(toast).toBeVisible();
  await page.clock.runFor(1_499);
  await expect(toast).toBeVisible();
  await page.clock.runFor(1);
  await expect(toast).toBeHidden();
  await context.setOffline(false);
});
