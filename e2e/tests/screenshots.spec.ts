import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { SUBMIT_LOCK_RELEASE_MS, SUCCESS_MESSAGE_MS } from '@app/contract/constants/sign-in';
import { at, expect, logIn, logInToHome, openSignedIn, test, waitInteractive } from './support/fixtures';
import { firebaseMerchant } from './support/firebase';
import { uniqueMobile, useOwnClientIp } from './support/sms';
import { newTotpSecret } from './support/totp';
import { setVipLevel } from './support/vip';
import { jpegWithGps } from './support/feedback';
import { recordTurnover } from './support/rewards';
import { createMission } from './support/missions';
import {
  FACEBOOK_ANDROID,
  FACEBOOK_IOS,
  INSTALL_PROMPT_SHOWN_MS,
  installMerchant,
  offerInstallEvent,
  pageWithUserAgent,
} from './support/install';

// Runs only with SCREENSHOTS=1 (see playwright.config.ts): SCREENSHOTS=1 npx playwright test -c e2e screenshots
test('full-page screenshots of the main screens @screenshots', async ({ page, admin }, testInfo) => {
  const shoot = shooter(page, testInfo);

  await page.goto('/m/login');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await shoot('login');

  await page.goto('/m/register');
  await expect(page.getByRole('button', { name: 'Register', exact: true })).toBeVisible();
  await shoot('register');

  await page.goto('/m/home');
  await expect(page.getByRole('link', { name: 'Member', exact: true })).toBeVisible();
  await shoot('home');

  const member = await admin.createMember({
    prefix: 'shot',
    clubLabel: { labelName: 'Gold', labelId: 'VIP2', type: 'vip', rankLevel: 2 },
  });
  await logInToHome(page, member.username, member.password);
  await page.getByRole('link', { name: 'Member', exact: true }).click();
  await expect(page).toHaveURL(at('/member/home'));
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  await shoot('member-home');

  await page.getByRole('link', { name: 'Change password' }).click();
  await expect(page).toHaveURL(at('/changePsw'));
  await expect(page.getByRole('button', { name: 'Change password' })).toBeVisible();
  await shoot('change-password');

  await page.goto('/m/member/benefits');
  await expect(page.locator('.vip-badge')).toBeVisible();
  await expect(page.getByRole('progressbar')).toBeVisible();
  await shoot('benefits');
});

