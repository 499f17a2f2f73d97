import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import type { Admin, Member } from './support/admin';
import { at, dialogWith, expect, openSignedIn, test } from './support/fixtures';

// The referral entry on home and the referral gate (signed-in §4 "Referral gate", §6): who sees the
// entry, and where the entry and the home tile to /m/inviteFriends take each kind of player.

/** The demo's unlabelled customer-service entry, which every merchant copied from DEMO keeps. */
const LIVE_CHAT = 'https://secure.livechatinc.com/licence/00000000/v2/open_chat.cgi';
const ENTRY = { name: /Invite friends, earn rewards/ } as const;
const AGENT_ENTRY = { name: /Grow your team, earn commission/ } as const;
/** The home tile to the referral page. */
const TILE = { name: 'Invite friends', exact: true } as const;

/** A merchant of the test's own with the referral promotion on or off (and the app-download one off). */
async function shopWithReferral(admin: Admin, referral: boolean): Promise<Admin> {
  const shop = await admin.createMerchant();
  await shop.setPromotions({
    appDownload: { enabled: false, count: 0 },
    referral: { enabled: referral, count: referral ? 1 : 0 },
  });
  return shop;
}

/** Home at the merchant's origin, once the promotions have answered (the entry is decided then). */
async function openHome(page: Page, shop: Admin): Promise<void> {
  const promotions = page.waitForResponse((r) => r.url().endsWith('/MCSFE_getMerchantAvailablePromotions'));
  await page.goto(`${shop.origin}/m/home`);
  await promotions;
}

/** Signs in at the merchant's origin and lands on home with the promotions of the session answered. */
async function logInToShopHome(page: Page, shop: Admin, member: Member): Promise<void> {
  const promotions = page.waitForResponse(
    (r) =>
      r.url().endsWith('/MCSFE_getMerchantAvailablePromotions') &&
      r.request().headers().authorization !== undefined,
  );
  await openSignedIn(page, shop, member);
  await promotions;
}

test.describe('the referral entry and the referral gate', () => {
  test('a guest sees the entry when the promotion is on, and it leads to the public referral page', async ({
    page,
    admin,
  }) => {
    const shop = await shopWithReferral(admin, true);
    await openHome(page, shop);
    const entry = page.getByRole('link', ENTRY);
    await expect(entry).toBeVisible();
    await expect(entry).toHaveAttribute('href', '/m/inviteFriends');
    await expectNoSeriousViolations(page, '.referral-entry');
    await entry.click();
    await expect(page).toHaveURL(at('/inviteFriends'));
  });

  test('a guest with referral disabled: no entry, and the home tile gives the coming-soon prompt', async ({
    page,
    admin,
  }) => {
    const shop = await shopWithReferral(admin, false);
    await openHome(page, shop);
    await expect(page.locator('.referral-entry-pending')).toHaveCount(0);
    await expect(page.getByRole('link', ENTRY)).toHaveCount(0);
    const tile = page.getByRole('link', TILE);
    // Still a real link to the referral page.
    await expect(tile).toHaveAttribute('href', '/m/inviteFriends');
    await tile.click();
    const prompt = dialogWith(page, 'Coming soon');
    await expect(prompt).toBeVisible();
    await expect(page).toHaveURL(at('/home'));
    await prompt.getByRole('button', { name: 'Confirm' }).click();
    await expect(prompt).toBeHidden();
  });

  test('a guest with referral enabled: the home tile goes to the referral page', async ({ page, admin }) => {
    const shop = await shopWithReferral(admin, true);
    await openHome(page, shop);
    await page.getByRole('link', TILE).click();
    await expect(page).toHaveURL(at('/inviteFriends'));
  });

  test('a member with the personal promotion off: no entry, and the tile opens customer service', async ({
    page,
    context,
    admin,
  }) => {
    await context.route('https://secure.livechatinc.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Live chat</title>' }),
    );
    const shop = await shopWithReferral(admin, true);
    const member = await shop.createMember({ prefix: 'noref' });
    await shop.setReferralEnabled(member.username, false);
    await logInToShopHome(page, shop, member);
    await expect(page.getByRole('link', ENTRY)).toHaveCount(0);

    const popup = page.waitForEvent('popup');
    await page.getByRole('link', TILE).click();
    const chat = await popup;
    await expect(chat).toHaveURL(LIVE_CHAT);
    expect(await chat.evaluate(() => window.opener)).toBeNull();
    await expect(page).toHaveURL(at('/home'));
  });

  test('a member with referral on globally and personally: the entry and the tile lead to /m/inviteFriends', async ({
    page,
    admin,
  }) => {
    const shop = await shopWithReferral(admin, true);
    const member = await shop.createMember({ prefix: 'ref' });
    await logInToShopHome(page, shop, member);
    await page.getByRole('link', ENTRY).click();
    await expect(page).toHaveURL(at('/inviteFriends'));
    await page.goBack();
    await expect(page).toHaveURL(at('/home'));
    await page.getByRole('link', TILE).click();
    await expect(page).toHaveURL(at('/inviteFriends'));
  });

  test('an agent (type 1) is invited to grow their network, and the entry and the tile lead to /m/agentRegister', async ({
    page,
    admin,
  }) => {
    const shop = await shopWithReferral(admin, true);
    const agent = await shop.createMember({ prefix: 'agent', type: 1 });
    // The personal promotion is not an agent's condition.
    await shop.setReferralEnabled(agent.username, false);
    await logInToShopHome(page, shop, agent);
    await page.getByRole('link', AGENT_ENTRY).click();
    await expect(page).toHaveURL(at('/agentRegister'));
    await page.goBack();
    await page.getByRole('link', TILE).click();
    await expect(page).toHaveURL(at('/agentRegister'));
  });

  test('the entry keeps its place while the promotions load: the tiles under it do not move', async ({
    page,
    admin,
  }) => {
    const shop = await shopWithReferral(admin, true);
    // The answer held back until the first screen has been measured.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/wps/relay/MCSFE_getMerchantAvailablePromotions', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${shop.origin}/m/home`);
    const tiles = page.getByRole('navigation', { name: 'Games' });
    await expect(page.locator('.referral-entry-pending')).toBeVisible();
    const before = await tiles.boundingBox();
    release();
    await expect(page.getByRole('link', ENTRY)).toBeVisible();
    expect(await tiles.boundingBox()).toEqual(before);
  });
});
