import type { Page } from '@playwright/test';
import {
  AUTO_LOGIN_OFF,
  AUTO_LOGIN_STORAGE_KEY,
  REMEMBERED_LOGIN_STORAGE_KEY,
  SESSION_STORAGE_KEY,
} from '@app/contract/constants/session';
import { uniquePassword } from './support/admin';
import { expectNoSeriousViolations } from './support/axe';
import { at, dialogWith, expect, test, waitInteractive } from './support/fixtures';
import { useOwnClientIp } from './support/sms';

/**
 * Remembered login and auto login at start (entry §3, §4, §8). "The next start" is a new
 * browser session: session storage (where the session lives) is gone, local storage and IndexedDB (the
 * remembered login and its device key) are not.
 */

async function logInRemembered(
  page: Page,
  origin: string,
  username: string,
  password: string,
): Promise<void> {
  await page.goto(`${origin}/m/login`);
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  const remember = page.getByLabel('Remember me');
  await expect(remember).not.toBeChecked();
  await remember.check();
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(at('/home'));
}

/**
 * Closes the browser session and starts the app again at `path`, until the app has taken over from the page's
 * first paint: that paint already shows an empty login form, before auto login has even been tried. The app's
 * form shows only once auto login has decided (features/auth/LoginPage.tsx shows its notice until then): a test
 * that finds the form filled in and the page still on /login knows that no auto login is to come.
 */
async function nextStart(page: Page, origin: string, path: string): Promise<void> {
  await page.evaluate(() => sessionStorage.clear());
  await page.goto(`${origin}/m${path}`);
  await waitInteractive(page);
}

async function expectSignedInAs(page: Page, username: string): Promise<void> {
  await page.getByRole('link', { name: 'Member', exact: true }).click();
  await expect(page).toHaveURL(at('/member/home'));
  await expect(page.getByText(username, { exact: true }).first()).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await useOwnClientIp(page);
});

test('a remembered login signs the player in by itself at the next start, password sealed', async ({
  page,
  admin,
}) => {
  const member = await admin.createMember({ prefix: 'auto' });
  await logInRemembered(page, admin.origin, member.username, member.password);

  // Kept for the next start, but not readable: no password, plain or Base64, in local storage.
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }));
  expect(stored).toContain(member.username);
  expect(stored).not.toContain(member.password);
  expect(stored).not.toContain(Buffer.from(member.password).toString('base64'));

  await nextStart(page, admin.origin, '/login');
  await expect(page).toHaveURL(at('/home'));
  await expectSignedInAs(page, member.username);

  // Also from a protected page in a new tab of the same browser.
  const tab = await page.context().newPage();
  await useOwnClientIp(tab);
  await tab.goto(`${admin.origin}/m/member/home`);
  await expect(tab).toHaveURL(at('/home'));
  await expectSignedInAs(tab, member.username);
});

