import type { Locator, Page } from '@playwright/test';
import { SESSION_STORAGE_KEY } from '@app/contract/constants/session';
import {
  at,
  countLayoutShifts,
  expect,
  layoutShifts,
  openSignedIn,
  pauseClock,
  test,
  waitInteractive,
  waitWatching,
} from './support/fixtures';
import type { Admin, AdminBanner } from './support/admin';
import { expectNoSeriousViolations } from './support/axe';
import { BASE_URL, EXPECT_MS } from './support/constants';

// Home's banners (signed-in §4 "Banner click"): the carousel and where each banner leads, on a
// merchant of the test's own (a new merchant has no banners until the test sets them).

/** An outside site no browser reaches: the spec answers it itself. A partner of the shop (bannerTokenHosts). */
const PARTNER = 'https://partner.e2e-banners.example';
/** Another outside site, which the shop does not trust with a member's hand-over. */
const THIRD_PARTY = 'https://tracker.e2e-banners.example';
const image = (file: string) => `/wps/images/home/${file}`;
const box = { width: 1500, height: 600 };

const ACTIVITY: AdminBanner = {
  id: 'p',
  title: 'Welcome bonus',
  imageUrl: image('banner-welcome-bonus.webp'),
  ...box,
  linkageType: 'P',
  linkage: 'act-42',
};
const INTERNAL: AdminBanner = {
  id: 'internal',
  title: 'VIP club',
  imageUrl: image('banner-vip-club.webp'),
  ...box,
  linkageType: 'URL',
  linkage: '',
  url: '/m/member/benefits?tab=vip',
};
const EXTERNAL_NEW_WINDOW: AdminBanner = {
  id: 'external',
  title: 'Partner cup',
  imageUrl: image('banner-play-safe.webp'),
  ...box,
  linkageType: 'URL',
  linkage: '',
  url: `${PARTNER}/cup?ref=home#rules`,
  openInNewWindow: true,
};
const LOTTERY: AdminBanner = {
  id: 'lotto',
  title: 'Lotto 5',
  imageUrl: image('banner-lotto.webp'),
  ...box,
  linkageType: 'G',
  linkage: 'LOTTO5',
  gameType: 'LOTT',
};
const EXTERNAL_SAME_WINDOW: AdminBanner = {
  ...EXTERNAL_NEW_WINDOW,
  id: 'same-window',
  title: 'Partner news',
  url: `${PARTNER}/news`,
  openInNewWindow: false,
};
const THIRD_PARTY_BANNER: AdminBanner = {
  ...EXTERNAL_NEW_WINDOW,
  id: 'third-party',
  title: 'Sponsor',
  url: `${THIRD_PARTY}/offer?src=app`,
  openInNewWindow: true,
};
const ALL = [ACTIVITY, INTERNAL, EXTERNAL_NEW_WINDOW, LOTTERY, EXTERNAL_SAME_WINDOW, THIRD_PARTY_BANNER];

/** A merchant of the test's own with these banners; PARTNER's host is its partner (server-only bannerTokenHosts). */
async function bannerShop(admin: Admin, banners: readonly AdminBanner[]): Promise<Admin> {
  const shop = await admin.createMerchant({ bannerTokenHosts: [new URL(PARTNER).hostname] });
  await shop.setBanners(banners);
  return shop;
}

const region = (page: Page) => page.getByRole('region', { name: 'Featured offers' });
/** The carousel in any language. */
const carousel = (page: Page) => page.locator('section.banners');
const dot = (page: Page, n: number, count = ALL.length) =>
  region(page).getByRole('button', { name: `Banner ${n} of ${count}` });

/**
 * Answers the partner and third-party sites, so that following a banner there needs no network; answers the
 * Referer header each of their pages was asked with (none: '').
 */
async function answerPartner(page: Page): Promise<string[]> {
  const referers: string[] = [];
  for (const site of [PARTNER, THIRD_PARTY]) {
    await page.context().route(`${site}/**`, (route) => {
      referers.push(route.request().headers()['referer'] ?? '');
      return route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: '<title>Outside</title><p>Outside</p>',
      });
    });
  }
  return referers;
}

/** A partner's server exchanging a hand-over code (POST /wps/partner/handover; the code names its merchant). */
const exchange = (page: Page, token: string) =>
  page.request
    .post(`${BASE_URL}/wps/partner/handover`, { data: { token } })
    .then(async (res) => ({ status: res.status(), body: (await res.json()) as Record<string, unknown> }));

