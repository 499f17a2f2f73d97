import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import type { Admin, AdminActivity } from './support/admin';
import { at, expect, openSignedIn, test } from './support/fixtures';

// The activity page /m/activity?id= (signed-in §2, §4 "Go-to-activity button", §5): public; the
// activity's title, image, period, sanitised rules and its call to action; a missing or unknown id.

/** One of the images the server serves (server/src/static/home-images.ts). */
const IMAGE = '/wps/images/home/activity-first-deposit.webp';
const JAN_1_2025 = Date.UTC(2025, 0, 1, 12);
const DEC_31_2099 = Date.UTC(2099, 11, 31, 12);

const activity = (patch: Partial<AdminActivity> = {}): AdminActivity => ({
  id: 'e2e-bonus',
  title: 'Weekend reload bonus',
  summary: '50% on every deposit this weekend',
  imageUrl: IMAGE,
  width: 1200,
  height: 600,
  startTime: JAN_1_2025,
  endTime: DEC_31_2099,
  rules: '<h3>How it works</h3><p>Deposit ₱200 or more and we add 50%.</p>',
  action: { redirect: 'DEPOSIT' },
  ...patch,
});

/** A merchant of the test's own with these activities; its images from this site (no image CDN). */
async function shopWith(admin: Admin, items: AdminActivity[]): Promise<Admin> {
  const shop = await admin.createMerchant({ public: { imageCDNs: [] } });
  await shop.setActivities(items);
  return shop;
}

const openActivity = async (page: Page, shop: Admin, id = 'e2e-bonus') => {
  await page.goto(`${shop.origin}/m/activity?id=${encodeURIComponent(id)}`);
};

