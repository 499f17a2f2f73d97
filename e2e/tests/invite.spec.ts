import type { Page } from '@playwright/test';
import { uniquePassword, uniqueUsername } from './support/admin';
import { expectNoSeriousViolations } from './support/axe';
import { at, dialogWith, expect, openSignedIn, test } from './support/fixtures';
import { referralsStaff } from './support/referrals';

/**
 * Invite friends (/m/inviteFriends, signed-in §2 "Referral page. Public, needs no token.") against the real server,
 * on a merchant of each test's own (DEMO's settings: referral on, a reward of ₱20 per invitee who deposits).
 */

const figure = (page: Page, label: string) =>
  page
    .getByRole('region', { name: 'Your results' })
    .getByRole('definition')
    .filter({
      has: page.locator(`xpath=preceding-sibling::dt[normalize-space()="${label}"]`),
    });
const figures = async (page: Page) =>
  Object.fromEntries(
    await Promise.all(
      ['Link opens', 'Registered', 'Deposited', 'Rewards earned'].map(
        async (label) => [label, (await figure(page, label).textContent())?.trim()] as const,
      ),
    ),
  );
const toast = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text });

test.describe('invite friends', () => {
  test('the inviter shares the link; a friend opens it, registers and deposits; the inviter claims the reward @iphone', async ({
    page,
    browser,
    admin,
  }) => {
    const shop = await admin.createMerchant();
    const staff = referralsStaff(shop);
    const inviter = await shop.createMember({ prefix: 'inv' });
    await openSignedIn(page, shop, inviter, '/inviteFriends');

    await expect(page.getByRole('heading', { name: 'Earn ₱20 for every friend who deposits' })).toBeVisible();
    const code = (await page.getByTestId('referral-code').textContent()) ?? '';
    expect(code).toBe((await staff.referrals(inviter.username)).inviteCode);
    const link = (await page.getByTestId('referral-link').textContent()) ?? '';
    expect(link).toBe(`${shop.origin}/m/inviteFriends?referralCode=${code}`);
    await expect(page.getByRole('img', { name: 'QR code of your referral link' })).toBeVisible();
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(toast(page, /Link copied|Could not copy/)).toBeVisible();
    expect(await figures(page)).toEqual({
      'Link opens': '0',
      Registered: '0',
      Deposited: '0',
      'Rewards earned': '₱0',
    });
    await expect(page.getByText('No one has registered with your link yet.', { exact: false })).toBeVisible();
    await expectNoSeriousViolations(page);

    // The friend, in a browser of their own: the link, how it works, Register keeps the code.
    const friendContext = await browser.newContext();
    const friend = await friendContext.newPage();
    await friend.goto(link);
    await expect(friend.getByRole('heading', { name: 'A friend invited you!' })).toBeVisible();
    await expect(friend.getByText(code, { exact: true })).toBeVisible();
    await expectNoSeriousViolations(friend);
    await friend.getByRole('link', { name: 'Register now' }).click();
    await expect(friend).toHaveURL(at(`/register?referralCode=${code}`));
    const username = uniqueUsername('friend');
    const password = uniquePassword();
    await friend.getByLabel('Username', { exact: true }).fill(username);
    await friend.getByLabel('Password', { exact: true }).fill(password);
    await friend.getByLabel('Confirm password', { exact: true }).fill(password);
    await friend.getByRole('button', { name: 'Register', exact: true }).click();
    const success = dialogWith(friend, 'Registration succeeded');
    await success.getByRole('button', { name: 'Confirm' }).click();
    await expect(friend).toHaveURL(at('/home'));
    expect((await shop.member(username)).registration).toMatchObject({ referralCode: code });
    await friendContext.close();

    await page.reload();
    await expect
      .poll(() => figures(page))
      .toEqual({
        'Link opens': '1',
        Registered: '1',
        Deposited: '0',
        'Rewards earned': '₱0',
      });
    const row = page.getByRole('listitem').filter({ hasText: 'No deposit yet' });
    await expect(row).toContainText(`${username.slice(0, 2)}*`);
    await expect(row.getByRole('button')).toHaveCount(0);

    // Staff record the friend's deposit: the reward can be claimed, once.
    await shop.addDeposit(username, { amount: 100_00 });
    await page.reload();
    await expect.poll(() => figures(page)).toMatchObject({ Deposited: '1' });
    const claim = page.getByRole('button', { name: /^Claim the reward for / });
    await expect(claim).toHaveText('Claim ₱20');
    await claim.click();
    await expect(toast(page, '₱20 added to your balance')).toBeVisible();
    await expect(page.getByText('Reward claimed', { exact: true })).toBeVisible();
    await expect.poll(() => figures(page)).toMatchObject({ 'Rewards earned': '₱20' });
    expect(await staff.referrals(inviter.username)).toMatchObject({
      invitees: [{ username, deposited: true, claimed: true }],
      rewards: [{ amount: 20_00 }],
    });
    expect((await shop.wallet(inviter.username)).balance).toBe(20_00);
    await expectNoSeriousViolations(page);
  });

  test('a guest without a link sees how it works and can register; reopening a link counts once', async ({
    page,
    admin,
  }) => {
    const shop = await admin.createMerchant();
    const inviter = await shop.createMember({ prefix: 'inv' });
    const { inviteCode } = await referralsStaff(shop).referrals(inviter.username);
    await page.goto(`${shop.origin}/m/inviteFriends`);
    await expect(page.getByRole('heading', { name: 'Invite friends, earn rewards' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'How it works' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Register now' })).toHaveAttribute('href', '/m/register');

    for (let i = 0; i < 2; i++) {
      const counted = page.waitForResponse((r) => r.url().endsWith('/wps/relay/MCSFE_recordReferralOpen'));
      await page.goto(`${shop.origin}/m/inviteFriends?referralCode=${inviteCode}`);
      expect((await counted).ok()).toBe(true);
    }
    await openSignedIn(page, shop, inviter, '/inviteFriends');
    await expect.poll(() => figures(page)).toMatchObject({ 'Link opens': '1', Registered: '0' });
  });

  test('referral off for the merchant: the guest reads it is coming soon, the member why, with customer service', async ({
    page,
    admin,
  }) => {
    const shop = await admin.createMerchant({ promotions: { REFERRAL: { enabled: false, count: 0 } } });
    await page.goto(`${shop.origin}/m/inviteFriends?referralCode=ABCDEFGH`);
    await expect(page.getByRole('heading', { name: 'Referral is coming soon' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Register now' })).toHaveCount(0);
    await expectNoSeriousViolations(page);

    const member = await shop.createMember({ prefix: 'inv' });
    await openSignedIn(page, shop, member, '/inviteFriends');
    await expect(page.getByRole('heading', { name: 'Referral is not available' })).toBeVisible();
    await expect(page.getByText('This site is not running a referral promotion right now')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Contact us' })).toBeVisible();
    await expect(page.getByTestId('referral-link')).toHaveCount(0);
  });

  test('referral off for the member: the page says it was turned off for their account @iphone', async ({
    page,
    admin,
  }) => {
    const shop = await admin.createMerchant();
    const member = await shop.createMember({ prefix: 'inv' });
    await shop.setReferralEnabled(member.username, false);
    await openSignedIn(page, shop, member, '/inviteFriends');
    await expect(page.getByText('Referral has been turned off for your account')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Contact us' })).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});