/** Home with its carousel moving (the dots are there), no autoplay (reduced motion): a dot brings a banner. */
async function homeWithDots(page: Page, url: string): Promise<void> {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(url);
  await expect(dot(page, 1)).toHaveAttribute('aria-current', 'true');
}

/** Shows the n-th banner with its dot and answers its link or button (only the banner shown can be reached). */
async function banner(page: Page, n: number): Promise<Locator> {
  await dot(page, n).click();
  await expect(dot(page, n)).toHaveAttribute('aria-current', 'true');
  const name = ALL[n - 1]!.title;
  // A link, or a button for a game it launches.
  return region(page).getByRole('link', { name }).or(region(page).getByRole('button', { name }));
}

/** How long a banner stays (features/banners/carousel-motion.ts BANNER_AUTOPLAY_MS). */
const BANNER_MS = 4_500;

/**
 * Opens home with the page's clock paused once the banners are in, then lets the idle start run (the carousel's
 * motion loads then): from there on the carousel's time moves only as the test says. The banners first: the
 * carousel asks for its idle start when they render, and the home content call may answer after the app is
 * interactive; asked for after the clock ran, that start would wait for a time that never comes.
 */
async function openPaused(page: Page, url: string): Promise<void> {
  await page.clock.install();
  await page.goto(url);
  await waitInteractive(page);
  await expect(page.locator('.banners-carousel .banners-slide').nth(1)).toBeAttached();
  await pauseClock(page);
  await page.clock.runFor(2_100);
  await expect(page.locator('.banners-dot').first()).toBeVisible();
}

/** A touch swipe across the carousel (Chrome's touch events, as a finger sends them). */
async function swipe(page: Page, target: Locator, dx: number): Promise<void> {
  const rect = await target.boundingBox();
  if (!rect) throw new Error('nothing to swipe');
  const y = rect.y + rect.height / 2;
  const from = rect.x + rect.width / 2 - dx / 2;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from, y }] });
  for (let step = 1; step <= 8; step++) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: from + (dx * step) / 8, y }],
    });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** The banner whose slide is inside the carousel's box now (to a pixel). */
const bannerInView = (page: Page): Promise<string | null> =>
  carousel(page).evaluate((section) => {
    const frame = section.getBoundingClientRect();
    const slide = Array.from(section.querySelectorAll('.banners-slide')).find(
      (s) => Math.abs(s.getBoundingClientRect().left - frame.left) < 1,
    );
    return slide?.querySelector('img')?.getAttribute('alt') ?? null;
  });

