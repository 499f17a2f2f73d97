import type { Browser, Page, TestInfo } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import {
  countLayoutShifts,
  expect,
  layoutShifts,
  openSignedIn,
  test,
  waitInteractive,
} from './support/fixtures';
import type { Admin } from './support/admin';
import { nativeAppPage } from './support/native-app';

// The top app-download bar and the app-upgrade modal (entry §2, §4; signed-in §4).

/** Download links no browser reaches: the spec answers them itself. */
const APK = 'https://dl.e2e-shop.example/app/shop.apk';
const APP_STORE = 'https://apps.e2e-shop.example/app/id1';
const LINKS = [
  { resourceType: 'Android', url: APK },
  { resourceType: 'IOS', url: APP_STORE },
  { resourceType: 'AppDownloadIcon', url: '/wps/system/icons/DEMO/app-download.png' },
];
const BAR = { name: 'Get the app' } as const;
const GIFT = { name: 'Bonus for app players' } as const;
/** The bar's decision, as it says it on the page once its facts are in (features/install/DownloadBar.tsx). */
const barDecided = (page: Page, decision: 'shown' | 'hidden') =>
  expect(page.locator('html')).toHaveAttribute('data-download-bar', decision);
/** The native app's version (newer than the direct link's 2.4.39). */
const IN_APP_VERSION = '2.5.0';

/**
 * A merchant of the test's own with the bar on and every other prompt off (they would cover what the test taps),
 * with known download links; `patch` deep-merged over that.
 */
const barMerchant = (
  admin: Admin,
  patch: { public?: Record<string, unknown>; [key: string]: unknown } = {},
) =>
  admin.createMerchant({
    ...patch,
    public: {
      downloadBar: { enabled: true, minVipRank: 0, loginRequired: false },
      mobileTemplate: { pwa: false },
      launchSettings: { download_condition_switch: { enabled: false, value: '0' } },
      downloadLinks: LINKS,
      ...patch.public,
    },
  });

/** Answers the download links' hosts, so that following one needs no network. */
const answerDownloads = (page: Page) =>
  page
    .context()
    .route(/https:\/\/(?:dl|apps)\.e2e-shop\.example\//, (route) =>
      route.fulfill({ status: 200, contentType: 'text/plain', body: 'download' }),
    );

const appPage = (browser: Browser, testInfo: TestInfo, upgrade: boolean | null) =>
  nativeAppPage(browser, testInfo, { version: IN_APP_VERSION, upgrade });

