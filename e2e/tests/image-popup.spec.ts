import type { Browser, Page, Request, TestInfo } from '@playwright/test';
import type { Admin, AdminAnnouncement } from './support/admin';
import { expectNoSeriousViolations } from './support/axe';
import { at, expect, test, waitWatching } from './support/fixtures';

/**
 * The download image popup (signed-in §4) against the real server: each test has a merchant of its
 * own (no image CDN: the images are on its own site) with two app_download banners, and the page's clock
 * installed, so the 20 s wait is skipped rather than waited.
 */

/** Art the server serves: the demo's portrait download popup images, and another picture for a changed banner. */
const ART = {
  first: '/wps/images/home/app-download-1.webp',
  second: '/wps/images/home/app-download-2.webp',
  changed: '/wps/images/home/banner-vip-club.webp',
};
const TITLES = { first: 'Play anywhere with the app', second: 'App-only welcome bonus' };

const banner = (id: string, title: string, imageUrl: string): AdminAnnouncement => ({
  id,
  title,
  content: '',
  execution: 'B',
  promotionType: 'app_download',
  category: 'app_download',
  imageUrl,
});

/** The two banners, the second with the image given. */
const setBanners = (shop: Admin, second = ART.second) =>
  shop.setAnnouncements([banner('dl-1', TITLES.first, ART.first), banner('dl-2', TITLES.second, second)]);

async function shopWithBanners(admin: Admin): Promise<Admin> {
  const shop = await admin.createMerchant({ public: { imageCDNs: [] } });
  await setBanners(shop);
  return shop;
}

const popup = (page: Page, title: string) => page.getByRole('dialog', { name: title });

/** The popup's image is on screen: only then does its banner count as shown (its file name stored). */
/**
 * The banner's image on screen, as the popup has seen it: loaded, and marked so (`is-loaded`), which is when its
 * file name is stored. The image's own `complete` comes a moment before its load event: a popup closed then had
 * stored nothing, and a new session showed the banner again.
 */
async function imageOnScreen(page: Page, title: string): Promise<void> {
  await expect(popup(page, title).locator('.image-popup-art.is-loaded')).toBeVisible();
  await expect
    .poll(() =>
      popup(page, title)
        .getByRole('img', { name: title })
        .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    )
    .toBe(true);
}
const anyPopup = (page: Page) => page.locator('.image-popup');

/** The popup's lookup of its banners (the app_download announcements). */
const isBannerLookup = (r: Request) =>
  r.url().includes('/relay/MCSFE_getListAnnouncements') && (r.postData() ?? '').includes('app_download');

/** Counts the popup's lookups on this page. */
function countLookups(page: Page) {
  const seen: Request[] = [];
  page.on('request', (r) => {
    if (isBannerLookup(r)) seen.push(r);
  });
  return () => seen.length;
}

/**
 * Opens /m/home with the page clock installed and waits until the app's idle start has run; answers how long
 * the page has been open by its own clock (the 20 s count from the page's start).
 */
async function openHome(page: Page, shop: Admin): Promise<number> {
  await page.clock.install();
  await page.goto(`${shop.origin}/m/home`);
  await waitWatching(page);
  return page.evaluate(() => performance.now());
}