test.describe('a tap on a banner goes where its linkage says', () => {
  test('a guest: P to its activity, URL to an app path (tracking kept) or an outside page without a session, a lottery to log in', async ({
    page,
    admin,
  }) => {
    const shop = await bannerShop(admin, ALL);
    const referers = await answerPartner(page);
    const home = `${shop.origin}/m/home?affiliateCode=e2eaff`;
    await homeWithDots(page, home);

    await (await banner(page, 1)).click();
    await expect(page).toHaveURL(`${shop.origin}/m/activity?id=act-42&affiliateCode=e2eaff`);

    await homeWithDots(page, home);
    await (await banner(page, 2)).click();
    await expect(page).toHaveURL(`${shop.origin}/m/member/benefits?tab=vip&affiliateCode=e2eaff`);

    await homeWithDots(page, home);
    const popup = page.waitForEvent('popup');
    await (await banner(page, 3)).click();
    const partner = await popup;
    await partner.waitForLoadState();
    expect(partner.url()).toBe(`${PARTNER}/cup?ref=home#rules`);
    // Cut from the app's window, and not told which page of the app it came from.
    expect(await partner.evaluate(() => window.opener)).toBeNull();
    expect(referers).toEqual(['']);
    await partner.close();
    await expect(page).toHaveURL(home);

    await (await banner(page, 4)).click();
    await expect(page).toHaveURL(at('/login'));
  });

  test('attack: a member taps outside banners: no host ever gets the session token; the partner gets a single-use code for the username; a lottery launches with its card’s prize mode', async ({
    page,
    admin,
  }) => {
    const shop = await bannerShop(admin, ALL);
    // The lottery in the catalogue: its card gives the prize mode the banner does not carry.
    await shop.setGames([
      {
        title: 'Lottery',
        gameClassify: 'LOTT',
        cards: [
          {
            accountTypeName: 'LOTT',
            displayName: 'Lotto 5',
            gameCode: 'LOTTO5',
            gameId: 'L5',
            nodeId: 'n5',
            imageUrl: '/wps/images/games/lotto-645.webp',
            vendor: 'VN Lotto',
            prizeMode: 'HIGH',
          },
        ],
      },
    ]);
    const member = await shop.createMember({ prefix: 'banner' });
    const referers = await answerPartner(page);
    await openSignedIn(page, shop, member);
    const session = await page.evaluate(
      (key) => (JSON.parse(sessionStorage.getItem(key) ?? '{}') as { token?: string }).token,
      SESSION_STORAGE_KEY,
    );
    expect(session).toBeTruthy();
    const home = `${shop.origin}/m/home`;
    const opened = async (n: number): Promise<URL> => {
      const popup = page.waitForEvent('popup');
      await (await banner(page, n)).click();
      const outside = await popup;
      await outside.waitForLoadState();
      const url = new URL(outside.url());
      expect(await outside.evaluate(() => window.opener)).toBeNull();
      await outside.close();
      return url;
    };

    // A third party: the link as written, no token, no username.
    await homeWithDots(page, home);
    const sponsor = await opened(6);
    expect(sponsor.href).toBe(`${THIRD_PARTY}/offer?src=app`);
    expect(sponsor.href).not.toContain(encodeURIComponent(session!));

    // The partner (https, in bannerTokenHosts): a hand-over code as `token`, never the session token.
    const partner = await opened(3);
    expect(`${partner.origin}${partner.pathname}${partner.hash}`).toBe(`${PARTNER}/cup#rules`);
    expect(partner.searchParams.get('ref')).toBe('home');
    expect(partner.searchParams.get('username')).toBe(member.username);
    const code = partner.searchParams.get('token');
    expect(code).toBeTruthy();
    expect(code).not.toBe(session);
    expect(partner.href).not.toContain(encodeURIComponent(session!));
    // Neither site learnt the app's page from a Referer.
    expect(referers).toEqual(['', '']);

    // The partner's server exchanges the code once for the username; then the code is spent.
    const first = await exchange(page, code!);
    expect(first).toMatchObject({
      status: 200,
      body: { success: true, value: { username: member.username, origin: PARTNER } },
    });
    expect(JSON.stringify(first.body)).not.toContain(session!);
    const again = await exchange(page, code!);
    expect(again).toMatchObject({ status: 400, body: { errorCode: 'partner.handover.invalid' } });
    // The session token itself is no code.
    expect((await exchange(page, session!)).status).toBe(400);

    await (await banner(page, 4)).click();
    await expect(page).toHaveURL(`${shop.origin}/m/launchGame?code=LOTTO5&playType=LOTT&prizeMode=HIGH`);

    // This window: a code too, then the partner's page.
    await homeWithDots(page, home);
    await (await banner(page, 5)).click();
    await expect(page).toHaveURL(new RegExp(`^${PARTNER}/news\\?token=[\\w-]{43}&username=`));
    expect(new URL(page.url()).searchParams.get('token')).not.toBe(session);
  });

  test('a member whose hand-over call fails still gets the partner page, without parameters', async ({
    page,
    admin,
  }) => {
    const shop = await bannerShop(admin, ALL);
    const member = await shop.createMember({ prefix: 'banner' });
    await answerPartner(page);
    await openSignedIn(page, shop, member);
    await page.route('**/wps/relay/WPSCORE_bannerHandover', (route) => route.abort('failed'));
    await homeWithDots(page, `${shop.origin}/m/home`);
    const popup = page.waitForEvent('popup');
    await (await banner(page, 3)).click();
    const partner = await popup;
    await partner.waitForLoadState();
    expect(partner.url()).toBe(`${PARTNER}/cup?ref=home#rules`);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });
});

