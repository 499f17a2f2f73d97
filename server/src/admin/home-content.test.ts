import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server';
import { MAX_CONTENT_ITEMS, MAX_HTML_CHARS } from './home-content';

let s: TestServer;
beforeEach(async () => {
  s = await startTestServer();
  await s.admin('POST', '/admin/merchants', { code: 'SHOP' });
});
afterEach(() => s.close());

const BANNER = {
  id: 'b1',
  title: 'Deposit bonus',
  imageUrl: '/wps/images/home/banner-welcome-bonus.svg',
  width: 1500,
  height: 600,
  linkageType: 'P',
  linkage: 'a1',
};
const ANNOUNCEMENT = {
  id: 'n1',
  title: 'Hello',
  content: '<p>Hi</p>',
  execution: 'B',
  promotionType: 'promo',
};
const ACTIVITY = {
  id: 'a1',
  title: 'Deposit bonus',
  summary: 'Double it',
  imageUrl: 'https://cdn.example.com/a1.png',
  width: 1200,
  height: 600,
  startTime: null,
  endTime: null,
  rules: '<ol><li>Deposit</li></ol>',
  action: { redirect: 'DEPOSIT' },
};

/** Each bad input: a 4xx naming the problem, never a 5xx, nothing stored. */
const expectRefused = async (path: string, body: unknown, read: () => Promise<unknown>) => {
  const before = await read();
  const res = await s.admin('PUT', path, body);
  expect(res.status).toBe(400);
  expect(res.body.errorCode).toBe('request.invalid');
  expect(await read()).toEqual(before);
};

