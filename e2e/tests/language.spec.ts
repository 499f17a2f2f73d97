import type { Page, Request } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../server/src/seed/demo-accounts';
import type { Admin } from './support/admin';
import { expectNoSeriousViolations } from './support/axe';
import { at, expect, logInToHome, test, waitInteractive } from './support/fixtures';
import { appStrings } from './support/strings';

// Language selection (signed-in §4, §5, §6): the top bar's picker on home and member home, the
// choice kept across reloads, the member's language on the server (not for type 4), the server's language at a
// sign-in with nothing stored, and Urdu right to left. Each test but the restricted member's runs on a merchant of
// its own that offers a few languages (DEMO offers all 23).

const TH = appStrings('TH');
const UR = appStrings('UR');
const LANGUAGES = ['EN', 'TH', 'UR'];

const picker = (page: Page) => page.locator('header button[aria-haspopup="dialog"]');

/** The member's language on the server, as the admin API reads the member. */
async function serverLanguage(admin: Admin, username: string): Promise<unknown> {
  const record = await admin.member(username);
  return 'language' in record ? record.language : undefined;
}

/** Signs in on the site at `origin` and waits for home, interactive. */
async function signIn(page: Page, origin: string, username: string, password: string): Promise<void> {
  await logInToHome(page, username, password, origin);
  await waitInteractive(page);
}