test.describe('the activity page', () => {
  test('shows the title, the image, the period and the rules, sanitised: a link opens safely, a script does not run', async ({
    page,
    admin,
  }) => {
    const shop = await shopWith(admin, [
      activity({
        rules: [
          '<h3>How it works</h3>',
          '<p>Read <a href="https://terms.e2e-shop.example/reload">the full terms</a>.</p>',
          '<img src="/nothing.png" alt="" onerror="window.__activityXss = 1">',
          '<script>window.__activityXss = 2</script>',
          '<a href="javascript:window.__activityXss = 3">tap</a>',
        ].join(''),
      }),
    ]);
    await openActivity(page, shop);
    await expect(page.getByRole('heading', { level: 2, name: 'Weekend reload bonus' })).toBeVisible();
    await expect(page.getByText('Jan 1, 2025 – Dec 31, 2099')).toBeVisible();
    const image = page.locator('img.activity-image');
    await expect(image).toHaveAttribute('src', `${shop.origin}${IMAGE}`);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(page.getByRole('heading', { name: 'Rules & terms' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'How it works' })).toBeVisible();
    const terms = page.getByRole('link', { name: 'the full terms' });
    await expect(terms).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(terms).toHaveAttribute('target', '_blank');
    // The javascript: link lost its address (it is text now), the image its handler, the script is gone.
    await expect(page.getByText('tap', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'tap' })).toHaveCount(0);
    await expect(page.locator('.activity-rules-html [onerror]')).toHaveCount(0);
    expect(await page.evaluate(() => (window as { __activityXss?: number }).__activityXss)).toBeUndefined();
    await expect(page.locator('.activity-rules-html script')).toHaveCount(0);
  });

  test('home lists the running activity, and its card opens the page', async ({ page, admin }) => {
    const shop = await shopWith(admin, [activity()]);
    await page.goto(`${shop.origin}/m/home`);
    const card = page.getByRole('link', { name: /Weekend reload bonus/ });
    await expect(card).toContainText('50% on every deposit this weekend');
    await card.click();
    await expect(page).toHaveURL(at('/activity?id=e2e-bonus'));
    await expect(page.getByRole('heading', { level: 2, name: 'Weekend reload bonus' })).toBeVisible();
  });

  test('no serious accessibility violation; its go-to-activity button DEPOSIT takes a guest to /m/login (the deposit page needs login)', async ({
    page,
    admin,
  }) => {
    const shop = await shopWith(admin, [activity()]);
    await openActivity(page, shop);
    await expect(page.getByRole('heading', { level: 2, name: 'Weekend reload bonus' })).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.getByRole('link', { name: 'Deposit now' }).click();
    await expect(page).toHaveURL(at('/login'));
  });

  test('REGISTER shows to a guest, leading to /m/register, and not to a member', async ({ page, admin }) => {
    const shop = await shopWith(admin, [
      activity({
        id: 'e2e-join',
        title: 'Join and win',
        action: { redirect: 'REGISTER', label: 'Create my account' },
      }),
    ]);
    await openActivity(page, shop, 'e2e-join');
    await page.getByRole('link', { name: 'Create my account' }).click();
    await expect(page).toHaveURL(at('/register'));

    const member = await shop.createMember({ prefix: 'act' });
    await openSignedIn(page, shop, member, '/activity?id=e2e-join');
    await expect(page.getByRole('heading', { level: 2, name: 'Join and win' })).toBeVisible();
    await expect(page.locator('.activity-go')).toHaveCount(0);
  });

  test('REDIRECT_URL opens its https link in a new window; a javascript: link shows no button', async ({
    page,
    context,
    admin,
  }) => {
    await context.route('https://promo.e2e-shop.example/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Promo</title>' }),
    );
    const shop = await shopWith(admin, [
      activity({
        action: { redirect: 'REDIRECT_URL', externalLink: 'https://promo.e2e-shop.example/weekend' },
      }),
    ]);
    await openActivity(page, shop);
    const popup = page.waitForEvent('popup');
    await page.getByRole('link', { name: 'Join now' }).click();
    const opened = await popup;
    await expect(opened).toHaveURL('https://promo.e2e-shop.example/weekend');
    expect(await opened.evaluate(() => window.opener)).toBeNull();

    // The admin API refuses such a link: here the server's answer says it, as a bad server might.
    const bad = activity({
      action: { redirect: 'REDIRECT_URL', externalLink: 'javascript:alert(document.domain)' },
    });
    await page.route('**/wps/relay/MCSFE_getActivity', (route) =>
      route.fulfill({ json: { success: true, message: null, errorCode: null, value: bad } }),
    );
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: 'Weekend reload bonus' })).toBeVisible();
    await expect(page.locator('.activity-go')).toHaveCount(0);
  });

  test('an activity that has ended is not served: not available, like an unknown id', async ({
    page,
    admin,
  }) => {
    const shop = await shopWith(admin, [activity({ endTime: Date.UTC(2025, 5, 30, 12) })]);
    await openActivity(page, shop);
    await expect(page.getByRole('heading', { name: "This promotion isn't available" })).toBeVisible();
  });

  test('an ended activity in an answer (one that ended since it was served) says so, without its button', async ({
    page,
    admin,
  }) => {
    const shop = await shopWith(admin, [activity()]);
    const ended = activity({ endTime: Date.UTC(2025, 5, 30, 12) });
    await page.route('**/wps/relay/MCSFE_getActivity', (route) =>
      route.fulfill({ json: { success: true, message: null, errorCode: null, value: ended } }),
    );
    await openActivity(page, shop);
    await expect(page.getByText('This promotion has ended')).toBeVisible();
    await expect(page.locator('.activity-go')).toHaveCount(0);
  });

  test('an unknown id: not available, with a way home', async ({ page, admin }) => {
    const shop = await shopWith(admin, [activity()]);
    await openActivity(page, shop, 'no-such-activity');
    await expect(page.getByRole('heading', { name: "This promotion isn't available" })).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(at('/home'));
  });

  test('without an id: not available', async ({ page, admin }) => {
    const shop = await shopWith(admin, []);
    await page.goto(`${shop.origin}/m/activity`);
    await expect(page.getByRole('heading', { name: "This promotion isn't available" })).toBeVisible();
  });
});
