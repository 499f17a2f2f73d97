import type { Page } from '@playwright/test';
import { CAPTCHA_SCRIPT_TIMEOUT_MS } from '@app/contract/constants/captcha';
import { uniquePassword, uniqueUsername, type Admin } from './support/admin';
import { expectNoSeriousViolations } from './support/axe';
import { EXPECT_MS } from './support/constants';
import { at, dialogWith, expect, test } from './support/fixtures';
import { shownOnPageClock } from './support/page-clock';

const VERIFY_FIRST = 'Please complete the verification first.';
/** Never a plain captcha answer: Z is not in the captcha alphabet. */
const WRONG_CODE = 'ZZZZ';

const captchaImage = (page: Page) => page.getByRole('img', { name: 'Captcha image' });
const captchaInput = (page: Page) => page.getByLabel('Captcha', { exact: true });

/**
 * Types the code as a player does, key by key. An instant fill right after a refused try would tap the
 * button within the 0.5 s the spec keeps the form locked after each try, and that tap is ignored.
 */
const typeCaptcha = (page: Page, code: string) => captchaInput(page).pressSequentially(code, { delay: 150 });

/** The answer of the plain captcha on screen, read through the admin API (a player reads the image). */
async function shownAnswer(page: Page, m: Admin): Promise<string> {
  await expect(captchaImage(page)).toBeVisible();
  const [newest] = await m.captchas();
  if (!newest) throw new Error(`no captcha issued for ${m.merchant}`);
  return newest.answer;
}

/** Waits for the image to change from `before` (a new captcha was fetched). */
async function newImage(page: Page, before: string | null): Promise<void> {
  await expect(captchaImage(page)).not.toHaveAttribute('src', before ?? '');
}

async function fillLogin(page: Page, m: Admin, username: string, password: string): Promise<void> {
  await page.goto(`${m.origin}/m/login`);
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
}

/** Confirms the Notice alert that shows the text. */
async function confirmNotice(page: Page, text: string | RegExp): Promise<void> {
  const notice = page.getByRole('alertdialog').filter({ hasText: text });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('heading', { name: 'Notice' })).toBeVisible();
  await notice.getByRole('button', { name: 'Confirm' }).click();
  await expect(notice).toBeHidden();
}

test.describe('the plain captcha', () => {
  test('login: required first, a wrong code fails and brings a new image, the right code signs in', async ({
    page,
    admin,
  }) => {
    const m = await admin.createMerchant({ public: { captcha: { login: true } } });
    const member = await m.createMember({ prefix: 'capl' });
    await fillLogin(page, m, member.username, member.password);
    await expect(captchaImage(page)).toBeVisible();
    await expectNoSeriousViolations(page);

    // No code typed: the Notice alert asks to verify first, and the captcha input takes the focus.
    await page.getByRole('button', { name: 'Log in' }).click();
    await confirmNotice(page, VERIFY_FIRST);
    await expect(captchaInput(page)).toBeFocused();

    // A wrong code: the server refuses it; the captcha was used, so the input is cleared and a new one shown.
    await shownAnswer(page, m);
    const first = await captchaImage(page).getAttribute('src');
    await typeCaptcha(page, WRONG_CODE);
    await page.getByRole('button', { name: 'Log in' }).click();
    await confirmNotice(page, /captcha is wrong/i);
    await newImage(page, first);
    await expect(captchaInput(page)).toHaveValue('');

    // Tapping the image fetches another one.
    const second = await captchaImage(page).getAttribute('src');
    await page.getByRole('button', { name: 'New captcha image' }).click();
    await newImage(page, second);

    // The right code, typed in lower case: answers are case-insensitive.
    await typeCaptcha(page, (await shownAnswer(page, m)).toLowerCase());
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(at('/home'));
  });

  test('registration: after a failed registration the input is cleared and a new one fetched', async ({
    page,
    admin,
  }) => {
    const m = await admin.createMerchant({
      public: {
        captcha: { register: true },
        register: { captcha: { enabled: true }, username: true, mobile: false },
      },
    });
    const taken = await m.createMember({ prefix: 'captk' });
    const password = uniquePassword();
    await page.goto(`${m.origin}/m/register`);
    await page.getByLabel('Username', { exact: true }).fill(taken.username);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm password', { exact: true }).fill(password);
    await typeCaptcha(page, await shownAnswer(page, m));
    const before = await captchaImage(page).getAttribute('src');
    await page.getByRole('button', { name: 'Register', exact: true }).click();

    await confirmNotice(page, 'This username is already taken.');
    await expect(captchaInput(page)).toHaveValue('');
    await newImage(page, before);

    await page.getByLabel('Username', { exact: true }).fill(uniqueUsername('capr'));
    await typeCaptcha(page, await shownAnswer(page, m));
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    const success = dialogWith(page, 'Registration succeeded, logging in soon');
    await success.getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(at('/home'));
  });
});

/** A merchant whose login runs Geetest (GEETEST3 and the login flag on), answered by the local stand-in. */
const geetestMerchant = (admin: Admin, version: 'v3' | 'v4') =>
  admin.createMerchant({
    public: {
      captcha: { login: true },
      whitelabel: { GEETEST3: true },
      gw: { GEETEST_ID: 'e2e-geetest-id', GEETEST_VERSION: version },
    },
  });

