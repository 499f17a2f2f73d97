import type { Page } from '@playwright/test';
import { SOCIAL_REDIRECT_MARKER_KEY } from '@app/contract/constants/social-sign-in';
import { at, expect, test } from './support/fixtures';
import { firebaseMerchant, serveFakeGapi, uniqueEmail } from './support/firebase';

/**
 * Social sign-in by redirect (§4, §5: iOS Safari uses the popup only above version 12), through the real
 * Firebase Auth emulator: the app leaves for the emulator's sign-in page with a session marker, comes back to
 * /m/login and completes the sign-in from the marker. Nothing in the flow is faked; Chromium plays iOS 12 Safari
 * by its user agent only, which is what the app's rule reads.
 *
 * The emulator hands the result back through its helper frame's sessionStorage, which Chromium partitions for
 * third-party frames: the test server names the emulator by the page's own host (m….localhost:<emulator port>),
 * so that the frame is same-site with the app, as Firebase advises for the auth domain in production.
 */

const IOS_12_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 12_5_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) ' +
  'Version/12.1.2 Mobile/15E148 Safari/604.1';

test.use({ userAgent: IOS_12_SAFARI });

type MarkerWindow = Window & { markerAtStart?: string | null };

test.beforeEach(async ({ context }, testInfo) => {
  test.skip(testInfo.project.name !== 'iphone14', 'an iPhone profile plays iOS 12 Safari');
  await serveFakeGapi(context);
  // What the session marker holds when each page starts, before the app reads (and removes) it.
  await context.addInitScript((key) => {
    (window as MarkerWindow).markerAtStart = sessionStorage.getItem(key);
  }, SOCIAL_REDIRECT_MARKER_KEY);
});

/** Taps Google and signs in on the emulator's page (a new account with the e-mail, or the one made with it). */
async function signInWithGoogleRedirect(page: Page, email: string, existing = false): Promise<void> {
  await page.getByRole('button', { name: 'Google', exact: true }).click();
  // The same tab leaves for the emulator: no popup.
  await page.waitForURL(/\/emulator\/auth\/handler\?.*authType=signInViaRedirect/);
  if (existing) {
    await page.locator('.js-reuse-account', { hasText: email }).first().click();
  } else {
    await page.locator('#add-account-button button').click();
    await page.locator('#email-input').fill(email);
    await page.locator('#display-name-input').fill('Lucky Player');
    await page.locator('#sign-in').click();
  }
  await page.waitForURL(at('/login'));
  // Back on the login screen with the marker of the channel the sign-in was started with.
  expect(await page.evaluate(() => (window as MarkerWindow).markerAtStart)).toBe('google');
}

test(
  'iOS 12 Safari: Google signs in by redirect, registering first, then into the bound account',
  { tag: '@iphone' },
  async ({ page, admin }) => {
    const merchant = await firebaseMerchant(admin, { socialSignIn: { autoRegister: true } });
    const email = uniqueEmail();
    const popups: Page[] = [];
    page.on('popup', (p) => popups.push(p));

    await page.goto(`${merchant.origin}/m/login`);
    const register = page.waitForResponse((r) => r.url().endsWith('/wps/member/register/firebase'));
    await signInWithGoogleRedirect(page, email);
    const registered = await (await register).json();
    expect(registered.success).toBe(true);
    await expect(page).toHaveURL(at('/home'));
    expect(await page.evaluate((key) => sessionStorage.getItem(key), SOCIAL_REDIRECT_MARKER_KEY)).toBeNull();

    // A new visit: the same Google account now signs straight in to the member it registered.
    await page.evaluate(() => {
      sessionStorage.clear();
      localStorage.clear();
    });
    await page.goto(`${merchant.origin}/m/login`);
    const login = page.waitForResponse((r) => r.url().endsWith('/wps/session/login'));
    await signInWithGoogleRedirect(page, email, true);
    const loggedIn = await (await login).json();
    expect(loggedIn).toMatchObject({ success: true, value: { userName: registered.value.userName } });
    await expect(page).toHaveURL(at('/home'));
    expect(popups).toHaveLength(0);
  },
);
