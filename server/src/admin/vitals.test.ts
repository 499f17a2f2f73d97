import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server';

let now = 1_800_000_000_000;
let s: TestServer;
beforeEach(async () => {
  now = 1_800_000_000_000;
  s = await startTestServer({ now: () => now });
});
afterEach(() => s.close());

const event = {
  domain: 'm.demo.example',
  eventName: 'viewContent',
  eventValue: { path: '/home' },
  eventID: 'e1',
};
const vitals = (...values: number[]) =>
  JSON.stringify(values.map((value) => ({ name: 'LCP', value, route: '/home' })));

describe('Web Vitals sent with the tracking batch', () => {
  it('are stored as events of type vital beside the batch’s events', async () => {
    const res = await s.post('/wps/tracking/events', {
      events: JSON.stringify([event]),
      vitals: vitals(1500),
    });
    expect(res.body).toMatchObject({ success: true, value: null });
    const stored = await s.admin<{ type: string; name: string; payload: unknown }[]>(
      'GET',
      '/admin/events?type=vital',
    );
    expect(stored.body.value).toMatchObject([
      { type: 'vital', name: 'LCP', payload: { name: 'LCP', value: 1500, route: '/home' } },
    ]);
    const tracking = await s.admin<unknown[]>('GET', '/admin/events?type=tracking');
    expect(tracking.body.value).toHaveLength(1);
  });

  it.each([
    ['not JSON', '[{', 'request.malformed', /^vitals: not valid JSON/],
    [
      'an unknown metric',
      JSON.stringify([{ name: 'FID', value: 1, route: '/' }]),
      'request.invalid',
      /^vitals\[0\]\.name/,
    ],
    [
      'a negative value',
      JSON.stringify([{ name: 'CLS', value: -1, route: '/' }]),
      'request.invalid',
      /^vitals\[0\]\.value/,
    ],
  ])('refuses %s, and stores none of the batch', async (_name, value, code, message) => {
    const res = await s.post('/wps/tracking/events', { events: JSON.stringify([event]), vitals: value });
    expect(res.body.errorCode).toBe(code);
    expect(res.body.message).toMatch(message);
    const stored = await s.admin<unknown[]>('GET', '/admin/events');
    expect(stored.body.value).toEqual([]);
  });
});

describe('GET /admin/vitals', () => {
  it('answers p50, p75 and p95 per route and metric of the merchant, since a time', async () => {
    await s.post('/wps/tracking/events', { events: '[]', vitals: vitals(5000) });
    now += 60_000;
    await s.post('/wps/tracking/events', { events: '[]', vitals: vitals(1000, 2000, 3000, 4000) });
    const all = await s.admin<unknown[]>('GET', '/admin/vitals?merchant=DEMO');
    expect(all.body.value).toEqual([
      { route: '/home', metric: 'LCP', count: 5, p50: 3000, p75: 4000, p95: 5000 },
    ]);
    const recent = await s.admin<unknown[]>('GET', `/admin/vitals?merchant=demo&since=${now}`);
    expect(recent.body.value).toEqual([
      { route: '/home', metric: 'LCP', count: 4, p50: 2000, p75: 3000, p95: 4000 },
    ]);
  });

  it('answers only the merchant’s own, and nothing older than 7 days by default', async () => {
    await s.post('/wps/tracking/events', { events: '[]', vitals: vitals(1000) });
    expect((await s.admin<unknown[]>('GET', '/admin/vitals?merchant=NOPE')).body.value).toEqual([]);
    now += 8 * 24 * 60 * 60 * 1000;
    expect((await s.admin<unknown[]>('GET', '/admin/vitals')).body.value).toEqual([]);
  });

  it('needs the admin token', async () => {
    const res = await s.request({ method: 'GET', url: '/admin/vitals' });
    expect(res.status).toBe(401);
  });
});
