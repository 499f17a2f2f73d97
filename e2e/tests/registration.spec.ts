import type { Page, Request } from '@playwright/test';
import { uniquePassword, uniqueUsername, type Admin } from './support/admin';
import { expectNoSeriousViolations } from './support/axe';
import { at, dialogWith, expect, test, waitInteractive } from './support/fixtures';
import { latestSmsCode, uniqueMobile, useOwnClientIp } from './support/sms';

const SUCCESS = 'Registration succeeded, logging in soon';

/** The registration post the page sends (its body is encrypted: the server's record is read back instead). */
const registerPost = (page: Page, path: '/wps/member/register' | '/wps/member/register/mobile') =>
  page.waitForRequest((r: Request) => new URL(r.url()).pathname === path && r.method() === 'POST');

async function registerByUsername(page: Page, url: string): Promise<{ username: string; password: string }> {
  const username = uniqueUsername('reg');
  const password = uniquePassword();
  await page.goto(url);
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  return { username, password };
}

/** Confirms the success message and lands on /m/home, signed in. */
async function confirmSuccess(page: Page): Promise<void> {
  const success = dialogWith(page, SUCCESS);
  await expect(success).toBeVisible();
  await success.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(at('/home'));
  await expect(page.getByRole('link', { name: 'Member', exact: true })).toBeVisible();
}

/**
 * Asks for the SMS code that proves the number (the send button of the form) and types the code the number
 * received (read from the server's outbox, as the owner would read the SMS).
 */
async function proveNumber(page: Page, shop: Admin, phone: string): Promise<void> {
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('status').filter({ hasText: phone })).toBeVisible();
  await page.getByLabel('Verification code', { exact: true }).fill(await latestSmsCode(shop, phone));
}

/** A merchant of the test's own whose registration offers both modes. */
const mobileMerchant = (admin: Admin, mobilePassword: boolean) =>
  admin.createMerchant({ public: { register: { username: true, mobile: true, mobilePassword } } });

test.describe('registration by username', () => {
  test('success message, confirm, /m/home, signed in; REG3 and the registration fields reach the server', async ({
    page,
    admin,
  }) => {
    const post = registerPost(page, '/wps/member/register');
    const { username } = await registerByUsername(page, '/m/register');
    expect((await post).headers()['moduleid']).toBe('REG3');
    await confirmSuccess(page);

    await page.getByRole('link', { name: 'Member', exact: true }).click();
    await expect(page.getByText(username, { exact: true }).first()).toBeVisible();

    const member = await admin.member(username);
    expect(member.registration).toMatchObject({
      registerMethod: 'H5',
      domain: '127.0.0.1',
      officialAppLogin: false,
      affiliateCode: null,
      pixelTrack: null,
    });
    expect(member.registration.registerUrl).toMatch(/\/m\/register$/);
    expect(member.registration.loginDeviceId).toMatch(/^[0-9a-f]{32}$/);
  });

  test("a taken username is refused with the server's message", async ({ page, admin }) => {
    const taken = await admin.createMember({ prefix: 'taken' });
    await page.goto('/m/register');
    await page.getByLabel('Username', { exact: true }).fill(taken.username);
    await page.getByLabel('Password', { exact: true }).fill('Secret99');
    await page.getByLabel('Confirm password', { exact: true }).fill('Secret99');
    await page.getByRole('button', { name: 'Register', exact: true }).click();

    const refused = dialogWith(page, 'This username is already taken.');
    await expect(refused).toBeVisible();
    await refused.getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(at('/register'));
  });
});

