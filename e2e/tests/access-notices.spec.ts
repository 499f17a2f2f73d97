import { dialogWith, expect, test, waitInteractive } from './support/fixtures';

// The server enforces maintenance and region blocks on every call but the status, key, manifest, ping and
// support (server/src/http/access-hook.ts); the app shows the server's message when a call is refused. Each
// test switches them on for a merchant of its own: on DEMO they would refuse the calls of every test beside it.

test('under maintenance a login is refused with the maintenance message', async ({ page, admin }) => {
  const shop = await admin.createMerchant();
  const { username, password } = await shop.createMember();
  await page.goto(`${shop.origin}/m/login`);
  await waitInteractive(page);
  await shop.patchSettings({ maintenance: { enabled: true } });
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(dialogWith(page, 'The system is under maintenance. Please try again later.')).toBeVisible();
  await expect(page).toHaveURL(/\/m\/login/);
});

test('a blocked IP range is refused with the access-denied message', async ({ page, admin }) => {
  const shop = await admin.createMerchant();
  const { username, password } = await shop.createMember();
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': '10.204.7.9' });
  await page.goto(`${shop.origin}/m/login`);
  await waitInteractive(page);
  await shop.patchSettings({ regionRestriction: { blockedIps: ['10.204.0.0/16'] } });
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(
    dialogWith(page, 'Sorry, access from your region or IP address is not allowed.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/m\/login/);
});
