import { PWA_ICON_SIZES } from '@app/contract/constants/install';
import { systemStatusSchema, countryInfoSchema, manifestSchema } from '@app/contract/calls';
import { LAUNCH_SETTING_KEYS } from '@app/contract/settings';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { decodeCsPath } from '../crypto/cs-path';
import {
  ERROR_REPEAT_WINDOW_MS,
  ERROR_REPORT_BOUNDS,
  EVENTS_DAILY_CAP,
  EVENTS_IP_BYTES,
  EVENTS_IP_LIMIT,
} from '../services/events';
import { startTestServer, type TestServer } from '../testing/test-server';

let s: TestServer;
beforeEach(async () => {
  s = await startTestServer({ demoMode: true });
});
afterEach(() => s.close());

describe('merchant header', () => {
  it('answers merchant.missing and merchant.unknown', async () => {
    const missing = await s.request({ method: 'GET', url: '/wps/system/status' });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ success: false, errorCode: 'merchant.missing', value: null });
    const unknown = await s.get('/wps/system/status', {}, 'NOPE');
    expect(unknown.body).toMatchObject({ success: false, errorCode: 'merchant.unknown' });
    expect((await s.get('/wps/system/status', {}, 'demo')).body.success).toBe(true);
  });
});

describe('GET /wps/system/status', () => {
  it('answers the status with the public settings', async () => {
    const res = await s.get(
      '/wps/system/status?device=PWA&track=x&originalDomain=a.example&url=%2Fm%2Fhome&_=1',
    );
    expect(res.res.headers['cache-control']).toBe('no-store');
    const value = systemStatusSchema.parse(res.body.value);
    expect(value).toMatchObject({
      maintenance: false,
      regionRestriction: false,
      ip: '127.0.0.1',
      test: true,
    });
    expect(value.settings.merchantCode).toBe('DEMO');
    expect(JSON.stringify(res.body)).not.toMatch(/customerService|bindSessionToIp/);
  });

  it('never sends the default mobile password (server-only)', async () => {
    const res = await s.get<{ settings: { register: Record<string, unknown> } }>('/wps/system/status');
    expect(res.body.value.settings.register).toEqual({
      captcha: { enabled: false },
      username: true,
      mobile: true,
      mobilePassword: false,
    });
    expect(res.res.body).not.toMatch(/defaultMobilePassword|Mobile@123/);
  });

  it('answers test: false and has no demo accounts when demo mode is off', async () => {
    const off = await startTestServer({ demoMode: false });
    const status = await off.get<{ test: boolean; settings: { merchantCode: string } }>('/wps/system/status');
    expect(status.body.value).toMatchObject({ test: false, settings: { merchantCode: 'DEMO' } });
    const members = await off.app.appContext.db.selectFrom('members').select('username').execute();
    expect(members).toEqual([]);
    await expect(off.login('demo_member', 'Demo@2026')).rejects.toThrow(/login.cred.err/);
    await off.close();
  });

  it('reports maintenance and region restriction switched by the admin API', async () => {
    await s.admin('PATCH', '/admin/merchants/DEMO/settings', {
      maintenance: {
        enabled: true,
        endTime: 1_900_000_000_000,
        description: 'Upgrade',
        descriptionLanguage: 'CN',
      },
      regionRestriction: { enabled: true },
    });
    const res = await s.get('/wps/system/status');
    expect(res.body.value).toMatchObject({
      maintenance: true,
      maintenanceEnd: 1_900_000_000_000,
      maintenanceDescription: 'Upgrade',
      maintenanceDescriptionLanguage: 'CN',
      regionRestriction: true,
    });
  });

  it('restricts a blocked IP only', async () => {
    await s.admin('PATCH', '/admin/merchants/DEMO/settings', {
      regionRestriction: { blockedIps: ['10.0.0.66'] },
    });
    const blocked = await s.request({
      method: 'GET',
      url: '/wps/system/status',
      remoteAddress: '10.0.0.66',
      headers: { merchant: 'DEMO' },
    });
    expect(blocked.body.value).toMatchObject({ regionRestriction: true, ip: '10.0.0.66' });
    expect(
      (await s.get<{ regionRestriction: boolean }>('/wps/system/status')).body.value.regionRestriction,
    ).toBe(false);
  });

  it('validates the query', async () => {
    const res = await s.get(`/wps/system/status?url=${'x'.repeat(3000)}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^url: /);
  });
});

describe('GET /wps/system/country', () => {
  it('answers at least 10 countries, the merchant default and currency', async () => {
    const value = countryInfoSchema.parse((await s.get('/wps/system/country')).body.value);
    expect(value.countries.length).toBeGreaterThanOrEqual(10);
    for (const [code, dial] of [
      ['PH', '+63'],
      ['CN', '+86'],
      ['VN', '+84'],
      ['TH', '+66'],
      ['IN', '+91'],
      ['US', '+1'],
    ]) {
      expect(value.countries).toContainEqual({ countryCode: code, countryDialingCode: dial });
    }
    expect(value).toMatchObject({
      countryCode: 'PH',
      countryDialingCode: '+63',
      currency: 'PHP',
      currencySymbol: '₱',
      currencyPosition: 'prefix',
    });
  });
});

describe('small GET calls', () => {
  it('domainRoute, ping, support, launchSettings and downloadLinks', async () => {
    expect((await s.get('/wps/system/domainRoute')).body.value).toEqual({
      domainList: [
        { domainName: 'https://www.demo-casino.example' },
        { domainName: 'https://m.demo-casino.example' },
      ],
    });
    const ping = await s.get<{ time: number }>('/wps/system/test/ping?speed=123');
    expect(ping.body.value.time).toBeGreaterThan(0);
    const support = await s.get<{
      customerService: { path: string; labelIds: string[] }[];
      domainList: unknown[];
    }>('/wps/system/support');
    expect(support.body.value.domainList).toHaveLength(2);
    expect(decodeCsPath(support.body.value.customerService[0]?.path ?? '')).toMatch(/^https:\/\//);
    const launch = await s.get<Record<string, unknown>>('/wps/system/launchSettings');
    expect(Object.keys(launch.body.value).sort()).toEqual([...LAUNCH_SETTING_KEYS].sort());
    const links = await s.get<{ resourceType: string }[]>('/wps/system/downloadLinks');
    expect(links.body.value.map((l) => l.resourceType)).toEqual([
      'Android',
      'IOS',
      'MOBILECONFIG',
      'AppDownloadIcon',
    ]);
  });

  // The fastest-domain race pings the merchant's other domains from the page: a cross-origin simple GET, with the
  // merchant in the query since a Merchant header would need a preflight.
  it('the ping answers any origin, without credentials, and takes the merchant from merchantCode', async () => {
    const res = await s.app.inject({
      method: 'GET',
      url: '/wps/system/test/ping?speed=123&merchantCode=DEMO',
      headers: { origin: 'http://other.localhost:8181' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toMatchObject({ success: true, errorCode: null, value: { time: expect.any(Number) } });
    const unknown = await s.app.inject({ method: 'GET', url: '/wps/system/test/ping?merchantCode=NOPE' });
    expect(unknown.json()).toMatchObject({ success: false, errorCode: 'merchant.unknown' });
    expect(unknown.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers request.not.found for unknown relay names, and a member relay needs a session', async () => {
    const token = await s.login('demo_member', 'Demo@2026');
    const unknown = await s.relay('nope', {}, { authorization: token });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({
      errorCode: 'request.not.found',
      message: expect.stringMatching(/Unknown relay/),
    });
    expect((await s.relay('MCSFE_getDepositSettings', {})).status).toBe(401);
    const launch = {
      launchMode: 'LOTT',
      lottoArea: 'VN',
      lottoPrizeMode: 'NORMAL',
      lottoGameCode: 'VNC',
      lottoView: 'lobby',
      device: 'MOBILE',
      backUrl: 'http://localhost/m/home',
      hasLobby: true,
      timeout: 10_000,
    };
    // The launch is built (routes/games.ts): a game the merchant has not is game.unknown.
    expect((await s.post('/wps/game/launchGame', launch, { authorization: token })).body.errorCode).toBe(
      'game.unknown',
    );
    // The contract's launch request is checked before anything else.
    expect((await s.post('/wps/game/launchGame', {}, { authorization: token })).body.errorCode).toBe(
      'request.invalid',
    );
  });
});

describe('manifest and icons', () => {
  it('answers the PWA manifest from the merchantCode query, without the Merchant header', async () => {
    const res = await s.request({ method: 'GET', url: '/wps/system/manifest.json?merchantCode=DEMO' });
    expect(res.status).toBe(200);
    expect(res.res.headers['content-type']).toMatch(/application\/manifest\+json/);
    expect(res.res.headers['cache-control']).toBe('no-cache');
    const manifest = manifestSchema.parse(res.res.json());
    expect(manifest).toMatchObject({
      name: 'Demo Casino',
      display: 'standalone',
      orientation: 'portrait',
      scope: '/m/',
      start_url: '/m/home',
      theme_color: '#ffffff',
    });
    expect(manifest.icons.map((i) => i.sizes)).toEqual(['192x192', '256x256', '384x384', '512x512']);
    for (const icon of manifest.icons) {
      const png = await s.app.inject({ method: 'GET', url: icon.src });
      expect(png.statusCode).toBe(200);
      expect(png.headers['content-type']).toBe('image/png');
      expect(png.rawPayload.subarray(1, 4).toString()).toBe('PNG');
      expect(png.rawPayload.readUInt32BE(16)).toBe(Number(icon.sizes.split('x')[0]));
    }
    expect(PWA_ICON_SIZES).toHaveLength(4);
  });

  it('says the merchantCode query is missing when neither it nor a Merchant header is sent', async () => {
    const res = await s.request({ method: 'GET', url: '/wps/system/manifest.json' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, errorCode: 'merchant.missing' });
    expect(res.body.message).toBe('The merchantCode query parameter is missing.');
    const status = await s.request({ method: 'GET', url: '/wps/system/status' });
    expect(status.body.message).toBe('The Merchant header is missing.');
  });

  it('answers request.invalid without merchantCode and 404 for unknown icons', async () => {
    const res = await s.get('/wps/system/manifest.json');
    expect(res.body.errorCode).toBe('request.invalid');
    expect((await s.request({ method: 'GET', url: '/wps/system/icons/DEMO/100.png' })).status).toBe(404);
    expect((await s.request({ method: 'GET', url: '/wps/system/icons/NOPE/192.png' })).status).toBe(404);
  });
});

describe('tracking and error reports', () => {
  const event = {
    domain: 'm.demo.example',
    affiliateCode: 'AFF1',
    eventName: 'register',
    eventValue: { fbclid: 'abc', amount: 10, first: true },
    eventID: 'ev-1',
  };

  it('stores tracking events (one or an array) and lists them newest first', async () => {
    expect((await s.post('/wps/tracking/events', { events: JSON.stringify(event) })).body).toMatchObject({
      success: true,
      value: null,
    });
    await s.post('/wps/tracking/events', {
      events: JSON.stringify([{ ...event, eventName: 'login', eventID: 'ev-2' }]),
    });
    const list = await s.admin<{ name: string; payload: unknown }[]>('GET', '/admin/events?type=tracking');
    expect(list.body.value.map((e) => e.name)).toEqual(['login', 'register']);
    expect(list.body.value[1]?.payload).toEqual(event);
  });

  it('validates the serialised events', async () => {
    const notJson = await s.post('/wps/tracking/events', { events: '{nope' });
    expect(notJson.body.errorCode).toBe('request.malformed');
    const badName = await s.post('/wps/tracking/events', {
      events: JSON.stringify({ ...event, eventName: 'dance' }),
    });
    expect(badName.status).toBe(400);
    expect(badName.body.message).toMatch(/^events\.eventName: /);
  });

  it('stores error reports', async () => {
    const res = await s.post('/wps/system/errorReport', {
      message: 'TypeError: x is undefined',
      error: 'stack…',
    });
    expect(res.body.success).toBe(true);
    const list = await s.admin<{ type: string; name: string }[]>('GET', '/admin/events?type=error');
    expect(list.body.value).toMatchObject([{ type: 'error', name: 'TypeError: x is undefined' }]);
  });
});

describe('tracking and error reports under a flood (attack: fill the database from one client)', () => {
  let now = 1_800_000_000_000;
  let t: TestServer;
  beforeEach(async () => {
    now = 1_800_000_000_000;
    t = await startTestServer({ now: () => now });
  });
  afterEach(() => t.close());

  const event = { domain: 'a', eventName: 'login', eventValue: {}, eventID: '1' };
  const track = (ip: string, count: number) =>
    t.request<{ retryAfterSeconds: number }>({
      method: 'POST',
      url: '/wps/tracking/events',
      remoteAddress: ip,
      headers: { merchant: 'DEMO', 'content-type': 'application/json' },
      payload: JSON.stringify({ events: JSON.stringify(Array.from({ length: count }, () => event)) }),
    });
  const report = (ip: string) =>
    t.request({
      method: 'POST',
      url: '/wps/system/errorReport',
      remoteAddress: ip,
      headers: { merchant: 'DEMO', 'content-type': 'application/json' },
      payload: JSON.stringify({ message: 'boom', error: 'stack' }),
    });
  const stored = async () => (await t.app.appContext.db.selectFrom('events').select('id').execute()).length;

  it('limits the events per client and window with TOO_MANY_REQUEST (429, never 5xx)', async () => {
    for (let i = 0; i < EVENTS_IP_LIMIT.max / 50; i++) expect((await track('10.1.1.1', 50)).status).toBe(200);
    const over = await track('10.1.1.1', 1);
    expect(over.status).toBe(429);
    expect(over.body).toMatchObject({ success: false, errorCode: 'TOO_MANY_REQUEST' });
    expect(over.body.value.retryAfterSeconds).toBe(EVENTS_IP_LIMIT.windowMs / 1000);
    const errored = await report('10.1.1.1');
    expect(errored.status).toBe(429);
    expect(errored.body.errorCode).toBe('TOO_MANY_REQUEST');
    expect(await stored()).toBe(EVENTS_IP_LIMIT.max);
    // Another client is not affected; the window passes.
    expect((await report('10.1.1.2')).status).toBe(200);
    now += EVENTS_IP_LIMIT.windowMs;
    expect((await track('10.1.1.1', 1)).status).toBe(200);
  });

  it('refuses a call whose events would pass the limit, whole', async () => {
    expect((await track('10.1.1.1', EVENTS_IP_LIMIT.max - 10)).status).toBe(200);
    expect((await track('10.1.1.1', 11)).status).toBe(429);
    expect(await stored()).toBe(EVENTS_IP_LIMIT.max - 10);
    expect((await track('10.1.1.1', 10)).status).toBe(200);
  });

  it('counts an IPv6 client by its /64 and an IPv4-mapped address as its IPv4', async () => {
    for (let i = 0; i < EVENTS_IP_LIMIT.max / 50; i++) {
      expect((await track(`2001:db8:5:6::${i + 1}`, 50)).status).toBe(200);
    }
    expect((await track('2001:db8:5:6:abcd::1', 1)).status).toBe(429);
    expect((await track('2001:db8:5:7::1', 1)).status).toBe(200);
    for (let i = 0; i < EVENTS_IP_LIMIT.max / 50; i++) expect((await track('10.2.2.2', 50)).status).toBe(200);
    expect((await track('::ffff:10.2.2.2', 1)).status).toBe(429);
  });
});

// The attack: rows of up to ~20 KB at 200 a minute per address, from many addresses, kept 90 days.
describe('tracking and error reports by bytes, per merchant and day, truncated and counted once', () => {
  let now = 1_800_000_000_000;
  let t: TestServer;
  beforeEach(async () => {
    now = 1_800_000_000_000;
    t = await startTestServer({ now: () => now });
  });
  afterEach(() => t.close());

  const post = (url: string, ip: string, body: unknown, merchant = 'DEMO') =>
    t.request<{ retryAfterSeconds: number } | null>({
      method: 'POST',
      url,
      remoteAddress: ip,
      headers: { merchant, 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
  /** One tracking call near the largest the contract takes (`events` up to 16,384 characters). */
  const bigBatch = (n: number) =>
    JSON.stringify(
      Array.from({ length: 28 }, (_, i) => ({
        domain: 'd',
        eventName: 'viewContent',
        eventValue: { page: `${n}-${i}-${'x'.repeat(480)}` },
        eventID: `${n}-${i}`,
      })),
    );
  const report = (ip: string, message: string, error = 'stack', merchant = 'DEMO') =>
    post('/wps/system/errorReport', ip, { message, error }, merchant);
  const rows = (type?: string) =>
    (type
      ? t.app.appContext.db.selectFrom('events').selectAll().where('type', '=', type)
      : t.app.appContext.db.selectFrom('events').selectAll()
    ).execute();

  it('refuses a client past EVENTS_IP_BYTES a minute with TOO_MANY_REQUEST, long before 200 rows', async () => {
    expect(bigBatch(0).length).toBeLessThanOrEqual(16_384);
    let n = 0;
    while ((await post('/wps/tracking/events', '10.3.3.3', { events: bigBatch(n) })).status === 200) n++;
    const over = await post('/wps/tracking/events', '10.3.3.3', { events: bigBatch(n) });
    expect(over.status).toBe(429);
    expect(over.body).toMatchObject({ success: false, errorCode: 'TOO_MANY_REQUEST' });
    const stored = await rows();
    expect(stored.length).toBeLessThan(EVENTS_IP_LIMIT.max);
    expect(stored.reduce((sum, r) => sum + r.bytes, 0)).toBeLessThanOrEqual(EVENTS_IP_BYTES.maxBytes);
    expect(n).toBeGreaterThanOrEqual(3);
    // Another client is not affected; the window passes.
    expect((await post('/wps/tracking/events', '10.3.3.4', { events: bigBatch(99) })).status).toBe(200);
    now += EVENTS_IP_BYTES.windowMs;
    expect((await post('/wps/tracking/events', '10.3.3.3', { events: bigBatch(n) })).status).toBe(200);
  });

  it('stores an error report cut to ERROR_REPORT_BOUNDS', async () => {
    const res = await report(
      '10.4.4.4',
      `TypeError: ${'m'.repeat(1_980)}`,
      `at f (app.js:1:1)\n${'s'.repeat(16_000)}`,
    );
    expect(res.status).toBe(200);
    const [row] = await rows('error');
    const payload = JSON.parse(row?.payload ?? '{}') as { message: string; error: string };
    expect(payload.message).toHaveLength(ERROR_REPORT_BOUNDS.messageChars);
    expect(payload.error).toHaveLength(ERROR_REPORT_BOUNDS.stackChars);
    expect(payload.message.startsWith('TypeError: ')).toBe(true);
    expect(row?.bytes).toBeLessThan(5_000);
  });

  it('stores the same report from the same client within the hour once, counted; other reports and clients apart', async () => {
    for (let i = 0; i < 50; i++) expect((await report('10.5.5.5', 'boom', 'at a')).status).toBe(200);
    expect((await rows('error')).map((r) => r.repeats)).toEqual([50]);
    // Another client, another report: rows of their own.
    await report('10.5.5.6', 'boom', 'at a');
    await report('10.5.5.5', 'boom', 'at b');
    expect((await rows('error')).length).toBe(3);
    // Past the window: stored again.
    now += ERROR_REPEAT_WINDOW_MS + 1;
    await report('10.5.5.5', 'boom', 'at a');
    expect((await rows('error')).length).toBe(4);
    const list = await t.admin<{ name: string; repeats: number }[]>('GET', '/admin/events?type=error');
    expect(list.body.value.map((e) => e.repeats).sort((a, b) => a - b)).toEqual([1, 1, 1, 50]);
  });

  it("caps each merchant's day (EVENTS_DAILY_CAP) whatever the address, error reports apart from tracking", async () => {
    const day = Math.floor(now / 86_400_000);
    const { db } = t.app.appContext;
    // The day's error reports so far, one short of the cap (as many addresses would have sent them).
    await db
      .insertInto('event_days')
      .values({ merchant: 'DEMO', day, kind: 'error', row_count: EVENTS_DAILY_CAP.error.rows - 1 })
      .execute();
    expect((await report('10.6.0.1', 'last one')).status).toBe(200);
    const full = await report('10.6.0.2', 'one more');
    expect(full.status).toBe(429);
    expect(full.body.errorCode).toBe('TOO_MANY_REQUEST');
    const nextDay = (day + 1) * 86_400_000;
    expect(full.body.value?.retryAfterSeconds).toBe(Math.ceil((nextDay - now) / 1000));
    expect((await rows('error')).length).toBe(1);
    // The tracking events go on, and another merchant's reports.
    const event = JSON.stringify({ domain: 'a', eventName: 'login', eventValue: {}, eventID: '1' });
    expect((await post('/wps/tracking/events', '10.6.0.3', { events: event })).status).toBe(200);
    await t.admin('POST', '/admin/merchants', { code: 'SHOP9' });
    expect((await report('10.6.0.4', 'elsewhere', 'stack', 'SHOP9')).status).toBe(200);
    // Bytes count too: the tracking kind one byte short of its cap refuses the next event.
    await db
      .updateTable('event_days')
      .set({ byte_count: EVENTS_DAILY_CAP.tracking.bytes - 1 })
      .where('kind', '=', 'tracking')
      .execute();
    expect((await post('/wps/tracking/events', '10.6.0.5', { events: event })).status).toBe(429);
    // The next UTC day opens again.
    now = nextDay;
    expect((await report('10.6.0.2', 'one more')).status).toBe(200);
    expect((await post('/wps/tracking/events', '10.6.0.5', { events: event })).status).toBe(200);
  });
});