describe('PUT /admin/merchants/:code/banners', () => {
  const PATH = '/admin/merchants/SHOP/banners';
  const banners = async () => (await s.relay('MCSFE_getBanners', {}, {}, 'SHOP')).body.value;

  it('replaces the banners in the given order; the relay answers them', async () => {
    const url = {
      ...BANNER,
      id: 'b2',
      linkageType: 'URL',
      linkage: '',
      url: 'https://partner.example/x',
      openInNewWindow: true,
    };
    const game = { ...BANNER, id: 'b3', linkageType: 'G', linkage: 'LOTTO', gameType: 'LOTT', vendor: 'V' };
    const res = await s.admin('PUT', PATH, { items: [url, BANNER, game] });
    expect(res.body.success).toBe(true);
    expect(await banners()).toEqual([
      url,
      { ...BANNER, openInNewWindow: false },
      { ...game, openInNewWindow: false },
    ]);
    expect((await s.admin('GET', PATH)).body.value).toEqual(await banners());
    await s.admin('PUT', PATH, { items: [] });
    expect(await banners()).toEqual([]);
    // DEMO's are untouched.
    expect((await s.relay<unknown[]>('MCSFE_getBanners', {})).body.value).toHaveLength(4);
  });

  it.each([
    ['a javascript: image', { ...BANNER, imageUrl: 'javascript:alert(1)' }],
    ['a data: image', { ...BANNER, imageUrl: 'data:image/svg+xml,<svg onload=alert(1)>' }],
    ['a plain-http image', { ...BANNER, imageUrl: 'http://cdn.example.com/a.png' }],
    ['a protocol-relative image', { ...BANNER, imageUrl: '//evil.example/a.png' }],
    ['a backslash image path', { ...BANNER, imageUrl: '/\\evil.example/a.png' }],
    ['a javascript: URL', { ...BANNER, linkageType: 'URL', url: 'javascript:alert(1)' }],
    ['a URL banner without its url', { ...BANNER, linkageType: 'URL' }],
    ['a P banner without its activity', { ...BANNER, linkage: '' }],
    ['an unknown linkage type', { ...BANNER, linkageType: 'X' }],
    ['a zero width', { ...BANNER, width: 0 }],
    ['an id with spaces', { ...BANNER, id: 'a b' }],
    ['a title too long', { ...BANNER, title: 'x'.repeat(129) }],
    ['an unknown field', { ...BANNER, onclick: 'x' }],
  ])('refuses %s with 400', async (_name, item) => {
    await expectRefused(PATH, { items: [item] }, banners);
  });

  // Attack: a plain-http banner link, on which a member's tap would carry its hand-over code in the clear.
  it.each([
    ['a plain-http URL', 'http://partner.example/x'],
    ['a plain-http URL of a loopback host (demo mode only)', 'http://localhost:8080/promo'],
  ])('outside demo mode refuses %s with 400', async (_name, url) => {
    await s.close();
    s = await startTestServer({ demoMode: false });
    await s.admin('POST', '/admin/merchants', { code: 'SHOP' });
    await expectRefused(PATH, { items: [{ ...BANNER, linkageType: 'URL', url }] }, banners);
  });

  it('in demo mode refuses plain http to any host but a loopback one', async () => {
    const link = (url: string) => ({ ...BANNER, linkageType: 'URL', linkage: '', url });
    await expectRefused(PATH, { items: [link('http://partner.example/x')] }, banners);
    await expectRefused(PATH, { items: [link('http://localhost.partner.example/x')] }, banners);
    const local = [
      link('http://localhost:8080/promo'),
      { ...link('http://demo.localhost:8080/promo'), id: 'b2' },
      { ...link('http://127.0.0.1/promo'), id: 'b3' },
    ];
    expect((await s.admin('PUT', PATH, { items: local })).body.success).toBe(true);
    expect(await banners()).toHaveLength(3);
  });

  it(`refuses more than ${MAX_CONTENT_ITEMS} items, a repeated id and a body without items`, async () => {
    const many = Array.from({ length: MAX_CONTENT_ITEMS + 1 }, (_, i) => ({ ...BANNER, id: `b${i}` }));
    await expectRefused(PATH, { items: many }, banners);
    await expectRefused(PATH, { items: [BANNER, BANNER] }, banners);
    await expectRefused(PATH, {}, banners);
    await expectRefused(PATH, [BANNER], banners);
  });

  it('answers 404 merchant.unknown for a merchant that does not exist', async () => {
    const res = await s.admin('PUT', '/admin/merchants/NOPE/banners', { items: [BANNER] });
    expect(res.status).toBe(404);
    expect(res.body.errorCode).toBe('merchant.unknown');
  });
});

describe('PUT /admin/merchants/:code/announcements', () => {
  const PATH = '/admin/merchants/SHOP/announcements';
  const stored = async () => (await s.admin('GET', PATH)).body.value;

  it('replaces the items; the categories only when given', async () => {
    const categories = [{ key: 'promo', title: 'Promotions' }];
    await s.admin('PUT', PATH, { items: [ANNOUNCEMENT], categories });
    await s.admin('PUT', PATH, { items: [{ ...ANNOUNCEMENT, id: 'n2', forceRead: true }] });
    expect(await stored()).toEqual({
      items: [{ ...ANNOUNCEMENT, id: 'n2', forceRead: true }],
      categories,
    });
    expect((await s.relay('PROMOFE_getPromotionAnnouncementCategory', {}, {}, 'SHOP')).body.value).toEqual(
      categories,
    );
  });

  it(`stores HTML as given up to ${MAX_HTML_CHARS} characters (the app sanitises it)`, async () => {
    const content = `<img src=x onerror=alert(1)>${'x'.repeat(MAX_HTML_CHARS - 28)}`;
    expect(content).toHaveLength(MAX_HTML_CHARS);
    expect((await s.admin('PUT', PATH, { items: [{ ...ANNOUNCEMENT, content }] })).body.success).toBe(true);
    const [item] = (
      await s.relay<{ content: string }[]>(
        'MCSFE_getListAnnouncements',
        { types: ['PR'], platform: 'M' },
        {},
        'SHOP',
      )
    ).body.value;
    expect(item?.content).toBe(content);
  });

  it.each([
    ['content over 64 KB', { ...ANNOUNCEMENT, content: 'x'.repeat(MAX_HTML_CHARS + 1) }],
    ['an unknown execution', { ...ANNOUNCEMENT, execution: 'C' }],
    ['an app_download item without its image', { ...ANNOUNCEMENT, category: 'app_download' }],
    ['a javascript: image', { ...ANNOUNCEMENT, category: 'app_download', imageUrl: 'javascript:x' }],
    ['a category key with spaces', { ...ANNOUNCEMENT, category: 'a b' }],
    ['a numeric id', { ...ANNOUNCEMENT, id: 5 }],
  ])('refuses %s with 400', async (_name, item) => {
    await expectRefused(PATH, { items: [item] }, stored);
  });

  it('refuses categories with a repeated key or a missing title', async () => {
    const items = [ANNOUNCEMENT];
    await expectRefused(
      PATH,
      {
        items,
        categories: [
          { key: 'a', title: 'A' },
          { key: 'a', title: 'B' },
        ],
      },
      stored,
    );
    await expectRefused(PATH, { items, categories: [{ key: 'a' }] }, stored);
  });
});

