import type { Page } from '@playwright/test';
import type { Admin } from './support/admin';
import { expectNoSeriousViolations } from './support/axe';
import { expect, openSignedIn, test } from './support/fixtures';
import {
  addMallItem,
  adjustPoints,
  mallItem,
  memberPoints,
  redemptions,
  setMallItem,
  shipRedemption,
} from './support/mall';

/**
 * The point mall (/m/mall/mallHome, signed-in §2 "point market, needs login") as a player uses it, against the real
 * server, on a merchant of each test's own (its items only): points earned from a deposit staff credit (1 point
 * per ₱1, the default rate), items redeemed (points and stock down, the balance up, the history), the address of
 * a physical item, and the refusals of an item sold out and of points spent elsewhere, with nothing taken.
 */

const pointsShown = (page: Page) => page.getByTestId('mall-points');
const card = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
const sheet = (page: Page, title: string) => page.getByRole('dialog', { name: title });
const confirmButton = (page: Page, title: string) =>
  sheet(page, title).getByRole('button', { name: /^Redeem for/ });
const toast = (page: Page) => page.getByRole('status').filter({ hasText: 'Redeemed!' });

/** A merchant of the test's own with a member who has `deposit` minor units credited by staff (its points earned). */
async function memberWithPoints(admin: Admin, deposit: number) {
  const shop = await admin.createMerchant();
  const member = await shop.createMember({ prefix: 'mall' });
  await shop.addDeposit(member.username, { amount: deposit });
  return { shop, member };
}

