import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { at, expect, openSignedIn, test } from './support/fixtures';
import { referralsStaff } from './support/referrals';

/**
 * Agent registration (/m/agentRegister, signed-in §2; §6: agents are types 1 and 2) against the real server: a
 * member applies, staff approve or reject through the admin API, and the page shows what became of it.
 */

async function fillApplication(page: Page, source: string, players: string) {
  await page.getByLabel('Full name', { exact: true }).fill('Ana Cruz');
  await page.getByLabel('Contact', { exact: true }).fill('ana@example.com');
  await page.getByRole('radio', { name: source }).check();
  await page.getByLabel('Expected players per month', { exact: true }).fill(players);
}

test.describe('agent registration', () => {
  test('a member applies, staff approve: the member is an agent, with their link, and the referral gate sends them here @iphone', async ({
    page,
    admin,
  }) => {
    const shop = await admin.createMerchant();
    const staff = referralsStaff(shop);
    const member = await shop.createMember({ prefix: 'agt' });
    await openSignedIn(page, shop, member, '/agentRegister');
    await expect(page.getByRole('heading', { name: 'Apply to become an agent' })).toBeVisible();
    await expectNoSeriousViolations(page);

    // Sent empty: each field says what it needs, nothing goes to the server.
    await page.getByRole('button', { name: 'Send application' }).click();
    await expect(page.getByText('Enter your name.')).toBeVisible();
    await expect(page.getByText('Choose where your players come from.')).toBeVisible();
    expect(await staff.applications(member.username)).toEqual([]);

    await fillApplication(page, 'Other', '0');
    await page.getByRole('button', { name: 'Send application' }).click();
    await expect(page.getByText('Tell us where your players come from.')).toBeVisible();
    await expect(page.getByText('Enter a whole number from 1 to 1,000,000.')).toBeVisible();
    await page.getByLabel('Tell us where', { exact: true }).fill('My basketball league');
    await page.getByLabel('Expected players per month', { exact: true }).fill('40');
    await page.getByRole('button', { name: 'Send application' }).click();
    await expect(page.getByRole('heading', { name: 'Your application is under review' })).toBeVisible();
    await expect(page.getByText('Under review', { exact: true })).toBeVisible();

    const [application] = await staff.applications(member.username);
    expect(application).toMatchObject({
      status: 'PENDING',
      name: 'Ana Cruz',
      contact: 'ana@example.com',
      trafficSource: 'OTHER',
      trafficOther: 'My basketball league',
      expectedPlayers: 40,
    });
    await staff.approve(application?.id ?? 0);
    expect((await shop.member(member.username)).type).toBe(1);

    await page.reload();
    await expect(page.getByRole('heading', { name: 'You are an agent' })).toBeVisible();
    await expect(page.getByTestId('referral-code')).toHaveText(
      (await staff.referrals(member.username)).inviteCode,
    );
    await expectNoSeriousViolations(page);

    // The app now knows the member as an agent: the way into referral leads to the agent page.
    await page.goto(`${shop.origin}/m/home`);
    await page.getByRole('link', { name: 'Invite friends', exact: true }).click();
    await expect(page).toHaveURL(at('/agentRegister'));
  });

  test('staff reject with a reason: the member reads it and applies again with what they sent', async ({
    page,
    admin,
  }) => {
    const shop = await admin.createMerchant();
    const staff = referralsStaff(shop);
    const member = await shop.createMember({ prefix: 'agt' });
    await openSignedIn(page, shop, member, '/agentRegister');
    await fillApplication(page, 'Social media', '25');
    await page.getByRole('button', { name: 'Send application' }).click();
    await expect(page.getByRole('heading', { name: 'Your application is under review' })).toBeVisible();

    const [application] = await staff.applications(member.username);
    await staff.reject(application?.id ?? 0, 'Please give a phone number we can call.');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Your application was not approved' })).toBeVisible();
    await expect(page.getByText('Please give a phone number we can call.')).toBeVisible();
    await expectNoSeriousViolations(page);

    await page.getByRole('button', { name: 'Apply again' }).click();
    await expect(page.getByLabel('Full name', { exact: true })).toHaveValue('Ana Cruz');
    await page.getByLabel('Contact', { exact: true }).fill('+63 917 555 0101');
    await page.getByRole('button', { name: 'Send application' }).click();
    await expect(page.getByRole('heading', { name: 'Your application is under review' })).toBeVisible();
    expect((await staff.applications(member.username)).map((a) => [a.status, a.contact])).toEqual([
      ['PENDING', '+63 917 555 0101'],
      ['REJECTED', 'ana@example.com'],
    ]);
    expect((await shop.member(member.username)).type).toBe(0);
  });

  test('a guest is asked to log in', async ({ page, admin }) => {
    const shop = await admin.createMerchant();
    await page.goto(`${shop.origin}/m/agentRegister`);
    await expect(page.getByRole('heading', { name: 'Become an agent' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});
