import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { at, expect, openSignedIn, test } from './support/fixtures';
import { recordTurnover, staffRewards } from './support/rewards';

/**
 * The reward centre (/m/rewardCenter, signed-in §2, behind whitelabel REWCEN3) as a player uses it, against the
 * real server: the daily check-in, a rebate of yesterday's play reported by the provider's feed (the admin API),
 * a bonus's turnover lock on the withdrawal page and its release once played, and the switch off. DEMO's
 * rewards (contract/src/default-rewards.ts): ₱5 on day 1, 0.5 % rebates, each to be played through once.
 */

const DAY_MS = 86_400_000;

const balance = (page: Page) => page.getByTestId('reward-balance');
const checkInButton = (page: Page, amount: string) =>
  page.getByRole('button', { name: `Check in and get ${amount}` });
const checkedIn = (page: Page) => page.getByText('Checked in today. Come back tomorrow!');
const dayStates = (page: Page) =>
  page.locator('.reward-day').evaluateAll((days) => days.map((d) => d.getAttribute('data-state')));

test.describe('the reward centre (/m/rewardCenter)', () => {
  test(
    'claim the check-in: the balance rises, the day shows claimed, a reload keeps it',
    { tag: '@iphone' },
    async ({ page, admin }) => {
      const shop = await admin.createMerchant();
      const member = await shop.createMember({ prefix: 'rw' });
      await openSignedIn(page, shop, member, '/rewardCenter');
      await expect(page.getByRole('heading', { level: 1, name: 'Reward centre' })).toBeVisible();
      await expect(balance(page)).toHaveText('₱0');
      expect(await dayStates(page)).toEqual(['today', 'later', 'later', 'later', 'later', 'later', 'later']);
      await expectNoSeriousViolations(page);

      await checkInButton(page, '₱5').click();
      await expect(
        page.getByRole('status').filter({ hasText: '₱5 was added to your balance.' }),
      ).toBeVisible();
      await expect(checkedIn(page)).toBeVisible();
      await expect(balance(page)).toHaveText('₱5');
      expect(await dayStates(page)).toEqual([
        'claimed',
        'later',
        'later',
        'later',
        'later',
        'later',
        'later',
      ]);
      await expect(page.getByText('₱5 is locked by bonuses until you play ₱5 more.')).toBeVisible();
      await expectNoSeriousViolations(page);

      // A reload keeps it, and offers no second claim.
      await page.reload();
      await expect(checkedIn(page)).toBeVisible();
      await expect(balance(page)).toHaveText('₱5');
      await expect(page.getByRole('button', { name: /^Check in/ })).toHaveCount(0);
      // One claim on the server, whatever was tapped.
      expect((await staffRewards(shop, member.username)).claims).toHaveLength(1);

      // The history lists it.
      await page.getByRole('tab', { name: 'History' }).click();
      await expect(page.getByText('Daily check-in, day 1')).toBeVisible();
      await expect(page.getByText('+₱5')).toBeVisible();
      await expectNoSeriousViolations(page);
    },
  );

  test("claims a rebate of yesterday's play, reported by the provider's feed", async ({ page, admin }) => {
    const shop = await admin.createMerchant();
    const member = await shop.createMember({ prefix: 'rw' });
    await recordTurnover(shop, member.username, 20_000_00, Date.now() - DAY_MS);
    await openSignedIn(page, shop, member, '/rewardCenter');
    const claim = page.getByRole('button', { name: /^Claim the rebate of ₱100 for / });
    await expect(claim).toBeVisible();
    await expect(page.getByText('Played ₱20,000')).toBeVisible();
    await claim.click();
    await expect(page.getByText('Claimed', { exact: true })).toBeVisible();
    await expect(balance(page)).toHaveText('₱100');
    await expectNoSeriousViolations(page);
  });

  test(
    'a bonus lock on the withdrawal page, released once its turnover is played',
    { tag: '@iphone' },
    async ({ page, admin }) => {
      const shop = await admin.createMerchant({
        rewards: {
          checkInAmounts: [50_00, 5_00, 10_00, 10_00, 15_00, 20_00, 80_00],
          checkInTurnoverMultiplier: 8,
        },
      });
      const member = await shop.createMember({ prefix: 'rw' });
      await shop.addDeposit(member.username, { amount: 1_000_00 });
      await openSignedIn(page, shop, member, '/rewardCenter');
      await checkInButton(page, '₱50').click();
      await expect(checkedIn(page)).toBeVisible();
      await expect(page.getByRole('progressbar', { name: 'Daily check-in' })).toHaveAttribute(
        'aria-valuenow',
        '0',
      );

      await page.goto(`${shop.origin}/m/withdraw`);
      const locked = page.getByTestId('withdraw-bonus-locked');
      await expect(locked).toHaveText('₱50 is locked by bonuses until you play ₱400 more. See your rewards');
      await expect(page.getByRole('region', { name: 'Balance' }).getByRole('paragraph').first()).toHaveText(
        '₱1,050',
      );
      await expectNoSeriousViolations(page);
      await locked.getByRole('link', { name: 'See your rewards' }).click();
      await expect(page).toHaveURL(at('/rewardCenter'));

      await recordTurnover(shop, member.username, 400_00);
      await page.reload();
      await expect(page.getByText('Released')).toBeVisible();
      await expect(page.getByText('All of your balance can be withdrawn.')).toBeVisible();
      await page.goto(`${shop.origin}/m/withdraw`);
      await expect(page.getByRole('region', { name: 'Balance' })).toBeVisible();
      await expect(page.getByTestId('withdraw-bonus-locked')).toHaveCount(0);
    },
  );

  test('REWCEN3 off: no entry leads there, and a direct visit says it is not available', async ({
    page,
    admin,
  }) => {
    const shop = await admin.createMerchant({ public: { whitelabel: { REWCEN3: false } } });
    const member = await shop.createMember({ prefix: 'rw' });
    await openSignedIn(page, shop, member, '/member/home');
    await expect(page.getByRole('heading', { name: 'Wallet' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Reward centre' })).toHaveCount(0);

    await page.goto(`${shop.origin}/m/rewardCenter`);
    await expect(page.getByRole('heading', { name: 'Rewards are not available' })).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(at('/home'));
  });
});
