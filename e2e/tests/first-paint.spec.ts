import type { Browser, Page, Request } from '@playwright/test';
import { test, expect, waitInteractive } from './support/fixtures';

// A first visit as a player makes it, the service worker installing beside the first screen (the run blocks
// workers elsewhere).
test.use({ serviceWorkers: 'allow' });

// The public screens paint from the HTML (web/build/prerender.ts), in the merchant's name and colour
// (server/src/static/page-fill.ts), and a player of another language never sees English first.

const SCREENS = [
  { path: '/m/login', heading: 'Welcome back', part: 'form' },
  { path: '/m/register', heading: 'Create your account', part: 'form' },
  { path: '/m/home', heading: 'Join now and play hundreds of games', part: 'main section' },
] as const;

const LUCKY_STAR = { public: { name: 'Lucky Star', theme: { primaryColor: '#1f6fd0' } } };

/** A page with JavaScript off: what the browser paints from the HTML alone. */
async function withoutJavaScript(browser: Browser, run: (page: Page) => Promise<void>) {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 412, height: 839 },
  });
  try {
    await run(await context.newPage());
  } finally {
    await context.close();
  }
}

test(
  "the public screens paint their layout, the merchant's name and colour from the HTML alone",
  { tag: '@iphone' },
  async ({ browser, admin }) => {
    const shop = await admin.createMerchant(LUCKY_STAR);
    await withoutJavaScript(browser, async (page) => {
      for (const { path, heading, part } of SCREENS) {
        await page.goto(`${shop.origin}${path}`);
        await expect(page.getByText(heading), path).toBeVisible();
        await expect(page.locator(part).first(), path).toBeVisible();
        await expect(page.getByText('Lucky Star').first(), path).toBeVisible();
        const brand = await page.evaluate(() =>
          getComputedStyle(document.documentElement).getPropertyValue('--brand').trim(),
        );
        expect(brand, path).toBe('#1f6fd0');
      }
      // The merchant's colour is painted: the login button is in it.
      await page.goto(`${shop.origin}/m/login`);
      // (By CSS: the prerendered screen is hidden from role queries until the app takes over.)
      await expect(page.locator('button[type="submit"]')).toHaveText('Log in');
      await expect(page.locator('button[type="submit"]')).toHaveCSS('background-color', 'rgb(31, 111, 208)');
      await expect(page.locator('input[name="username"]')).toBeVisible();
      await expect(page.locator('input[type="password"]')).toBeVisible();
    });
  },
);

test(
  "the prerendered screen is the app's own: the app takes over the same layout, then it is usable",
  { tag: '@iphone' },
  async ({ page }) => {
    // The prerendered screen alone (the app's code never arrives), then the app's.
    await page.route('**/m/assets/**', (route) => route.abort());
    await page.goto('/m/login');
    const prerendered = await page.locator('[data-prerendered] h1').boundingBox();
    await page.unroute('**/m/assets/**');
    await page.goto('/m/login');
    await waitInteractive(page);
    await expect(page.locator('[data-prerendered]')).toHaveCount(0);
    const rendered = await page.getByRole('heading', { name: 'Welcome back' }).boundingBox();
    expect(prerendered).not.toBeNull();
    expect(rendered).toEqual(prerendered);
    await page.getByLabel('Username').fill('someone');
    await expect(page.getByLabel('Username')).toHaveValue('someone');
  },
);

test('a player whose stored language is not English never sees the English text first', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'CN'));
  // Only the HTML and its inline head script: the app's code never arrives.
  await page.route('**/m/assets/**', (route) => route.abort());
  await page.goto('/m/login');
  const heading = page.locator('[data-prerendered] h1');
  await expect(heading).toHaveText('Welcome back');
  // The layout is there, its text is not painted.
  await expect(heading).toBeVisible();
  await expect(heading).toHaveCSS('color', 'rgba(0, 0, 0, 0)');
  await expect(page.locator('[data-prerendered] button[type="submit"]')).toHaveCSS(
    'color',
    'rgba(0, 0, 0, 0)',
  );

  // With the app: Chinese, the English never shown.
  await page.unroute('**/m/assets/**');
  await page.goto('/m/login');
  await waitInteractive(page);
  await expect(page.getByRole('heading', { name: '欢迎回来' })).toBeVisible();
  await expect(page.getByText('Welcome back')).toHaveCount(0);
});

test("an English player's prerendered screen shows its text", async ({ page }) => {
  await page.route('**/m/assets/**', (route) => route.abort());
  await page.goto('/m/login');
  await expect(page.locator('[data-prerendered] h1')).not.toHaveCSS('color', 'rgba(0, 0, 0, 0)');
});

test('the network goes quiet after the first screen: every request of /m/login and /m/home ends, none a stylesheet', async ({
  page,
}) => {
  // A request whose end the page's tools never see (a keepalive post, an answer nobody reads: the tracking
  // sender's were both) keeps the network busy for good, and Lighthouse waits for it. The 5 s budget is
  // `npm run bench`'s (bench/lib/at-rest.mjs); this proves that nothing stays in flight.
  const inFlight = new Set<string>();
  // The prerendered pages carry the app's one stylesheet inline (web/vite.config.ts): a stylesheet that came
  // later would restyle the whole page after its first paint.
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    inFlight.add(`${request.method()} ${request.url()}`);
    if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
  });
  const ended = (request: Request) => inFlight.delete(`${request.method()} ${request.url()}`);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  for (const path of ['/m/login', '/m/home']) {
    await page.goto(path);
    await waitInteractive(page);
    // What starts after the first screen (at the latest 2 s later) and the first tracking batch (1 s) have gone.
    await page.waitForTimeout(3_500);
    await expect.poll(() => [...inFlight]).toEqual([]);
  }
  expect(stylesheets).toEqual([]);
});
