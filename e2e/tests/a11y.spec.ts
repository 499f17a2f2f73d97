import { expectNoSeriousViolations } from './support/axe';
import { expect, openSignedIn, test } from './support/fixtures';

test.describe('accessibility (axe-core, wcag2a + wcag2aa)', () => {
  test('login', { tag: '@iphone' }, async ({ page }) => {
    await page.goto('/m/login');
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('register', async ({ page }) => {
    await page.goto('/m/register');
    await expect(page.getByRole('button', { name: 'Register', exact: true })).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test(
    'home, with its banners, referral entry and promotions (DEMO is seeded with them)',
    { tag: '@iphone' },
    async ({ page }) => {
      await page.goto('/m/home');
      await expect(page.locator('.banners-controls')).toBeVisible();
      await expect(page.locator('.referral-entry')).toBeVisible();
      await expect(page.locator('.activity-card:not(.activity-card--loading)').first()).toBeVisible();
      await expectNoSeriousViolations(page);
    },
  );

  test('the activity page', async ({ page }) => {
    await page.goto('/m/activity?id=first-deposit-bonus');
    await expect(page.getByRole('heading', { name: 'First deposit bonus' })).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('member home', { tag: '@iphone' }, async ({ page, admin }) => {
    const member = await admin.createMember({ prefix: 'axemh' });
    await openSignedIn(page, admin, member, '/member/home');
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('change password', async ({ page, admin }) => {
    const member = await admin.createMember({ prefix: 'axecp' });
    await openSignedIn(page, admin, member, '/changePsw');
    await expect(page.getByRole('button', { name: 'Change password' })).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});