test.describe('registration by mobile number', () => {
  // The server limits SMS codes per client IP; tests run in parallel from one machine.
  test.beforeEach(async ({ page }) => useOwnClientIp(page));

  test('without the mobile-password option: the default password, then its login asks for an SMS code', async ({
    page,
    admin,
  }) => {
    const shop = await mobileMerchant(admin, false);
    const mobile = uniqueMobile();
    await page.goto(`${shop.origin}/m/register`);
    await page.getByRole('tab', { name: 'With mobile' }).click();
    await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);

    // The picker opens on the list; the chosen country's code goes before the number.
    await page.getByRole('button', { name: /^Code .*\+63$/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Country or region' });
    await sheet.getByRole('button', { name: /Vietnam/ }).click();
    await expect(page.getByRole('button', { name: 'Code Vietnam +84' })).toBeVisible();
    await page.getByLabel('Mobile number', { exact: true }).fill(mobile);
    await proveNumber(page, shop, `+84${mobile}`);

    const post = registerPost(page, '/wps/member/register/mobile');
    const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/wps/member/register/mobile');
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    expect((await post).headers()['moduleid']).toBe('MOBILENUMREG3');
    const { value } = (await (await answer).json()) as { value: { userName: string } };
    await confirmSuccess(page);

    const member = await shop.member(value.userName);
    expect(member.mobile).toBe(`+84${mobile}`);
    expect(member.passwordIsDefault).toBe(true);

    // Signed out, the member logs in with the merchant's default password: that asks for an SMS code to the
    // number first (the rest of that sign-in, to /m/changePsw: password.spec.ts).
    await page.getByRole('link', { name: 'Member', exact: true }).click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(at('/login'));
    const { defaultMobilePassword } = await shop.settings();
    await page.getByLabel('Username', { exact: true }).fill(value.userName);
    await page.getByLabel('Password', { exact: true }).fill(defaultMobilePassword);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('dialog', { name: "Verify it's you" }).getByRole('tab')).toHaveText(['SMS']);
  });

  test('with the mobile-password option: the chosen password signs in later', async ({ page, admin }) => {
    const shop = await mobileMerchant(admin, true);
    const mobile = uniqueMobile();
    const password = uniquePassword();
    await page.goto(`${shop.origin}/m/register`);
    await page.getByRole('tab', { name: 'With mobile' }).click();
    await expect(page.getByRole('button', { name: 'Code Philippines +63' })).toBeVisible();
    await page.getByLabel('Mobile number', { exact: true }).fill(mobile);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm password', { exact: true }).fill(password);
    await proveNumber(page, shop, `+63${mobile}`);
    const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/wps/member/register/mobile');
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    const { value } = (await (await answer).json()) as { value: { userName: string } };
    await confirmSuccess(page);

    const member = await shop.member(value.userName);
    expect(member).toMatchObject({ mobile: `+63${mobile}`, passwordIsDefault: false });
    await page.getByRole('link', { name: 'Member', exact: true }).click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByLabel('Username', { exact: true }).fill(value.userName);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(at('/home'));
  });

  test('a registered number is refused with the server message', async ({ page, admin }) => {
    const shop = await mobileMerchant(admin, false);
    const mobile = uniqueMobile();
    await shop.createMember({ prefix: 'mob', mobile: `+63${mobile}` });
    await page.goto(`${shop.origin}/m/register`);
    await page.getByRole('tab', { name: 'With mobile' }).click();
    await page.getByLabel('Mobile number', { exact: true }).fill(mobile);
    await proveNumber(page, shop, `+63${mobile}`);
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(dialogWith(page, 'This mobile number is already registered.')).toBeVisible();
  });

  test("attack: someone else's number cannot be registered without the code sent to it", async ({
    page,
    admin,
  }) => {
    const shop = await mobileMerchant(admin, false);
    const victim = uniqueMobile();
    await page.goto(`${shop.origin}/m/register`);
    await page.getByRole('tab', { name: 'With mobile' }).click();
    await page.getByLabel('Mobile number', { exact: true }).fill(victim);

    // Without a code the form is not even sent.
    let posted = false;
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/wps/member/register/mobile') posted = true;
    });
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(page.getByText('Please fill in this field.')).toBeVisible();
    expect(posted).toBe(false);

    // The code went to the victim's phone; the attacker guesses.
    await page.getByRole('button', { name: 'Send code' }).click();
    const real = await latestSmsCode(shop, `+63${victim}`);
    await page.getByLabel('Verification code', { exact: true }).fill(real === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    const refused = dialogWith(page, 'The SMS code is wrong or expired.');
    await expect(refused).toBeVisible();
    await refused.getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(at('/register'));
    expect((await shop.smsOutbox(`+63${victim}`)).length).toBe(1);
    await expect(page.getByRole('link', { name: 'Member', exact: true })).toHaveCount(0);
  });
});

