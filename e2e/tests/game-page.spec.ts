import type { Page } from '@playwright/test';
import { GAME_LAUNCH_TIMEOUT_MS } from '@app/contract/constants/games';
import { expectNoSeriousViolations } from './support/axe';
import { at, expect, openSignedIn, test } from './support/fixtures';

// The game page (signed-in §2 /m/launchGame, §4 "Game launch", §8) against the demo provider.

const game = (page: Page) => page.frameLocator('iframe.game-frame');

test("a lottery from the catalogue launches in the player's language with its prize mode, and GO_BACK returns to the category", async ({
  page,
  admin,
}) => {
  const member = await admin.createMember({ prefix: 'lotto' });
  await openSignedIn(page, admin, member, '/game?category=205');
  await page.evaluate(() => localStorage.setItem('language', 'VI'));
  await page.reload();
  await page.getByRole('button', { name: /^Miền Bắc · High odds / }).click();

  await expect(page).toHaveURL(at('/launchGame'));
  const query = new URL(page.url()).searchParams;
  expect([query.get('code'), query.get('playType'), query.get('prizeMode')]).toEqual([
    'VN_NORTH',
    'LOTT',
    'HIGH',
  ]);
  await expect(game(page).getByTestId('demo-member')).toHaveText(member.username);
  await expect(game(page).getByTestId('demo-mode')).toHaveText(
    'Real play · Vietnam lottery · prize mode HIGH · betting view',
  );
  await expect(game(page).getByTestId('demo-language')).toHaveText('Tiếng Việt (vi-VN)');

  await game(page).getByTestId('demo-back').click();
  await expect(page).toHaveURL(at('/game?category=205'));
});

test(
  'the SEA lottery in its lobby view; the full-screen toggle hides the header and brings it back; no serious axe violation',
  { tag: '@iphone' },
  async ({ page, admin }) => {
    const member = await admin.createMember({ prefix: 'sea' });
    await openSignedIn(page, admin, member);
    await page.goto('/m/launchGame?code=TH_LOTTO&playType=SEA_LOTT&prizeMode=NORMAL&lottoView=lobby');
    await expect(game(page).getByTestId('demo-mode')).toHaveText(
      'Real play · SEA lottery (SEA_Tradition_Mobile) · prize mode NORMAL · lobby view',
    );
    await expectNoSeriousViolations(page);

    await page.getByRole('button', { name: 'Full screen', pressed: false }).click();
    await expect(page.getByRole('button', { name: 'Back' })).toBeHidden();
    // The game fills the screen.
    const frame = await page.locator('iframe.game-frame').boundingBox();
    expect(frame?.height).toBeGreaterThanOrEqual(page.viewportSize()!.height - 40);
    await page.getByRole('button', { name: 'Full screen', pressed: true }).click();
    await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();

    // Back without a backUrl: the page before.
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(at('/home'));
  },
);

test("a slow launch shows 'timeout_retry_please'", async ({ page, admin }) => {
  const shop = await admin.createMerchant();
  await shop.setGameLaunchDelay(15_000);
  const member = await shop.createMember({ prefix: 'slow' });
  // The page's clock: the 10 s pass at the test's word, not on the wall.
  await page.clock.install();
  await openSignedIn(page, shop, member, '/launchGame?code=DRAGON_GOLD&playType=RNG');
  await expect(page.getByRole('status')).toContainText('Opening the game…');
  const notice = page.getByRole('alert');
  await page.clock.fastForward(GAME_LAUNCH_TIMEOUT_MS);
  await expect(notice).toContainText('The game is taking too long to open. Please try again.');
  await expect(notice.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('an unknown game shows the server message; a guest opening the game page goes to /m/login', async ({
  page,
  admin,
}) => {
  await page.goto('/m/launchGame?code=DRAGON_GOLD&playType=RNG');
  await expect(page).toHaveURL(at('/login'));

  const member = await admin.createMember({ prefix: 'unknown' });
  await openSignedIn(page, admin, member, '/launchGame?code=NO_SUCH_GAME');
  const notice = page.getByRole('alert');
  await expect(notice).toContainText('The game did not open');
  await expect(notice.locator('p').nth(1)).not.toBeEmpty();
  await expect(page.locator('iframe')).toHaveCount(0);
});
