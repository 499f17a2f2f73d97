import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { at, dialogWith, expect, test } from './support/fixtures';
import { firebaseMerchant, serveFakeGapi, signInWithGooglePopup, uniqueEmail } from './support/firebase';
import { useOwnClientIp } from './support/sms';

/**
 * Social sign-in as a way back in, through the real Firebase Auth emulator: the member sees the Google sign-in
 * bound to the account on member home and removes it (its sign-in then no longer opens the account), and a
 * member who verifies new IPs gets the two-factor modal after a Google sign-in from a new IP, as after a
 * password login.
 */

// Each test signs in through the emulator's popup twice, and binds once through the password login.
test.slow();

test.beforeEach(async ({ context, page }) => {
  await serveFakeGapi(context);
  // A client IP of the test's own: "a new IP" is this test's.
  await useOwnClientIp(page);
});

const BIND_MESSAGE = 'This sign-in is not linked to an account yet.';
const twoFactorDialog = (page: Page) => page.getByRole('dialog', { name: "Verify it's you" });

/** A new visit as far as the app knows (session, saved login); the emulator keeps its accounts. */
async function leave(page: Page): Promise<void> {
  await page.evaluate(() => {
    sessionStorage.clear();
    localStorage.clear();
  });
}

/** Google sign-in, then 'log in to existing account' with the member's password: the identity is bound. */
async function bindGoogle(
  page: Page,
  origin: string,
  email: string,
  member: { username: string; password: string },
) {
  await page.goto(`${origin}/m/login`);
  await signInWithGooglePopup(page, email);
  const choice = dialogWith(page, BIND_MESSAGE);
  await choice.getByRole('button', { name: 'Log in to existing account' }).click();
  await page.getByLabel('Username', { exact: true }).fill(member.username);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

test('member home lists the bound Google sign-in; removing it stops that sign-in', async ({
  page,
  admin,
}) => {
  const merchant = await firebaseMerchant(admin, { whitelabel: { FIREBASECREATEACC3: false } });
  const member = await merchant.createMember({ prefix: 'bound' });
  const email = uniqueEmail();
  await bindGoogle(page, merchant.origin, email, member);
  await expect(page).toHaveURL(at('/home'));

  await page.getByRole('link', { name: 'Member', exact: true }).click();
  const card = page.locator('section', { has: page.getByRole('heading', { name: 'Linked sign-ins' }) });
  await expect(card.getByText('Google', { exact: true })).toBeVisible();
  await expect(card.getByText(/^Linked on /)).toBeVisible();
  await expectNoSeriousViolations(page, '.bound-identities');

  await card.getByRole('button', { name: /^Remove Google, linked on / }).click();
  const ask = page.getByRole('alertdialog', { name: 'Remove this sign-in?' });
  await expect(ask).toContainText('will no longer open your account');
  // Keeping it is the focused choice.
  await expect(ask.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectNoSeriousViolations(page, '.dialog');
  const removal = page.waitForResponse((r) => r.url().endsWith('/wps/relay/WPSCORE_removeBoundIdentity'));
  await ask.getByRole('button', { name: 'Remove', exact: true }).click();
  expect((await (await removal).json()).success).toBe(true);
  await expect(page.getByRole('status').filter({ hasText: 'Sign-in removed.' })).toBeVisible();
  await expect(card.getByText('No social or phone sign-in is linked to your account.')).toBeVisible();

  // The same Google account no longer opens the account: the server asks for a binding again.
  await leave(page);
  await page.goto(`${merchant.origin}/m/login`);
  const login = page.waitForResponse((r) => r.url().endsWith('/wps/session/login'));
  await signInWithGooglePopup(page, email, true);
  expect((await (await login).json()).errorCode).toBe('bind_customer_required');
  await expect(dialogWith(page, BIND_MESSAGE)).toBeVisible();
});

test('a member who verifies new IPs: Google sign-in from a new IP opens the two-factor modal, and passing it signs in', async ({
  page,
  admin,
}) => {
  const merchant = await firebaseMerchant(admin, { whitelabel: { FIREBASECREATEACC3: false } });
  const member = await merchant.createMember({
    prefix: 'boundip',
    verifyNewIp: true,
    payeeName: 'Maria Santos',
  });
  const email = uniqueEmail();

  // Binding goes through the password login, which asks for the verification from this new IP first.
  await bindGoogle(page, merchant.origin, email, member);
  await twoFactorDialog(page).getByLabel('Bank account holder name').fill('Maria Santos');
  await twoFactorDialog(page).getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(at('/home'));

  // The verified IP forgotten: this IP is new again, and the Google sign-in must not skip the question.
  await merchant.clearVerifiedIps(member.username);
  await leave(page);
  await page.goto(`${merchant.origin}/m/login`);
  const login = page.waitForResponse((r) => r.url().endsWith('/wps/session/login'));
  await signInWithGooglePopup(page, email, true);
  const answer = await (await login).json();
  expect(answer).toMatchObject({ success: false, errorCode: 'login_verify_required' });
  expect(answer.value).not.toHaveProperty('token');

  const dialog = twoFactorDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('tab')).toHaveText(['Account name']);
  await expectNoSeriousViolations(page, '.two-factor');
  await dialog.getByLabel('Bank account holder name').fill('Maria Santos');
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Verification passed' })).toBeVisible();
  await expect(page).toHaveURL(at('/home'));
  await expect(dialog).toBeHidden();
  await page.getByRole('link', { name: 'Member', exact: true }).click();
  await expect(page.getByRole('heading', { name: member.username })).toBeVisible();
});
