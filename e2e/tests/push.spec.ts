import type { Page, TestInfo } from '@playwright/test';
import { CHROME_PATH, CHROMIUM_ARGS } from '../../scripts/lib/chromium.mjs';
import { expectNoSeriousViolations } from './support/axe';
import { at, expect, test } from './support/fixtures';
import type { Admin, Member } from './support/admin';
import { EXPECT_MS } from './support/constants';
import { shownOnPageClock } from './support/page-clock';

// The messaging worker shows the pushes (the run blocks service workers elsewhere), in the full browser: the
// headless shell the other specs run on has no notifications.
test.use({
  serviceWorkers: 'allow',
  launchOptions: { executablePath: CHROME_PATH, args: CHROMIUM_ARGS },
});

// Push opt-in (entry §4) in test mode: the app's local stand-in gives the token (kept in local
// storage under this key); the permission is the browser's own, granted or not by Playwright.
const STAND_IN_TOKEN_KEY = 'pushStandInToken';
const DIALOG = { name: 'Turn on notifications' } as const;
/** The idle prefetch (at most 2 s), the offer's 3 s after the sign-in and its 1 s check, with room. */
const OFFER_WAIT_MS = 9_000;
/**
 * How long a test waits for the offer to show: its own delays plus what a loaded machine adds to loading the
 * page and the chunk (a reload took past 9 s in a loaded CI run).
 */
const OFFER_SHOWN_MS = OFFER_WAIT_MS + EXPECT_MS;
/** The push token's binding, which a page with the permission granted sends without asking. */
const subscribed = (page: Page) =>
  page.waitForResponse((r) => r.url().includes('/wps/relay/CSP_fcmSubscribe') && r.ok());

const isIphone = (testInfo: TestInfo) => testInfo.project.name === 'iphone14';

/**
 * What the page decided (features/push/push-opt-in.ts says it on the page): after 'none' the page never offers
 * the dialog, so a test reads that rather than waiting for the offer's moments to pass.
 */
const decided = (page: Page, action: 'ask' | 'token' | 'none') =>
  expect(page.locator('html')).toHaveAttribute('data-push-opt-in', action, { timeout: OFFER_SHOWN_MS });

/** On the iPhone, the app as a web app on the home screen (navigator.standalone: a web clip). */
const asInstalledWebApp = (page: Page) =>
  page.addInitScript(() => Object.defineProperty(navigator, 'standalone', { get: () => true }));

/** A merchant with a push key (smsProvider.vapidKey) and a member of it. */
async function pushMerchant(admin: Admin): Promise<{ shop: Admin; member: Member }> {
  const shop = await admin.createMerchant({ public: { smsProvider: { vapidKey: 'BE2ePushKey' } } });
  return { shop, member: await shop.createMember({ prefix: 'push' }) };
}

/** Signs in on the merchant's own site and lands on /m/home. */
async function logInAt(page: Page, { shop, member }: { shop: Admin; member: Member }): Promise<void> {
  await page.goto(`${shop.origin}/m/login`);
  await page.getByLabel('Username', { exact: true }).fill(member.username);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(at('/home'));
}

/**
 * A member of a merchant with a push key signs in where the dialog may show (on the iPhone, in the web app on
 * the home screen), and the dialog is offered.
 */
async function offered(page: Page, admin: Admin, testInfo: TestInfo) {
  if (isIphone(testInfo)) await asInstalledWebApp(page);
  const site = await pushMerchant(admin);
  // The offer's moments (the idle prefetch, 3 s after the sign-in, its 1 s check) pass on the page's clock.
  await page.clock.install();
  await logInAt(page, site);
  await decided(page, 'ask');
  const dialog = page.getByRole('dialog', DIALOG);
  await shownOnPageClock(page, dialog, OFFER_SHOWN_MS);
  return { site, dialog };
}