test.describe('the username suggestion (autoUsername)', () => {
  test('"Suggest" fills in a free username that registers', async ({ page }) => {
    await page.goto('/m/register');
    await page.getByRole('button', { name: 'Suggest', exact: true }).click();
    const username = page.getByLabel('Username', { exact: true });
    await expect(username).toHaveValue(/^[a-z][a-z0-9_]{3,15}$/);
    const password = uniquePassword();
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await confirmSuccess(page);
  });
});

test.describe('attribution', () => {
  test('affiliate and referral codes of the landing query reach the server with originalDomain', async ({
    page,
    admin,
  }) => {
    await page.goto('/m/home?affiliateCode=AFF77&r=REF5');
    await expect(page.getByRole('link', { name: 'Home', exact: true })).toBeVisible();
    // The codes stay with the player while they browse to registration.
    const { username } = await registerByUsername(page, '/m/register');
    await confirmSuccess(page);
    expect((await admin.member(username)).registration).toMatchObject({
      affiliateCode: 'AFF77',
      referralCode: 'REF5',
      originalDomain: '127.0.0.1',
    });
  });

  test('the affiliate of a subdomain reaches the server', async ({ page, admin }) => {
    const shop = await admin.createMerchant();
    const site = new URL(shop.origin);
    const affiliateSite = new URL(shop.origin);
    affiliateSite.hostname = `aff01.${site.hostname}`;
    await shop.patchSettings({
      domains: [{ domainName: site.origin }, { domainName: affiliateSite.origin }],
    });

    const { username } = await registerByUsername(page, `${affiliateSite.origin}/m/register`);
    await confirmSuccess(page);
    expect((await shop.member(username)).registration).toMatchObject({
      affiliateCode: 'aff01',
      referralCode: null,
      originalDomain: affiliateSite.hostname,
      domain: affiliateSite.hostname,
    });
  });

  test('pixel values are sent only when set; the ad attribution info goes with them', async ({
    page,
    admin,
  }) => {
    const { username: plain } = await registerByUsername(page, '/m/register');
    await confirmSuccess(page);
    expect((await admin.member(plain)).registration).toMatchObject({ pixelTrack: null, adAttribution: null });

    const landedAt = Date.now();
    await page.goto('/m/home?fbclid=FB123&utm_source=news&twclid=TW9&gpsAdid=GAID-1');
    await page.getByRole('link', { name: 'Member', exact: true }).click();
    await page.getByRole('button', { name: 'Log out' }).click();
    const { username: tracked } = await registerByUsername(page, '/m/register');
    await confirmSuccess(page);
    const { registration } = await admin.member(tracked);
    expect(registration.pixelTrack).toMatchObject({ fbclid: 'FB123', utm_source: 'news', twclid: 'TW9' });
    const fbcTime = Number(registration.pixelTrack?.fbc?.match(/^fb\.1\.(\d+)\.FB123$/)?.[1]);
    expect(fbcTime).toBeGreaterThanOrEqual(landedAt);
    expect(registration.adAttribution).toEqual({ gpsAdid: 'GAID-1' });
  });
});

test("a player who types before the merchant's settings arrive keeps what was typed", async ({ page }) => {
  // On a slow network the status can answer after the first screen is up; its settings add the mobile mode.
  let answerStatus: () => void = () => undefined;
  const statusHeld = new Promise<void>((resolve) => (answerStatus = resolve));
  await page.route('**/wps/system/status*', async (route) => {
    await statusHeld;
    await route.continue();
  });
  await page.goto('/m/register');
  await waitInteractive(page);
  await expect(page.getByRole('tablist')).toHaveCount(0);
  await page.getByLabel('Username', { exact: true }).fill('early01');
  answerStatus();
  await expect(page.getByRole('tab', { name: 'With mobile' })).toBeVisible();
  await expect(page.getByLabel('Username', { exact: true })).toHaveValue('early01');
});

test.describe('accessibility of the register screen', () => {
  test('both modes pass axe', async ({ page, admin }) => {
    const shop = await mobileMerchant(admin, true);
    await page.goto(`${shop.origin}/m/register`);
    await expect(page.getByRole('button', { name: 'Register', exact: true })).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.getByRole('tab', { name: 'With mobile' }).click();
    await expect(page.getByRole('button', { name: 'Code Philippines +63' })).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});