test('screenshots of the entry flows @screenshots', async ({ page, admin }, testInfo) => {
  const shoot = shooter(page, testInfo);
  await useOwnClientIp(page);

  // Login with the plain captcha, the SMS mode, the country picker.
  const plain = await admin.createMerchant({ public: { captcha: { login: true, sms: true } } });
  await page.goto(`${plain.origin}/m/login`);
  await expect(page.getByRole('img', { name: 'Captcha image' })).toBeVisible();
  await shoot('login-captcha');
  await page.getByRole('tab', { name: 'SMS login' }).click();
  await expect(page.getByRole('button', { name: 'Send code' })).toBeVisible();
  await shoot('login-sms');
  await page.getByRole('button', { name: /\+63/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await shoot('country-picker');

  // Geetest (the stand-in) waiting for a tap.
  const geetest = await admin.createMerchant({
    public: {
      captcha: { login: true },
      whitelabel: { GEETEST3: true },
      gw: { GEETEST_ID: 'shot', GEETEST_VERSION: 'v4' },
    },
  });
  await page.goto(`${geetest.origin}/m/login`);
  await expect(page.getByRole('button', { name: 'Click to verify' })).toBeVisible();
  await shoot('login-geetest');

  // Social buttons and the login-choice dialog (no emulator needed to show them).
  const social = await firebaseMerchant(admin, { whitelabel: { FIREBASECREATEACC3: true } });
  await page.goto(`${social.origin}/m/login`);
  await expect(page.getByRole('button', { name: 'Google', exact: true })).toBeVisible();
  await shoot('login-social');

  // Two-factor with all four methods.
  const member = await admin.createMember({
    prefix: 'shot2fa',
    verifyNewIp: true,
    totpSecret: newTotpSecret(),
    email: 'shot@example.com',
    payeeName: 'Juan Dela Cruz',
    mobile: `+63${uniqueMobile()}`,
  });
  await logIn(page, member.username, member.password);
  await expect(page.getByRole('dialog', { name: "Verify it's you" })).toBeVisible();
  await shoot('two-factor');

  // Registration by mobile.
  await page.goto('/m/register');
  await page.getByRole('tab', { name: 'With mobile' }).click();
  await expect(page.getByLabel('Mobile number')).toBeVisible();
  await shoot('register-mobile');
});

test('screenshots of the system notices @screenshots', async ({ page, admin }, testInfo) => {
  const shoot = shooter(page, testInfo);

  // Maintenance with an end time and a Vietnamese description: the English copy beneath it.
  const down = await admin.createMerchant({
    maintenance: {
      enabled: true,
      endTime: Date.UTC(2031, 5, 1, 12),
      description: 'Hệ thống đang bảo trì để nâng cấp. Vui lòng quay lại sau.',
      descriptionLanguage: 'VI',
    },
  });
  await page.goto(`${down.origin}/m/home`);
  await expect(page.getByRole('heading', { name: 'System maintenance' })).toBeVisible();
  await shoot('notice-maintenance');

  // A blocked IP, in English and in Urdu (right to left).
  const blocked = await admin.createMerchant({
    public: { theme: { primaryColor: '#1f6feb' } },
    regionRestriction: { blockedIps: ['10.204.0.0/16'], endTime: Date.UTC(2031, 5, 1, 12) },
  });
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': '10.204.7.9' });
  await page.goto(`${blocked.origin}/m/login`);
  await expect(page.getByRole('heading', { name: 'Access denied for your IP address' })).toBeVisible();
  await shoot('notice-access-denied');
  await page.evaluate(() => localStorage.setItem('language', 'UR'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await shoot('notice-access-denied-ur');
});

test('screenshots of the unreachable-domain modal and the domain-not-available screen @screenshots', async ({
  page,
  admin,
}, testInfo) => {
  const shoot = shooter(page, testInfo);
  // Each on a first visit to a merchant's origin of its own: a service worker in control would send the status
  // call itself, where page.route does not see it.
  const shop = await admin.createMerchant();
  // The status call fails on the network (unreachable-domain.spec.ts).
  await page.route(`${shop.origin}/wps/system/status**`, (route) => route.abort('connectionrefused'));
  await page.goto(`${shop.origin}/m/home`);
  await expect(page.getByRole('alertdialog', { name: 'Notice' })).toBeVisible();
  await shoot('unreachable-domain');

  const disowned = await admin.createMerchant();
  await page.route(`${disowned.origin}/wps/system/status**`, (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({ success: false, message: null, errorCode: 'domain_not_available', value: null }),
    }),
  );
  await page.goto(`${disowned.origin}/m/home`);
  await expect(page.getByRole('alertdialog', { name: 'Address not available' })).toBeVisible();
  await shoot('domain-not-available');
});

test('screenshots of the push opt-in dialog and its tips alert @screenshots', async ({
  page,
  admin,
}, testInfo) => {
  const shoot = shooter(page, testInfo);
  const shop = await admin.createMerchant({
    public: { theme: { primaryColor: '#7c3aed' }, smsProvider: { vapidKey: 'BShotPushKey' } },
  });
  const member = await shop.createMember({ prefix: 'shot' });
  // On the iPhone the dialog shows only in the web app on the home screen (push.spec.ts).
  await page.addInitScript(() => Object.defineProperty(navigator, 'standalone', { get: () => true }));
  await page.goto(`${shop.origin}/m/login`);
  await page.getByLabel('Username', { exact: true }).fill(member.username);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Turn on notifications' });
  await expect(dialog).toBeVisible({ timeout: 9_000 });
  await shoot('push-opt-in');
  await dialog.getByRole('button', { name: 'Allow' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Notice' })).toBeVisible();
  await shoot('push-denied-tips');
});

test('screenshots of the download bar and the app-upgrade modal @screenshots', async ({
  page,
  admin,
}, testInfo) => {
  const shoot = shooter(page, testInfo);
  const shop = await admin.createMerchant({
    public: {
      theme: { primaryColor: '#0f766e' },
      downloadBar: { enabled: true, minVipRank: 0, loginRequired: false },
    },
  });
  // Its own app icon (the copied links name DEMO's), which the server draws in its colour.
  await shop.patchSettings({
    public: {
      downloadLinks: [
        { resourceType: 'Android', url: 'https://download.demo-casino.example/android/demo-casino.apk' },
        { resourceType: 'IOS', url: 'https://apps.apple.com/app/id0000000000' },
        { resourceType: 'AppDownloadIcon', url: `/wps/system/icons/${shop.merchant}/app-download.png` },
      ],
    },
  });
  await page.goto(`${shop.origin}/m/home`);
  await expect(
    page.getByRole('region', { name: 'Get the app' }).getByRole('img', { name: /Bonus/ }),
  ).toBeVisible();
  await shoot('download-bar');

  // Inside the native app (its user agent and upgrade bridge: download-bar.spec.ts), closable, then mandatory.
  await page.addInitScript(() => {
    const w = window as unknown as { PlatformApp: object; onAppUpgrade?: (info: object) => void };
    const userAgent = `${navigator.userAgent} PlatformApp/2.5.0`;
    Object.defineProperty(navigator, 'userAgent', { get: () => userAgent });
    w.PlatformApp = {
      checkAppUpgrade: () => setTimeout(() => w.onAppUpgrade?.({ upgradeAvailable: true }), 0),
    };
  });
  await page.reload();
  await expect(page.getByRole('dialog', { name: 'New app version' })).toBeVisible();
  await shoot('app-upgrade');
  await shop.patchSettings({ public: { whitelabel: { MANDATORYAPPUPDATES3: true } } });
  await page.reload();
  await expect(page.getByRole('alertdialog', { name: 'New app version' })).toBeVisible();
  await shoot('app-upgrade-mandatory');
});

test('screenshots of the download popup @screenshots', async ({ page, admin }, testInfo) => {
  const shoot = shooter(page, testInfo);
  // login_required (closable) with the demo's launch-settings look, on a merchant colour of its own.
  const shop = await admin.createMerchant({
    public: {
      theme: { primaryColor: '#0f766e' },
      launchSettings: {
        download_condition_switch: { enabled: true, value: '1' },
        login_required: { enabled: true, value: '1' },
        app_background: { enabled: true, value: '#0f766e' },
        bind_card: { enabled: true, value: '2' },
      },
    },
  });
  const member = await shop.createMember({ prefix: 'shotdl' });
  await page.goto(`${shop.origin}/m/login`);
  await page.getByLabel('Username', { exact: true }).fill(member.username);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  const popup = page.getByRole('dialog', { name: /^Get the .* app$/ });
  await expect(popup).toBeVisible({ timeout: 9_000 });
  await shoot('download-popup');

  // bind_card, forced (no continue-in-browser), in the dark theme.
  await shop.patchSettings({ public: { launchSettings: { theme: { enabled: true, value: 'dark' } } } });
  await page.goto(`${shop.origin}/m/securityCenter/addBankCard`);
  await expect(popup).toBeVisible();
  await expect(popup.getByRole('button', { name: 'Continue in browser' })).toHaveCount(0);
  await shoot('download-popup-forced-dark');
});

test('screenshots of the install prompt, its full-screen variant, the iOS guide and the in-app way out @screenshots', async ({
  page,
  browser,
  admin,
}, testInfo) => {
  const shoot = shooter(page, testInfo);
  const iphone = testInfo.project.name === 'iphone14';
  const prompt = page.getByRole('dialog', { name: /^Install / });

  // The bottom prompt (on Android with the browser's install event, for the web-app button).
  const shop = await installMerchant(admin);
  if (!iphone) await offerInstallEvent(page, 'accepted');
  await page.goto(`${shop.origin}/m/home`);
  await expect(prompt).toBeVisible({ timeout: INSTALL_PROMPT_SHOWN_MS });
  await shoot('install-prompt');

  // The iOS step-by-step guide, from the prompt's web-app button.
  if (iphone) {
    await prompt.getByRole('button', { name: 'Add to home screen' }).click();
    await expect(page.getByRole('dialog', { name: 'Add to Home Screen' })).toBeVisible();
    await shoot('ios-guide');
  }

  // The full-screen variant (bottom_app_bar_mode 2), in a tab of its own: the session has declined nothing.
  const full = await installMerchant(admin, { bottom_app_bar_mode: { enabled: true, value: '2' } });
  const fullPage = await page.context().newPage();
  if (!iphone) await offerInstallEvent(fullPage, 'accepted');
  await fullPage.goto(`${full.origin}/m/home`);
  await expect(fullPage.getByRole('dialog', { name: /^Install / })).toBeVisible({
    timeout: INSTALL_PROMPT_SHOWN_MS,
  });
  await shooter(fullPage, testInfo)('install-prompt-full');

  // Facebook's in-app browser: open in Chrome on Android, the Safari steps on iOS.
  const inApp = await pageWithUserAgent(browser, testInfo, iphone ? FACEBOOK_IOS : FACEBOOK_ANDROID);
  await inApp.goto(`${shop.origin}/m/home`);
  const wayOut = inApp.getByRole('dialog', { name: /^Install / });
  await expect(wayOut).toBeVisible({ timeout: INSTALL_PROMPT_SHOWN_MS });
  if (iphone) await wayOut.getByRole('button', { name: 'Open in Safari' }).click();
  await shooter(inApp, testInfo)('install-in-app');
  await inApp.context().close();

  // Right to left: the bottom prompt in Urdu.
  await page.evaluate(() => localStorage.setItem('language', 'UR'));
  await page.reload();
  await expect(page.locator('.install-bar')).toBeVisible({ timeout: INSTALL_PROMPT_SHOWN_MS });
  await shoot('install-prompt-ur');
});

/** Takes the screen's full-page picture by name, into screenshots/ beside the e2e folder, per device profile. */
test('screenshots of home with its content, the announcement popup, the download image popup, the language list and the activity page @screenshots', async ({
  page,
  admin,
}, testInfo) => {
  const shoot = shooter(page, testInfo);
  const shop = await admin.createMerchant({ public: { imageCDNs: [] } });
  const art = (file: string) => `/wps/images/home/${file}`;
  const banner = { width: 1500, height: 600 } as const;
  await shop.setBanners([
    {
      id: 'b1',
      title: 'Welcome bonus',
      imageUrl: art('banner-welcome-bonus.webp'),
      ...banner,
      linkageType: 'P',
      linkage: 'a1',
    },
    {
      id: 'b2',
      title: 'VIP club',
      imageUrl: art('banner-vip-club.webp'),
      ...banner,
      linkageType: 'URL',
      linkage: '',
      url: '/m/member/benefits',
    },
    {
      id: 'b3',
      title: 'Lotto',
      imageUrl: art('banner-lotto.webp'),
      ...banner,
      linkageType: 'G',
      linkage: 'LOTTO_645',
      gameType: 'LOTT',
    },
  ]);
  const rules =
    '<h3>How it works</h3><ol><li>Deposit at least <b>₱500</b>.</li><li>Get <b>100%</b> up to ₱5,000.</li></ol>' +
    '<p>Wagering 20×. <a href="https://www.begambleaware.org/">Play responsibly</a>.</p>';
  await shop.setActivities([
    {
      id: 'a1',
      title: 'First deposit bonus',
      summary: 'Double your first deposit',
      imageUrl: art('activity-first-deposit.webp'),
      width: 1200,
      height: 600,
      startTime: null,
      endTime: null,
      rules,
      action: { redirect: 'DEPOSIT' },
    },
    {
      id: 'a2',
      title: 'Invite friends',
      summary: 'Earn for every friend who plays',
      imageUrl: art('activity-invite-friends.webp'),
      width: 1200,
      height: 600,
      startTime: Date.now() - 86_400_000,
      endTime: Date.now() + 30 * 86_400_000,
      rules,
      action: { redirect: 'INVITE_FRIENDS' },
    },
  ]);
  await shop.setAnnouncements(
    [
      { id: 'n1', title: 'Weekend reload', content: rules, execution: 'B', promotionType: 'promotion' },
      {
        id: 'n2',
        title: 'House rules',
        content: '<p>Be kind in chat. One account per player.</p>',
        execution: 'B',
        promotionType: 'notice',
      },
      {
        id: 'd1',
        title: 'Get our app',
        content: '',
        execution: 'B',
        promotionType: 'promotion',
        category: 'app_download',
        imageUrl: art('app-download-1.webp'),
      },
    ],
    [
      { key: 'promotion', title: 'Promotions' },
      { key: 'notice', title: 'Notices' },
    ],
  );

  // Home as a guest: the announcement popup first, then home under it, then the download image popup at 20 s.
  await page.clock.install();
  await page.goto(`${shop.origin}/m/home`);
  const popup = page.locator('.announcement');
  await expect(popup).toBeVisible({ timeout: 10_000 });
  await expect(popup.getByText('Weekend reload').first()).toBeVisible();
  await shoot('announcement-popup');
  await popup.getByRole('button', { name: 'Close' }).last().click();
  await expect(popup).toHaveCount(0);
  await expect(page.locator('.banners img').first()).toBeVisible();
  await shoot('home-guest');
  await page.clock.fastForward(25_000);
  await expect(page.locator('.image-popup img')).toBeVisible();
  await shoot('image-popup');
  await page.locator('.image-popup').getByRole('button', { name: 'Close' }).click();

  // The language list, and home in Urdu (right to left).
  await page.locator('header button[aria-haspopup="dialog"]').click();
  await expect(page.getByRole('dialog').getByRole('option').first()).toBeVisible();
  await shoot('language-list');
  await page.getByRole('dialog').getByRole('option', { name: 'اردو' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await shoot('home-ur');
  await page.evaluate(() => localStorage.setItem('language', 'EN'));

  // The activity page, and home as a member.
  await page.goto(`${shop.origin}/m/activity?id=a1`);
  await expect(page.getByRole('heading', { name: 'First deposit bonus' })).toBeVisible();
  await shoot('activity');
  const member = await shop.createMember({ prefix: 'shot' });
  await page.goto(`${shop.origin}/m/login`);
  await page.getByLabel('Username', { exact: true }).fill(member.username);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(at('/home'));
  await expect(page.locator('.banners img').first()).toBeVisible();
  await expect(page.getByText('Invite friends, earn rewards')).toBeVisible();
  await expect(page.getByText('First deposit bonus')).toBeVisible();
  await shoot('home-member');
});

test('screenshots of the deposit page: the form, how to pay by each kind, the outcomes and the records @screenshots', async ({
  page,
  admin,
}, testInfo) => {
  // A field typed in scrolled the page: each picture starts at its top, under the top bar.
  const shoot = shooter(page, testInfo, { fromTop: true });
  const shop = await admin.createMerchant();
  const member = await shop.createMember({ prefix: 'shotdep' });
  // A balance from staff's correction, not a deposit: the first-deposit bonus is still on offer.
  await shop.adjustBalance(member.username, 1_250_50, 'Welcome credit');
  const channel = (name: string) => page.getByRole('radio', { name: new RegExp(`^${name}`) });
  const amount = page.getByLabel('Amount', { exact: true });
  const submit = page.getByRole('button', { name: /^Deposit/ });
  const pending = page.getByRole('heading', { name: 'Waiting for your payment' });
  const newDeposit = () => page.goto(`${shop.origin}/m/voucherCenter`);
  const shownId = () => new URL(page.url()).searchParams.get('deposit') ?? '';

  // The form: QR Ph (a 1 % fee), a quick amount and the bonus it reaches.
  await openSignedIn(page, shop, member, '/voucherCenter');
  await channel('QR Ph').check();
  await page.getByRole('button', { name: '₱500', exact: true }).click();
  await page.getByRole('radio', { name: /^Welcome bonus/ }).check();
  await expect(page.getByText('Fee ₱5 · You will receive ₱495')).toBeVisible();
  await shoot('deposit-form');

  // The form's own refusals: a bank transfer below its minimum, without the payer's name.
  await channel('Bank transfer').check();
  await amount.fill('50');
  await submit.click();
  await expect(page.getByText('Enter the payer’s name.')).toBeVisible();
  await shoot('deposit-form-errors');

  // How to pay a bank transfer (with the bonus), then staff's approval.
  await amount.fill('1000');
  await page.getByLabel('Payer’s name', { exact: true }).fill('Juan Dela Cruz');
  await submit.click();
  await expect(pending).toBeVisible();
  await shoot('deposit-bank-transfer');
  await shop.approveDeposit(shownId());
  await expect(page.getByRole('heading', { name: 'Deposit successful' })).toBeVisible();
  await shoot('deposit-success');

  // A QR payment, then staff's rejection with a reason.
  await newDeposit();
  await channel('QR Ph').check();
  await amount.fill('750.50');
  await submit.click();
  await expect(page.getByRole('img', { name: 'Payment QR code' })).toBeVisible();
  await shoot('deposit-qr');
  await shop.rejectDeposit(shownId(), 'The payment did not arrive. Please contact customer service.');
  await expect(page.getByRole('heading', { name: 'Deposit failed' })).toBeVisible();
  await shoot('deposit-failed');

  // USDT on TRC20.
  await newDeposit();
  await channel('USDT').check();
  await page.getByRole('button', { name: '₱5,000', exact: true }).click();
  await submit.click();
  await expect(page.getByRole('img', { name: 'USDT address on TRC20 as a QR code' })).toBeVisible();
  await shoot('deposit-crypto');

  // GCash, paid on the demo provider's page; then the records, each status in its colour.
  await newDeposit();
  await channel('GCash').check();
  await amount.fill('300');
  await submit.click();
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByRole('heading', { name: 'Deposit successful' })).toBeVisible();
  await page.getByRole('link', { name: 'View records' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'USDT' })).toContainText('Pending');
  await shoot('deposit-records');

  // The form and a bank transfer's details in Urdu, right to left.
  await page.evaluate(() => localStorage.setItem('language', 'UR'));
  await newDeposit();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await channel('Bank transfer').check();
  await page.locator('input[name="amount"]').fill('1000');
  await shoot('deposit-form-ur');
  await page.locator('input[name="payerName"]').fill('Juan Dela Cruz');
  await page.locator('form button[type="submit"]').click();
  await expect(page.locator('.deposit-details')).toBeVisible();
  await shoot('deposit-bank-transfer-ur');
  await page.evaluate(() => localStorage.setItem('language', 'EN'));
});

test('screenshots of the withdrawal and payout-account pages @screenshots', async ({
  page,
  admin,
}, testInfo) => {
  // A field typed in scrolled the page: each picture starts at its top, under the top bar.
  const shoot = shooter(page, testInfo, { fromTop: true });
  // A withdrawal fee, so that the form's preview and the records show one.
  const shop = await admin.createMerchant({ wallet: { withdraw: { feeBasisPoints: 150 } } });
  const member = await shop.createMember({ prefix: 'shotwd' });
  await shop.addDeposit(member.username, { amount: 5_000_00 });
  const amount = page.getByLabel('Amount', { exact: true });
  const pin = page.getByLabel('Withdrawal password', { exact: true });
  const withdraw = page.getByRole('button', { name: 'Withdraw', exact: true });
  const addAccount = page.getByRole('button', { name: 'Add account' });
  const added = page.getByRole('status').filter({ hasText: 'Account added.' });

  // The withdrawal password, set once; then the form without an account yet.
  await page.clock.install();
  await openSignedIn(page, shop, member, '/withdraw');
  await expect(page.getByRole('heading', { name: 'Set your withdrawal password' })).toBeVisible();
  await shoot('withdraw-password-setup');
  await page.getByLabel('Login password', { exact: true }).fill(member.password);
  await page.getByLabel('New withdrawal password', { exact: true }).fill('135790');
  await page.getByLabel('Repeat the withdrawal password', { exact: true }).fill('135790');
  await page.getByRole('button', { name: 'Set password' }).click();
  const toast = page.getByRole('status').filter({ hasText: 'Withdrawal password set.' });
  await expect(toast).toBeVisible();
  await page.clock.runFor(SUCCESS_MESSAGE_MS);
  await expect(toast).toBeHidden();
  await shoot('withdraw-no-account');

  // The add page, empty, then a refused number.
  await page.getByRole('link', { name: 'Add a bank account or e-wallet to withdraw to' }).click();
  await expect(page.getByText('No account yet. Add one below to withdraw to it.')).toBeVisible();
  await shoot('payout-add-empty');
  await page.getByLabel('Bank', { exact: true }).selectOption({ label: 'BDO Unibank' });
  await page.getByLabel('Account number', { exact: true }).fill('12345');
  await addAccount.click();
  await expect(
    page.getByText('This number does not have the right number of digits for this bank.'),
  ).toBeVisible();
  await shoot('payout-add-errors');
  await page.getByLabel('Account number', { exact: true }).fill('0012 3456 7890');
  await page.getByLabel('Account holder name', { exact: true }).fill('Juan Dela Cruz');
  await addAccount.click();

  // The form filled in, with the fee's preview; then submitted.
  await expect(page).toHaveURL(at('/withdraw'));
  await amount.fill('1250.50');
  await pin.fill('135790');
  await expect(page.getByText('Fee ₱18.75 · You will receive ₱1,231.75')).toBeVisible();
  await shoot('withdraw-form');
  await withdraw.click();
  await expect(page.getByRole('heading', { name: 'Withdrawal submitted' })).toBeVisible();
  await shoot('withdraw-done');

  // The records with each status: staff paid one and rejected another, with a reason.
  await shop.addWithdrawal(member.username, { amount: 300_00 });
  const rejected = await shop.addWithdrawal(member.username, { amount: 800_00, status: 'PENDING' });
  await shop.rejectWithdrawal(
    rejected.id,
    'The account holder name does not match. Please add another account.',
  );
  await page.getByRole('button', { name: 'View records' }).click();
  await expect(page.getByText(/^Reason: /)).toBeVisible();
  await shoot('withdraw-records');

  // The accounts page with a bank account, an e-wallet and a crypto wallet, and the removal's question.
  await page.goto(`${shop.origin}/m/securityCenter/addBankCard`);
  await page.getByRole('tab', { name: 'E-wallet' }).click();
  await page.getByRole('radio', { name: 'GCash' }).check();
  await page.getByLabel('Mobile number', { exact: true }).fill('0917 123 4567');
  await addAccount.click();
  await expect(added).toBeVisible();
  await page.getByRole('tab', { name: 'Crypto wallet' }).click();
  await page.getByLabel('Wallet address', { exact: true }).fill('TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE');
  await addAccount.click();
  await expect(page.getByRole('region', { name: 'Your payout accounts' })).toContainText('TRC20');
  await page.clock.runFor(SUCCESS_MESSAGE_MS);
  await expect(added).toBeHidden();
  await shoot('payout-accounts');
  await page.getByRole('button', { name: /^Remove BDO Unibank/ }).click();
  await expect(page.getByRole('alertdialog', { name: 'Remove this account?' })).toBeVisible();
  await shoot('payout-remove-dialog');
  await page.getByRole('button', { name: 'Cancel' }).click();

  // The withdrawal form in Urdu, right to left.
  await page.evaluate(() => localStorage.setItem('language', 'UR'));
  await page.goto(`${shop.origin}/m/withdraw`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // Its label is in Urdu now.
  await page.locator('input[name="amount"]').fill('1000');
  await expect(page.getByRole('radio').first()).toBeChecked();
  await shoot('withdraw-ur');
  await page.evaluate(() => localStorage.setItem('language', 'EN'));

  // Locked after five wrong passwords.
  await page.reload();
  for (let i = 0; i < 5; i++) {
    await amount.fill('200');
    await pin.fill('000000');
    await withdraw.click();
    // A wrong password is said under the fields; the lock, in the closed form's notice.
    await expect(
      page.getByRole(i < 4 ? 'alert' : 'status').filter({ hasText: /Wrong withdrawal password|are locked/ }),
    ).toBeVisible();
    await page.clock.runFor(SUBMIT_LOCK_RELEASE_MS);
  }
  await expect(withdraw).toBeDisabled();
  await shoot('withdraw-locked');

  // A Pix key, where the merchant pays by Pix.
  const pix = await admin.createMerchant({ wallet: { payout: { pix: true } } });
  const pixMember = await pix.createMember({ prefix: 'shotpix' });
  await openSignedIn(page, pix, pixMember, '/securityCenter/addBankCardPix');
  await expect(page.getByRole('heading', { name: 'Add a Pix key' })).toBeVisible();
  await shoot('payout-pix');
});

function shooter(
  page: Page,
  testInfo: TestInfo,
  { fromTop = false }: { fromTop?: boolean } = {},
): (name: string) => Promise<void> {
  const dir = path.resolve(path.dirname(testInfo.config.configFile!), '..', 'screenshots');
  mkdirSync(dir, { recursive: true });
  return async (name) => {
    if (fromTop) await page.evaluate(() => window.scrollTo(0, 0));
    await snapshot(page, testInfo, dir, name);
  };
}

async function snapshot(page: Page, testInfo: TestInfo, dir: string, name: string): Promise<void> {
  await waitInteractive(page);
  await page.evaluate(() => document.fonts.ready);
  // Transitions that end (a dialog fading in) have ended: the picture is of the screen at rest. Endless ones
  // (a bouncing hint, a skeleton's shimmer) are taken as they are.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const file = path.join(dir, `${testInfo.project.name}-${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}

test.describe('VIP benefits (/m/member/benefits)', () => {
  test('screenshots of the VIP benefits page: a guest, a member on the way, every goal met, the top level, Urdu, a failure @screenshots', async ({
    page,
    admin,
  }, testInfo) => {
    const shoot = shooter(page, testInfo);
    const nextLevel = (name: string) => page.getByRole('heading', { name: `Next level: ${name}` });

    await page.goto('/m/member/benefits');
    await expect(page.getByRole('heading', { level: 3, name: 'Diamond' })).toBeVisible();
    await shoot('vip-guest');

    // Bronze, a mobile on the account, ₱1,500 deposited: on the way to Silver.
    const member = await admin.createMember({ prefix: 'shotvip', mobile: `+63${uniqueMobile()}` });
    await setVipLevel(admin, member, 1);
    await admin.send('POST', `/admin/members/${member.username}/deposits?merchant=${admin.merchant}`, {
      amount: 1_500_00,
    });
    await openSignedIn(page, admin, member, '/member/benefits');
    await expect(nextLevel('Silver')).toBeVisible();
    await shoot('vip-member');

    // Right to left, in Urdu.
    await page.evaluate(() => localStorage.setItem('language', 'UR'));
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('.vip-step').first()).toBeVisible();
    await shoot('vip-member-ur');
    await page.evaluate(() => localStorage.setItem('language', 'EN'));

    // The levels fail to load: the failure and its retry.
    await page.route('**/wps/relay/MCSFE_getVipLevels', (route) =>
      route.fulfill({ json: { success: false, message: 'Down', errorCode: 'server.error', value: null } }),
    );
    await page.reload();
    await expect(page.getByRole('button', { name: 'Retry' }).first()).toBeVisible();
    await shoot('vip-failed');
    await page.unroute('**/wps/relay/MCSFE_getVipLevels');

    // The top level.
    await setVipLevel(admin, member, 5);
    await page.reload();
    await expect(page.getByText('You are at the top level. Enjoy every benefit!')).toBeVisible();
    await shoot('vip-top');

    // Every goal of the next level met, on a merchant whose level 1 asks only for a contact.
    const shop = await admin.createMerchant({
      vip: {
        levels: [
          { level: 0, name: 'Rookie', goals: [], benefits: [] },
          {
            level: 1,
            name: 'Star',
            goals: [{ kind: 'CONTACT' }],
            benefits: [{ kind: 'LEVEL_UP_BONUS', amount: 88_00 }, { kind: 'DEDICATED_SERVICE' }],
          },
        ],
      },
    });
    const ready = await shop.createMember({ prefix: 'shotready', email: 'ready@example.com' });
    await openSignedIn(page, shop, ready, '/member/benefits');
    await expect(page.getByText(/You meet every goal for Star/)).toBeVisible();
    await shoot('vip-ready');
  });
});

test.describe('feedback (/m/feedback)', () => {
  /** The demo accounts' public password (server/src/seed/demo-accounts.ts): demo_member's seeded feedback. */
  const DEMO_ACCOUNT_PASSWORD = 'Demo@2026';

  test('screenshots of the feedback page: seeded history with a reply, the form with an image, a refused file, the daily limit, Urdu @screenshots', async ({
    page,
    admin,
  }, testInfo) => {
    // From the top: the sticky top bar stays where it belongs in a full-page picture.
    const shoot = shooter(page, testInfo, { fromTop: true });
    const history = page.getByRole('region', { name: 'Your feedback' });

    // demo_member's seeded feedback: a deposit question with its receipt and staff's reply, a suggestion open.
    await logInToHome(page, 'demo_member', DEMO_ACCOUNT_PASSWORD);
    await page.goto('/m/feedback');
    await expect(history.getByText('Replied', { exact: true })).toBeVisible();
    await expect
      .poll(() =>
        history
          .getByRole('img')
          .first()
          .evaluate((img: HTMLImageElement) => img.naturalWidth),
      )
      .toBe(240);
    await shoot('feedback-history');

    // A new member: nothing sent yet, then the form filled with an image.
    const member = await admin.createMember({ prefix: 'shotfb' });
    // Signed out first: a link's token beside a session asks which account to keep (docs/security.md).
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await openSignedIn(page, admin, member, '/feedback');
    await expect(page.getByText('You have not sent any feedback yet.')).toBeVisible();
    await shoot('feedback-empty');
    await page.getByLabel('Category').selectOption({ label: 'Games' });
    await page
      .getByLabel('Your message')
      .fill('The roulette table froze after my bet and the round never ended.');
    await page
      .getByLabel('Add image')
      .setInputFiles({ name: 'screen.jpg', mimeType: 'image/jpeg', buffer: jpegWithGps() });
    await page.getByLabel('Add image').setInputFiles({
      name: 'notes.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not a picture'),
    });
    await expect(page.getByText('“notes.png” is not a JPEG, PNG or WebP image.')).toBeVisible();
    await shoot('feedback-form');
    await page.getByRole('button', { name: 'Send feedback' }).click();
    await expect(history.getByText('Open', { exact: true })).toBeVisible();
    await shoot('feedback-sent');

    // The daily limit reached.
    const shop = await admin.createMerchant({ feedback: { dailyLimit: 1 } });
    const limited = await shop.createMember({ prefix: 'shotfblim' });
    await openSignedIn(page, shop, limited, '/feedback');
    await page.getByLabel('Category').selectOption({ label: 'Suggestion' });
    await page.getByLabel('Your message').fill('Please add more lottery draws in the evening.');
    await page.getByRole('button', { name: 'Send feedback' }).click();
    await expect(page.getByText('1 of 1 today')).toBeVisible();
    await shoot('feedback-limit');

    // Right to left: Urdu.
    await page.evaluate(() => localStorage.setItem('language', 'UR'));
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'ہمیں اپنی رائے بھیجیں' })).toBeVisible();
    await shoot('feedback-ur');
  });
});

test.describe('invite friends and agent registration (/m/inviteFriends, /m/agentRegister)', () => {
  /** The demo accounts' public password (server/src/seed/demo-accounts.ts): demo_member's seeded invitees. */
  const DEMO_ACCOUNT_PASSWORD = 'Demo@2026';

  test('screenshots of the invite and agent pages: a member with invitees, a guest with a link, referral off, the agent form, pending, rejected, an agent, Urdu @screenshots', async ({
    page,
    admin,
  }, testInfo) => {
    const shoot = shooter(page, testInfo);
    /** Signed in as another member: the stored session goes first (a handed-over token does not replace one). */
    const openAs = async (member: Parameters<typeof openSignedIn>[2], appPath: string) => {
      await page.evaluate(() => sessionStorage.clear());
      await openSignedIn(page, admin, member, appPath);
    };
    const demoMember = { username: 'demo_member', password: DEMO_ACCOUNT_PASSWORD, type: 0 };
    await openSignedIn(page, admin, demoMember, '/inviteFriends');
    await expect(page.getByRole('button', { name: /^Claim the reward for / }).first()).toBeVisible();
    await expect(page.getByRole('img', { name: 'QR code of your referral link' })).toBeVisible();
    await shoot('invite-member');

    await page.evaluate(() => localStorage.setItem('language', 'UR'));
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('.invite-figures dd').first()).toBeVisible();
    await shoot('invite-member-ur');
    await page.evaluate(() => localStorage.setItem('language', 'EN'));

    const code = (await page.getByTestId('referral-code').textContent()) ?? '';
    const guest = await page.context().browser()!.newPage();
    await guest.goto(`/m/inviteFriends?referralCode=${code}`);
    await expect(guest.getByRole('heading', { name: 'A friend invited you!' })).toBeVisible();
    await shooter(guest, testInfo)('invite-guest');
    await guest.close();

    const noReferral = await admin.createMember({ prefix: 'shotnoref' });
    await admin.setReferralEnabled(noReferral.username, false);
    await openAs(noReferral, '/inviteFriends');
    await expect(page.getByRole('heading', { name: 'Referral is not available' })).toBeVisible();
    await shoot('invite-closed');

    const applicant = await admin.createMember({ prefix: 'shotagent' });
    await openAs(applicant, '/agentRegister');
    await page.getByRole('button', { name: 'Send application' }).click();
    await expect(page.getByText('Enter your name.')).toBeVisible();
    await shoot('agent-form-errors');
    await page.getByLabel('Full name', { exact: true }).fill('Ana Cruz');
    await page.getByLabel('Contact', { exact: true }).fill('+63 917 555 0101');
    await page.getByRole('radio', { name: 'Chat groups' }).check();
    await page.getByLabel('Expected players per month', { exact: true }).fill('40');
    await page.getByRole('button', { name: 'Send application' }).click();
    await expect(page.getByRole('heading', { name: 'Your application is under review' })).toBeVisible();
    await shoot('agent-pending');

    const [application] = await admin
      .send<{ id: number; username: string }[]>(
        'GET',
        `/admin/agent-applications?merchant=${admin.merchant}&status=PENDING`,
      )
      .then((all) => all.filter((a) => a.username === applicant.username));
    await admin.send(
      'POST',
      `/admin/agent-applications/${application?.id}/reject?merchant=${admin.merchant}`,
      {
        reason: 'Please add a phone number we can call and tell us which groups you run.',
      },
    );
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Your application was not approved' })).toBeVisible();
    await shoot('agent-rejected');

    const demoAgent = { username: 'demo_agent', password: DEMO_ACCOUNT_PASSWORD, type: 1 };
    await openAs(demoAgent, '/agentRegister');
    await expect(page.getByRole('heading', { name: 'You are an agent' })).toBeVisible();
    await expect(page.getByTestId('referral-code')).toBeVisible();
    await shoot('agent-approved');
  });
});

test.describe('the point mall (/m/mall/mallHome)', () => {
  /** The demo accounts' public password (server/src/seed/demo-accounts.ts): demo_member's seeded points. */
  const DEMO_ACCOUNT_PASSWORD = 'Demo@2026';

  test('screenshots of the point mall: the seeded mall, a redemption sheet, the address with its problems, a refusal, the history, Urdu, a failure @screenshots', async ({
    page,
    admin,
  }, testInfo) => {
    // Eight pictures over two merchants: longer than one screen's test.
    test.setTimeout(180_000);
    const shoot = shooter(page, testInfo);
    const card = (title: string) =>
      page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

    // demo_member's seeded mall (server/src/seed/demo-mall.ts): 1,200 points, five items, one sold out.
    await logInToHome(page, 'demo_member', DEMO_ACCOUNT_PASSWORD);
    await page.goto('/m/mall/mallHome');
    await expect(card('Smartphone').getByText('Sold out').first()).toBeVisible();
    await shoot('mall-demo');

    // Right to left, in Urdu.
    await page.evaluate(() => localStorage.setItem('language', 'UR'));
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('.mall-card').first()).toBeVisible();
    await shoot('mall-ur');
    await page.evaluate(() => localStorage.setItem('language', 'EN'));

    // A member of a merchant of its own, with points from a deposit staff credited.
    const shop = await admin.createMerchant();
    const member = await shop.createMember({ prefix: 'shotmall' });
    await shop.send('POST', `/admin/members/${member.username}/deposits?merchant=${shop.merchant}`, {
      amount: 1_500_00,
    });
    const items = [
      {
        kind: 'BONUS',
        title: '₱100 bonus credit',
        cost: 900,
        bonusAmount: 100_00,
        description: 'Credited at once.',
      },
      {
        kind: 'PHYSICAL',
        title: 'Team jersey',
        cost: 1_200,
        stock: 1,
        description: 'Size M, shipped to you.',
      },
      { kind: 'FREE_SPINS', title: '50 free spins', cost: 400, spins: 50, gameCode: 'DRAGON_GOLD' },
    ];
    for (const item of items) await shop.send('POST', `/admin/mall/items?merchant=${shop.merchant}`, item);
    await openSignedIn(page, shop, member, '/mall/mallHome');
    await card('₱100 bonus credit').getByRole('button', { name: 'Redeem' }).click();
    await expect(page.getByRole('dialog', { name: '₱100 bonus credit' })).toBeVisible();
    await shoot('mall-sheet-bonus');
    await page.getByRole('button', { name: 'Close' }).click();

    await card('Team jersey').getByRole('button', { name: 'Redeem' }).click();
    const jersey = page.getByRole('dialog', { name: 'Team jersey' });
    await jersey.getByLabel('Phone number').fill('12ab');
    await jersey.getByRole('button', { name: /^Redeem for/ }).click();
    await expect(jersey.getByText('Please fill this in.').first()).toBeVisible();
    await shoot('mall-sheet-address-problems');

    // The jersey sells out while the address is typed: the refusal, nothing taken, what was typed kept.
    await jersey.getByLabel("Recipient's name").fill('Juan Dela Cruz');
    await jersey.getByLabel('Phone number').fill('0917 555 0100');
    await jersey.getByLabel('Full address').fill('12 Rizal St, Makati City');
    const [jerseyItem] = (
      await shop.send<{ id: number; title: string }[]>('GET', `/admin/mall/items?merchant=${shop.merchant}`)
    ).filter((i) => i.title === 'Team jersey');
    await shop.send('PUT', `/admin/mall/items/${jerseyItem?.id}?merchant=${shop.merchant}`, { stock: 0 });
    await jersey.getByRole('button', { name: /^Redeem for/ }).click();
    await expect(jersey.getByRole('alert')).toContainText('sold out');
    await shoot('mall-sheet-sold-out');
    await jersey.getByRole('button', { name: 'Close' }).click();

    // A bonus redeemed: the confirmation, the points down.
    await card('₱100 bonus credit').getByRole('button', { name: 'Redeem' }).click();
    await page.getByRole('button', { name: /^Redeem for/ }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Redeemed!' })).toBeVisible();
    await shoot('mall-redeemed');

    await page.getByRole('tab', { name: 'History' }).click();
    await expect(page.getByRole('region', { name: 'Points history' })).toBeVisible();
    await shoot('mall-history');

    // The mall fails to load: the failure and its retry.
    await page.route('**/wps/relay/MCSFE_getPointMall', (route) =>
      route.fulfill({ json: { success: false, message: 'Down', errorCode: 'server.error', value: null } }),
    );
    await page.reload();
    await page.getByRole('tab', { name: 'Rewards' }).click();
    await expect(page.getByRole('button', { name: 'Retry' }).first()).toBeVisible();
    await shoot('mall-failed');
    await page.unroute('**/wps/relay/MCSFE_getPointMall');
  });
});

test.describe('the reward centre (/m/rewardCenter)', () => {
  /** The demo accounts' public password (server/src/seed/demo-accounts.ts): demo_member's seeded streak. */
  const DEMO_ACCOUNT_PASSWORD = 'Demo@2026';

  test('screenshots of the reward centre: the seeded streak, claimed with a lock, the history, the withdrawal lock, Urdu, closed, a failure @screenshots', async ({
    page,
    admin,
  }, testInfo) => {
    const shoot = shooter(page, testInfo, { fromTop: true });

    // demo_member as seeded: days 1 to 3 checked in, day 4 to claim, yesterday's rebate to claim (read only).
    await logInToHome(page, 'demo_member', DEMO_ACCOUNT_PASSWORD);
    await page.goto('/m/rewardCenter');
    await expect(page.getByRole('button', { name: /^Check in and get/ })).toBeVisible();
    await shoot('rewards-streak');

    // A member of a merchant of its own: a deposit, yesterday's play, today's check-in and the rebate claimed.
    const shop = await admin.createMerchant({
      rewards: {
        checkInAmounts: [50_00, 5_00, 10_00, 10_00, 15_00, 20_00, 80_00],
        checkInTurnoverMultiplier: 8,
      },
    });
    const member = await shop.createMember({ prefix: 'shotrw' });
    await shop.addDeposit(member.username, { amount: 1_000_00 });
    await recordTurnover(shop, member.username, 20_000_00, Date.now() - 86_400_000);
    await openSignedIn(page, shop, member, '/rewardCenter');
    await page.getByRole('button', { name: 'Check in and get ₱50' }).click();
    await expect(page.getByText('Checked in today. Come back tomorrow!')).toBeVisible();
    await page.getByRole('button', { name: /^Claim the rebate of/ }).click();
    await expect(page.getByText('Claimed', { exact: true })).toBeVisible();
    await recordTurnover(shop, member.username, 150_00);
    await page.reload();
    await expect(page.getByRole('progressbar').first()).toBeVisible();
    await expect(page.locator('.toast')).toHaveCount(0);
    await shoot('rewards-claimed');

    await page.getByRole('tab', { name: 'History' }).click();
    await expect(page.getByText('Daily check-in, day 1')).toBeVisible();
    await shoot('rewards-history');

    await page.goto(`${shop.origin}/m/withdraw`);
    await expect(page.getByTestId('withdraw-bonus-locked')).toBeVisible();
    await shoot('rewards-withdraw-locked');

    // Right to left, in Urdu.
    await page.evaluate(() => localStorage.setItem('language', 'UR'));
    await page.goto(`${shop.origin}/m/rewardCenter`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('.reward-day').first()).toBeVisible();
    await shoot('rewards-ur');
    await page.evaluate(() => localStorage.setItem('language', 'EN'));

    // The centre fails to load: the failure and its retry.
    await page.route('**/wps/relay/MCSFE_getRewardCenter', (route) =>
      route.fulfill({ json: { success: false, message: 'Down', errorCode: 'server.error', value: null } }),
    );
    await page.reload();
    await expect(page.getByRole('button', { name: 'Retry' }).first()).toBeVisible();
    await shoot('rewards-failed');
    await page.unroute('**/wps/relay/MCSFE_getRewardCenter');

    // REWCEN3 off: not available, with the way home.
    const closed = await admin.createMerchant({ public: { whitelabel: { REWCEN3: false } } });
    const outsider = await closed.createMember({ prefix: 'shotrw' });
    await openSignedIn(page, closed, outsider, '/rewardCenter');
    await expect(page.getByRole('heading', { name: 'Rewards are not available' })).toBeVisible();
    await shoot('rewards-closed');
  });
});

test.describe('missions (/m/leaderBoard)', () => {
  /** The demo accounts' public password (server/src/seed/demo-accounts.ts). */
  const DEMO_ACCOUNT_PASSWORD = 'Demo@2026';

  test('screenshots of the missions page: the seeded day and board, claimed, the week, the board with me, Urdu, empty, a failure @screenshots', async ({
    page,
    admin,
  }, testInfo) => {
    const shoot = shooter(page, testInfo, { fromTop: true });

    // demo_member as seeded (read only): "Sign in" complete by signing in, the board of the demo accounts.
    await logInToHome(page, 'demo_member', DEMO_ACCOUNT_PASSWORD);
    await page.goto('/m/leaderBoard');
    await expect(page.getByRole('button', { name: 'Claim: Sign in' })).toBeVisible();
    await shoot('missions-demo-daily');
    await page.getByRole('tab', { name: 'Leaderboard' }).click();
    await expect(page.locator('.mission-row').first()).toBeVisible();
    await shoot('missions-demo-board');

    // A member of a merchant of its own: DEMO's kind of missions, a deposit of ₱600 and two games played.
    const shop = await admin.createMerchant();
    const daily = { period: 'DAILY', reward: 5_00 } as const;
    await createMission(shop, { ...daily, metric: 'DAYS_SIGNED_IN', target: 1, points: 10, sortOrder: 1 });
    await createMission(shop, {
      ...daily,
      metric: 'GAME_LAUNCHES',
      target: 3,
      reward: 10_00,
      points: 20,
      sortOrder: 2,
    });
    await createMission(shop, {
      ...daily,
      metric: 'DEPOSIT_AMOUNT',
      target: 500_00,
      reward: 25_00,
      points: 50,
      sortOrder: 3,
    });
    const weekly = { period: 'WEEKLY' } as const;
    await createMission(shop, {
      ...weekly,
      metric: 'DEPOSIT_COUNT',
      target: 3,
      reward: 100_00,
      points: 150,
      sortOrder: 4,
    });
    await createMission(shop, {
      ...weekly,
      metric: 'FRIENDS_INVITED',
      target: 1,
      reward: 50_00,
      points: 100,
      sortOrder: 5,
    });
    await createMission(shop, {
      ...weekly,
      metric: 'DAYS_SIGNED_IN',
      target: 5,
      reward: 30_00,
      points: 80,
      sortOrder: 6,
    });
    const member = await shop.createMember({ prefix: 'shotms' });
    await shop.addDeposit(member.username, { amount: 600_00 });
    await openSignedIn(page, shop, member, '/leaderBoard');
    await page.getByRole('button', { name: 'Claim: Deposit ₱500' }).click();
    await expect(page.getByRole('article', { name: 'Deposit ₱500' })).toContainText('Claimed');
    await expect(page.locator('.toast')).toHaveCount(0, { timeout: SUCCESS_MESSAGE_MS + 5_000 });
    await shoot('missions-claimed');

    await page.getByRole('tab', { name: 'Weekly' }).click();
    await expect(page.getByRole('progressbar', { name: 'Make 3 deposits' })).toBeVisible();
    await shoot('missions-weekly');

    await page.getByRole('tab', { name: 'Leaderboard' }).click();
    await expect(page.locator('.mission-row[aria-current="true"]')).toBeVisible();
    await shoot('missions-board');

    // Right to left, in Urdu.
    await page.evaluate(() => localStorage.setItem('language', 'UR'));
    await page.goto(`${shop.origin}/m/leaderBoard`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('.mission-card').first()).toBeVisible();
    await shoot('missions-ur');
    await page.evaluate(() => localStorage.setItem('language', 'EN'));

    // The missions fail to load: the failure and its retry.
    await page.route('**/wps/relay/MCSFE_getMissions', (route) =>
      route.fulfill({ json: { success: false, message: 'Down', errorCode: 'server.error', value: null } }),
    );
    await page.reload();
    await expect(page.getByRole('button', { name: 'Retry' }).first()).toBeVisible();
    await shoot('missions-failed');
    await page.unroute('**/wps/relay/MCSFE_getMissions');

    // A merchant without missions: the empty day, and a week nobody has scored in.
    const bare = await admin.createMerchant();
    const first = await bare.createMember({ prefix: 'shotms' });
    await openSignedIn(page, bare, first, '/leaderBoard');
    await expect(page.getByText('No missions right now. Check back soon.')).toBeVisible();
    await shoot('missions-empty');
    await page.getByRole('tab', { name: 'Leaderboard' }).click();
    await expect(page.getByText('No one has scored this week yet. Be the first!')).toBeVisible();
    await shoot('missions-board-empty');
  });
});
