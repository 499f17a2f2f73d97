import { at, expect, openSignedIn, test } from './support/fixtures';
import { expectNoSeriousViolations } from './support/axe';

test.describe('VIP benefits (/m/member/benefits)', () => {
  test('a member taps the VIP benefits tile and sees their label, level and the goals to the next rank', async ({
    page,
    admin,
  }) => {
    const member = await admin.createMember({
      prefix: 'vip',
      clubLabel: { labelName: 'Gold', labelId: 'VIP2', type: 'vip', rankLevel: 2 },
    });
    await openSignedIn(page, admin, member);
    await page.getByRole('link', { name: 'VIP benefits' }).click();
    await expect(page).toHaveURL(at('/member/benefits'));
    await expect(page.getByRole('heading', { level: 1, name: 'VIP benefits' })).toBeVisible();
    await expect(page.locator('.vip-badge')).toHaveText('GoldLevel 2');
    // Rank 3 asks for 90 days since registration, 60 sign-ins and a mobile or email: a new member has none.
    await expect(page.getByRole('progressbar', { name: 'VIP progress' })).toBeVisible();
    await expect(page.getByText('0 of 3 goals met for the next rank')).toBeVisible();
    await expect(page).toHaveTitle(/^VIP benefits · /);
    await expectNoSeriousViolations(page);
  });

  test('a member without a VIP label is told how to reach the first level', async ({ page, admin }) => {
    const member = await admin.createMember({ prefix: 'novip' });
    await openSignedIn(page, admin, member, '/member/benefits');
    await expect(page.getByText(/No VIP level yet/)).toBeVisible();
  });

  test('a guest is asked to log in and the button leads to /m/login', async ({ page }) => {
    await page.goto('/m/member/benefits');
    await expect(page.getByText(/Log in to see your VIP level/)).toBeVisible();
    await page.getByRole('link', { name: 'Log in' }).click();
    await expect(page).toHaveURL(at('/login'));
  });
});
