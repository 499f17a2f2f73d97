import { test as base, expect, type Page } from '@playwright/test';
import { Admin, type Member } from './admin';

export { expect };

/**
 * Tests get the admin API as a fixture, opened against the configured baseURL, and the page of a failed test is
 * photographed before it closes, with the errors it reported attached. Not Playwright's `screenshot:
 * 'only-on-failure'`: that photographs every page of every test when its context closes (the outcome is not known
 * then) and throws the picture away if it passed, a second per test at the profiles' pixel ratios.
 */
export const test = base.extend<{ admin: Admin }>({
  admin: async ({ baseURL }, use) => {
    const admin = await Admin.open(baseURL);
    await use(admin);
    await admin.dispose();
  },
  page: async ({ page }, use, testInfo) => {
    // What the page said went wrong (uncaught errors, console errors), attached to a failed test: a page that
    // went blank or stalled tells its cause here.
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`uncaught: ${error.stack ?? String(error)}`));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`console: ${message.text()}`);
    });
    await use(page);
    if (testInfo.status === testInfo.expectedStatus) return;
    if (errors.length)
      await testInfo.attach('page errors', { body: errors.join('\n'), contentType: 'text/plain' });
    // A page that hangs gives no picture; the error context (its accessibility tree) is still attached.
    const file = testInfo.outputPath('test-failed-1.png');
    if (await page.screenshot({ path: file, timeout: 5_000 }).catch(() => null)) {
      await testInfo.attach('screenshot', { path: file, contentType: 'image/png' });
    }
  },
});

/** An URL matcher for an app path, allowing a query string or hash after it. */
export const at = (appPath: string): RegExp =>
  new RegExp(`/m${appPath.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:[?#].*)?$`);

/** A dialog (or alert dialog) that shows the given text. */
export const dialogWith = (page: Page, text: string) =>
  page.getByRole('dialog').or(page.getByRole('alertdialog')).filter({ hasText: text });

/** Waits for the moment the app calls itself interactive (its first screen has mounted). */
export async function waitInteractive(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.interactive === 'true');
}

/**
 * Waits until the checks that start when the browser is idle after the first screen are running (the update
 * check, the status refresh, the offline message: app/use-update-check.ts). A test that takes the network away
 * before then would only take it from their chunks.
 */
export async function waitWatching(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.watching === 'true');
}

/**
 * Pauses the page's clock (installed before the page loaded), from then on moved only by the test. It pauses a
 * moment ahead of the page's now; on a loaded machine that moment may have passed before the pause arrives (the
 * clock refuses to go back), and a later one is taken.
 */
export async function pauseClock(page: Page): Promise<void> {
  for (;;) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + 1_000);
      return;
    } catch (err) {
      if (!String(err).includes('Cannot fast-forward to the past')) throw err;
    }
  }
}

/**
 * Counts the page's layout shifts from its start (their CLS values summed, buffered ones included): call it before
 * the page loads, and read the sum with layoutShifts.
 */
export async function countLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { shifts: number };
    w.shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.shifts += (entry as unknown as { value: number }).value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The sum of the layout shifts countLayoutShifts has counted so far. */
export const layoutShifts = (page: Page): Promise<number> =>
  page.evaluate(() => (window as unknown as { shifts: number }).shifts);

/**
 * Opens `appPath` (with its query, if any) signed in as the member, for tests whose subject is not the sign-in: a
 * login by the API, its token handed over in the address as another site or the native app hands it over (with
 * no session yet, the app adopts it). Waits until the app has taken the token out of the address.
 */
export async function openSignedIn(
  page: Page,
  shop: Admin,
  member: Member,
  appPath = '/home',
): Promise<void> {
  const url = new URL(`${shop.origin}/m${appPath}`);
  url.searchParams.set('token', await shop.sessionToken(member));
  await page.goto(url.href);
  await expect.poll(() => new URL(page.url()).searchParams.has('token')).toBe(false);
}

/** Signs in as a player does: the login screen (of the site at `origin`: DEMO's by default), the two fields, the button. */
export async function logIn(page: Page, username: string, password: string, origin = ''): Promise<void> {
  await page.goto(`${origin}/m/login`);
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** Signs in and waits for the landing on /m/home. */
export async function logInToHome(
  page: Page,
  username: string,
  password: string,
  origin = '',
): Promise<void> {
  await logIn(page, username, password, origin);
  await expect(page).toHaveURL(at('/home'));
}

/**
 * Ends the member's session on the server as the page sends its next request to `path`, so that this request is
 * the first to learn of it (ended any earlier, a call the page makes by itself may find it first: session.spec.ts).
 */
export const endSessionAtNextRequest = (page: Page, path: string, shop: Admin, username: string) =>
  page.route(
    `**${path}`,
    async (route) => {
      await shop.revokeSessions(username);
      await route.continue();
    },
    { times: 1 },
  );

/** The session-expired notice (signed-in §4 "Session expiry"), with its Log in. */
export const sessionExpiredNotice = (page: Page) =>
  page.getByRole('alertdialog').filter({ hasText: 'Your session has expired. Please log in again.' });

/**
 * From the session-expired notice, signs in again as a player does: its Log in, then the login screen's fields,
 * without a reload (the page keeps what it holds in memory), to /m/home.
 */
export async function signInAgainAfterExpiry(page: Page, member: Member): Promise<void> {
  const notice = sessionExpiredNotice(page);
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(at('/login'));
  await page.getByLabel('Username', { exact: true }).fill(member.username);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(at('/home'));
}
