import type { Browser, Page, Request, TestInfo } from '@playwright/test';
import { uniquePassword, type Admin, type AdminAnnouncement, type Member } from './support/admin';
import { expectNoSeriousViolations } from './support/axe';
import { at, dialogWith, expect, test } from './support/fixtures';

// The announcement popup (signed-in §4) on merchants of the tests' own. The player's local calendar
// decides hide-today, so the page runs in Manila (UTC+8), where midnight is not UTC's.
test.use({ timezoneId: 'Asia/Manila' });

const item = (
  id: string,
  execution: AdminAnnouncement['execution'],
  title: string,
  patch: Partial<AdminAnnouncement> = {},
): AdminAnnouncement => ({
  id,
  title,
  content: `<h3>${title}</h3><p>Play any slot this week and <strong>claim up to 500</strong>.</p><ul><li>Once a day</li><li>10× turnover</li></ul><p><a href="https://example.com/terms">Terms</a></p>`,
  execution,
  promotionType: 'events',
  ...patch,
});
const MEMBERS = item('a1', 'A', 'Members: weekend reload bonus');
const WELCOME = item('b1', 'B', 'Welcome to the casino');
const DRAW = item('b2', 'B', 'Lucky draw this Friday', { promotionType: 'news' });
const FIRST = item('f1', 'F', 'Your first deposit doubles');
const ITEMS = [MEMBERS, WELCOME, DRAW, FIRST];
const CATEGORIES = [
  { key: 'events', title: 'Events' },
  { key: 'news', title: 'News' },
];

async function shopWith(admin: Admin, items: readonly AdminAnnouncement[] = ITEMS): Promise<Admin> {
  const shop = await admin.createMerchant();
  await shop.setAnnouncements(items, CATEGORIES);
  return shop;
}

const popup = (page: Page) => page.getByRole('dialog');
const slideTitle = (page: Page) => popup(page).locator('.announcement-title');
/** The popup's own list (the download image popup asks the same relay for category app_download). */
const isListLookup = (r: Request) =>
  r.url().endsWith('/wps/relay/MCSFE_getListAnnouncements') && !r.postData()?.includes('app_download');
