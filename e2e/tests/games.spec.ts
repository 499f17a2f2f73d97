import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { GAME_LAUNCH_TIMEOUT_MS } from '@app/contract/constants/games';
import { EXPECT_MS } from './support/constants';
import { expectNoSeriousViolations } from './support/axe';
import { at, expect, logInToHome, openSignedIn, test, waitInteractive } from './support/fixtures';

// Home's game lanes and the catalogue on DEMO's seeded games (read only: the specs that change games use a
// merchant of their own).

/** The demo provider's page inside the game frame. */
const game = (page: Page) => page.frameLocator('iframe.game-frame');

test.describe("home's game lanes", () => {
  test('a member opens a game from a lane, sees it launched for them in their language, and its back button brings them home', async ({
    page,
    admin,
  }) => {
    const member = await admin.createMember({ prefix: 'lane' });
    await openSignedIn(page, admin, member);

    const slots = page.getByRole('region', { name: 'Slots' });
    await expect(slots.getByRole('button', { name: /^Golden Dragon / })).toBeVisible();
    // A lane per category, in the server's order.
    await expect(page.locator('.game-lane-title')).toHaveText([
      'Slots',
      'Vietnam Lottery',
      'SEA Lottery',
      'Cards',
      'Fishing',
      'Sports',
    ]);
    await slots.getByRole('button', { name: /^Golden Dragon / }).click();

    await expect(page).toHaveURL(at('/launchGame'));
    expect(new URL(page.url()).searchParams.get('code')).toBe('DRAGON_GOLD');
    await expect(game(page).getByTestId('demo-member')).toHaveText(member.username);
    await expect(game(page).getByTestId('demo-mode')).toHaveText('Real play');
    await expect(game(page).getByTestId('demo-language')).toHaveText('English (en-US)');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Golden Dragon');

    await game(page).getByTestId('demo-back').click();
    await expect(page).toHaveURL(at('/home'));
    await expect(slots).toBeVisible();
  });

  test('a lottery launch while signed out goes to /m/login', async ({ page }) => {
    await page.goto('/m/home');
    const lottery = page.getByRole('region', { name: 'Vietnam Lottery' });
    await lottery.getByRole('button', { name: /^Lotto 6\/45 / }).click();
    await expect(page).toHaveURL(at('/login'));
  });

  test('a lane\'s "See all" opens its category in the catalogue', async ({ page }) => {
    await page.goto('/m/home');
    await page.getByRole('link', { name: 'See all Cards' }).click();
    await expect(page).toHaveURL(at('/game?category=400'));
    await expect(page.getByRole('button', { name: 'Cards', pressed: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Cards']);
  });
});

test.describe('the catalogue (/m/game)', () => {
  test('every category, a search by name or provider, and the empty result; no serious axe violation', async ({
    page,
  }) => {
    await page.goto('/m/game');
    await expect(page.getByRole('heading', { level: 2 })).toHaveText([
      'Slots',
      'Vietnam Lottery',
      'SEA Lottery',
      'Cards',
      'Fishing',
      'Sports',
    ]);
    await expectNoSeriousViolations(page);

    const search = page.getByRole('searchbox', { name: 'Search games' });
    await search.fill('dragon');
    await expect(page.locator('.game-tile-name')).toHaveText(['Golden Dragon', 'Dragon Fishing']);
    await search.fill('deep sea');
    await expect(page.locator('.game-tile-name')).toHaveText([
      'Ocean King',
      'Fishing War',
      'Dragon Fishing',
      'Mermaid Hunt',
    ]);
    await search.fill('no such game');
    await expect(page.getByText('No games match “no such game”.')).toBeVisible();
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(search).toHaveValue('');
    await expect(page.getByRole('heading', { name: 'Slots' })).toBeVisible();
  });

  test('a category whose vendor has matches lists them', async ({ page }) => {
    await page.goto('/m/game');
    await page.getByRole('button', { name: 'Sports', exact: true, pressed: false }).click();
    await expect(page).toHaveURL(at('/game?category=600'));
    await expect(page.getByRole('heading', { name: 'Matches' })).toBeVisible();
    await expect(page.locator('.games-match').first()).toBeVisible();
  });

  test('a member tries a game for free from its card', async ({ page, admin }) => {
    const member = await admin.createMember({ prefix: 'trial' });
    await openSignedIn(page, admin, member, '/game');
    await page.getByRole('button', { name: 'Try Baccarat for free' }).click();
    await expect(page).toHaveURL(at('/launchGame'));
    await expect(game(page).getByTestId('demo-mode')).toHaveText(/^Trial \(free play\)/);
  });

  test('a guest tries a game for free without an account; its real play still asks to log in', async ({
    page,
  }) => {
    await page.goto('/m/game');
    await page.getByRole('button', { name: 'Try Baccarat for free' }).click();
    await expect(page).toHaveURL(at('/launchGame'));
    await expect(game(page).getByTestId('demo-mode')).toHaveText(/^Trial \(free play\)/);
    await page.goto('/m/game');
    await page.getByRole('button', { name: /^Baccarat / }).click();
    await expect(page).toHaveURL(at('/login'));
  });
});

// Runs only with SCREENSHOTS=1 (playwright.config.ts): home with its lanes (and in Urdu, right to left), the
// catalogue, the game page and its timeout notice, into screenshots/ as screenshots.spec.ts does.
test('screenshots of the games @screenshots', async ({ page, admin }, testInfo) => {
  const dir = path.resolve(path.dirname(testInfo.config.configFile!), '..', 'screenshots');
  mkdirSync(dir, { recursive: true });
  const shoot = async (name: string, fullPage = true) => {
    await waitInteractive(page);
    await page.evaluate(() => document.fonts.ready);
    // The page scrolled through as a player would, so that the lazy images come (each after 150 ms on screen).
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y < height; y += 400) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForTimeout(250);
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(400);
    const file = path.join(dir, `${testInfo.project.name}-${name}.png`);
    await page.screenshot({ path: file, fullPage });
    await testInfo.attach(name, { path: file, contentType: 'image/png' });
  };

  const member = await admin.createMember({ prefix: 'shotgame' });
  await logInToHome(page, member.username, member.password);
  await expect(page.getByRole('region', { name: 'Sports' })).toBeVisible();
  await shoot('home-lanes');

  await page.goto('/m/game');
  await expect(page.getByRole('heading', { name: 'Slots' })).toBeVisible();
  await shoot('game-catalogue');
  await page.getByRole('button', { name: 'Sports', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Matches' })).toBeVisible();
  await shoot('game-catalogue-sports');

  await page.getByRole('button', { name: /^Football / }).click();
  await expect(game(page).getByTestId('demo-member')).toHaveText(member.username);
  await shoot('game-page', false);
  await page.getByRole('button', { name: 'Full screen', pressed: false }).click();
  await shoot('game-page-full-screen', false);

  const shop = await admin.createMerchant();
  await shop.setGameLaunchDelay(15_000);
  const slow = await shop.createMember({ prefix: 'shotslow' });
  await page.goto(`${shop.origin}/m/login`);
  await page.getByLabel('Username', { exact: true }).fill(slow.username);
  await page.getByLabel('Password', { exact: true }).fill(slow.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(at('/home'));
  await page.evaluate(() => localStorage.setItem('language', 'UR'));
  await page.goto(`${shop.origin}/m/home`);
  await expect(page.locator('.game-lane').first()).toBeVisible();
  await shoot('home-lanes-ur');
  await page.goto(`${shop.origin}/m/launchGame?code=DRAGON_GOLD&playType=RNG`);
  await expect(page.getByRole('alert')).toBeVisible({ timeout: GAME_LAUNCH_TIMEOUT_MS + EXPECT_MS });
  await shoot('game-page-timeout-ur', false);
});
