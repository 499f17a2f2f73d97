import { createServer } from 'node:net';
import type { BrowserContext, Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { expect, test, waitInteractive } from './support/fixtures';
import type { Admin } from './support/admin';

// Entry §2 and §8: when the API cannot be reached (here: the status call fails on the network), the app shows
// the unreachable-domain modal over the screen, after loading the customer-service and domain lists and racing
// the merchant's domains; retry goes to the fastest. The merchant lists one dead and two live local origins:
// its own and a second host name of the same server (*.localhost is this machine), which the server also maps
// to the merchant by its domain list.

/** The demo's live-chat entry, which every merchant copied from DEMO keeps (contract/src/default-settings.ts). */
const LIVE_CHAT = 'https://secure.livechatinc.com/licence/00000000/v2/open_chat.cgi';

/** A local port nothing listens on: taken from the system, then let go. */
const deadPort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 9));
    });
  });

interface Sites {
  shop: Admin;
  live: string[];
  dead: string;
}

/** A merchant of its own listing a dead origin and two live ones, its own first among the live. */
async function merchantWithThreeOrigins(admin: Admin): Promise<Sites> {
  const shop = await admin.createMerchant();
  const own = new URL(shop.origin);
  const second = new URL(shop.origin);
  second.hostname = own.hostname.replace('.localhost', '-b.localhost');
  const dead = new URL(shop.origin);
  dead.hostname = own.hostname.replace('.localhost', '-dead.localhost');
  dead.port = String(await deadPort());
  await shop.patchSettings({
    domains: [dead.origin, own.origin, second.origin].map((domainName) => ({ domainName })),
  });
  return { shop, live: [own.origin, second.origin], dead: dead.origin };
}

/** Fails the merchant's first status call on the network, as an unreachable API would. */
async function failFirstStatus(page: Page, origin: string): Promise<void> {
  await page.route(`${origin}/wps/system/status**`, (route) => route.abort('connectionrefused'), {
    times: 1,
  });
}

/** Customer service is answered here: nothing leaves the machine. */
async function answerLiveChat(context: BrowserContext): Promise<void> {
  await context.route('https://secure.livechatinc.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Live chat</title>' }),
  );
}

test('the status call fails on the network: the modal races the domains and retry opens the app on a live one, codes kept', async ({
  page,
  admin,
}) => {
  const { shop, live, dead } = await merchantWithThreeOrigins(admin);
  const pinged = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/wps/system/test/ping' && url.searchParams.has('speed')) pinged.add(url.origin);
  });
  await failFirstStatus(page, shop.origin);
  await page.goto(`${shop.origin}/m/home?affiliateCode=AFF1&r=R1`);

  const modal = page.getByRole('alertdialog', { name: 'Notice' });
  // The page is plain http: Network Error / CORS Errors.
  await expect(modal).toContainText('Network Error / CORS Errors');
  await expect(modal.getByRole('button', { name: 'Customer service' })).toBeVisible();
  // The race ran before the modal showed: every listed domain was pinged.
  expect([...pinged].sort()).toEqual([dead, ...live].sort());
  await expectNoSeriousViolations(page, '.dialog');

  const navigation = page.waitForRequest((r) => r.isNavigationRequest() && r.url().includes('/m/index.html'));
  await modal.getByRole('button', { name: 'Retry' }).click();
  const target = new URL((await navigation).url());
  expect(live).toContain(target.origin);
  expect(target.pathname).toBe('/m/index.html');
  expect(Object.fromEntries(target.searchParams)).toEqual({ affiliateCode: 'AFF1', r: 'R1' });

  // The app opens there, for the same merchant, with no notice.
  await waitInteractive(page);
  await expect(page.getByRole('link', { name: 'Member', exact: true })).toBeVisible();
  await expect(modal).toBeHidden();
  const merchant = await page.evaluate(() =>
    document.querySelector('meta[name="merchant"]')?.getAttribute('content'),
  );
  expect(merchant).toBe(shop.merchant);
});

test('a call that gets no answer, then a ping that gets none either: the modal, and retry goes to the domain that answered', async ({
  page,
  admin,
}) => {
  const { shop, live } = await merchantWithThreeOrigins(admin);
  await page.goto(`${shop.origin}/m/login?affiliateCode=AFF1&r=R1`);
  await waitInteractive(page);
  // From now on this origin's API is out of reach for the sign-in and the pings; the lists still answer.
  for (const path of ['/wps/session/key/rsa**', '/wps/system/test/ping**']) {
    await page.route(`${shop.origin}${path}`, (route) => route.abort('connectionrefused'));
  }
  await page.getByLabel('Username', { exact: true }).fill('someone');
  await page.getByLabel('Password', { exact: true }).fill('Secret123');
  await page.getByRole('button', { name: 'Log in' }).click();

  const modal = page.getByRole('alertdialog', { name: 'Notice' });
  await expect(modal).toContainText('Network Error / CORS Errors');
  const navigation = page.waitForRequest((r) => r.isNavigationRequest() && r.url().includes('/m/index.html'));
  await modal.getByRole('button', { name: 'Retry' }).click();
  // Only the second origin answered the race.
  expect((await navigation).url()).toBe(`${live[1]}/m/index.html?affiliateCode=AFF1&r=R1`);
  await waitInteractive(page);
  await expect(page.getByRole('link', { name: 'Member', exact: true })).toBeVisible();
});

test('customer service from the modal opens the decoded customer-service link in a new window', async ({
  page,
  context,
  admin,
}) => {
  const { shop } = await merchantWithThreeOrigins(admin);
  await answerLiveChat(context);
  await failFirstStatus(page, shop.origin);
  await page.goto(`${shop.origin}/m/login`);

  const modal = page.getByRole('alertdialog', { name: 'Notice' });
  const popup = page.waitForEvent('popup');
  await modal.getByRole('button', { name: 'Customer service' }).click();
  const chat = await popup;
  await expect(chat).toHaveURL(LIVE_CHAT);
  // Opened without a way back to this page.
  expect(await chat.evaluate(() => window.opener)).toBeNull();
  // The modal stays, for the retry.
  await expect(modal).toBeVisible();
});

test('domain_not_available: the dedicated screen, with contact us and retry', async ({ page, admin }) => {
  const shop = await admin.createMerchant();
  await page.route(`${shop.origin}/wps/system/status**`, (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({
        success: false,
        message: 'Domain not available',
        errorCode: 'domain_not_available',
        value: null,
      }),
    }),
  );
  await page.goto(`${shop.origin}/m/home`);
  const screen = page.getByRole('alertdialog', { name: 'Address not available' });
  await expect(screen).toBeVisible();
  await expect(screen.getByRole('button', { name: 'Contact us' })).toBeVisible();
  await expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expectNoSeriousViolations(page);
});
