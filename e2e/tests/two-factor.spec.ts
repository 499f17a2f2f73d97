import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { at, expect, logIn, test } from './support/fixtures';
import { latestSmsCode, uniqueMobile, useOwnClientIp } from './support/sms';
import { newTotpSecret, totpNow } from './support/totp';

/**
 * Two-factor sign-in (entry §2, §4, §5, §8): members who verify new IPs get the modal with the
 * methods they have. Each test has a client IP of its own, so "a new IP" and "the verified IP" are its own.
 */

const twoFactorDialog = (page: Page) => page.getByRole('dialog', { name: "Verify it's you" });

async function verifiedToHome(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Verify' }).click();
  // 'login_2fa_pass' shows, the login continues by itself and the modal closes.
  await expect(page.getByRole('status').filter({ hasText: 'Verification passed' })).toBeVisible();
  await expect(page).toHaveURL(at('/home'));
  await expect(twoFactorDialog(page)).toBeHidden();
}

async function logOut(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Member', exact: true }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(at('/login'));
}

test.beforeEach(async ({ page }) => {
  await useOwnClientIp(page);
});

test('ga: the authenticator code passes; the verified IP needs no second factor until it is forgotten', async ({
  page,
  admin,
}) => {
  const totpSecret = newTotpSecret();
  const member = await admin.createMember({ prefix: 'tfga', totpSecret, verifyNewIp: true });

  await logIn(page, member.username, member.password);
  const dialog = twoFactorDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Your current IP address was not recorded');
  // Only the method the member has, selected, with its input ready.
  await expect(dialog.getByRole('tab')).toHaveText(['Authenticator']);
  const code = dialog.getByLabel('Authenticator code');
  await expect(code).toBeFocused();
  await code.fill(` ${totpNow(totpSecret)} `);
  await verifiedToHome(page);

  // The same IP again: straight in.
  await logOut(page);
  await logIn(page, member.username, member.password);
  await expect(page).toHaveURL(at('/home'));

  // Once the verified IPs are forgotten, the modal is back.
  await logOut(page);
  await admin.clearVerifiedIps(member.username);
  await logIn(page, member.username, member.password);
  await expect(twoFactorDialog(page)).toBeVisible();
});

test('sms: the code sent to the mobile number (read from the outbox) passes', async ({ page, admin }) => {
  const mobile = uniqueMobile();
  const member = await admin.createMember({ prefix: 'tfsms', mobile: `+63${mobile}`, verifyNewIp: true });

  await logIn(page, member.username, member.password);
  const dialog = twoFactorDialog(page);
  await expect(dialog.getByRole('tab')).toHaveText(['SMS']);

  // Sending needs a mobile number: the empty field is highlighted and focused.
  await dialog.getByRole('button', { name: 'Send code' }).click();
  const mobileField = dialog.getByLabel('Mobile number');
  await expect(mobileField).toHaveAttribute('aria-invalid', 'true');
  await expect(mobileField).toBeFocused();

  await mobileField.fill(mobile);
  await dialog.getByRole('button', { name: 'Send code' }).click();
  // The button counts down to the code's expiry.
  await expect(dialog.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
  const codeField = dialog.getByLabel('Verification code');
  await expect(codeField).toBeFocused();
  await codeField.fill(await latestSmsCode(admin, mobile));
  await verifiedToHome(page);
});

test('email: the email address of the account passes, trimmed and in any case', async ({ page, admin }) => {
  const email = `${Date.now()}.player@example.com`;
  const member = await admin.createMember({
    prefix: 'tfmail',
    email,
    totpSecret: newTotpSecret(),
    verifyNewIp: true,
  });

  await logIn(page, member.username, member.password);
  const dialog = twoFactorDialog(page);
  // Opens on the first method in the spec's order (ga before email).
  await expect(dialog.getByRole('tab')).toHaveText(['Authenticator', 'Email']);
  await expect(dialog.getByRole('tab', { name: 'Authenticator' })).toHaveAttribute('aria-selected', 'true');
  await dialog.getByRole('tab', { name: 'Email' }).click();
  await dialog.getByLabel('Email address').fill(`  ${email.toUpperCase()} `);
  await verifiedToHome(page);
});

test('payeeName: the bank real name passes; all four methods in the order payeeName, sms, ga, email', async ({
  page,
  admin,
}) => {
  const member = await admin.createMember({
    prefix: 'tfpay',
    payeeName: 'Maria Santos',
    email: `${Date.now()}.maria@example.com`,
    mobile: `+63${uniqueMobile()}`,
    totpSecret: newTotpSecret(),
    verifyNewIp: true,
  });

  await logIn(page, member.username, member.password);
  const dialog = twoFactorDialog(page);
  await expect(dialog.getByRole('tab')).toHaveText(['Account name', 'SMS', 'Authenticator', 'Email']);
  const payee = dialog.getByLabel('Bank account holder name');
  await expect(payee).toBeFocused();
  await payee.fill('Maria Santos');
  await verifiedToHome(page);
});

test('an empty field is highlighted and focused; a failure shows the message, clears and focuses; axe', async ({
  page,
  admin,
}) => {
  const member = await admin.createMember({ prefix: 'tffail', payeeName: 'Jose Rizal', verifyNewIp: true });

  await logIn(page, member.username, member.password);
  const dialog = twoFactorDialog(page);
  await expect(dialog).toBeVisible();
  await expectNoSeriousViolations(page, '[role="dialog"]');

  const payee = dialog.getByLabel('Bank account holder name');
  await payee.fill('   ');
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(payee).toHaveAttribute('aria-invalid', 'true');
  await expect(payee).toBeFocused();
  await expect(dialog.getByText('Please fill in this field.')).toBeVisible();

  await payee.fill('Andres Bonifacio');
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('The verification failed. Please check and try again.');
  await expect(payee).toHaveValue('');
  await expect(payee).toBeFocused();
  await expectNoSeriousViolations(page, '[role="dialog"]');

  // Closing gives up: still signed out, on the login screen.
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(at('/login'));
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
});