test('unticked, nothing is remembered: the next start shows the empty login form', async ({
  page,
  admin,
}) => {
  const member = await admin.createMember({ prefix: 'noauto' });
  await page.goto('/m/login');
  await page.getByLabel('Username', { exact: true }).fill(member.username);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(at('/home'));

  await nextStart(page, admin.origin, '/login');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(page.getByLabel('Username', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('Remember me')).not.toBeChecked();
  await expectNoSeriousViolations(page);
});

test('a saved password that no longer works (login.cred.err) is cleared', async ({ page, admin }) => {
  const member = await admin.createMember({ prefix: 'stale' });
  await logInRemembered(page, admin.origin, member.username, member.password);

  // The password changes after it was remembered.
  await page.goto('/m/changePsw');
  const newPassword = uniquePassword();
  await page.getByLabel('Current password', { exact: true }).fill(member.password);
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
  await dialogWith(page, 'Password changed').getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(at('/home'));

  await nextStart(page, admin.origin, '/login');
  // The auto login fails quietly; the saved login is gone, so the form is empty.
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(page.getByLabel('Username', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('Remember me')).not.toBeChecked();
  expect(await page.evaluate((key) => localStorage.getItem(key), REMEMBERED_LOGIN_STORAGE_KEY)).toBeNull();
  expect(await page.evaluate((key) => localStorage.getItem(key), AUTO_LOGIN_STORAGE_KEY)).toBe(
    AUTO_LOGIN_OFF,
  );

  // And the next start stays put.
  await nextStart(page, admin.origin, '/login');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(page).toHaveURL(at('/login'));
});

test('MOBILEAUTOLOGIN3 off: the login is remembered (username filled in) but not sent by itself', async ({
  page,
  admin,
}) => {
  const merchant = await admin.createMerchant({ public: { whitelabel: { MOBILEAUTOLOGIN3: false } } });
  const member = await merchant.createMember({ prefix: 'noswitch' });
  await logInRemembered(page, merchant.origin, member.username, member.password);

  await nextStart(page, merchant.origin, '/login');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(page.getByLabel('Username', { exact: true })).toHaveValue(member.username);
  await expect(page.getByLabel('Remember me')).toBeChecked();
  await expect(page).toHaveURL(at('/login'));
});

test('no auto login with a redirectUrl or backUrl, and none after the player logs out', async ({
  page,
  admin,
}) => {
  const member = await admin.createMember({ prefix: 'nohop' });
  await logInRemembered(page, admin.origin, member.username, member.password);

  await nextStart(page, admin.origin, '/login?backUrl=%2Fm%2Fgame');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(page.getByLabel('Username', { exact: true })).toHaveValue(member.username);

  // Signed in by hand, then out: logging out turns auto login off.
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(at('/home'));
  await page.getByRole('link', { name: 'Member', exact: true }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(at('/login'));

  await nextStart(page, admin.origin, '/login');
  await expect(page.getByLabel('Username', { exact: true })).toHaveValue(member.username);
  await expect(page).toHaveURL(at('/login'));
});

test('token_ip_different turns auto login off', async ({ page, admin }) => {
  const merchant = await admin.createMerchant({ bindSessionToIp: true });
  const member = await merchant.createMember({ prefix: 'ipbind' });
  const memberInfo = page.waitForResponse((r) => r.url().includes('/wps/member/info') && r.ok());
  await logInRemembered(page, merchant.origin, member.username, member.password);
  await memberInfo;

  // The network changes under a session bound to its IP: the session ends with token_ip_different. The session
  // moves to a new tab that opens from the new IP, and the home page is closed first: a call it still sends as it
  // is left (what starts after the first screen, the announcements) would go out from the new IP, end the session
  // there and clear the tab's session storage before the member page reads it, which then opens signed out with
  // no notice to show (seen: the member page started with only the announcements' visit key in session storage).
  const sessionInfo = await page.evaluate((key) => sessionStorage.getItem(key), SESSION_STORAGE_KEY);
  if (sessionInfo === null) throw new Error('no session stored after the sign-in');
  const context = page.context();
  await page.close();
  const tab = await context.newPage();
  await useOwnClientIp(tab);
  // A page of the site that runs none of the app's code, to put the session in the new tab's storage.
  await tab.goto(`${merchant.origin}/m/offline.html`);
  await tab.evaluate(({ key, value }) => sessionStorage.setItem(key, value), {
    key: SESSION_STORAGE_KEY,
    value: sessionInfo,
  });
  await tab.goto(`${merchant.origin}/m/member/home`);
  // The notice's wait counts from the first screen (a signed-in page starts the app from its shell).
  await waitInteractive(tab);
  const expired = dialogWith(tab, 'Please log in again');
  await expect(expired).toBeVisible();
  expect(await tab.evaluate((key) => localStorage.getItem(key), AUTO_LOGIN_STORAGE_KEY)).toBe(AUTO_LOGIN_OFF);
  await expired.getByRole('button').click();
  await expect(tab).toHaveURL(at('/login'));

  await nextStart(tab, merchant.origin, '/login');
  await expect(tab.getByLabel('Username', { exact: true })).toHaveValue(member.username);
  await expect(tab).toHaveURL(at('/login'));
});