test.describe('the carousel', () => {
  test(
    'a swipe and the dots move it, a loop in both directions; the banner on screen is the one reachable',
    { tag: '@iphone' },
    async ({ page, admin }) => {
      const shop = await bannerShop(admin, ALL.slice(0, 3));
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(`${shop.origin}/m/home`);
      const dots = (n: number) => dot(page, n, 3);
      await expect(dots(1)).toHaveAttribute('aria-current', 'true');
      const viewport = region(page).locator('.banners-viewport');

      await swipe(page, viewport, -200);
      await expect(dots(2)).toHaveAttribute('aria-current', 'true');
      await expect(dots(1)).not.toHaveAttribute('aria-current');
      await expect.poll(() => bannerInView(page)).toBe('VIP club');
      // The banners off screen cannot be reached (inert): only the dots lead to them.
      const slides = region(page).locator('.banners-slide');
      await expect(slides.nth(1)).not.toHaveAttribute('inert');
      await expect(slides.nth(0)).toHaveAttribute('inert', '');
      await expect(slides.nth(2)).toHaveAttribute('inert', '');

      await swipe(page, viewport, 200);
      await expect(dots(1)).toHaveAttribute('aria-current', 'true');
      await expect.poll(() => bannerInView(page)).toBe('Welcome bonus');
      // Back past the first: the loop brings the last.
      await swipe(page, viewport, 200);
      await expect(dots(3)).toHaveAttribute('aria-current', 'true');
      await expect.poll(() => bannerInView(page)).toBe('Partner cup');

      await dots(2).click();
      await expect(dots(2)).toHaveAttribute('aria-current', 'true');
      await expect.poll(() => bannerInView(page)).toBe('VIP club');
      // Every banner's image has loaded by the time it shows.
      const shown = region(page).getByRole('img', { name: 'VIP club' });
      await expect(shown).toHaveAttribute('data-state', 'loaded');
    },
  );

  test('right to left (Urdu): the next banner comes from the left', async ({ page, admin }) => {
    const shop = await bannerShop(admin, ALL.slice(0, 3));
    await page.addInitScript(() => localStorage.setItem('language', 'UR'));
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`${shop.origin}/m/home`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(carousel(page)).toHaveAttribute('aria-label', 'نمایاں پیشکشیں');
    const dots = carousel(page).locator('.banners-dot');
    await expect(dots).toHaveCount(3);
    // The first dot sits at the right, as the first banner does.
    const [first, second] = [await dots.nth(0).boundingBox(), await dots.nth(1).boundingBox()];
    expect(first!.x).toBeGreaterThan(second!.x);

    await swipe(page, carousel(page).locator('.banners-viewport'), 200);
    await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
    await expect.poll(() => bannerInView(page)).toBe('VIP club');
  });

  test('autoplay brings the next banner every 4.5 s and holds while paused', async ({ page, admin }) => {
    const shop = await bannerShop(admin, ALL.slice(0, 3));
    const dots = (n: number) => dot(page, n, 3);
    await openPaused(page, `${shop.origin}/m/home`);
    // The count starts now: a dot restarts it, and focus leaving the carousel lets it play.
    await dots(1).click();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(dots(1)).toHaveAttribute('aria-current', 'true');

    await page.clock.runFor(BANNER_MS - 100);
    await expect(dots(1)).toHaveAttribute('aria-current', 'true');
    await page.clock.runFor(200);
    await expect(dots(2)).toHaveAttribute('aria-current', 'true');

    await region(page).getByRole('button', { name: 'Pause slideshow' }).click();
    await page.clock.runFor(4 * BANNER_MS);
    await expect(dots(2)).toHaveAttribute('aria-current', 'true');

    await region(page).getByRole('button', { name: 'Play slideshow' }).click();
    // While focus is inside the carousel autoplay waits: it plays once focus leaves.
    await page.clock.runFor(2 * BANNER_MS);
    await expect(dots(2)).toHaveAttribute('aria-current', 'true');
    await page.getByRole('heading', { level: 1 }).click();
    await page.clock.runFor(BANNER_MS + 100);
    await expect(dots(3)).toHaveAttribute('aria-current', 'true');
  });

  test('at rest it costs nothing: autoplay slides on the compositor, with no script per frame', async ({
    page,
    admin,
  }) => {
    const shop = await bannerShop(admin, ALL.slice(0, 3));
    // Every animation frame the page asks for is counted.
    await page.addInitScript(() => {
      const w = window as unknown as { framesAsked: number };
      w.framesAsked = 0;
      const ask = window.requestAnimationFrame.bind(window);
      window.requestAnimationFrame = (callback) => {
        w.framesAsked += 1;
        return ask(callback);
      };
    });
    await page.goto(`${shop.origin}/m/home`);
    await expect(dot(page, 1, 3)).toHaveAttribute('aria-current', 'true');
    await expect(region(page).getByRole('img', { name: 'VIP club' })).toHaveAttribute('data-state', 'loaded');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    const metrics = async () => {
      const { metrics: all } = await cdp.send('Performance.getMetrics');
      const framesAsked = await page.evaluate(
        () => (window as unknown as { framesAsked: number }).framesAsked,
      );
      const layouts = all.find((m) => m.name === 'LayoutCount')?.value ?? Number.NaN;
      return { framesAsked, layouts };
    };
    // Measured once the page has settled: what starts after the first screen lays out too (its chunks' first
    // renders), and on a loaded machine that came inside the window (7 layouts where the moves made 6).
    await waitWatching(page);
    await page.waitForLoadState('networkidle');
    const from = await region(page)
      .getByRole('button', { name: /^Banner \d of 3$/ })
      .evaluateAll((dots) => dots.findIndex((d) => d.getAttribute('aria-current') === 'true') + 1);
    const before = await metrics();
    // Two banners slide in by themselves.
    await expect(dot(page, ((from + 1) % 3) + 1, 3)).toHaveAttribute('aria-current', 'true', {
      timeout: 2 * BANNER_MS + EXPECT_MS,
    });
    const after = await metrics();
    expect(after.framesAsked - before.framesAsked).toBe(0);
    // A move lays out what it changes (the dots, the next banner's image), once: a script-driven slide laid out
    // every frame (about 25 a move).
    expect(after.layouts - before.layouts).toBeLessThanOrEqual(6);
    // The banner that came in and the current dot's pill move on one timing, so their transitions share main-thread frames.
    const timings = await region(page).evaluate((box) => {
      const timing = (style: CSSStyleDeclaration) =>
        `${style.transitionDuration} ${style.transitionTimingFunction}`;
      const slide = box.querySelector('.banners-slide:not([inert])');
      const dot = box.querySelector('.banners-dot');
      return slide && dot ? [timing(getComputedStyle(slide)), timing(getComputedStyle(dot, '::after'))] : [];
    });
    expect(timings).toHaveLength(2);
    expect(timings[1]).toBe(timings[0]);
  });

  test('under prefers-reduced-motion: no autoplay and no pause button', async ({ page, admin }) => {
    const shop = await bannerShop(admin, ALL.slice(0, 3));
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openPaused(page, `${shop.origin}/m/home`);
    await expect(dot(page, 1, 3)).toHaveAttribute('aria-current', 'true');
    await expect(region(page).getByRole('button', { name: 'Pause slideshow' })).toHaveCount(0);
    await page.clock.runFor(4 * BANNER_MS);
    await expect(dot(page, 1, 3)).toHaveAttribute('aria-current', 'true');
  });
});