test.describe('the top app-download bar', () => {
  test(
    'shows the icon, the 5.0 rating, the gift, download and close; stays closed once closed',
    { tag: '@iphone' },
    async ({ page, admin }) => {
      const shop = await barMerchant(admin);
      // Layout shifts are counted from the start: the bar comes in over the page, moving nothing.
      await countLayoutShifts(page);
      await page.goto(`${shop.origin}/m/home`);
      // The bar comes once the first screen is up and the browser idle: its wait counts from there.
      await waitInteractive(page);
      const bar = page.getByRole('region', BAR);
      await expect(bar).toBeVisible();
      await expect(bar.getByRole('img', { name: 'Rated 5.0 out of 5' })).toBeVisible();
      await expect(bar.getByRole('img', GIFT)).toBeVisible();
      await expect(bar.getByRole('button', { name: 'Download' })).toBeVisible();
      await expect(bar.locator('img')).toHaveJSProperty('complete', true);
      expect(await bar.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(
        0,
      );
      // Once it has slid in (its animation done), it sits at the very top.
      await bar.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
      const box = await bar.boundingBox();
      expect(box?.y).toBe(0);
      await expectNoSeriousViolations(page);
      expect(await layoutShifts(page)).toBe(0);

      await bar.getByRole('button', { name: 'Close the app banner' }).click();
      await expect(bar).toBeHidden();
      // Hidden for the session: a reload, and the other home routes.
      await page.reload();
      await expect(page.getByRole('link', { name: 'Member', exact: true })).toBeVisible();
      await page.goto(`${shop.origin}/m/index.html`);
      await barDecided(page, 'hidden');
      await expect(page.getByRole('region', BAR)).toBeHidden();
    },
  );

  test('only on the home routes: it leaves when the player does', async ({ page, admin }) => {
    const shop = await barMerchant(admin);
    await page.goto(`${shop.origin}/m/home`);
    await expect(page.getByRole('region', BAR)).toBeVisible();
    await page.getByRole('link', { name: 'Log in' }).first().click();
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(page.getByRole('region', BAR)).toBeHidden();
    await page.goBack();
    await expect(page.getByRole('region', BAR)).toBeVisible();
  });

  test('no gift icon when the APP_DOWNLOAD promotion is off', async ({ page, admin }) => {
    const shop = await barMerchant(admin, {
      promotions: { APP_DOWNLOAD: { enabled: false, count: 0 }, REFERRAL: { enabled: false, count: 0 } },
    });
    const promotions = page.waitForResponse((r) => r.url().includes('MCSFE_getMerchantAvailablePromotions'));
    await page.goto(`${shop.origin}/m/home`);
    await expect(page.getByRole('region', BAR)).toBeVisible();
    await promotions;
    await expect(page.getByRole('img', GIFT)).toHaveCount(0);
  });

  test(
    "the download button follows this platform's app link",
    { tag: '@iphone' },
    async ({ page, admin }, testInfo) => {
      const shop = await barMerchant(admin);
      await answerDownloads(page);
      await page.goto(`${shop.origin}/m/home`);
      const download = page.getByRole('region', BAR).getByRole('button', { name: 'Download' });
      if (testInfo.project.name === 'iphone14') {
        // The App Store link, in a new window.
        const [popup] = await Promise.all([page.waitForEvent('popup'), download.click()]);
        await expect(popup).toHaveURL(APP_STORE);
      } else {
        // The apk, in this window (a download).
        await Promise.all([page.waitForURL(APK), download.click()]);
      }
    },
  );

  test('a VIP minimum with login required: hidden from a guest and below the rank, shown at it', async ({
    page,
    admin,
  }) => {
    const shop = await barMerchant(admin, {
      public: { downloadBar: { enabled: true, minVipRank: 2, loginRequired: true } },
    });
    const vip = (rankLevel: number) =>
      shop.createMember({
        prefix: 'bar',
        clubLabel: { labelName: `VIP${rankLevel}`, labelId: `VIP${rankLevel}`, type: 'AUTO', rankLevel },
      });

    await page.goto(`${shop.origin}/m/home`);
    await barDecided(page, 'hidden');
    await expect(page.getByRole('region', BAR)).toBeHidden();

    // Decided once the member and the bar's links are both known (the bar's feature starts after the first screen).
    await openSignedIn(page, shop, await vip(1));
    await barDecided(page, 'hidden');
    await expect(page.getByRole('region', BAR)).toBeHidden();

    await page.context().clearCookies();
    await page.evaluate(() => sessionStorage.clear());
    await openSignedIn(page, shop, await vip(2));
    await expect(page.getByRole('region', BAR)).toBeVisible();
  });
});

test.describe('inside the native app', () => {
  test(
    'no download bar, and the upgrade modal when the app says an upgrade is available',
    { tag: '@iphone' },
    async ({ browser, admin }, testInfo) => {
      const shop = await barMerchant(admin);
      const page = await appPage(browser, testInfo, true);
      await answerDownloads(page);
      await page.goto(`${shop.origin}/m/home`);
      const modal = page.getByRole('dialog', { name: 'New app version' });
      // The upgrade check starts after the first screen: counted from there, not from the navigation.
      await waitInteractive(page);
      await expect(modal).toBeVisible();
      await expect(modal).toContainText('A new version of the app is ready.');
      await expectNoSeriousViolations(page, '.app-upgrade');
      await barDecided(page, 'hidden');
      await expect(page.getByRole('region', BAR)).toBeHidden();

      // Later closes it; the app's link is the direct one (app version 2.5.0 ≥ 2.4.39).
      await modal.getByRole('button', { name: 'Later' }).click();
      await expect(modal).toBeHidden();
      await page.reload();
      await waitInteractive(page);
      await expect(modal).toBeVisible();
      const target = testInfo.project.name === 'iphone14' ? APP_STORE : APK;
      await Promise.all([page.waitForURL(target), modal.getByRole('button', { name: 'Update now' }).click()]);
      await page.context().close();
    },
  );

  test('MANDATORYAPPUPDATES3: the modal cannot be closed', async ({ browser, admin }, testInfo) => {
    const shop = await barMerchant(admin, { public: { whitelabel: { MANDATORYAPPUPDATES3: true } } });
    const page = await appPage(browser, testInfo, true);
    await page.goto(`${shop.origin}/m/home`);
    const modal = page.getByRole('alertdialog', { name: 'New app version' });
    await expect(modal).toBeVisible();
    await expect(modal).toContainText('no longer supported');
    await expect(modal.getByRole('button', { name: 'Later' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(modal).toBeVisible();
    await expectNoSeriousViolations(page, '.app-upgrade');
    await page.context().close();
  });

  test('no upgrade available: no modal', async ({ browser, admin }, testInfo) => {
    const shop = await barMerchant(admin);
    const page = await appPage(browser, testInfo, false);
    await page.goto(`${shop.origin}/m/home`);
    // The app has answered "no upgrade" (support/native-app.ts), which the page takes at once.
    await page.waitForFunction(() => (window as { upgradeAnswered?: boolean }).upgradeAnswered === true);
    await barDecided(page, 'hidden');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('region', BAR)).toBeHidden();
    await page.context().close();
  });
});