describe('PUT /admin/merchants/:code/activities', () => {
  const PATH = '/admin/merchants/SHOP/activities';
  const stored = async () => (await s.admin('GET', PATH)).body.value;

  it('replaces the activities; the page answers each with its action', async () => {
    const link = {
      ...ACTIVITY,
      id: 'a2',
      action: { redirect: 'REDIRECT_URL', externalLink: 'https://partner.example/promo', label: 'Open' },
    };
    const plain = { ...ACTIVITY, id: 'a3', action: null };
    expect((await s.admin('PUT', PATH, { items: [ACTIVITY, link, plain] })).body.success).toBe(true);
    expect(await stored()).toEqual([ACTIVITY, link, plain]);
    expect((await s.relay('MCSFE_getActivity', { id: 'a2' }, {}, 'SHOP')).body.value).toEqual(link);
  });

  it.each([
    ['REDIRECT_URL without its link', { ...ACTIVITY, action: { redirect: 'REDIRECT_URL' } }],
    [
      'a javascript: link',
      { ...ACTIVITY, action: { redirect: 'REDIRECT_URL', externalLink: 'javascript:alert(1)' } },
    ],
    ['an ftp: link', { ...ACTIVITY, action: { redirect: 'REDIRECT_URL', externalLink: 'ftp://x.example/' } }],
    [
      'a link with credentials',
      { ...ACTIVITY, action: { redirect: 'REDIRECT_URL', externalLink: 'https://u:p@x.example/' } },
    ],
    ['an unknown redirect', { ...ACTIVITY, action: { redirect: 'CASINO' } }],
    ['a label too long', { ...ACTIVITY, action: { redirect: 'DEPOSIT', label: 'x'.repeat(65) } }],
    ['an end before the start', { ...ACTIVITY, startTime: 2000, endTime: 1000 }],
    ['rules over 64 KB', { ...ACTIVITY, rules: 'x'.repeat(MAX_HTML_CHARS + 1) }],
    ['a time as text', { ...ACTIVITY, startTime: '2026-01-01' }],
    ['no image', { ...ACTIVITY, imageUrl: '' }],
  ])('refuses %s with 400', async (_name, item) => {
    await expectRefused(PATH, { items: [item] }, stored);
  });
});