/** Two frames: what the page decided has been rendered. */
const rendered = (page: Page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

/**
 * Watches for the answer to the popup's lookup from now on. Started before the page opens: the page clock's
 * earlier jumps are replayed on a reload, so a reloaded page is already past its 20 s and may look up at once.
 */
function watchLookup(page: Page): () => boolean {
  let answered = false;
  void page
    .waitForResponse((r) => isBannerLookup(r.request()), { timeout: 0 })
    .then(() => (answered = true))
    .catch(() => undefined);
  return () => answered;
}

/**
 * Past the 20 s where the popup may show: its lookup (watched since before the page opened) is answered, and
 * what it decided has been rendered. The popup's code arrives after the app says it is watching, and may set
 * its timer after a jump of the clock: the clock moves on in steps until the lookup is answered (any time past
 * 20 s is the same to the rule).
 */
async function pastTheWait(page: Page, answered: () => boolean): Promise<void> {
  await expect
    .poll(async () => {
      if (!answered()) await page.clock.fastForward(5_000);
      return answered();
    })
    .toBe(true);
  await rendered(page);
}

/**
 * The popup's own code has arrived (its chunk holds its storage keys): it starts as it runs. Where the popup
 * cannot show, nothing else tells that it has decided.
 */
const popupCodeLoaded = (page: Page) =>
  page.waitForResponse(async (r) => r.url().endsWith('.js') && (await r.text()).includes('imagePopupClosed'));

/** A new session in a new tab-like context that keeps this one's local storage (not its session storage). */
async function newSession(browser: Browser, testInfo: TestInfo, page: Page): Promise<Page> {
  const storageState = await page.context().storageState();
  const context = await browser.newContext({ ...testInfo.project.use, storageState });
  return context.newPage();
}

test('shown on /m/home after 20 s and not before; banner 1, saved, then banner 2; not again this session', async ({
  page,
  admin,
}) => {
  const shop = await shopWithBanners(admin);
  const lookups = countLookups(page);
  const openFor = await openHome(page, shop);
  expect(openFor).toBeLessThan(15_000);

  // 18 s after the page opened: nothing yet, not even the lookup.
  await page.clock.fastForward(18_000 - openFor);
  await expect(anyPopup(page)).toHaveCount(0);
  expect(lookups()).toBe(0);

  // Past 20 s: banner 1, its image large in its reserved portrait box.
  await page.clock.fastForward(3_000);
  const first = popup(page, TITLES.first);
  await expect(first).toBeVisible();
  const image = first.getByRole('img', { name: TITLES.first });
  await expect(image).toHaveAttribute('src', `${shop.origin}${ART.first}`);
  await imageOnScreen(page, TITLES.first);
  const box = await first.locator('.image-popup-art').boundingBox();
  expect(box && Math.round((box.width / box.height) * 100)).toBe(75);
  await expectNoSeriousViolations(page, '.image-popup');

  // Save downloads the image under its file name; banner 2 follows.
  const download = page.waitForEvent('download');
  await first.getByRole('button', { name: 'Save image' }).click();
  expect((await download).suggestedFilename()).toBe('app-download-1.webp');
  await expect(first).toBeHidden();
  const second = popup(page, TITLES.second);
  await expect(second).toBeVisible();
  await expect(second.getByRole('img', { name: TITLES.second })).toHaveAttribute(
    'src',
    `${shop.origin}${ART.second}`,
  );
  await second.getByRole('button', { name: 'Close' }).click();
  await expect(anyPopup(page)).toHaveCount(0);

  // A reload is the same session: the session flags hold, whatever the banners.
  await setBanners(shop, ART.changed);
  const reloadLookup = watchLookup(page);
  await page.reload();
  await waitWatching(page);
  await pastTheWait(page, reloadLookup);
  await expect(anyPopup(page)).toHaveCount(0);
});

test('a new session: the banners already shown are not shown again; a changed banner is', async ({
  page,
  admin,
  browser,
}, testInfo) => {
  // Three sessions, each a new browser context and a full load of home (56 s seen on 2 slow cores).
  test.slow();
  const shop = await shopWithBanners(admin);
  await openHome(page, shop);
  await page.clock.fastForward(25_000);
  // Escape closes as Close does; each banner is seen (its image on screen) before it is closed.
  await imageOnScreen(page, TITLES.first);
  await page.keyboard.press('Escape');
  await imageOnScreen(page, TITLES.second);
  await page.keyboard.press('Escape');
  await expect(anyPopup(page)).toHaveCount(0);

  // Same banners (same file names, stored in local storage): nothing.
  const again = await newSession(browser, testInfo, page);
  const againLookup = watchLookup(again);
  await openHome(again, shop);
  await pastTheWait(again, againLookup);
  await expect(anyPopup(again)).toHaveCount(0);
  await again.context().close();

  // Banner 2 changed (another file name): it alone shows.
  await setBanners(shop, ART.changed);
  const changed = await newSession(browser, testInfo, page);
  const changedLookup = watchLookup(changed);
  await openHome(changed, shop);
  await pastTheWait(changed, changedLookup);
  await expect(popup(changed, TITLES.second)).toBeVisible();
  await expect(changed.getByRole('img', { name: TITLES.second })).toHaveAttribute(
    'src',
    `${shop.origin}${ART.changed}`,
  );
  await expect(popup(changed, TITLES.first)).toHaveCount(0);
  await changed.context().close();
});

test('not shown as the installed web app (display-mode standalone)', async ({ page, admin }) => {
  const shop = await shopWithBanners(admin);
  // The PWA's display mode, as the installed app reports it.
  await page.addInitScript(() => {
    const matchMedia = window.matchMedia.bind(window);
    window.matchMedia = (query: string) =>
      query.includes('display-mode: standalone')
        ? ({ ...matchMedia(query), matches: true, media: query } as MediaQueryList)
        : matchMedia(query);
  });
  const lookups = countLookups(page);
  const started = popupCodeLoaded(page);
  await openHome(page, shop);
  await started;
  await page.clock.fastForward(25_000);
  await rendered(page);
  await expect(anyPopup(page)).toHaveCount(0);
  // Not even looked up: the mode rules it out before any banner.
  expect(lookups()).toBe(0);
});

test('not shown on /m/member/home; the player who comes back home then sees it', async ({ page, admin }) => {
  const shop = await shopWithBanners(admin);
  const member = await shop.createMember({ prefix: 'imgpop' });
  await page.clock.install();
  await page.goto(`${shop.origin}/m/login`);
  await page.getByLabel('Username', { exact: true }).fill(member.username);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(at('/home'));
  await page.getByRole('link', { name: 'Member' }).click();
  await expect(page).toHaveURL(at('/member/home'));
  await page.clock.fastForward(25_000);
  await rendered(page);
  await expect(anyPopup(page)).toHaveCount(0);

  // Its time is up: back on home, banner 1 shows at once.
  await page.getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(at('/home'));
  await expect(popup(page, TITLES.first)).toBeVisible();
});
