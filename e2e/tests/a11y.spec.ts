import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { at, expect, logInToHome, test, waitInteractive } from './support/fixtures';

/** axe-core with the WCAG 2 A and AA rules: no serious or critical violation. */
async function expectNoSeriousViolations(page: Page): Promise<void> {
  await waitInteractive(page);
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help} ${v.nodes
          .slice(0, 5)
          .map(
            (n) =>
              `[${n.target.join(' ')}: ${(n.any[0] ?? n.all[0] ?? n.none[0])?.message ?? n.failureSummary}]`,
          )
          .join(' ')}`,
    );
  expect(serious).toEqual([]);
}

test.describe('accessibility (axe-core, wcag2a + wcag2aa)', () => {
  test('login', async ({ page }) => {
    await page.goto('/m/login');
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('register', async ({ page }) => {
    await page.goto('/m/register');
    await expect(page.getByRole('button', { name: 'Register', exact: true })).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('member home', async ({ page, admin }) => {
    const member = await admin.createMember({ prefix: 'axemh' });
    await logInToHome(page, member.username, member.password);
    await page.getByRole('link', { name: 'Member', exact: true }).click();
    await expect(page).toHaveURL(at('/member/home'));
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('change password', async ({ page, admin }) => {
    const member = await admin.createMember({ prefix: 'axecp' });
    await logInToHome(page, member.username, member.password);
    await page.getByRole('link', { name: 'Member', exact: true }).click();
    await page.getByRole('link', { name: 'Change password' }).click();
    await expect(page).toHaveURL(at('/changePsw'));
    await expect(page.getByRole('button', { name: 'Change password' })).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});
