import type { Page } from '@playwright/test';
import { EMULATOR_PROJECT } from '../../scripts/lib/firebase-emulator.mjs';
import type { Admin } from './support/admin';
import { FIREBASE_AUTH_EMULATOR_HOST } from './support/constants';
import { expectNoSeriousViolations } from './support/axe';
import { at, expect, test } from './support/fixtures';
import { uniqueMobile } from './support/sms';

/**
 * Phone code sign-in through the real Firebase Auth emulator: the merchant's phone provider is in use (firebase
 * flag and apiKey set, its project the emulator's), so the SMS mode sends the code through Firebase.
 */
const phoneProviderMerchant = (admin: Admin, patch: Record<string, unknown> = {}) =>
  admin.createMerchant({
    public: {
      smsProvider: {
        firebase: true,
        apiKey: 'demo-api-key',
        projectId: EMULATOR_PROJECT,
        authDomain: `${EMULATOR_PROJECT}.firebaseapp.com`,
      },
      ...patch,
    },
  });

/** The code the emulator "sent" to the number (its verificationCodes endpoint), the newest one. */
async function emulatorCode(phoneNumber: string): Promise<string> {
  const url = `http://${FIREBASE_AUTH_EMULATOR_HOST}/emulator/v1/projects/${EMULATOR_PROJECT}/verificationCodes`;
  let code: string | undefined;
  await expect
    .poll(async () => {
      const { verificationCodes = [] } = (await (await fetch(url)).json()) as {
        verificationCodes?: { phoneNumber: string; code: string }[];
      };
      code = verificationCodes.filter((c) => c.phoneNumber === phoneNumber).at(-1)?.code;
      return code;
    })
    .toMatch(/^\d+$/);
  return code!;
}

async function openSmsMode(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/m/login`);
  await page.getByRole('tab', { name: 'SMS login' }).click();
  await expect(page.getByLabel('Mobile number', { exact: true })).toBeVisible();
}

const phoneErrorLines = (page: Page) => page.getByRole('alert').locator('p');

test('the code sent through Firebase signs in (login type firebase, channel phone) with a 60 s resend countdown', async ({
  page,
  admin,
}) => {
  // The picker shows because the phone provider is in use, even though the merchant does not set it to show.
  const merchant = await phoneProviderMerchant(admin, { countryPicker: { show: false } });
  const mobile = uniqueMobile();
  await merchant.createMember({ prefix: 'phone', mobile: `+63${mobile}` });
  await openSmsMode(page, merchant.origin);
  await expect(page.getByRole('button', { name: 'Code Philippines +63' })).toBeVisible();

  await page.getByLabel('Mobile number', { exact: true }).fill(mobile);
  await page.getByRole('button', { name: 'Send code' }).click();
  const countdown = page.getByRole('button', { name: /^Resend in (60|59) s$/ });
  await expect(countdown).toBeDisabled();

  const login = page.waitForRequest((r) => r.url().endsWith('/wps/session/login'));
  await page.getByLabel('Verification code', { exact: true }).fill(await emulatorCode(`+63${mobile}`));
  await page.getByRole('button', { name: 'Log in' }).click();
  await login;
  await expect(page).toHaveURL(at('/home'));
});

test('a wrong code shows the translated message, Code: {code} and Reason: {message}', async ({
  page,
  admin,
}) => {
  const merchant = await phoneProviderMerchant(admin);
  const mobile = uniqueMobile();
  await openSmsMode(page, merchant.origin);
  await page.getByLabel('Mobile number', { exact: true }).fill(mobile);
  await page.getByRole('button', { name: 'Send code' }).click();
  const code = await emulatorCode(`+63${mobile}`);

  await page.getByLabel('Verification code', { exact: true }).fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(phoneErrorLines(page)).toHaveText([
    'The verification code is wrong.',
    'Code: auth/invalid-verification-code',
    /^Reason: .+/,
  ]);
  await expect(page).toHaveURL(at('/login'));
  await expectNoSeriousViolations(page);
});

test('confirming without a pending confirmation gives auth/code-expired', async ({ page, admin }) => {
  const merchant = await phoneProviderMerchant(admin);
  await openSmsMode(page, merchant.origin);
  await page.getByLabel('Mobile number', { exact: true }).fill(uniqueMobile());
  await page.getByLabel('Verification code', { exact: true }).fill('123456');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(phoneErrorLines(page)).toHaveText([
    'The code has expired. Please request a new one.',
    'Code: auth/code-expired',
    /^Reason: /,
  ]);
});
