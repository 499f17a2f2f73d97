import { relayCalls } from '@app/contract/relay';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_BANNERS } from '../seed/demo-home';
import { findMemberByUsername } from '../services/members';
import { createSession } from '../services/sessions';
import { startTestServer, type TestServer } from '../testing/test-server';

const DAY = 86_400_000;
let now = Date.UTC(2026, 5, 1, 12);
let s: TestServer;
beforeEach(async () => {
  now = Date.UTC(2026, 5, 1, 12);
  // The demo's matches and activities are seeded relative to this clock.
  s = await startTestServer({ now: () => now, seedAtStart: true });
});
afterEach(() => s.close());

const PASSWORD = 'Home@20261';

/** A merchant of its own (a copy of DEMO's settings): it starts without home content. */
const shop = async (code = 'SHOP1') => {
  await s.admin('POST', '/admin/merchants', { code });
  return code;
};

const activity = (id: string, startTime: number | null, endTime: number | null) => ({
  id,
  title: `Activity ${id}`,
  summary: 'One line',
  imageUrl: '/wps/images/home/activity-first-deposit.svg',
  width: 1200,
  height: 600,
  startTime,
  endTime,
  rules: '<p>Rules</p>',
  action: { redirect: 'DEPOSIT' },
});

describe('MCSFE_getBanners', () => {
  it("answers DEMO's banners in order to a guest, matching the contract; a new merchant has none", async () => {
    const res = await s.relay('MCSFE_getBanners');
    expect(res.body).toMatchObject({ success: true, value: DEMO_BANNERS });
    expect(relayCalls.MCSFE_getBanners.response.safeParse(res.body.value).success).toBe(true);
    const code = await shop();
    expect((await s.relay('MCSFE_getBanners', {}, {}, code)).body.value).toEqual([]);
  });
});

describe('MCSFE_getActivities and MCSFE_getActivity (the activity page is public)', () => {
  it('lists only the activities running now, as summaries', async () => {
    const code = await shop();
    const items = [
      activity('running', now - DAY, now + DAY),
      activity('later', now + DAY, null),
      activity('ended', now - 2 * DAY, now - DAY),
      activity('always', null, null),
    ];
    await s.admin('PUT', `/admin/merchants/${code}/activities`, { items });
    const res = await s.relay<{ id: string }[]>('MCSFE_getActivities', {}, {}, code);
    expect(res.body.value.map((a) => a.id)).toEqual(['running', 'always']);
    expect(relayCalls.MCSFE_getActivities.response.safeParse(res.body.value).success).toBe(true);
    expect(res.body.value[0]).not.toHaveProperty('rules');
    now += 2 * DAY;
    const later = await s.relay<{ id: string }[]>('MCSFE_getActivities', {}, {}, code);
    expect(later.body.value.map((a) => a.id)).toEqual(['later', 'always']);
  });

  it('answers a running activity by id with its rules and action', async () => {
    const code = await shop();
    const running = activity('running', now - DAY, now + DAY);
    await s.admin('PUT', `/admin/merchants/${code}/activities`, { items: [running] });
    const res = await s.relay('MCSFE_getActivity', { id: 'running' }, {}, code);
    expect(res.body).toMatchObject({ success: true, value: running });
    expect(relayCalls.MCSFE_getActivity.response.safeParse(res.body.value).success).toBe(true);
  });

  // The attack: asking the public call by id for an activity before its start (an unannounced promotion) or
  // after its end.
  it('answers an activity not started yet or already ended exactly like an unknown id', async () => {
    const code = await shop();
    const items = [activity('later', now + DAY, null), activity('ended', now - 2 * DAY, now - DAY)];
    await s.admin('PUT', `/admin/merchants/${code}/activities`, { items });
    const unknown = await s.relay('MCSFE_getActivity', { id: 'nope' }, {}, code);
    expect(unknown.status).toBe(404);
    for (const id of ['later', 'ended']) {
      const res = await s.relay('MCSFE_getActivity', { id }, {}, code);
      expect(res.status, id).toBe(unknown.status);
      expect(res.body, id).toEqual(unknown.body);
    }
    now += DAY;
    expect((await s.relay('MCSFE_getActivity', { id: 'later' }, {}, code)).body.success).toBe(true);
  });

  it('an unknown id, or another merchant’s: 404 activity.unknown; a malformed id: 400', async () => {
    const code = await shop();
    for (const [id, merchant] of [
      ['nope', 'DEMO'],
      ['first-deposit-bonus', code],
    ] as const) {
      const res = await s.relay('MCSFE_getActivity', { id }, {}, merchant);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ success: false, errorCode: 'activity.unknown' });
    }
    expect((await s.relay('MCSFE_getActivity', { id: 'first-deposit-bonus' })).body.success).toBe(true);
    for (const body of [{}, { id: '' }, { id: 'x'.repeat(65) }, { id: 7 }]) {
      expect((await s.relay('MCSFE_getActivity', body)).status).toBe(400);
    }
  });
});

