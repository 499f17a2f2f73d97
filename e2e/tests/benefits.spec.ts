import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { at, countLayoutShifts, expect, layoutShifts, openSignedIn, test } from './support/fixtures';
import { uniqueMobile } from './support/sms';
import { reviewVipLevels, setVipLevel } from './support/vip';

/**
 * VIP benefits (/m/member/benefits, signed-in §2) as a player reads them, against the real server: DEMO's levels
 * (contract/src/default-vip.ts: Member, Bronze, Silver, Gold, Platinum, Diamond), the member's level from their
 * club label and the goals of the next level counted from their own records.
 */

const levelCard = (page: Page) => page.locator('.vip-badge');
const tier = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });
const steps = (page: Page) => page.locator('.vip-step');

test.describe('VIP benefits (/m/member/benefits)', () => {
  test('a member taps the VIP tile, reads their level, progress and next steps, then staff promote them @iphone', async ({
    page,
    admin,
  }) => {
    const member = await admin.createMember({ prefix: 'vip', mobile: `+63${uniqueMobile()}` });
    await openSignedIn(page, admin, member);
    await page.getByRole('link', { name: 'VIP benefits' }).click();
    await expect(page).toHaveURL(at('/member/benefits'));
    await expect(page.getByRole('heading', { level: 1, name: 'VIP benefits' })).toBeVisible();
    await expect(page).toHaveTitle(/^VIP benefits · /);

    // Level 0; Bronze asks for 3 sign-ins (one so far) and a contact (the mobile number).
    await expect(levelCard(page)).toHaveText('MemberLevel 0');
    await expect(page.getByRole('heading', { name: 'Next level: Bronze' })).toBeVisible();
    const bar = page.getByRole('progressbar', { name: 'VIP progress' });
    await expect(bar).toHaveAttribute('aria-valuenow', '50');
    await expect(bar).toHaveAttribute('aria-valuetext', '1 of 2 goals met for the next rank');
    await expect(steps(page)).toHaveText([
      'Sign in 2 more times1 / 3',
      /^A mobile number or email on your account/,
    ]);

    // Every level: Member current, the others locked; Diamond the top one.
    await expect(tier(page, 'Member')).toContainText('Your level');
    await expect(tier(page, 'Silver')).toContainText('Locked');
    await expect(tier(page, 'Silver')).toContainText('Deposit ₱5,000 in total');
    await expect(tier(page, 'Silver')).toContainText('Level-up bonus of ₱200');
    await expect(tier(page, 'Diamond')).toContainText('Top level');
    await expectNoSeriousViolations(page);

    // Staff promote the member to Silver: Bronze's and Silver's bonuses are credited, the page shows Silver.
    expect(await setVipLevel(admin, member, 2)).toMatchObject({
      from: 0,
      level: 2,
      bonuses: [
        { level: 1, amount: 50_00 },
        { level: 2, amount: 200_00 },
      ],
    });
    await page.reload();
    await expect(levelCard(page)).toHaveText('SilverLevel 2');
    await expect(page.getByRole('heading', { name: 'Next level: Gold' })).toBeVisible();
    await expect(steps(page).first()).toHaveText(/^Stay a member 90 more days/);
    await expect(page.getByText('Deposit ₱50,000 more')).toBeVisible();
    await expect(tier(page, 'Bronze')).toContainText('Reached');
    await expect(tier(page, 'Silver')).toContainText('Your level');
    await expect(tier(page, 'Gold')).toContainText('Locked');
    await expectNoSeriousViolations(page);
  });

  test('member home keeps its VIP progress card, read from the same levels', async ({ page, admin }) => {
    const member = await admin.createMember({ prefix: 'viphome' });
    await setVipLevel(admin, member, 5);
    await openSignedIn(page, admin, member, '/member/home');
    await expect(page.getByText('You have reached the top rank.')).toBeVisible();
    await countLayoutShifts(page);
    await page.goto('/m/member/benefits');
    await expect(levelCard(page)).toHaveText('DiamondLevel 5');
    await expect(page.getByText('You are at the top level. Enjoy every benefit!')).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expect(tier(page, 'Diamond')).toContainText('Your level');
    // The level's card loads in its placeholder's place and the list comes under it: nothing moves.
    expect(await layoutShifts(page)).toBe(0);
  });

  test("every goal met: the member reads that staff promote them, and staff's review does", async ({
    page,
    admin,
  }) => {
    // A merchant of its own (the review promotes every member of the merchant), whose level 1 asks for a contact.
    const shop = await admin.createMerchant({
      vip: {
        levels: [
          { level: 0, name: 'Rookie', goals: [], benefits: [] },
          {
            level: 1,
            name: 'Star',
            goals: [{ kind: 'CONTACT' }],
            benefits: [{ kind: 'LEVEL_UP_BONUS', amount: 88_00 }],
          },
        ],
      },
    });
    const member = await shop.createMember({ prefix: 'vipready', email: 'vip.ready@example.com' });
    await openSignedIn(page, shop, member, '/member/benefits');
    await expect(levelCard(page)).toHaveText('RookieLevel 0');
    await expect(
      page.getByText('You meet every goal for Star. Our team will promote you at the next review.'),
    ).toBeVisible();
    expect(await reviewVipLevels(shop)).toMatchObject({
      promoted: [{ username: member.username, from: 0, level: 1, bonuses: [{ level: 1, amount: 88_00 }] }],
    });
    await page.reload();
    await expect(levelCard(page)).toHaveText('StarLevel 1');
    await expect(page.getByText('You are at the top level. Enjoy every benefit!')).toBeVisible();
  });

  test('a guest sees every level and is asked to log in for their own @iphone', async ({ page }) => {
    await countLayoutShifts(page);
    await page.goto('/m/member/benefits');
    await expect(page.getByText(/Log in to see your VIP level/)).toBeVisible();
    await expect(tier(page, 'Gold')).toContainText('Sign in 60 times');
    expect(await layoutShifts(page)).toBe(0);
    await expect(tier(page, 'Platinum')).toContainText('Your own customer-service agent');
    await expect(page.getByText('Locked')).toHaveCount(0);
    await expectNoSeriousViolations(page);
    await page.getByRole('link', { name: 'Log in' }).click();
    await expect(page).toHaveURL(at('/login'));
  });
});
