import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../server/src/seed/demo-accounts';
import { expectNoSeriousViolations } from './support/axe';
import {
  at,
  expect,
  logInToHome,
  openSignedIn,
  test,
  waitInteractive,
  waitWatching,
} from './support/fixtures';

// The chat footer button and its unread badge (signed-in §4 "Chat", §6), against the reference
// server's demo chat, and the customer-service scripts' stand-ins. DEMO has CBS3 on and LIVECHAT and COMM100VIP
// entries; nothing here changes its settings.

const chatButton = (page: Page) => page.locator('.bottom-nav').getByRole('button', { name: /^Chat/ });
const badge = (page: Page) => page.locator('.bottom-nav .chat-badge');

/** Counts the unread-count calls the page makes. */
const countUnreadCalls = (page: Page) => {
  const calls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/wps/relay/CBS_unreadCount')) calls.push(r.url());
  });
  return calls;
};

test('a guest who taps Chat goes to /m/login', async ({ page }) => {
  await page.goto('/m/home');
  await waitInteractive(page);
  await chatButton(page).click();
  await expect(page).toHaveURL(at('/login'));
});

test('demo_restricted (type 4) gets no_permissions and no unread count', async ({ page, admin }) => {
  const restricted = DEMO_ACCOUNTS.find((a) => a.username === 'demo_restricted')!;
  const unreadCalls = countUnreadCalls(page);
  const launches: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/wps/relay/CBS_launchChat')) launches.push(r.url());
  });
  await openSignedIn(page, admin, restricted);
  await waitWatching(page);
  await chatButton(page).click();
  await expect(page.getByText("You don't have permission to use this feature.")).toBeVisible();
  await expect(page).toHaveURL(at('/home'));
  expect(launches).toEqual([]);
  expect(unreadCalls).toEqual([]);
  await expect(badge(page)).toHaveCount(0);
});

test("a member's unread badge shows after an admin message, follows new ones on return, and the chat opens the demo chat", async ({
  page,
  admin,
}) => {
  const member = await admin.createMember({ prefix: 'chat' });
  await admin.postChatMessage(member.username, 'Welcome! How can we help?');
  await openSignedIn(page, admin, member);

  await expect(badge(page)).toHaveAttribute('data-count', '1');
  await expect(chatButton(page)).toHaveAccessibleName('Chat, 1 unread');

  // Two more while the page is open: asked again when the player comes back to the page. The chat feature starts
  // after the first screen, and listens for the return before it adds the customer-service scripts.
  await expect(page.locator('script[data-cs-type]')).toHaveCount(2);
  await admin.postChatMessage(member.username, 'Your deposit has arrived.');
  await admin.postChatMessage(member.username, 'Anything else?');
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect(badge(page)).toHaveAttribute('data-count', '3');
  // The count is drawn by CSS, so the button's visible label stays "Chat" (WCAG 2.5.3: axe checks it below).
  expect(await badge(page).evaluate((el) => getComputedStyle(el, '::after').content)).toBe('"3"');
  await expectNoSeriousViolations(page, '.bottom-nav');

  const launch = page.waitForRequest((r) => r.url().includes('/wps/relay/CBS_launchChat'));
  await chatButton(page).click();
  expect((await launch).postDataJSON()).toEqual({
    b2c: true,
    title: expect.any(String),
    backUrl: '/m/home',
    language: 'EN',
    headerColor: expect.stringMatching(/^#[0-9a-fA-F]{6}$/),
  });
  await expect(page).toHaveURL(/\/demo-chat\/\?t=/);
  await expect(page.locator('[data-chat-member]')).toHaveText(member.username);
  await expect(page.locator('[data-chat-language]')).toHaveText('EN');
  await expect(page.getByRole('list', { name: 'Messages' })).toContainText('Anything else?');
  expect((await admin.chatMessages(member.username)).unReadCount).toBe(0);

  // Back to home: read, so no badge.
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(at('/home'));
  await waitWatching(page);
  await expect(chatButton(page)).toHaveAccessibleName('Chat');
  await expect(badge(page)).toHaveCount(0);
});

test('a member gets the customer-service scripts (the stand-ins of LIVECHAT and COMM100VIP), once', async ({
  page,
  admin,
}) => {
  const scriptCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/wps/relay/WPSCORE_getCustomerServiceScript')) scriptCalls.push(r.url());
  });
  const member = await admin.createMember({ prefix: 'cs' });
  await openSignedIn(page, admin, member);
  // Loaded side by side: they run in whichever order they arrive.
  await expect
    .poll(() => page.evaluate(() => [...((window as { __csLoaded?: string[] }).__csLoaded ?? [])].sort()))
    .toEqual(['COMM100VIP', 'LIVECHAT']);
  await expect(page.locator('script[data-cs-type]')).toHaveCount(2);
  expect(scriptCalls).toHaveLength(1);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});

test('screenshots of the chat button with its badge @screenshots', async ({ page, admin }, testInfo) => {
  const member = await admin.createMember({ prefix: 'shotchat' });
  await admin.postChatMessage(member.username, 'Hello from support');
  await admin.postChatMessage(member.username, 'Your bonus is ready');
  await logInToHome(page, member.username, member.password);
  await expect(badge(page)).toHaveAttribute('data-count', '2');
  await waitWatching(page);
  await page.screenshot({ path: testInfo.outputPath('chat-badge.png') });
  await page.locator('.bottom-nav').screenshot({ path: testInfo.outputPath('chat-badge-nav.png') });
});