describe('MCSFE_getListAnnouncements and PROMOFE_getPromotionAnnouncementCategory', () => {
  const ITEMS = [
    { id: 'b', title: 'Guests', content: '<p>b</p>', execution: 'B', promotionType: 'promo' },
    {
      id: 'd1',
      title: 'App',
      content: '',
      execution: 'B',
      promotionType: 'app_download',
      category: 'app_download',
      imageUrl: '/wps/images/home/app-download-1.svg',
    },
    {
      id: 'a',
      title: 'Members',
      content: '<p>a</p>',
      execution: 'A',
      promotionType: 'notice',
      forceRead: true,
    },
  ];

  it('without a category: the popup’s items (no app_download), in order; with app_download: only those', async () => {
    const code = await shop();
    await s.admin('PUT', `/admin/merchants/${code}/announcements`, {
      items: ITEMS,
      categories: [{ key: 'promo', title: 'Promotions' }],
    });
    const popup = await s.relay<{ id: string }[]>(
      'MCSFE_getListAnnouncements',
      { types: ['PR'], platform: 'M' },
      {},
      code,
    );
    // A guest: the B items only.
    expect(popup.body.value).toEqual([
      {
        id: 'b',
        title: 'Guests',
        content: '<p>b</p>',
        execution: 'B',
        promotionType: 'promo',
        forceRead: false,
      },
    ]);
    const images = await s.relay(
      'MCSFE_getListAnnouncements',
      { types: ['PR'], platform: 'M', category: 'app_download' },
      {},
      code,
    );
    expect(images.body.value).toEqual([
      {
        id: 'd1',
        title: 'App',
        content: '',
        execution: 'B',
        promotionType: 'app_download',
        forceRead: false,
        imageUrl: '/wps/images/home/app-download-1.svg',
      },
    ]);
    const categories = await s.relay('PROMOFE_getPromotionAnnouncementCategory', {}, {}, code);
    expect(categories.body.value).toEqual([{ key: 'promo', title: 'Promotions' }]);
    // Only promotion (PR) announcements are kept.
    const other = await s.relay('MCSFE_getListAnnouncements', { types: ['NEWS'], platform: 'M' }, {}, code);
    expect(other.body.value).toEqual([]);
  });

  it("answers DEMO's seeded popup items and categories within the contract", async () => {
    const popup = await s.relay<{ execution: string }[]>('MCSFE_getListAnnouncements', {
      types: ['PR'],
      platform: 'M',
    });
    expect(relayCalls.MCSFE_getListAnnouncements.response.safeParse(popup.body.value).success).toBe(true);
    expect(popup.body.value.map((a) => a.execution)).toEqual(['B']);
    const categories = await s.relay('PROMOFE_getPromotionAnnouncementCategory');
    expect(categories.body.value).toHaveLength(2);
  });

  // The attack: a guest (or anyone without a live session) reading the members' and first-login announcements
  // from the public relay.
  it('gives a guest the B items only, a member the A items, and the F items on a first-time login only', async () => {
    const code = await shop();
    const items = [
      { id: 'a', title: 'Members', content: '<p>a</p>', execution: 'A', promotionType: 'notice' },
      { id: 'b', title: 'Guests', content: '<p>b</p>', execution: 'B', promotionType: 'notice' },
      { id: 'f', title: 'Welcome', content: '<p>f</p>', execution: 'F', promotionType: 'notice' },
      {
        id: 'img',
        title: 'App',
        content: '',
        execution: 'A',
        promotionType: 'app_download',
        category: 'app_download',
        imageUrl: '/wps/images/home/app-download-1.svg',
      },
    ];
    await s.admin('PUT', `/admin/merchants/${code}/announcements`, { items });
    const ids = async (headers: Record<string, string> = {}, category?: string) =>
      (
        await s.relay<{ id: string }[]>(
          'MCSFE_getListAnnouncements',
          { types: ['PR'], platform: 'M', ...(category ? { category } : {}) },
          headers,
          code,
        )
      ).body.value.map((a) => a.id);
    expect(await ids()).toEqual(['b']);
    for (const authorization of ['not-a-token', `Bearer ${'x'.repeat(40)}`]) {
      expect(await ids({ authorization })).toEqual(['b']);
    }
    // A first-time login (firstTimeLogin: true in the login answer): A and F for that session.
    await s.admin('POST', '/admin/members', { username: 'new_ann', password: PASSWORD, merchant: code });
    const firstLogin = await s.postEncrypted<{ token: string; firstTimeLogin: boolean }>(
      '/wps/session/login',
      { username: 'new_ann', password: PASSWORD, type: 'username' },
      {},
      code,
    );
    expect(firstLogin.body.value.firstTimeLogin).toBe(true);
    const firstToken = { authorization: firstLogin.body.value.token };
    expect(await ids(firstToken)).toEqual(['a', 'f']);
    // The next login is not a first-time login: A only; the first session keeps its F items.
    const again = await s.postEncrypted<{ token: string; firstTimeLogin: boolean }>(
      '/wps/session/login',
      { username: 'new_ann', password: PASSWORD, type: 'username' },
      {},
      code,
    );
    expect(again.body.value.firstTimeLogin).toBe(false);
    expect(await ids({ authorization: again.body.value.token })).toEqual(['a']);
    expect(await ids(firstToken)).toEqual(['a', 'f']);
    // Logged out: a guest again.
    await s.post('/wps/session/logout', {}, { authorization: again.body.value.token }, code);
    expect(await ids({ authorization: again.body.value.token })).toEqual(['b']);
    // The download image popup's banners are everyone's (signed-in §4 shows them by place, not login state).
    expect(await ids({}, 'app_download')).toEqual(['img']);
    expect(await ids(firstToken, 'app_download')).toEqual(['img']);
  });

  it('refuses parameters outside the contract with 400', async () => {
    for (const body of [
      {},
      { types: ['PR'], platform: 'W' },
      { types: ['PR'], platform: 'M', category: 'x'.repeat(33) },
    ]) {
      expect((await s.relay('MCSFE_getListAnnouncements', body)).status).toBe(400);
    }
  });
});

