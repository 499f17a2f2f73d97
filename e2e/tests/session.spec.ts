import type { Page } from '@playwright/test';
import { SESSION_STORAGE_KEY } from '@app/contract/constants/session';
import type { Admin } from './support/admin';
import { at, expect, logInToHome, sessionExpiredNotice, test, waitInteractive } from './support/fixtures';

/**
 * The session is revoked while the player is away from the app, then the page is opened again (its session
 * storage kept, as a tab keeps it): the reopened page is the first to learn of it. Revoked under an open page,
 * a call of that page (a poll, a popup's lookup) may learn of it first and show the notice there, before the
 * reload this test means.
 */
async function revokeWhileAway(page: Page, admin: Admin, username: string): Promise<void> {
  const url = page.url();
  await page.goto('about:blank');
  await admin.revokeSessions(username);
  await page.goto(url);
}

test('a revoked session shows the session-expired notice, whose Log in button goes to /m/login', async ({
  page,
  admin,
}) => {
  const member = await admin.createMember({ prefix: 'revoke' });
  await logInToHome(page, member.username, member.password);
  await page.getByRole('link', { name: 'Member', exact: true }).click();
  await expect(page).toHaveURL(at('/member/home'));
  await expect(page.getByText(member.username, { exact: true }).first()).toBeVisible();

  await revokeWhileAway(page, admin, member.username);

  const notice = sessionExpiredNotice(page);
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(at('/login'));
  await expect(notice).toBeHidden();
});

test('logging out ends the session only: the campaign values and the splash flag stay for the browser session', async ({
  page,
  admin,
}) => {
  const member = await admin.createMember({ prefix: 'leave' });
  await page.goto('/m/home?fbclid=F1&r=REF9');
  await waitInteractive(page);
  await logInToHome(page, member.username, member.password);
  await page.getByRole('link', { name: 'Member', exact: true }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(at('/login'));

  const stored = await page.evaluate(() => ({ ...sessionStorage }));
  expect(stored[SESSION_STORAGE_KEY]).toBeUndefined();
  expect(JSON.parse(stored.campaign ?? '{}')).toMatchObject({ fbclid: 'F1', r: 'REF9' });
  expect(stored.splashHidden).toBe('1');
});

test('a call still on the wire when the player logs out, answered after the revocation, brings no session-expired notice', async ({
  page,
  admin,
}) => {
  const member = await admin.createMember({ prefix: 'leave' });
  await logInToHome(page, member.username, member.password);
  // The member page's bound-identities call is held on its way to the server until the logout is through.
  const held = '**/wps/relay/WPSCORE_listBoundIdentities';
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(held, async (route) => {
    await released;
    await route.continue();
  });
  const heldSent = page.waitForRequest(held);
  await page.getByRole('link', { name: 'Member', exact: true }).click();
  await heldSent;

  const loggedOut = page.waitForResponse((r) => new URL(r.url()).pathname === '/wps/session/logout');
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(at('/login'));
  expect((await loggedOut).ok()).toBe(true);
  const refused = page.waitForResponse(held);
  release();
  expect((await refused).status()).toBe(401);

  // The player signs in again at once, as if nothing had happened: nothing stands in the way.
  await page.getByLabel('Username', { exact: true }).fill(member.username);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(at('/home'));
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});

test('session expiry clears all of session storage', async ({ page, admin }) => {
  const member = await admin.createMember({ prefix: 'expire' });
  await page.goto('/m/home?fbclid=F2');
  await waitInteractive(page);
  await logInToHome(page, member.username, member.password);
  await page.getByRole('link', { name: 'Member', exact: true }).click();
  await expect(page.getByText(member.username, { exact: true }).first()).toBeVisible();

  await revokeWhileAway(page, admin, member.username);
  await expect(page.getByRole('alertdialog').filter({ hasText: 'Please log in again' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('campaign'))).toBeNull();
  expect(await page.evaluate((key) => sessionStorage.getItem(key), SESSION_STORAGE_KEY)).toBeNull();
});