/** Opens the picker and chooses a language by its own name; waits until the interface shows it. */
async function choose(page: Page, name: string, lang: string): Promise<void> {
  await picker(page).click();
  await page.getByRole('dialog').getByRole('option', { name }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

const isLanguagePost = (r: Request) =>
  r.method() === 'POST' && new URL(r.url()).pathname === '/wps/member/language';

test('a member switches to Thai on home: the page is Thai, stays Thai after a reload, the server has it; signed in again with nothing stored, the page follows the server', async ({
  page,
  admin,
}) => {
  const shop = await admin.createMerchant({ public: { languages: LANGUAGES } });
  const member = await shop.createMember();
  await signIn(page, shop.origin, member.username, member.password);
  await expect(picker(page)).toHaveAccessibleName('Language: English');

  const posted = page.waitForRequest(isLanguagePost);
  await choose(page, 'ไทย', 'th-TH');
  expect((await posted).postDataJSON()).toEqual({ language: 'TH', merchantCode: shop.merchant });
  const welcome = page.getByRole('heading', {
    name: TH.welcome_member!.replace('{{name}}', member.username),
  });
  await expect(welcome).toBeVisible();
  await expect(picker(page)).toHaveAccessibleName('ภาษา: ไทย');
  await expect(picker(page)).toHaveText('TH');
  await expect.poll(() => serverLanguage(shop, member.username)).toBe('TH');

  await page.reload();
  await waitInteractive(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'th-TH');
  await expect(welcome).toBeVisible();

  // Member home has the picker too.
  await page.getByRole('link', { name: TH.member, exact: true }).click();
  await expect(page).toHaveURL(at('/member/home'));
  await expect(picker(page)).toHaveAccessibleName('ภาษา: ไทย');

  // Another device, so to speak: nothing stored and no session; the browser says English.
  const posts: string[] = [];
  page.on('request', (r) => {
    if (isLanguagePost(r)) posts.push(r.url());
  });
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await page.goto(`${shop.origin}/m/login`);
  await waitInteractive(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await signIn(page, shop.origin, member.username, member.password);
  await expect(page.locator('html')).toHaveAttribute('lang', 'th-TH');
  await expect(welcome).toBeVisible();
  // Following the server is no change to send back to it.
  expect(posts).toEqual([]);
});

test('demo_restricted (type 4) switches language: no POST /wps/member/language, the server keeps its language', async ({
  page,
  admin,
}) => {
  const restricted = DEMO_ACCOUNTS.find((a) => a.username === 'demo_restricted')!;
  const before = await serverLanguage(admin, restricted.username);
  expect(before).toEqual(expect.any(String));
  const posts: string[] = [];
  page.on('request', (r) => {
    if (isLanguagePost(r)) posts.push(r.url());
  });
  await signIn(page, admin.origin, restricted.username, restricted.password);
  await choose(page, 'ไทย', 'th-TH');
  await expect(picker(page)).toHaveAccessibleName('ภาษา: ไทย');
  // The decision not to send is taken as the language applies; the reload ends the page with nothing sent.
  await page.reload();
  await waitInteractive(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'th-TH');
  expect(posts).toEqual([]);
  expect(await serverLanguage(admin, restricted.username)).toBe(before);
});

test('the money screens bring their own words in the player’s language, and a switch made meanwhile reaches them', async ({
  page,
  admin,
}) => {
  const shop = await admin.createMerchant({ public: { languages: LANGUAGES } });
  const member = await shop.createMember();
  await signIn(page, shop.origin, member.username, member.password);
  await choose(page, 'ไทย', 'th-TH');
  await page.goto(`${shop.origin}/m/member/home`);
  await waitInteractive(page);
  // The deposit page's words are not in the first load (web/build/strings-parts.ts): they come with the page.
  const depositLink = (strings: Record<string, string>) =>
    page.getByRole('link', { name: strings.page_voucherCenter, exact: true });
  await depositLink(TH).click();
  await expect(page.getByText(TH.deposit_channel!, { exact: true })).toBeVisible();

  await page.goBack();
  await choose(page, 'اردو', 'ur');
  await depositLink(UR).click();
  await expect(page.getByText(UR.deposit_channel!, { exact: true })).toBeVisible();
  await expect(page.getByText(TH.deposit_channel!, { exact: true })).toHaveCount(0);
});

test(
  'Urdu reads right to left: dir="rtl" on the page and the top bar mirrored',
  { tag: '@iphone' },
  async ({ page, admin }) => {
    const shop = await admin.createMerchant({ public: { languages: LANGUAGES } });
    await page.goto(`${shop.origin}/m/home`);
    await waitInteractive(page);
    const width = page.viewportSize()!.width;
    const ltr = (await picker(page).boundingBox())!;
    const title = page.locator('header h1');
    const ltrTitle = (await title.boundingBox())!;
    expect(ltr.x + ltr.width / 2).toBeGreaterThan(width / 2);

    await choose(page, 'اردو', 'ur');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(picker(page)).toHaveText('UR');
    const rtl = (await picker(page).boundingBox())!;
    // The picker moves to the other end, at the mirrored place; the title keeps its box.
    expect(rtl.x + rtl.width / 2).toBeLessThan(width / 2);
    expect(Math.abs(rtl.x - (width - ltr.x - ltr.width))).toBeLessThanOrEqual(1);
    expect(rtl.width).toBe(ltr.width);
    const rtlTitle = (await title.boundingBox())!;
    expect(Math.abs(rtlTitle.x - (width - ltrTitle.x - ltrTitle.width))).toBeLessThanOrEqual(1);
    await page.screenshot({ path: test.info().outputPath('home-ur.png') });

    await page.reload();
    await waitInteractive(page);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  },
);

test(
  'the picker works by keyboard, and axe finds nothing serious with the list open',
  { tag: '@iphone' },
  async ({ page, admin }) => {
    const shop = await admin.createMerchant({ public: { languages: LANGUAGES } });
    await page.goto(`${shop.origin}/m/home`);
    await waitInteractive(page);
    await picker(page).focus();
    await page.keyboard.press('Enter');
    const sheet = page.getByRole('dialog');
    const list = sheet.getByRole('listbox');
    await expect(list).toBeVisible();
    // Focus starts on the current language, selected.
    await expect(list.getByRole('option', { name: 'English' })).toBeFocused();
    await expect(list.getByRole('option', { selected: true })).toHaveAccessibleName('English');
    await expectNoSeriousViolations(page);

    await page.keyboard.press('ArrowDown');
    await expect(list.getByRole('option', { name: 'ไทย' })).toBeFocused();
    // Tab stays in the sheet: the close button, then back to the list where it was.
    await page.keyboard.press('Tab');
    await expect(sheet.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(list.getByRole('option', { name: 'ไทย' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(sheet).toHaveCount(0);
    await expect(picker(page)).toBeFocused();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');

    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(sheet).toHaveCount(0);
    await expect(page.locator('html')).toHaveAttribute('lang', 'th-TH');
    await expect(picker(page)).toBeFocused();
  },
);

test('a merchant with one language: no picker, and the title keeps its place', async ({ page, admin }) => {
  const shop = await admin.createMerchant({ public: { languages: ['EN'] } });
  await page.goto(`${shop.origin}/m/home`);
  await waitInteractive(page);
  await expect(page.locator('header h1')).toBeVisible();
  await expect(picker(page)).toHaveCount(0);
  const width = page.viewportSize()!.width;
  const title = (await page.locator('header h1').boundingBox())!;
  expect(Math.abs(title.x + title.width / 2 - width / 2)).toBeLessThanOrEqual(1);
});
