import type { Page } from '@playwright/test';
import { uniquePassword, uniqueUsername, type Admin, type StoredEvent } from './support/admin';
import { at, dialogWith, expect, test, waitInteractive } from './support/fixtures';
import { useOwnClientIp } from './support/sms';

/**
 * Tracking (signed-in §3, §4 "Tracking"): the events reach the server with the full payload, the
 * merchant's pixels (their stand-ins in test mode) get the same events with the same ids, the Meta cookies last 90
 * days, front-end errors are reported, Web Vitals reach the admin's percentiles.
 */

const PIXELS = { facebook: '1234567890', tiktok: 'CE2ETEST01', google: 'G-E2ETEST' };
const LANDING = '?affiliateCode=AFF7&fbclid=FBCLICK7&cid=SUB9&utm_source=e2e';

/** A merchant of the test's own with its pixels configured. */
const pixelMerchant = (admin: Admin) => admin.createMerchant({ public: { pixels: PIXELS } });

/** The merchant's stored events of a type, oldest first, once `done` says they are all there. */
async function eventsWhen(
  shop: Admin,
  type: 'tracking' | 'error',
  done: (events: StoredEvent[]) => boolean,
): Promise<StoredEvent[]> {
  let events: StoredEvent[] = [];
  await expect
    .poll(async () => {
      events = (await shop.events(type)).reverse();
      return done(events);
    })
    .toBe(true);
  return events;
}

const named = (events: StoredEvent[], name: string) => events.filter((e) => e.name === name);
const hasAll =
  (...names: string[]) =>
  (events: StoredEvent[]) =>
    names.every((n) => named(events, n).length > 0);

/** The calls the pixels' stand-ins recorded. */
const pixelCalls = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { __pixelCalls?: { vendor: string; args: unknown[] }[] }).__pixelCalls ?? [],
  );

/** The attribution the landing gave, as every event carries it. */
const attributed = (shop: Admin) => ({
  domain: new URL(shop.origin).hostname,
  affiliateCode: 'AFF7',
  eventValue: expect.objectContaining({
    fbclid: 'FBCLICK7',
    fbc: expect.stringMatching(/^fb\.1\.\d+\.FBCLICK7$/),
    fbp: expect.stringMatching(/^fb\.1\.\d+\.\d+$/),
    fbPixelId: PIXELS.facebook,
    tiktokPixelId: PIXELS.tiktok,
    googleAdsId: PIXELS.google,
    utm_source: 'e2e',
    channels: 'facebook',
    trackSubId: 'SUB9',
  }),
  eventID: expect.stringMatching(/^[0-9a-z]+-[0-9a-f]{16}$/),
});

