import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from '@playwright/test';
import { EMULATOR_PROJECT } from '../../../scripts/lib/firebase-emulator.mjs';
import type { Admin } from './admin';
import { uniqueUsername } from './admin';

/**
 * The Firebase SDK's popup needs Google's gapi script (in the page and in the emulator's helper frame); offline,
 * a local stand-in speaks its part of the protocol with the Auth emulator. Every other outside host is refused
 * (the emulator's account chooser asks for fonts and styles).
 */
const FAKE_GAPI = readFileSync(new URL('./fake-gapi.js', import.meta.url), 'utf8');

export async function serveFakeGapi(context: BrowserContext): Promise<void> {
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost|[a-z0-9-]+\.localhost)/, (route) =>
    route.request().url().startsWith('https://apis.google.com/js/api.js')
      ? route.fulfill({ contentType: 'text/javascript', body: FAKE_GAPI })
      : route.abort(),
  );
}

/** A merchant of the test's own whose Firebase project is the run's Auth emulator. */
export const firebaseMerchant = (admin: Admin, publicPatch: Record<string, unknown> = {}) =>
  admin.createMerchant({
    public: {
      smsProvider: {
        firebase: true,
        apiKey: 'fake-api-key',
        projectId: EMULATOR_PROJECT,
        authDomain: `${EMULATOR_PROJECT}.firebaseapp.com`,
      },
      ...publicPatch,
    },
  });

/** An e-mail no other test uses: a new Google account of the emulator. */
export const uniqueEmail = (): string => `${uniqueUsername('g')}@example.com`;

/**
 * Taps the Google button and signs in through the emulator's account chooser in the popup: a new account with
 * the e-mail, or the account already made with it.
 */
export async function signInWithGooglePopup(page: Page, email: string, existing = false): Promise<void> {
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: 'Google', exact: true }).click(),
  ]);
  await popup.waitForLoadState('domcontentloaded');
  if (existing) {
    await popup.locator('.js-reuse-account', { hasText: email }).first().click();
  } else {
    await popup.locator('#add-account-button button').click();
    await popup.locator('#email-input').fill(email);
    await popup.locator('#display-name-input').fill('Lucky Player');
    await popup.locator('#sign-in').click();
  }
  await popup.waitForEvent('close');
}
