import type { Browser, TestInfo } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { nativeAppPage } from './support/native-app';

// The redirect helper (/mobile/mc/redirect.html, entry §2, §5): an app older than 2.4.39 downloads through it.
// It follows the merchant's own sites and its exact download links, never another file of the download host.

/**
 * A shared file host: the merchant's apk, and anybody's file beside it. Hosts that do not exist: the spec only
 * sees where the browser goes.
 */
const APK = 'https://dl.e2e-shop.example/app/shop.apk';
const APP_STORE = 'https://apps.e2e-shop.example/app/id1';
const OTHER_FILE = 'https://dl.e2e-shop.example/app/other.apk';

/** A page inside an app older than the direct link's 2.4.39, its upgrade bridge saying an upgrade is available. */
async function oldAppPage(browser: Browser, testInfo: TestInfo) {
  const page = await nativeAppPage(browser, testInfo, { version: '2.4.0', upgrade: true });
  // What the browser asked of the download hosts (a redirect's target is not routed: it is only seen).
  const requested: string[] = [];
  page.context().on('request', (request) => {
    if (/^https:\/\/(?:dl|apps)\.e2e-shop\.example\//.test(request.url())) requested.push(request.url());
  });
  return { page, requested };
}

test.describe('the redirect helper', () => {
  test(
    "an old app's upgrade goes through the helper to the merchant's download link",
    { tag: '@iphone' },
    async ({ browser, admin }, testInfo) => {
      const shop = await admin.createMerchant({
        public: {
          mobileTemplate: { pwa: false },
          launchSettings: { download_condition_switch: { enabled: false, value: '0' } },
          downloadLinks: [
            { resourceType: 'Android', url: APK },
            { resourceType: 'IOS', url: APP_STORE },
          ],
        },
      });
      const { page, requested } = await oldAppPage(browser, testInfo);
      await page.goto(`${shop.origin}/m/home`);
      const modal = page.getByRole('dialog', { name: 'New app version' });
      // The install features start once the first screen is idle, and the modal waits for the links and the status:
      // on a loaded machine that can be past the default wait.
      await expect(modal).toBeVisible({ timeout: 30_000 });
      const target = testInfo.project.name === 'iphone14' ? APP_STORE : APK;
      const followed = page.waitForRequest(target);
      await modal.getByRole('button', { name: 'Update now' }).click();
      // The browser went to the link by the helper's redirect, the link the app gave it.
      const helper = (await followed).redirectedFrom();
      expect(helper && new URL(helper.url()).pathname).toBe('/mobile/mc/redirect.html');
      expect(helper && new URL(helper.url()).searchParams.get('url')).toBe(target);
      expect((await helper?.response())?.status()).toBe(302);
      // Only the link the app gave, never another file of the host. The host does not exist: the browser may ask
      // the same link again from its error page (seen once, 1.5 s after the first, with one helper request).
      expect([...new Set(requested)]).toEqual([target]);
      await page.context().close();
    },
  );

  test('attack: another file of the download host, or the site in another scheme, gets the error page', async ({
    browser,
    admin,
  }, testInfo) => {
    const shop = await admin.createMerchant({
      public: { mobileTemplate: { pwa: false }, downloadLinks: [{ resourceType: 'Android', url: APK }] },
    });
    const { page, requested } = await oldAppPage(browser, testInfo);
    for (const url of [OTHER_FILE, `${APK}?x=1`, shop.origin.replace(/^http:/, 'https:') + '/m/home']) {
      const res = await page.goto(`${shop.origin}/mobile/mc/redirect.html?url=${encodeURIComponent(url)}`);
      expect(res?.status()).toBe(400);
      await expect(page.getByRole('heading', { name: "This link can't be opened" })).toBeVisible();
      await expect(page.getByRole('link')).toHaveAttribute('href', '/m/home');
    }
    expect(requested).toEqual([]);
    await page.context().close();
  });
});