test.describe('tracking events', () => {
  test('a registration: firstOpen, viewContent, registerSubmit and register reach the server with the full payload, and the pixels get them', async ({
    page,
    admin,
  }) => {
    const shop = await pixelMerchant(admin);
    await useOwnClientIp(page);
    await page.goto(`${shop.origin}/m/register${LANDING}`);
    await page.getByLabel('Username', { exact: true }).fill(uniqueUsername('trk'));
    const password = uniquePassword();
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    const success = dialogWith(page, 'Registration succeeded, logging in soon');
    await success.getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(at('/home'));

    const events = await eventsWhen(
      shop,
      'tracking',
      (list) =>
        hasAll('firstOpen', 'registerSubmit', 'register')(list) &&
        named(list, 'viewContent').some((e) => (e.payload.eventValue as { path?: string }).path === '/home'),
    );
    expect(named(events, 'firstOpen')).toHaveLength(1);
    expect(named(events, 'viewContent').map((e) => (e.payload.eventValue as { path: string }).path)).toEqual([
      '/register',
      '/home',
    ]);
    const register = named(events, 'register')[0];
    expect(register?.payload).toEqual({
      ...attributed(shop),
      eventName: 'register',
      eventValue: expect.objectContaining({ method: 'username' }),
    });
    expect(named(events, 'registerSubmit')[0]?.payload).toMatchObject({
      ...attributed(shop),
      eventName: 'registerSubmit',
    });
    // Each event has its own id.
    expect(new Set(events.map((e) => e.payload.eventID)).size).toBe(events.length);

    // The pixels got the registration under the same id (deduplication against the server's copy).
    const eventID = register?.payload.eventID;
    await expect
      .poll(() => pixelCalls(page))
      .toEqual(
        expect.arrayContaining([
          { vendor: 'facebook', args: ['init', PIXELS.facebook] },
          { vendor: 'facebook', args: ['track', 'CompleteRegistration', {}, { eventID }] },
          { vendor: 'tiktok', args: ['track', 'CompleteRegistration', {}, { event_id: eventID }] },
          { vendor: 'google', args: ['event', 'sign_up', { event_id: eventID }] },
        ]),
      );

    // The Meta cookies: 90 days, SameSite Lax (host-only on *.localhost, which no cookie may span).
    const cookies = await page.context().cookies(shop.origin);
    for (const name of ['_fbp', '_fbc']) {
      const cookie = cookies.find((c) => c.name === name);
      expect(cookie?.sameSite).toBe('Lax');
      const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(89.9);
      expect(days).toBeLessThanOrEqual(90);
    }
    expect(cookies.find((c) => c.name === '_fbc')?.value).toBe(
      (register?.payload.eventValue as { fbc: string }).fbc,
    );
  });

  test('a sign-in: login reaches the server with the full payload', async ({ page, admin }) => {
    const shop = await pixelMerchant(admin);
    const member = await shop.createMember({ prefix: 'trk' });
    await useOwnClientIp(page);
    await page.goto(`${shop.origin}/m/login${LANDING}`);
    await page.getByLabel('Username', { exact: true }).fill(member.username);
    await page.getByLabel('Password', { exact: true }).fill(member.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(at('/home'));

    const events = await eventsWhen(shop, 'tracking', hasAll('login'));
    expect(named(events, 'login')).toHaveLength(1);
    expect(named(events, 'login')[0]?.payload).toEqual({
      ...attributed(shop),
      eventName: 'login',
      eventValue: expect.objectContaining({ method: 'username' }),
    });
  });

  test('a game launch: gameLaunch reaches the server with the game and the full payload', async ({
    page,
    admin,
  }) => {
    const shop = await pixelMerchant(admin);
    const member = await shop.createMember({ prefix: 'trk' });
    const card = (await shop.games()).categories
      .flatMap((c) => c.cards)
      .find((c) => c.accountTypeName === 'RNG');
    expect(card).toBeDefined();
    await useOwnClientIp(page);
    await page.goto(`${shop.origin}/m/login${LANDING}`);
    await page.getByLabel('Username', { exact: true }).fill(member.username);
    await page.getByLabel('Password', { exact: true }).fill(member.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(at('/home'));
    await page.goto(
      `${shop.origin}/m/launchGame?code=${encodeURIComponent(card?.gameCode ?? '')}&playType=RNG`,
    );

    const events = await eventsWhen(shop, 'tracking', hasAll('gameLaunch'));
    expect(named(events, 'gameLaunch')[0]?.payload).toEqual({
      ...attributed(shop),
      eventName: 'gameLaunch',
      eventValue: expect.objectContaining({ gameCode: card?.gameCode, playType: 'RNG', account: 'TCG' }),
    });
  });

  test('no pixel loads for a merchant that configures none', async ({ page, admin }) => {
    const shop = await admin.createMerchant();
    await useOwnClientIp(page);
    await page.goto(`${shop.origin}/m/home`);
    await eventsWhen(shop, 'tracking', hasAll('firstOpen', 'viewContent'));
    expect(await page.evaluate(() => (window as unknown as { fbq?: unknown }).fbq)).toBeUndefined();
    expect(await page.locator('script[data-pixel]').count()).toBe(0);
  });
});

test.describe('front-end error reports', () => {
  test('an uncaught error and an unhandled rejection reach /admin/events as error reports, each once', async ({
    page,
    admin,
  }) => {
    const shop = await admin.createMerchant();
    await useOwnClientIp(page);
    await page.goto(`${shop.origin}/m/home`);
    await waitInteractive(page);
    const id = uniqueUsername('err');
    // Thrown at once, most likely before the reporter has loaded: the head script keeps them until it starts.
    await page.evaluate((id) => {
      for (let i = 0; i < 3; i++) {
        setTimeout(() => {
          throw new Error(`e2e boom ${id}`);
        });
      }
      void Promise.reject(new Error(`e2e rejection ${id}`));
    }, id);

    const events = await eventsWhen(shop, 'error', hasAll(`e2e boom ${id}`, `e2e rejection ${id}`));
    const boom = named(events, `e2e boom ${id}`);
    expect(boom).toHaveLength(1);
    expect(boom[0]?.payload).toEqual({
      message: `e2e boom ${id}`,
      error: expect.stringMatching(/^Error: e2e boom [\s\S]*\npage: \/m\/home$/),
    });

    // Thrown once the reporter runs, too.
    await page.evaluate((id) => {
      setTimeout(() => {
        throw new Error(`e2e later ${id}`);
      });
    }, id);
    await eventsWhen(shop, 'error', hasAll(`e2e later ${id}`));
  });
});

test.describe('Web Vitals', () => {
  test('LCP (ended by a key press) and CLS (and INP) of a page view reach /admin/vitals by route; CLS as the page closes', async ({
    page,
    admin,
  }) => {
    const shop = await admin.createMerchant();
    await useOwnClientIp(page);
    const since = Date.now();
    const reported = async () => (await shop.vitals(since)).map((v) => `${v.route} ${v.metric}`);
    await page.goto(`${shop.origin}/m/home`);
    // The player presses a key once the page has painted: the browser ends the largest paint at the first input,
    // and an input before the first paint's entries (late on a busy machine, after the load event) leaves none.
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
    await page.evaluate(
      () =>
        new Promise((painted) =>
          new PerformanceObserver(painted).observe({ type: 'largest-contentful-paint', buffered: true }),
        ),
    );
    // That key press ends the largest paint: it is reported then and goes with the next batch. web-vitals loads
    // after the page is interactive, so the press counts only once it has started: pressed again until it did.
    // That also fences the layout-shift watch, which web-vitals starts on the first paint's entry.
    await expect
      .poll(async () => {
        await page.keyboard.press('Shift');
        return reported();
      })
      .toContain('/home LCP');
    // Leaving the page hides it, which reports the layout shifts; that batch goes with keepalive.
    await page.goto('about:blank');
    await expect
      .poll(reported)
      // INP too when a key press counted as an interaction.
      .toEqual(expect.arrayContaining(['/home CLS', '/home LCP']));
    const lcp = (await shop.vitals(since)).find((v) => v.metric === 'LCP');
    expect(lcp).toMatchObject({ count: 1 });
    expect(lcp?.p75).toBeGreaterThan(0);
  });
});
