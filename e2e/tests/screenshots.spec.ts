import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { at, expect, logIn, logInToHome, test, waitInteractive } from './support/fixtures';
import { firebaseMerchant } from './support/firebase';
import { uniqueMobile, useOwnClientIp } from './support/sms';
import { newTotpSecret } from './support/totp';
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

function shooter(page: Page, testInfo: TestInfo): (name: string) => Promise<void> {
  const dir = path.resolve(path.dirname(testInfo.config.configFile!), '..', 'screenshots');
  mkdirSync(dir, { recursive: true });
  return (name) => snapshot(page, testInfo, dir, name);
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
