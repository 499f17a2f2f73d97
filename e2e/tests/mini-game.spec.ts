import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { at, expect, logInToHome, test, waitInteractive, waitWatching } from './support/fixtures';

// The floating mini-game widget (entry §2, §4, §6, §9) with the reference server's demo script, on
// merchants of their own with LOTTMINIGAME3 (v1) or SEALOTTMINIGAME3 (s1) on.

const fab = (page: Page) => page.getByRole('button', { name: 'Open the mini-game' });

/** Signs in on the site at `origin` and waits for home, interactive. */
async function signIn(page: Page, origin: string, username: string, password: string): Promise<void> {
  await logInToHome(page, username, password, origin);
  await waitInteractive(page);
}

const boxOf = async (locator: Locator) => {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return box;
};

/** Presses the widget, moves it by (dx, dy) in steps, releases it. */
async function drag(page: Page, locator: Locator, dx: number, dy: number): Promise<void> {
  const box = await boxOf(locator);
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y + dy, { steps: 8 });
  await page.mouse.up();
}

test(
  'the mini-game shows only when signed in, can be dragged (kept on screen) and tapped, and goes at sign-out',
  { tag: '@iphone' },
  async ({ page, admin }) => {
    const shop = await admin.createMerchant({ public: { whitelabel: { LOTTMINIGAME3: true } } });
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/mini-game/')) scripts.push(new URL(r.url()).pathname + new URL(r.url()).search);
    });

    // A guest: no widget, no script, once everything after the first screen has started.
    await page.goto(`${shop.origin}/m/home`);
    await waitWatching(page);
    await expect(fab(page)).toHaveCount(0);
    expect(scripts).toEqual([]);

    const member = await shop.createMember({ prefix: 'mini' });
    await signIn(page, shop.origin, member.username, member.password);
    await expect(fab(page)).toBeVisible();
    expect(scripts).toEqual([expect.stringMatching(/^\/mini-game\/v1\/minigame\.js\?_t=\d+$/)]);

    // A drag moves it and does not open it.
    const start = await boxOf(fab(page));
    await drag(page, fab(page), -120, -150);
    await expect.poll(async () => (await boxOf(fab(page))).x).toBeCloseTo(start.x - 120, 0);
    expect((await boxOf(fab(page))).y).toBeCloseTo(start.y - 150, 0);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // Dragged far past the top start corner: it stops at the margin, 2% of the window's width.
    const viewport = page.viewportSize()!;
    const margin = viewport.width * 0.02;
    await drag(page, fab(page), -1000, -1000);
    await expect.poll(async () => (await boxOf(fab(page))).x).toBeCloseTo(margin, 0);
    expect((await boxOf(fab(page))).y).toBeCloseTo(margin, 0);

    // Moved to the bottom end corner, then the window shrinks (a rotation): it comes back on screen.
    await drag(page, fab(page), 1000, 1000);
    await page.setViewportSize({ width: viewport.height, height: Math.round(viewport.width * 0.9) });
    await expect
      .poll(async () => {
        const box = await boxOf(fab(page));
        const size = page.viewportSize()!;
        return box.x + box.width <= size.width && box.y + box.height <= size.height;
      })
      .toBe(true);
    await page.setViewportSize(viewport);

    // A tap opens the game, which plays with the member's session and closes again.
    await fab(page).click();
    const dialog = page.getByRole('dialog', { name: 'Mini-game' });
    await expect(dialog).toBeVisible();
    const game = dialog.locator('[data-minigame="v1"]');
    await expect(game).toBeVisible();
    await game.getByRole('button', { name: 'Quick pick' }).click();
    await game.getByRole('button', { name: 'Draw' }).click();
    await expect(game.getByRole('status')).toContainText('Drawn');
    await expectNoSeriousViolations(page, '.mini-game-dialog');
    await game.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(game).toHaveCount(0);
    await expect(fab(page)).toBeFocused();

    // Not over the full-screen game page; back from the game, it is there again.
    await page.goto(`${shop.origin}/m/launchGame?code=DRAGON_GOLD&playType=RNG`);
    await expect(page.locator('iframe.game-frame')).toBeVisible();
    await waitWatching(page);
    await expect(fab(page)).toHaveCount(0);
    await page.goBack();
    await expect(page).toHaveURL(at('/home'));
    await expect(fab(page)).toBeVisible();

    // Signed out: hidden.
    await page.locator('.bottom-nav').getByRole('link', { name: 'Member', exact: true }).click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(at('/login'));
    await expect(fab(page)).toHaveCount(0);
  },
);

test('SEALOTTMINIGAME3 loads the s1 script; with both switches off there is no widget', async ({
  page,
  admin,
}) => {
  const sea = await admin.createMerchant({ public: { whitelabel: { SEALOTTMINIGAME3: true } } });
  const seaMember = await sea.createMember({ prefix: 'sea' });
  const script = page.waitForRequest((r) => r.url().includes('/mini-game/'));
  await signIn(page, sea.origin, seaMember.username, seaMember.password);
  expect(new URL((await script).url()).pathname).toBe('/mini-game/s1/minigame.js');
  await fab(page).click();
  await expect(page.getByRole('dialog').locator('[data-minigame="s1"]')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const off = await admin.createMerchant({
    public: { whitelabel: { LOTTMINIGAME3: false, SEALOTTMINIGAME3: false } },
  });
  const offMember = await off.createMember({ prefix: 'nomini' });
  await signIn(page, off.origin, offMember.username, offMember.password);
  await waitWatching(page);
  await expect(fab(page)).toHaveCount(0);
});

test('screenshots of the mini-game widget @screenshots', async ({ page, admin }, testInfo) => {
  const shop = await admin.createMerchant({ public: { whitelabel: { LOTTMINIGAME3: true } } });
  const member = await shop.createMember({ prefix: 'shotmini' });
  await signIn(page, shop.origin, member.username, member.password);
  await expect(fab(page)).toBeVisible();
  await waitWatching(page);
  await page.screenshot({ path: testInfo.outputPath('mini-game.png') });
  await fab(page).click();
  await expect(page.getByRole('dialog').locator('[data-minigame="v1"]')).toBeVisible();
  await page.getByRole('button', { name: 'Quick pick' }).click();
  await page.getByRole('button', { name: 'Draw' }).click();
  // Transitions that end (the dialog fading in) have ended; endless ones (a skeleton's shimmer) are as they are.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => a)),
    ),
  );
  await page.screenshot({ path: testInfo.outputPath('mini-game-open.png') });
});