describe('MCSFE_getMerchantAvailablePromotions: global and personal (signed-in §3)', () => {
  const GLOBAL = { APP_DOWNLOAD: { enabled: true, count: 1 }, REFERRAL: { enabled: true, count: 1 } };
  const promotions = (headers: Record<string, string> = {}, merchant?: string) =>
    s.relay('MCSFE_getMerchantAvailablePromotions', {}, headers, merchant);
  const signedIn = (username: string) => s.loginNewMember(username, PASSWORD, { firstLoginDone: true });

  it('a guest gets personal null', async () => {
    expect((await promotions()).body).toMatchObject({ success: true, value: { ...GLOBAL, personal: null } });
  });

  it("a member gets their own: REFERRAL follows the member's flag, which the admin API sets", async () => {
    const token = await signedIn('promo_ann');
    const auth = { authorization: token };
    expect((await promotions(auth)).body.value).toEqual({
      ...GLOBAL,
      personal: { APP_DOWNLOAD: true, REFERRAL: true },
    });
    await s.admin('PATCH', '/admin/members/promo_ann', { referralEnabled: false });
    expect((await promotions(auth)).body.value).toEqual({
      ...GLOBAL,
      personal: { APP_DOWNLOAD: true, REFERRAL: false },
    });
  });

  it('a token that is not a live session here is a guest, never a refusal (expired, unknown, logged out, restricted, another merchant’s)', async () => {
    const token = await signedIn('promo_bob');
    const code = await shop('SHOP2');
    // Another merchant's site: the token is DEMO's.
    expect((await promotions({ authorization: token }, code)).body.value).toMatchObject({ personal: null });
    // A session restricted to the password change.
    const row = await findMemberByUsername(s.app.appContext.db, 'DEMO', 'promo_bob');
    if (!row) throw new Error('no member');
    const restricted = await createSession(s.app.appContext.db, row, '127.0.0.1', 3600, now, true);
    expect((await promotions({ authorization: restricted.token })).body.value).toMatchObject({
      personal: null,
    });
    for (const authorization of ['not-a-token', `Bearer ${'x'.repeat(300)}`]) {
      const res = await promotions({ authorization });
      expect(res.status).toBe(200);
      expect(res.body.value).toMatchObject({ personal: null });
    }
    now += 2 * DAY;
    const expired = await promotions({ authorization: token });
    expect(expired.status).toBe(200);
    expect(expired.body.value).toMatchObject({ personal: null });
  });

  it('a logged-out token is a guest', async () => {
    const token = await signedIn('promo_cat');
    await s.post('/wps/session/logout', {}, { authorization: token });
    expect((await promotions({ authorization: token })).body.value).toMatchObject({ personal: null });
  });
});
