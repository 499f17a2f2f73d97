import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { at, expect, logInToHome, test, waitInteractive } from './support/fixtures';

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

  const member = await admin.createMember({ prefix: 'shot' });
  await logInToHome(page, member.username, member.password);
  await page.getByRole('link', { name: 'Member', exact: true }).click();
  await expect(page).toHaveURL(at('/member/home'));
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  await shoot('member-home');

  await page.getByRole('link', { name: 'Change password' }).click();
  await expect(page).toHaveURL(at('/changePsw'));
  await expect(page.getByRole('button', { name: 'Change password' })).toBeVisible();
  await shoot('change-password');
});

async function snapshot(page: Page, testInfo: TestInfo, dir: string, name: string): Promise<void> {
  await waitInteractive(page);
  await page.evaluate(() => document.fonts.ready);
  const file = path.join(dir, `${testInfo.project.name}-${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}
