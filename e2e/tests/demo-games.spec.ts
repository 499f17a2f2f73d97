import type { Page } from '@playwright/test';
import { SESSION_STORAGE_KEY } from '@app/contract/constants/session';
import { expectNoSeriousViolations } from './support/axe';
import { expect, openSignedIn, test } from './support/fixtures';

/**
 * The reference server's demo game provider, on its own: a launch answers a game URL of the app's
 * origin, the app's page may frame it (its CSP's frame-src), the game shows what it was launched with, posts GO_BACK
 * to the app's origin only, and its link opens once. The app's own game page is tested with the games feature.
 */

const FRAME = 'demo-frame';

/** POST /wps/game/launchGame from the signed-in page, with the session the app stored. */
const launch = (page: Page, merchant: string, body: Record<string, unknown>) =>
  page.evaluate(
    async ({ merchant, body, sessionKey }) => {
      const session = JSON.parse(sessionStorage.getItem(sessionKey) ?? '{}') as { token?: string };
      const res = await fetch('/wps/game/launchGame', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          merchant,
          language: 'EN',
          authorization: session.token ?? '',
        },
        body: JSON.stringify(body),
      });
      return (await res.json()) as { success: boolean; errorCode: string | null; value: { gameUrl: string } };
    },
    { merchant, body, sessionKey: SESSION_STORAGE_KEY },
  );

/** Frames the game in the app's page as the game page does, recording the messages the page receives. */
const frame = (page: Page, gameUrl: string) =>
  page.evaluate(
    ({ gameUrl, id }) => {
      const w = window as unknown as { __gameMessages: { data: unknown; origin: string }[] };
      w.__gameMessages = [];
      window.addEventListener('message', (e) => w.__gameMessages.push({ data: e.data, origin: e.origin }));
      const iframe = document.createElement('iframe');
      iframe.id = id;
      iframe.title = 'Game';
      iframe.src = gameUrl;
      iframe.style.cssText =
        'position:fixed;inset:0;width:100%;height:100%;border:0;z-index:9999;background:#fff';
      document.body.append(iframe);
    },
    { gameUrl, id: FRAME },
  );

const messages = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { __gameMessages: { data: unknown; origin: string }[] }).__gameMessages,
  );

test('a slot launch opens the spinner in a frame of the app: the member, the mode, the language, GO_BACK to the app only', async ({
  page,
  admin,
}) => {
  const shop = await admin.createMerchant();
  const member = await shop.createMember({ prefix: 'slot' });
  await openSignedIn(page, shop, member);
  const answer = await launch(page, shop.merchant, {
    gameCode: 'DRAGON_GOLD',
    hasLobby: false,
    timeout: 10_000,
    backUrl: '/m/home',
    language: 'en-US',
  });
  expect(answer.success).toBe(true);
  expect(new URL(answer.value.gameUrl).origin).toBe(shop.origin);
  await frame(page, answer.value.gameUrl);
  const game = page.frameLocator(`#${FRAME}`);
  await expect(game.getByRole('heading', { name: 'Golden Dragon' })).toBeVisible();
  await expect(game.getByTestId('demo-member')).toHaveText(member.username);
  await expect(game.getByTestId('demo-mode')).toHaveText('Real play');
  await expect(game.getByTestId('demo-language')).toHaveText('English (en-US)');
  // Its script runs under its own CSP: a spin takes credits and says how it went.
  await expect(game.getByTestId('demo-credits')).toHaveText('1000');
  await game.getByRole('button', { name: 'Spin' }).click();
  await expect(game.getByRole('status')).toHaveText(/win/i);
  await expectNoSeriousViolations(page, `#${FRAME}`);
  await game.getByRole('button', { name: 'Back' }).click();
  await expect.poll(() => messages(page)).toEqual([{ data: { type: 'GO_BACK' }, origin: shop.origin }]);
});

test('a Vietnam lottery opens the bet slip in its lobby view and prize mode; its link opens once', async ({
  page,
  admin,
}) => {
  const shop = await admin.createMerchant();
  const member = await shop.createMember({ prefix: 'lotto' });
  await openSignedIn(page, shop, member);
  const answer = await launch(page, shop.merchant, {
    launchMode: 'LOTT',
    lottoArea: 'VN',
    lottoPrizeMode: 'HIGH',
    lottoGameCode: 'VN_NORTH',
    lottoView: 'lobby',
    device: 'MOBILE',
    backUrl: '/m/home',
    hasLobby: true,
    timeout: 10_000,
    language: 'vi-VN',
  });
  await frame(page, answer.value.gameUrl);
  const game = page.frameLocator(`#${FRAME}`);
  await expect(game.getByTestId('demo-mode')).toHaveText(
    'Real play · Vietnam lottery · prize mode HIGH · lobby view',
  );
  await expect(game.getByTestId('demo-language')).toHaveText('Tiếng Việt (vi-VN)');
  await game.getByRole('button', { name: 'Bet now' }).click();
  await game.getByRole('button', { name: 'Quick pick' }).click();
  await expect(game.locator('[aria-pressed="true"]')).toHaveCount(6);
  await game.getByRole('button', { name: 'Place bet (10)' }).click();
  await expect(game.getByRole('status')).toHaveText(/^Draw: /);
  await expectNoSeriousViolations(page, `#${FRAME}`);

  // The same link again (a reload): the plain error page, HTTP 400.
  const again = await page.evaluate(async (url) => {
    const res = await fetch(url);
    return { status: res.status, text: await res.text() };
  }, answer.value.gameUrl);
  expect(again.status).toBe(400);
  expect(again.text).toContain('This game link has expired or was already used.');
});

test('an unknown game is refused with game.unknown', async ({ page, admin }) => {
  const shop = await admin.createMerchant();
  await openSignedIn(page, shop, await shop.createMember({ prefix: 'nogame' }));
  const answer = await launch(page, shop.merchant, {
    gameCode: 'NO_SUCH_GAME',
    hasLobby: false,
    timeout: 10_000,
    backUrl: '/m/home',
  });
  expect(answer).toMatchObject({ success: false, errorCode: 'game.unknown' });
});