test.describe('the banner box', () => {
  test(
    'is 2.5:1 from the first paint; nothing shifts while the banners, their images and the carousel load (CLS 0)',
    { tag: '@iphone' },
    async ({ page, admin }) => {
      const shop = await bannerShop(admin, ALL);
      await countLayoutShifts(page);
      // The banners are held back until the prerendered page has painted its empty box.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/wps/relay/MCSFE_getBanners', async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(`${shop.origin}/m/home`);
      const section = region(page);
      await expect(section).toHaveAttribute('aria-busy', 'true');
      const before = await section.boundingBox();
      expect(before!.width / before!.height).toBeCloseTo(2.5, 1);

      release();
      await expect(dot(page, 1)).toBeVisible();
      await expect(section.getByRole('link', { name: 'Welcome bonus' }).locator('img')).toHaveAttribute(
        'data-state',
        'loaded',
      );
      expect(await section.boundingBox()).toEqual(before);
      expect(await layoutShifts(page)).toBe(0);
      await expectNoSeriousViolations(page, '.banners');
    },
  );

  test('without banners: the merchant’s default slide in the same box', async ({ page, admin }) => {
    const shop = await bannerShop(admin, []);
    await page.goto(`${shop.origin}/m/home`);
    const section = region(page);
    await expect(section.getByText('Games, lottery and promotions on your phone.')).toBeVisible();
    const { name } = (await shop.settings()).public;
    expect(typeof name).toBe('string');
    await expect(section.getByText(name as string)).toBeVisible();
    const rect = await section.boundingBox();
    expect(rect!.width / rect!.height).toBeCloseTo(2.5, 1);
    await expectNoSeriousViolations(page, '.banners');
  });

  test('when the banners cannot be fetched: the default slide, and home works', async ({ page, admin }) => {
    const shop = await bannerShop(admin, ALL);
    await page.route('**/wps/relay/MCSFE_getBanners', (route) =>
      route.fulfill({ status: 500, body: 'down' }),
    );
    await page.goto(`${shop.origin}/m/home`);
    await expect(region(page).getByText('Games, lottery and promotions on your phone.')).toBeVisible();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });
});
