import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { at, dialogWith, expect, test } from './support/fixtures';
import { firebaseMerchant, serveFakeGapi, signInWithGooglePopup, uniqueEmail } from './support/firebase';

/**
 * Social sign-in with Google through the real Firebase Auth emulator: the emulator's popup, the id token
 * exchanged with the server (verified there with firebase-admin), and both answers to bind_customer_required.
 */

test.beforeEach(async ({ context }) => {
  await serveFakeGapi(context);
});

/** Signs the page out as far as a new visit is concerned (session, saved login), keeping the emulator's accounts. */
async function leave(page: Page): Promise<void> {
  await page.evaluate(() => {
    sessionStorage.clear();
    localStorage.clear();
  });
}

const BIND_MESSAGE = 'This sign-in is not linked to an account yet.';

test(
  'auto-register mode: the first Google sign-in registers and signs in; the next one goes straight in',
  { tag: '@iphone' },
  async ({ page, admin }) => {
    // Two sign-ins through the provider's popup and the Auth emulator: near the 90 s limit on a busy 2-core machine.
    test.slow();
    const merchant = await firebaseMerchant(admin, { socialSignIn: { autoRegister: true } });
    const email = uniqueEmail();
    await page.goto(`${merchant.origin}/m/login`);
    await expect(page.getByRole('button', { name: 'Facebook', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Twitter', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'LINE', exact: true })).toBeVisible();

    await expectNoSeriousViolations(page, '.social-sign-in');

    const register = page.waitForResponse((r) => r.url().endsWith('/wps/member/register/firebase'));
    await signInWithGooglePopup(page, email);
    expect((await (await register).json()).success).toBe(true);
    await expect(page).toHaveURL(at('/home'));

    await leave(page);
    await page.goto(`${merchant.origin}/m/login`);
    const login = page.waitForResponse((r) => r.url().endsWith('/wps/session/login'));
    await signInWithGooglePopup(page, email, true);
    expect((await (await login).json()).success).toBe(true);
    await expect(page).toHaveURL(at('/home'));
  },
);

test("bind_customer_required with FIREBASECREATEACC3: the login-choice dialog's 'register new' registers", async ({
  page,
  admin,
}) => {
  const merchant = await firebaseMerchant(admin, { whitelabel: { FIREBASECREATEACC3: true } });
  await page.goto(`${merchant.origin}/m/login`);
  await signInWithGooglePopup(page, uniqueEmail());

  const dialog = dialogWith(page, BIND_MESSAGE);
  await expect(dialog).toBeVisible();
  // The bracketed text of the server's message is stripped.
  await expect(dialog).not.toContainText('[');
  await expect(dialog.getByRole('button', { name: 'Log in to existing account' })).toBeFocused();
  await expectNoSeriousViolations(page, '.dialog');
  await dialog.getByRole('button', { name: 'Register new account' }).click();
  await expect(page).toHaveURL(at('/home'));
});

test("bind_customer_required without FIREBASECREATEACC3: only 'log in to existing account'; the password login binds the identity", async ({
  page,
  admin,
}) => {
  const merchant = await firebaseMerchant(admin, { whitelabel: { FIREBASECREATEACC3: false } });
  const member = await merchant.createMember({ prefix: 'social' });
  const email = uniqueEmail();
  await page.goto(`${merchant.origin}/m/login`);
  await signInWithGooglePopup(page, email);

  const dialog = dialogWith(page, BIND_MESSAGE);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button')).toHaveCount(1);
  await expect(dialog.getByRole('button', { name: 'Register new account' })).toHaveCount(0);
  await expectNoSeriousViolations(page, '.dialog');
  await dialog.getByRole('button', { name: 'Log in to existing account' }).click();
  await expect(dialog).toBeHidden();

  // The player is sent to the password form, told the Google sign-in will be linked.
  await expect(page.getByRole('status').filter({ hasText: 'link your Google sign-in' })).toBeVisible();
  const username = page.getByLabel('Username', { exact: true });
  await expect(username).toBeFocused();
  await username.fill(member.username);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  const login = page.waitForRequest((r) => r.url().endsWith('/wps/session/login'));
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await login;
  await expect(page).toHaveURL(at('/home'));

  // Bound now: the next Google sign-in goes straight in, as that member.
  await leave(page);
  await page.goto(`${merchant.origin}/m/login`);
  const socialLogin = page.waitForResponse((r) => r.url().endsWith('/wps/session/login'));
  await signInWithGooglePopup(page, email, true);
  const answer = await (await socialLogin).json();
  expect(answer).toMatchObject({ success: true, value: { userName: member.username } });
  await expect(page).toHaveURL(at('/home'));
});

test('the social buttons are absent for a merchant without a Firebase project', async ({ page }) => {
  await page.goto('/m/login');
  await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Google', exact: true })).toHaveCount(0);
});