const challenge = (page: Page) => page.getByRole('dialog', { name: 'Security check' });
const clickToVerify = (page: Page) => page.getByRole('button', { name: 'Click to verify' });

test.describe('Geetest through the local stand-in', () => {
  test('v4 success: logging in runs the challenge first, then signs in', async ({ page, admin }) => {
    const m = await geetestMerchant(admin, 'v4');
    const member = await m.createMember({ prefix: 'gtok' });
    await fillLogin(page, m, member.username, member.password);
    await expect(clickToVerify(page)).toBeVisible();
    await expectNoSeriousViolations(page);

    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(challenge(page)).toBeVisible();
    await expectNoSeriousViolations(page);
    await challenge(page).getByRole('button', { name: 'Pass the check' }).click();
    await expect(page).toHaveURL(at('/home'));
  });

  test('v3 error, then retry: the error shows its code and a retry link; retry loads a new challenge', async ({
    page,
    admin,
  }) => {
    const m = await geetestMerchant(admin, 'v3');
    const member = await m.createMember({ prefix: 'gterr' });
    await fillLogin(page, m, member.username, member.password);
    await clickToVerify(page).click();
    await challenge(page).getByRole('button', { name: 'Fail with an error' }).click();

    const error = page.getByRole('alert').filter({ hasText: 'Service error (60500)' });
    await expect(error).toBeVisible();
    await expectNoSeriousViolations(page);
    await error.getByRole('button', { name: 'Click to retry' }).click();

    await clickToVerify(page).click();
    await challenge(page).getByRole('button', { name: 'Pass the check' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Verified' })).toBeVisible();
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(at('/home'));
  });

  test('closing the challenge gives verify_first and returns to waiting', async ({ page, admin }) => {
    const m = await geetestMerchant(admin, 'v4');
    const member = await m.createMember({ prefix: 'gtcl' });
    await fillLogin(page, m, member.username, member.password);
    // The widget is ready (waiting): before that, Log in rightly asks to verify first, without a challenge.
    await expect(clickToVerify(page)).toBeVisible();
    await page.getByRole('button', { name: 'Log in' }).click();
    await challenge(page).getByRole('button', { name: 'Close' }).click();
    await confirmNotice(page, VERIFY_FIRST);
    await expect(clickToVerify(page)).toBeVisible();
    await expect(page).toHaveURL(at('/login'));

    // The widget's own challenge, closed: verify_first too.
    await clickToVerify(page).click();
    await challenge(page).getByRole('button', { name: 'Close' }).click();
    await confirmNotice(page, VERIFY_FIRST);
    await expect(clickToVerify(page)).toBeVisible();
  });

  test('script timeouts: 60204 (js) and 60205 (gct) after the setup is retried once, both Network failure', async ({
    page,
    admin,
  }) => {
    const m = await geetestMerchant(admin, 'v4');
    // The script never arrives: 3 s, a second try of 3 s, then the error (on the page's clock).
    await page.route('**/wps/captcha/standin/gt4.js', () => {});
    await page.clock.install();
    await page.goto(`${m.origin}/m/login`);
    await expect(page.getByRole('status').filter({ hasText: 'Loading verification' })).toBeVisible();
    const jsTimeout = page.getByRole('alert').filter({ hasText: 'Network failure (60204)' });
    await shownOnPageClock(page, jsTimeout, 2 * CAPTCHA_SCRIPT_TIMEOUT_MS + EXPECT_MS);

    // The script loads, its gct resource does not: the stand-in reports 60205.
    await page.unroute('**/wps/captcha/standin/gt4.js');
    await page.route('**/wps/captcha/standin/gct.js*', () => {});
    await jsTimeout.getByRole('button', { name: 'Click to retry' }).click();
    const gctTimeout = page.getByRole('alert').filter({ hasText: 'Network failure (60205)' });
    await shownOnPageClock(page, gctTimeout, 2 * CAPTCHA_SCRIPT_TIMEOUT_MS + EXPECT_MS);

    await page.unroute('**/wps/captcha/standin/gct.js*');
    await gctTimeout.getByRole('button', { name: 'Click to retry' }).click();
    await expect(clickToVerify(page)).toBeVisible();
  });

  test("SMS captcha requires v4: with v3 the widget says 'Geetest service not work' and nothing is sent", async ({
    page,
    admin,
  }) => {
    const m = await admin.createMerchant({
      public: {
        captcha: { login: true, sms: true },
        whitelabel: { GEETEST3: true },
        gw: { GEETEST_ID: 'e2e-geetest-id', GEETEST_VERSION: 'v3' },
      },
    });
    let sent = false;
    page.on('request', (r) => {
      if (r.url().includes('/wps/verification/sms/noLogin')) sent = true;
    });
    await page.goto(`${m.origin}/m/login`);
    await page.getByRole('tab', { name: 'SMS login' }).click();
    const notWorking = page
      .getByRole('alert')
      .filter({ hasText: 'Unknown error: the Geetest service is not working' });
    await expect(notWorking).toBeVisible();
    await expectNoSeriousViolations(page);

    await page.getByLabel('Mobile number', { exact: true }).fill('9170000000');
    await page.getByRole('button', { name: 'Send code' }).click();
    await confirmNotice(page, VERIFY_FIRST);
    expect(sent).toBe(false);
  });
});
