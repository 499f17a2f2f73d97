import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { at, expect, openSignedIn, test } from './support/fixtures';
import { createMission, missionClaims } from './support/missions';

/**
 * Missions (/m/leaderBoard, signed-in §2 "Mission. Needs login.") as a player uses them, against the real server:
 * missions staff made on a merchant of each test's own, progress from what the member really did (a deposit paid
 * on the demo provider's page, a real-money game launch), a claim credited on the ledger, the week's board.
 */

const progress = (page: Page, name: string) => page.getByRole('progressbar', { name, exact: true });
const balance = (page: Page) => page.getByRole('region', { name: 'Balance' }).getByRole('paragraph');

test.describe('missions (/m/leaderBoard)', () => {
  test(
    'a member completes the deposit mission with a real deposit, claims it, and the board ranks them',
    { tag: '@iphone' },
    async ({ page, admin }) => {
      const shop = await admin.createMerchant();
      const deposit = await createMission(shop, {
        period: 'DAILY',
        metric: 'DEPOSIT_AMOUNT',
        target: 500_00,
        reward: 25_00,
        points: 50,
      });
      await createMission(shop, {
        period: 'WEEKLY',
        metric: 'DEPOSIT_COUNT',
        target: 3,
        reward: 100_00,
        points: 150,
      });
      const member = await shop.createMember({ prefix: 'quest' });
      await openSignedIn(page, shop, member, '/leaderBoard');

      await expect(page.getByRole('heading', { level: 1, name: 'Mission' })).toBeVisible();
      await expect(progress(page, 'Deposit ₱500')).toHaveAttribute('aria-valuenow', '0');
      await expect(page.getByRole('region', { name: 'Your week' })).toContainText('Not ranked yet');
      await expectNoSeriousViolations(page);

      // The mission's Go leads to the deposit page; the player pays ₱500 by GCash on the provider's page.
      await page.getByRole('link', { name: 'Go: Deposit ₱500' }).click();
      await expect(page).toHaveURL(at('/voucherCenter'));
      await page.getByRole('radio', { name: /^GCash\b/ }).check();
      await page.getByRole('group', { name: 'Quick amounts' }).getByRole('button', { name: '₱500' }).click();
      await page.getByRole('button', { name: /^Deposit/ }).click();
      await expect(page).toHaveURL(/\/demo-pay\//);
      await page.getByRole('button', { name: /^Pay\b/ }).click();
      await expect(page.getByRole('heading', { name: 'Deposit successful', exact: true })).toBeVisible();
      await expect(balance(page)).toHaveText('₱500');

      await page.goto(`${shop.origin}/m/leaderBoard`);
      await expect(progress(page, 'Deposit ₱500')).toHaveAttribute('aria-valuenow', '100');
      await expect(progress(page, 'Deposit ₱500')).toHaveAttribute('aria-valuetext', '₱500 of ₱500');
      await page.getByRole('tab', { name: 'Weekly' }).click();
      await expect(progress(page, 'Make 3 deposits')).toHaveAttribute('aria-valuetext', '1 of 3');
      await page.getByRole('tab', { name: 'Daily' }).click();

      await page.getByRole('button', { name: 'Claim: Deposit ₱500' }).click();
      await expect(page.getByText('+₱25 added to your balance')).toBeVisible();
      await expect(page.getByRole('article', { name: 'Deposit ₱500' })).toContainText('Claimed');
      await expect(page.getByRole('button', { name: 'Claim: Deposit ₱500' })).toHaveCount(0);
      expect(await missionClaims(shop, member.username)).toMatchObject([
        { missionId: deposit.id, reward: 25_00, points: 50 },
      ]);
      expect((await shop.wallet(member.username)).balance).toBe(525_00);

      await expect(page.getByRole('region', { name: 'Your week' })).toContainText('#1');
      await page.getByRole('tab', { name: 'Leaderboard' }).click();
      const mine = page.getByRole('listitem').filter({ hasText: 'You' });
      await expect(mine).toHaveText(/^#1.*\*\*\*\*.*You50 pts$/);
      await expect(mine).toHaveAttribute('aria-current', 'true');
      await expectNoSeriousViolations(page);

      // Back on the deposit page, the balance includes the reward.
      await page.goto(`${shop.origin}/m/voucherCenter`);
      await expect(balance(page)).toHaveText('₱525');
    },
  );

  test('a real-money game launch advances the launch mission', async ({ page, admin }) => {
    const shop = await admin.createMerchant();
    await createMission(shop, {
      period: 'DAILY',
      metric: 'GAME_LAUNCHES',
      target: 2,
      reward: 10_00,
      points: 20,
    });
    const member = await shop.createMember({ prefix: 'player' });
    await openSignedIn(page, shop, member, '/leaderBoard');
    await expect(progress(page, 'Play 2 games')).toHaveAttribute('aria-valuetext', '0 of 2');
    await expect(page.getByRole('link', { name: 'Go: Play 2 games' })).toHaveAttribute('href', '/m/game');

    await page.goto(`${shop.origin}/m/launchGame?code=DRAGON_GOLD&playType=RNG`);
    await expect(page.frameLocator('iframe.game-frame').getByTestId('demo-mode')).toHaveText('Real play');
    await page.goto(`${shop.origin}/m/leaderBoard`);
    await expect(progress(page, 'Play 2 games')).toHaveAttribute('aria-valuetext', '1 of 2');
    await expect(progress(page, 'Play 2 games')).toHaveAttribute('aria-valuenow', '50');
    await expect(page.getByRole('button', { name: /^Claim/ })).toHaveCount(0);
  });
});