test.describe('the point mall', () => {
  test('a member redeems a bonus credit: points and stock fall, the balance rises, the history shows it @iphone', async ({
    page,
    admin,
  }) => {
    const { shop, member } = await memberWithPoints(admin, 1_000_00);
    const bonus = await addMallItem(shop, {
      kind: 'BONUS',
      title: '₱50 bonus',
      cost: 600,
      stock: 3,
      bonusAmount: 50_00,
    });
    await addMallItem(shop, {
      kind: 'FREE_SPINS',
      title: '20 free spins',
      cost: 300,
      spins: 20,
      gameCode: 'DRAGON_GOLD',
    });
    await openSignedIn(page, shop, member, '/mall/mallHome');

    await expect(pointsShown(page)).toHaveText('1,000');
    await expect(page.getByText('10 pts for every ₱10 you deposit')).toBeVisible();
    await expect(card(page, '₱50 bonus').getByText('3 left')).toBeVisible();
    await expectNoSeriousViolations(page);

    await card(page, '₱50 bonus').getByRole('button', { name: 'Redeem' }).click();
    await expect(sheet(page, '₱50 bonus').getByText('400 pts')).toBeVisible();
    await expectNoSeriousViolations(page);
    await confirmButton(page, '₱50 bonus').click();
    await expect(toast(page)).toHaveText('Redeemed! ₱50 was added to your balance.');
    await expect(pointsShown(page)).toHaveText('400');
    await expect(card(page, '₱50 bonus').getByText('2 left')).toBeVisible();
    // Now 200 short of a second one.
    await expect(card(page, '₱50 bonus').getByText('200 more pts needed')).toBeVisible();

    expect(await memberPoints(shop, member.username)).toMatchObject({ points: 400, sum: 400 });
    expect((await mallItem(shop, bonus.id))?.stock).toBe(2);
    expect((await shop.wallet(member.username)).balance).toBe(1_000_00 + 50_00);

    await page.getByRole('tab', { name: 'History' }).click();
    const mine = page.getByRole('region', { name: 'My redemptions' });
    await expect(mine.getByRole('listitem').filter({ hasText: '₱50 bonus' })).toContainText('Credited');
    const entries = page.getByRole('region', { name: 'Points history' });
    await expect(entries.getByText('Deposit of ₱1,000')).toBeVisible();
    await expect(entries.getByText('Redeemed: ₱50 bonus')).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('a physical item asks for the delivery address; staff ship it and the history says so @iphone', async ({
    page,
    admin,
  }) => {
    const { shop, member } = await memberWithPoints(admin, 2_000_00);
    await addMallItem(shop, { kind: 'PHYSICAL', title: 'Demo cap', cost: 1_500, stock: 1 });
    await openSignedIn(page, shop, member, '/mall/mallHome');
    await card(page, 'Demo cap').getByRole('button', { name: 'Redeem' }).click();
    const form = sheet(page, 'Demo cap');
    await confirmButton(page, 'Demo cap').click();
    await expect(form.getByText('Please fill this in.')).toHaveCount(3);
    await expect(form.getByLabel("Recipient's name")).toBeFocused();
    await form.getByLabel("Recipient's name").fill('Juan Dela Cruz');
    await form.getByLabel('Phone number').fill('0917 555 0100');
    await form.getByLabel('Full address').fill('12 Rizal St, Makati City');
    await expectNoSeriousViolations(page);
    await confirmButton(page, 'Demo cap').click();
    await expect(toast(page)).toHaveText('Redeemed! We will ship it to your address.');
    await expect(pointsShown(page)).toHaveText('500');
    await expect(card(page, 'Demo cap').getByText('Sold out').first()).toBeVisible();

    const [made] = await redemptions(shop, member.username);
    expect(made).toMatchObject({
      status: 'AWAITING_SHIPMENT',
      address: { name: 'Juan Dela Cruz', phone: '0917 555 0100', address: '12 Rizal St, Makati City' },
    });
    await shipRedemption(shop, made?.id ?? '', 'LBC 8812 3344');
    await page.getByRole('tab', { name: 'History' }).click();
    const row = page
      .getByRole('region', { name: 'My redemptions' })
      .getByRole('listitem')
      .filter({ hasText: 'Demo cap' });
    await expect(row).toContainText('Shipped');
    await expect(row).toContainText('Tracking: LBC 8812 3344');
  });

  test('sold out and points spent elsewhere are refused with points and stock as they were', async ({
    page,
    admin,
  }) => {
    const { shop, member } = await memberWithPoints(admin, 1_000_00);
    const scarf = await addMallItem(shop, { kind: 'PHYSICAL', title: 'Scarf', cost: 300, stock: 1 });
    const bonus = await addMallItem(shop, {
      kind: 'BONUS',
      title: '₱80 bonus',
      cost: 800,
      bonusAmount: 80_00,
    });
    await openSignedIn(page, shop, member, '/mall/mallHome');
    await expect(pointsShown(page)).toHaveText('1,000');

    // The scarf sells out while the player types the address (staff set its stock to 0).
    await card(page, 'Scarf').getByRole('button', { name: 'Redeem' }).click();
    const form = sheet(page, 'Scarf');
    await form.getByLabel("Recipient's name").fill('Maria Santos');
    await form.getByLabel('Phone number').fill('+63 917 000 1111');
    await form.getByLabel('Full address').fill('45 Mabini Ave, Quezon City');
    await setMallItem(shop, scarf.id, { stock: 0 });
    await confirmButton(page, 'Scarf').click();
    await expect(form.getByRole('alert')).toHaveText(
      'Sorry, this reward has just sold out. Your points were not used.',
    );
    await expect(form.getByText('Sold out', { exact: true })).toBeVisible();
    await expect(form.getByLabel('Full address')).toHaveValue('45 Mabini Ave, Quezon City');
    await expect(pointsShown(page)).toHaveText('1,000');
    await expectNoSeriousViolations(page);
    await form.getByRole('button', { name: 'Close' }).click();

    // The points go elsewhere (staff's correction) before the player confirms the bonus.
    await card(page, '₱80 bonus').getByRole('button', { name: 'Redeem' }).click();
    await adjustPoints(shop, member.username, -500, 'spent in another promotion');
    await confirmButton(page, '₱80 bonus').click();
    await expect(sheet(page, '₱80 bonus').getByRole('alert')).toHaveText(
      'You have 500 pts; this reward costs 800 pts. Nothing was used.',
    );
    await expect(pointsShown(page)).toHaveText('500');

    expect(await memberPoints(shop, member.username)).toMatchObject({ points: 500, sum: 500 });
    expect((await mallItem(shop, scarf.id))?.stock).toBe(0);
    expect((await mallItem(shop, bonus.id))?.stock).toBeNull();
    expect(await redemptions(shop, member.username)).toEqual([]);
    expect((await shop.wallet(member.username)).balance).toBe(1_000_00);
  });
});