test.describe('push opt-in', () => {
  test(
    'granted: the token is bound to the member with topic ALL; logout unbinds it',
    { tag: '@iphone' },
    async ({ page, context, admin }, testInfo) => {
      const { site, dialog } = await offered(page, admin, testInfo);
      await expect(dialog).toContainText('bonuses');
      await expectNoSeriousViolations(page, '.push-opt-in');

      // The player allows, and the browser grants.
      await context.grantPermissions(['notifications'], { origin: site.shop.origin });
      await dialog.getByRole('button', { name: 'Allow' }).click();
      await expect(dialog).toBeHidden();

      const storedToken = () => page.evaluate((key) => localStorage.getItem(key) ?? '', STAND_IN_TOKEN_KEY);
      await expect.poll(storedToken).toMatch(/^standin:/);
      const token = await storedToken();
      await expect
        .poll(() => site.shop.pushTokens())
        .toMatchObject([{ tokenStart: token.slice(0, 12), username: site.member.username, topics: ['ALL'] }]);

      // Granted already: a new page gets the token and binds it, without asking again.
      const boundAgain = subscribed(page);
      await page.reload();
      await decided(page, 'token');
      await boundAgain;
      await expect(page.getByRole('dialog', DIALOG)).toHaveCount(0);

      await page.getByRole('link', { name: 'Member', exact: true }).click();
      await page.getByRole('button', { name: 'Log out' }).click();
      await expect(page).toHaveURL(at('/login'));
      await expect
        .poll(() => site.shop.pushTokens())
        .toMatchObject([{ tokenStart: token.slice(0, 12), memberId: null, username: null, topics: [] }]);
    },
  );

  test('denied: the notification_request_tips alert, and nothing is bound', async ({
    page,
    admin,
  }, testInfo) => {
    const { site, dialog } = await offered(page, admin, testInfo);
    // No grant: headless Chromium answers the permission request with 'denied'.
    await dialog.getByRole('button', { name: 'Allow' }).click();
    const tips = page.getByRole('alertdialog', { name: 'Notice' });
    await expect(tips).toContainText('Notifications are blocked for this site');
    await expectNoSeriousViolations(page, '.dialog');
    await tips.getByRole('button', { name: 'Confirm' }).click();
    expect(await site.shop.pushTokens()).toEqual([]);
  });

  test('Not now: not offered again in this session', async ({ page, admin }, testInfo) => {
    const { dialog } = await offered(page, admin, testInfo);
    await dialog.getByRole('button', { name: 'Not now' }).click();
    await page.reload();
    await decided(page, 'none');
    await expect(page.getByRole('dialog', DIALOG)).toHaveCount(0);
  });

  test('the messaging worker (/m/sw.js) shows a pushed FCM message as a notification', async ({
    page,
    context,
    admin,
  }) => {
    const shop = await admin.createMerchant({ public: { smsProvider: { vapidKey: 'BE2ePushKey' } } });
    await context.grantPermissions(['notifications'], { origin: shop.origin });
    const cdp = await context.newCDPSession(page);
    await cdp.send('ServiceWorker.enable');
    const registrationId = new Promise<string>((resolve) =>
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find((r) => r.scopeURL === `${shop.origin}/m/` && !r.isDeleted);
        if (ours) resolve(ours.registrationId);
      }),
    );
    const worker = context.waitForEvent('serviceworker', (w) => w.url().startsWith(`${shop.origin}/m/sw.js`));
    await page.goto(`${shop.origin}/m/home`);
    // A push reaches a worker that is activated and running. Asked from inside the worker itself (Playwright
    // attached to it): asked from the page (`ready`, the state change, the controller), a push delivered the
    // moment it turned activated was, now and then, never shown.
    const sw = await worker;
    await sw.evaluate(async () => {
      const { serviceWorker: own } = self as unknown as { serviceWorker: ServiceWorker };
      if (own.state === 'activated') return;
      await new Promise<void>((done) =>
        own.addEventListener('statechange', () => own.state === 'activated' && done()),
      );
    });
    // What the worker does with the push, as it happens: it received it, and the browser showed the
    // notification (or refused it). The browser keeps a shown notification only while its popup is up (25 s
    // in this Chromium), so the list is read once the worker says it is shown, not polled against that clock.
    await sw.evaluate(() => {
      const scope = self as unknown as {
        pushLog: string[];
        addEventListener(type: 'push', listener: () => void): void;
        registration: ServiceWorkerRegistration;
      };
      scope.pushLog = [];
      scope.addEventListener('push', () => scope.pushLog.push('received'));
      const { registration } = scope;
      const show = registration.showNotification.bind(registration);
      registration.showNotification = (title: string, options?: NotificationOptions) =>
        show(title, options).then(
          () => void scope.pushLog.push('shown'),
          (err: unknown) => {
            scope.pushLog.push(`refused: ${String(err)}`);
            throw err;
          },
        );
    });
    const payload = {
      notification: { title: 'Weekend bonus', body: '50 free spins are waiting', icon: '/m/favicon.svg' },
      data: { url: '/m/activity' },
    };
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: shop.origin,
      registrationId: await registrationId,
      data: JSON.stringify(payload),
    });
    await expect
      .poll(() => sw.evaluate(() => (self as unknown as { pushLog: string[] }).pushLog))
      .toEqual(['received', 'shown']);
    const shown = await page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
        title: n.title,
        body: n.body,
        data: n.data as unknown,
      })),
    );
    expect(shown).toEqual([
      { title: 'Weekend bonus', body: '50 free spins are waiting', data: { link: '/m/activity' } },
    ]);
  });

  test(
    'on iOS, only inside an installed web app: not in the iPhone browser',
    { tag: '@iphone' },
    async ({ page, admin }, testInfo) => {
      test.skip(!isIphone(testInfo), 'the iPhone profile');
      const site = await pushMerchant(admin);
      await logInAt(page, site);
      await decided(page, 'none');
      await expect(page.getByRole('dialog', DIALOG)).toHaveCount(0);

      // The same player in the web app on the home screen gets the dialog.
      await asInstalledWebApp(page);
      await page.clock.install();
      await page.reload();
      await shownOnPageClock(page, page.getByRole('dialog', DIALOG), OFFER_SHOWN_MS);
    },
  );
});