/** Two frames: what the page decided has been rendered. */
const rendered = (page: Page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

/**
 * Opens (or reloads) home and waits for the popup's decision: its list answered, then two frames. Answers whether
 * the popup is on its way: the categories are asked for only when it shows, right after the decision.
 */
async function visitHome(page: Page, open: () => Promise<unknown>): Promise<boolean> {
  let shows = false;
  const onRequest = (r: Request) => {
    if (r.url().endsWith('/wps/relay/PROMOFE_getPromotionAnnouncementCategory')) shows = true;
  };
  page.on('request', onRequest);
  const listed = page.waitForResponse((r) => isListLookup(r.request()));
  await open();
  await listed;
  await rendered(page);
  page.off('request', onRequest);
  if (shows) await expect(popup(page)).toBeVisible();
  else await expect(popup(page)).toHaveCount(0);
  return shows;
}

/** Local time in Manila. */
const manila = (isoLocal: string) => new Date(`${isoLocal}+08:00`);

async function logInAt(page: Page, shop: Admin, { username, password }: Member): Promise<void> {
  await page.goto(`${shop.origin}/m/login`);
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** Another tab-like page: this context's local storage, a session storage of its own. */
const anotherVisit = (browser: Browser, testInfo: TestInfo, page: Page) =>
  page
    .context()
    .storageState()
    .then((storageState) => browser.newContext({ ...testInfo.project.use, storageState }))
    .then((context) => context.newPage());

test("a guest sees the B items only, in the admin's order, each with its category", async ({
  page,
  admin,
}) => {
  const shop = await shopWith(admin);
  await page.clock.install({ time: manila('2025-06-16T10:00:00') });

  expect(await visitHome(page, () => page.goto(`${shop.origin}/m/home`))).toBe(true);
  // B only, in the admin's order, each with its category; the slides move on after 5 s.
  await expect(slideTitle(page)).toHaveText('Welcome to the casino');
  await expect(popup(page)).toContainText('Events');
  await expect(popup(page)).toContainText('Announcement 1 of 2');
  await expect(popup(page).getByRole('link', { name: 'Terms' })).toHaveAttribute('target', '_blank');
  await page.clock.fastForward(5_000);
  await expect(slideTitle(page)).toHaveText('Lucky draw this Friday');
  await expect(popup(page)).toContainText('News');
  await expect(popup(page)).not.toContainText('Members: weekend reload bonus');
  await expectNoSeriousViolations(page, '.announcement');
});

// The journeys below walk several days of one player's visits: each is its own test, so that each stays within
// the per-test limit on a slow machine.
test('hide-today keeps the popup away through the next day, on a new visit too; past it the popup shows again', async ({
  page,
  admin,
  browser,
}, testInfo) => {
  // Six visits of home, each a full page load: longer than most tests on a slow machine (48 s seen on 2 slow cores).
  test.slow();
  const shop = await shopWith(admin);
  await page.clock.install({ time: manila('2025-06-16T10:00:00') });
  expect(await visitHome(page, () => page.goto(`${shop.origin}/m/home`))).toBe(true);

  await popup(page).getByRole('checkbox', { name: "Don't show again today" }).check();
  await popup(page).getByRole('button', { name: 'Close' }).click();
  await expect(popup(page)).toHaveCount(0);

  // The same day, and across midnight the whole next day: hidden, even on a new visit.
  await page.clock.setSystemTime(manila('2025-06-16T23:59:30'));
  expect(await visitHome(page, () => page.reload())).toBe(false);
  await page.clock.setSystemTime(manila('2025-06-17T00:00:30'));
  expect(await visitHome(page, () => page.reload())).toBe(false);
  const nextDay = await anotherVisit(browser, testInfo, page);
  await nextDay.clock.install({ time: manila('2025-06-17T23:59:00') });
  expect(await visitHome(nextDay, () => nextDay.goto(`${shop.origin}/m/home`))).toBe(false);
  await nextDay.context().close();

  // Past the end of the next day: shown again.
  await page.clock.setSystemTime(manila('2025-06-18T00:00:30'));
  expect(await visitHome(page, () => page.reload())).toBe(true);
  await expect(slideTitle(page)).toHaveText('Welcome to the casino');
});

test('closed without hide-today: not again in this visit, but on the next; changed content shows at once', async ({
  page,
  admin,
  browser,
}, testInfo) => {
  // Four visits of home, each a full page load (42 s seen on 2 slow cores).
  test.slow();
  const shop = await shopWith(admin);
  await page.clock.install({ time: manila('2025-06-18T08:00:00') });
  expect(await visitHome(page, () => page.goto(`${shop.origin}/m/home`))).toBe(true);

  await popup(page).getByRole('button', { name: 'Close' }).click();
  expect(await visitHome(page, () => page.reload())).toBe(false);
  const later = await anotherVisit(browser, testInfo, page);
  await later.clock.install({ time: manila('2025-06-18T09:00:00') });
  expect(await visitHome(later, () => later.goto(`${shop.origin}/m/home`))).toBe(true);
  await later.context().close();

  // Changed content shows at once, even in the visit that closed it.
  await shop.setAnnouncements([MEMBERS, { ...WELCOME, content: '<p>New: 200 free spins</p>' }, DRAW, FIRST]);
  expect(await visitHome(page, () => page.reload())).toBe(true);
  await expect(popup(page)).toContainText('New: 200 free spins');
});

test('a member sees the A items, not the B ones', async ({ page, admin }) => {
  const shop = await shopWith(admin);
  const member = await shop.createMember({ prefix: 'anna' });
  expect(
    await visitHome(page, async () => {
      await logInAt(page, shop, member);
      await expect(page).toHaveURL(at('/home'));
    }),
  ).toBe(true);
  await expect(slideTitle(page)).toHaveText('Members: weekend reload bonus');
  // One slide: nothing to page through.
  await expect(popup(page).getByRole('button', { name: 'Next announcement' })).toHaveCount(0);
  await expect(popup(page)).not.toContainText('Welcome to the casino');
  await expect(popup(page)).not.toContainText('Your first deposit doubles');
  await popup(page).getByRole('button', { name: 'Close' }).click();
  await expect(popup(page)).toHaveCount(0);
});

test('the F items show on a first-time login only (after its password change), beside the A ones', async ({
  page,
  admin,
  browser,
}, testInfo) => {
  const shop = await shopWith(admin);
  const member = await shop.createMember({ prefix: 'annf', firstLoginDone: false });
  // A first login answers firstTimeLogin: the session keeps it, and the password change comes first.
  await logInAt(page, shop, member);
  await expect(page).toHaveURL(at('/changePsw'));
  await expect(popup(page)).toHaveCount(0);
  const password = uniquePassword();
  await page.getByLabel('Current password', { exact: true }).fill(member.password);
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Confirm new password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Change password' }).click();
  expect(
    await visitHome(page, async () => {
      await dialogWith(page, 'Password changed').getByRole('button', { name: 'Confirm' }).click();
      await expect(page).toHaveURL(at('/home'));
    }),
  ).toBe(true);
  await expect(slideTitle(page)).toHaveText('Members: weekend reload bonus');
  await popup(page).getByRole('button', { name: 'Next announcement' }).click();
  await expect(slideTitle(page)).toHaveText('Your first deposit doubles');
  await popup(page).getByRole('button', { name: 'Close' }).click();

  // A later login, on a device that has never closed the popup: the A items only.
  const context = await browser.newContext(testInfo.project.use);
  const later = await context.newPage();
  expect(
    await visitHome(later, async () => {
      await logInAt(later, shop, { ...member, password });
      await expect(later).toHaveURL(at('/home'));
    }),
  ).toBe(true);
  await expect(slideTitle(later)).toHaveText('Members: weekend reload bonus');
  await expect(popup(later).getByRole('button', { name: 'Next announcement' })).toHaveCount(0);
  await expect(popup(later)).not.toContainText('Your first deposit doubles');
  await context.close();
});

test('force-read: closing works only on the last slide', async ({ page, admin }) => {
  const shop = await shopWith(admin, [
    WELCOME,
    { ...DRAW, forceRead: true },
    item('b3', 'B', 'VIP week', { promotionType: 'news' }),
  ]);
  // No autoplay: the player pages on their own.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await visitHome(page, () => page.goto(`${shop.origin}/m/home`))).toBe(true);
  const dialog = popup(page);
  await expect(slideTitle(page)).toHaveText('Welcome to the casino');
  await expect(dialog.getByRole('button', { name: 'Close' })).toHaveCount(0);
  await expect(dialog).toContainText('Please read to the last announcement to close this.');
  await expectNoSeriousViolations(page, '.announcement');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();

  await dialog.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(slideTitle(page)).toHaveText('Lucky draw this Friday');
  await expect(dialog.getByRole('button', { name: 'Close' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(slideTitle(page)).toHaveText('VIP week');
  await expect(dialog).not.toContainText('Please read to the last announcement');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
});
