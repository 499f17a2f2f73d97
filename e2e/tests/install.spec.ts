import type { Page, TestInfo } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { expect, test, waitInteractive } from './support/fixtures';
import { shownOnPageClock } from './support/page-clock';
import {
  FACEBOOK_ANDROID,
  FACEBOOK_IOS,
  INSTALL_PROMPT_SHOWN_MS,
  installDecided,
  installMerchant,
  offerInstallEvent,
  pageWithUserAgent,
  promptCalls,
} from './support/install';

// The install prompt (entry §2, §4), on a merchant of its own with the prompt allowed.

const isIphone = (testInfo: TestInfo) => testInfo.project.name === 'iphone14';
const PROMPT = { name: /^Install / } as const;

const installCounter = (page: Page) => page.evaluate(() => sessionStorage.getItem('a2hsCount'));

test.describe('install prompt', () => {
  test(
    'on /m/home: the bottom prompt; the web-app button asks the browser (Android) or opens the iOS guide (iPhone)',
    { tag: '@iphone' },
    async ({ page, admin }, testInfo) => {
      const shop = await installMerchant(admin);
      if (!isIphone(testInfo)) await offerInstallEvent(page, 'accepted');
      await page.clock.install();
      await page.goto(`${shop.origin}/m/home`);
      const prompt = page.getByRole('dialog', PROMPT);
      await waitInteractive(page);
      await shownOnPageClock(page, prompt, INSTALL_PROMPT_SHOWN_MS);
      await installDecided(page, 'offer');
      await expect(prompt).toContainText('Install the app'); // DEMO's bottom_app_desc
      await expect(prompt.getByRole('button', { name: 'Download the app' })).toBeVisible();
      await expect(prompt.getByRole('button', { name: 'Continue in browser' })).toBeVisible();
      await expect(prompt.getByRole('button', { name: 'Close' })).toBeVisible();
      await expect(prompt.getByRole('link', { name: 'Open in Chrome' })).toHaveCount(0);
      await expectNoSeriousViolations(page, '.install-bar');

      await prompt.getByRole('button', { name: 'Add to home screen' }).click();
      await expect(prompt).toBeHidden();
      if (isIphone(testInfo)) {
        const guide = page.getByRole('dialog', { name: 'Add to Home Screen' });
        await expect(guide).toBeVisible();
        await expect(guide.getByRole('listitem')).toHaveCount(3);
        await expect(guide).toContainText("Tap the Share button in Safari's toolbar.");
        await expect(page.locator('.ios-share-hint')).toBeVisible();
        await expectNoSeriousViolations(page, '.ios-guide');
        // The MOBILECONFIG profile: downloaded in this window, then the go-to-settings tip, then, once the
        // player is back, the tip of their iOS version.
        await page.route('**/*.mobileconfig', (route) =>
          route.fulfill({
            contentType: 'application/x-apple-aspen-config',
            headers: { 'Content-Disposition': 'attachment; filename="site.mobileconfig"' },
            body: '<?xml version="1.0"?><plist version="1.0"><dict/></plist>',
          }),
        );
        const download = page.waitForEvent('download');
        await guide.getByRole('link', { name: 'Download profile' }).click();
        await download;
        await expect(guide).toContainText('then go to Settings to install it');
        await page.evaluate(() => window.dispatchEvent(new Event('focus')));
        await expect(guide).toContainText(/Profile Downloaded|VPN & Device Management/);
        await guide.getByRole('button', { name: 'Got it' }).click();
        await expect(guide).toBeHidden();
      } else {
        // Accepting: the browser's prompt was asked, and the installing message shows.
        expect(await promptCalls(page)).toBe(1);
        await expect(page.getByRole('status').filter({ hasText: 'Installing' })).toBeVisible();
        // The browser reports the install: the counter is 99.
        await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));
        expect(await installCounter(page)).toBe('99');
        await page.reload();
        await waitInteractive(page);
        await installDecided(page, 'none');
        await expect(page.getByRole('dialog', PROMPT)).toHaveCount(0);
      }
    },
  );

  test(
    'declining counts up in session storage, and the prompt does not come back in this session',
    { tag: '@iphone' },
    async ({ page, admin }, testInfo) => {
      const shop = await installMerchant(admin);
      if (!isIphone(testInfo)) await offerInstallEvent(page, 'dismissed');
      await page.clock.install();
      await page.goto(`${shop.origin}/m/home`);
      const prompt = page.getByRole('dialog', PROMPT);
      await waitInteractive(page);
      await shownOnPageClock(page, prompt, INSTALL_PROMPT_SHOWN_MS);
      await installDecided(page, 'offer');
      if (isIphone(testInfo)) {
        await prompt.getByRole('button', { name: 'Continue in browser' }).click();
      } else {
        // The browser's prompt, dismissed: a decline.
        await prompt.getByRole('button', { name: 'Add to home screen' }).click();
        await expect.poll(() => promptCalls(page)).toBe(1);
      }
      await expect(prompt).toBeHidden();
      await expect.poll(() => installCounter(page)).toBe('1');
      await page.reload();
      await waitInteractive(page);
      await installDecided(page, 'none');
      await expect(page.getByRole('dialog', PROMPT)).toHaveCount(0);
    },
  );

  test('considered at start only on the home paths: not on /m/login', async ({ page, admin }, testInfo) => {
    const shop = await installMerchant(admin);
    if (!isIphone(testInfo)) await offerInstallEvent(page, 'accepted');
    await page.goto(`${shop.origin}/m/login`);
    await waitInteractive(page);
    await installDecided(page, 'none');
    await expect(page.getByRole('dialog', PROMPT)).toHaveCount(0);
  });

  test(
    'bottom_app_bar_mode 2: the full-screen variant',
    { tag: '@iphone' },
    async ({ page, admin }, testInfo) => {
      const shop = await installMerchant(admin, { bottom_app_bar_mode: { enabled: true, value: '2' } });
      if (!isIphone(testInfo)) await offerInstallEvent(page, 'accepted');
      await page.clock.install();
      await page.goto(`${shop.origin}/m/home`);
      const prompt = page.getByRole('dialog', PROMPT);
      await waitInteractive(page);
      await shownOnPageClock(page, prompt, INSTALL_PROMPT_SHOWN_MS);
      await installDecided(page, 'offer');
      await expect(page.locator('.install-full-backdrop')).toBeVisible();
      await expectNoSeriousViolations(page, '.install-full');
      await prompt.getByRole('button', { name: 'Close' }).click();
      await expect(prompt).toBeHidden();
      expect(await installCounter(page)).toBe('1');
    },
  );

  test(
    'a Facebook in-app browser: the way out (open in Chrome on Android, in Safari on iOS)',
    { tag: '@iphone' },
    async ({ browser, admin }, testInfo) => {
      const shop = await installMerchant(admin);
      const page = await pageWithUserAgent(
        browser,
        testInfo,
        isIphone(testInfo) ? FACEBOOK_IOS : FACEBOOK_ANDROID,
      );
      await page.clock.install();
      await page.goto(`${shop.origin}/m/home?affiliateCode=fb1`);
      const prompt = page.getByRole('dialog', PROMPT);
      await waitInteractive(page);
      await shownOnPageClock(page, prompt, INSTALL_PROMPT_SHOWN_MS);
      await installDecided(page, 'offer');
      await expect(prompt).toContainText("You're in Facebook's browser");
      // Installing is impossible there: no web-app button.
      await expect(prompt.getByRole('button', { name: 'Add to home screen' })).toHaveCount(0);
      if (isIphone(testInfo)) {
        await prompt.getByRole('button', { name: 'Open in Safari' }).click();
        await expect(prompt.getByRole('listitem')).toHaveCount(2);
        await expect(prompt).toContainText('Open in Safari');
        await expect(prompt.getByRole('button', { name: 'Copy link' })).toBeVisible();
      } else {
        const chrome = prompt.getByRole('link', { name: 'Open in Chrome' });
        const host = new URL(shop.origin).host;
        await expect(chrome).toHaveAttribute(
          'href',
          `intent://${host}/m/home?affiliateCode=fb1#Intent;scheme=http;package=com.android.chrome;S.browser_fallback_url=${encodeURIComponent(`${shop.origin}/m/home?affiliateCode=fb1`)};end`,
        );
      }
      await expectNoSeriousViolations(page, '.install-bar');
      await page.context().close();
    },
  );
});
