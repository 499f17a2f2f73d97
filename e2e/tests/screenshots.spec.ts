import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { at, expect, logIn, logInToHome, test, waitInteractive } from './support/fixtures';
import { firebaseMerchant } from './support/firebase';
import { uniqueMobile, useOwnClientIp } from './support/sms';
import { newTotpSecret } from './support/totp';

// Runs only with SCREENSHOTS=1 (see playwright.config.ts): SCREENSHOTS=1 npx playwright test -c e2e screenshots
test('full-page screenshots of the main screens @screenshots', async ({ page, admin }, testInfo) => {
  const dir = path.resolve(path.dirname(testInfo.config.configFile!), '..', 'screenshots');
  mkdirSync(dir, { recursive: true });
  const shoot = (name: string) => snapshot(page, testInfo, dir, name);

  await page.goto('/m/login');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await shoot('login');

  await page.goto('/m/register');
  await expect(page.getByRole('button', { name: 'Register', exact: true })).toBeVisible();
  await shoot('register');

  await page.goto('/m/home');
  await expect(page.getByRole('link', { name: 'Member', exact: true })).toBeVisible();
  await shoot('home');

  const member = await admin.createMember({
    prefix: 'shot',
    clubLabel: { labelName: 'Gold', labelId: 'VIP2', type: 'vip', rankLevel: 2 },
  });
  await logInToHome(page, member.username, member.password);
  await page.getByRole('link', { name: 'Member', exact: true }).click();
  await expect(page).toHaveURL(at('/member/home'));
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  await shoot('member-home');

  await page.getByRole('link', { name: 'Change password' }).click();
  await expect(page).toHaveURL(at('/changePsw'));
  await expect(page.getByRole('button', { name: 'Change password' })).toBeVisible();
  await shoot('change-password');

  await page.goto('/m/member/benefits');
  await expect(page.locator('.vip-badge')).toBeVisible();
  await expect(page.getByRole('progressbar')).toBeVisible();
  await shoot('benefits');
});

test('screenshots of the entry flows @screenshots', async ({ page, admin }, testInfo) => {
  const dir = path.resolve(path.dirname(testInfo.config.configFile!), '..', 'screenshots');
  mkdirSync(dir, { recursive: true });
  const shoot = (name: string) => snapshot(page, testInfo, dir, name);
  await useOwnClientIp(page);

  // Login with the plain captcha, the SMS mode, the country picker.
  const plain = await admin.createMerchant({ public: { captcha: { login: true, sms: true } } });
  await page.goto(`${plain.origin}/m/login`);
  await expect(page.getByRole('img', { name: 'Captcha image' })).toBeVisible();
  await shoot('login-captcha');
  await page.getByRole('tab', { name: 'SMS login' }).click();
  await expect(page.getByRole('button', { name: 'Send code' })).toBeVisible();
  await shoot('login-sms');
  await page.getByRole('button', { name: /\+63/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await shoot('country-picker');

  // Geetest (the stand-in) waiting for a tap.
  const geetest = await admin.createMerchant({
    public: {
      captcha: { login: true },
      whitelabel: { GEETEST3: true },
      gw: { GEETEST_ID: 'shot', GEETEST_VERSION: 'v4' },
    },
  });
  await page.goto(`${geetest.origin}/m/login`);
  await expect(page.getByRole('button', { name: 'Click to verify' })).toBeVisible();
  await shoot('login-geetest');

  // Social buttons and the login-choice dialog (no emulator needed to show them).
  const social = await firebaseMerchant(admin, { whitelabel: { FIREBASECREATEACC3: true } });
  await page.goto(`${social.origin}/m/login`);
  await expect(page.getByRole('button', { name: 'Google', exact: true })).toBeVisible();
  await shoot('login-social');

  // Two-factor with all four methods.
  const member = await admin.createMember({
    prefix: 'shot2fa',
    verifyNewIp: true,
    totpSecret: newTotpSecret(),
    email: 'shot@example.com',
    payeeName: 'Juan Dela Cruz',
    mobile: `+63${uniqueMobile()}`,
  });
  await logIn(page, member.username, member.password);
  await expect(page.getByRole('dialog', { name: "Verify it's you" })).toBeVisible();
  await shoot('two-factor');

  // Registration by mobile.
  await page.goto('/m/register');
  await page.getByRole('tab', { name: 'With mobile' }).click();
  await expect(page.getByLabel('Mobile number')).toBeVisible();
  await shoot('register-mobile');
});

async function snapshot(page: Page, testInfo: TestInfo, dir: string, name: string): Promise<void> {
  await waitInteractive(page);
  await page.evaluate(() => document.fonts.ready);
  const file = path.join(dir, `${testInfo.project.name}-${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}
