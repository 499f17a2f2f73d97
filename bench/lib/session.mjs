// Signing a fresh member in through the app itself, for measurements of signed-in routes.
import { randomBytes } from 'node:crypto';

/** Creates a member through the admin API; resolves { username, password }. */
export async function createMember(server) {
  const username = `bench${randomBytes(5).toString('hex')}`;
  const password = `Pw${randomBytes(4).toString('hex')}7`;
  const res = await fetch(`${server.baseURL}/admin/members`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${server.adminToken}`, 'Content-Type': 'application/json' },
    // A returning member: a first login would route to /m/changePsw first.
    body: JSON.stringify({ merchant: 'DEMO', username, password, type: 0, firstLoginDone: true }),
  });
  const body = await res.json().catch(() => ({}));
  if (!res.ok || !body.success)
    throw new Error(`admin: create member: HTTP ${res.status} ${body.message ?? ''}`);
  return { username, password };
}

/** A `before` hook for measureFirstLoad: signs in on the login screen as a player does. */
export const signInFirst = (member) => async (page) => {
  await page.goto('/m/login');
  await page.getByLabel('Username', { exact: true }).fill(member.username);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/m/login'), { timeout: 30_000 });
};

/** Signs in on the login screen of `origin` in a Puppeteer page (the tab a Lighthouse run then measures). */
export async function signInWithPuppeteer(page, origin, member) {
  await page.goto(`${origin}/m/login`);
  // The prerendered form shows before the app runs: typing waits until the app says it is interactive.
  await page.waitForFunction(() => document.documentElement.dataset.interactive === 'true', {
    timeout: 30_000,
  });
  await page.locator('input[autocomplete="username"]').fill(member.username);
  await page.locator('input[autocomplete="current-password"]').fill(member.password);
  await Promise.all([
    page.waitForFunction(() => !location.pathname.startsWith('/m/login'), { timeout: 30_000 }),
    page.locator('::-p-aria(Log in[role="button"])').click(),
  ]);
}