describe('PUT /admin/merchants/:code/promotions', () => {
  const PATH = '/admin/merchants/SHOP/promotions';
  const promotions = async () =>
    (await s.relay('MCSFE_getMerchantAvailablePromotions', {}, {}, 'SHOP')).body.value;

  it('writes the setting promotions, which the relay answers', async () => {
    const res = await s.admin('PUT', PATH, {
      appDownload: { enabled: false, count: 0 },
      referral: { enabled: true, count: 3 },
    });
    expect(res.body.value).toEqual({
      APP_DOWNLOAD: { enabled: false, count: 0 },
      REFERRAL: { enabled: true, count: 3 },
    });
    expect(await promotions()).toEqual({
      APP_DOWNLOAD: { enabled: false, count: 0 },
      REFERRAL: { enabled: true, count: 3 },
      personal: null,
    });
    const settings = await s.admin<{ promotions: unknown }>('GET', '/admin/merchants/SHOP/settings');
    expect(settings.body.value.promotions).toEqual(res.body.value);
  });

  it.each([
    ['a missing part', { appDownload: { enabled: true, count: 1 } }],
    [
      'a negative count',
      { appDownload: { enabled: true, count: -1 }, referral: { enabled: true, count: 1 } },
    ],
    [
      'a count as text',
      { appDownload: { enabled: true, count: '1' }, referral: { enabled: true, count: 1 } },
    ],
    [
      'the relay’s own shape',
      { APP_DOWNLOAD: { enabled: true, count: 1 }, REFERRAL: { enabled: true, count: 1 } },
    ],
  ])('refuses %s with 400', async (_name, body) => {
    await expectRefused(PATH, body, promotions);
  });
});

describe('PATCH /admin/members/:username { referralEnabled }', () => {
  beforeEach(async () => {
    await s.admin('POST', '/admin/members', {
      username: 'ref_ann',
      password: 'Ref@20261',
      merchant: 'SHOP',
      language: 'TH',
    });
  });
  const member = async () =>
    (await s.admin<Record<string, unknown>>('GET', '/admin/members/ref_ann?merchant=SHOP')).body.value;

  it('sets the flag; the member read shows it with the language', async () => {
    expect(await member()).toMatchObject({ language: 'TH', referralEnabled: true });
    const res = await s.admin('PATCH', '/admin/members/ref_ann?merchant=SHOP', { referralEnabled: false });
    expect(res.body.value).toMatchObject({ username: 'ref_ann', referralEnabled: false });
    expect(await member()).toMatchObject({ referralEnabled: false });
  });

  it('sets both fields at once', async () => {
    const regDate = Date.now() - 86_400_000;
    const res = await s.admin('PATCH', '/admin/members/ref_ann?merchant=SHOP', {
      regDate,
      referralEnabled: false,
    });
    expect(res.body.value).toEqual({ username: 'ref_ann', regDate, referralEnabled: false });
    expect(await member()).toMatchObject({ regDate, referralEnabled: false });
  });

  it.each([
    ['a flag as text', { referralEnabled: 'no' }],
    ['a flag as a number', { referralEnabled: 0 }],
  ])('refuses %s with 400', async (_name, body) => {
    const res = await s.admin('PATCH', '/admin/members/ref_ann?merchant=SHOP', body);
    expect(res.status).toBe(400);
    expect(await member()).toMatchObject({ referralEnabled: true });
  });
});

describe('audit and access', () => {
  it('records each write with its route and field names, never the content', async () => {
    await s.admin('PUT', '/admin/merchants/SHOP/announcements', {
      items: [{ ...ANNOUNCEMENT, content: '<p>secret-text</p>' }],
      categories: [],
    });
    const audit = await s.admin<{ route: string; target: string; summary: string; method: string }[]>(
      'GET',
      '/admin/audit',
    );
    expect(audit.body.value[0]).toMatchObject({
      method: 'PUT',
      route: '/admin/merchants/:code/announcements',
      target: 'code=SHOP',
      summary: 'items[], categories[]',
    });
    expect(JSON.stringify(audit.body.value)).not.toContain('secret-text');
  });

  it('needs the admin token', async () => {
    for (const path of ['banners', 'announcements', 'activities', 'promotions']) {
      const res = await s.request({
        method: 'PUT',
        url: `/admin/merchants/SHOP/${path}`,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ items: [] }),
      });
      expect(res.status).toBe(401);
    }
  });
});
