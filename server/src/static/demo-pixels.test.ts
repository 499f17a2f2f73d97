import { runInNewContext } from 'node:vm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server';

let s: TestServer;
afterEach(() => s.close());

const script = async (vendor: string) =>
  (await s.request({ method: 'GET', url: `/demo-pixels/${vendor}.js?id=1` })).res.body;

describe('the pixel stand-ins (test and demo mode)', () => {
  beforeEach(async () => {
    s = await startTestServer({ demoMode: true });
  });

  it('record the calls queued before them and every later one, as the vendors’ scripts take their queues', async () => {
    // Facebook's snippet: calls wait in queue until the script sets callMethod.
    type Fbq = ((...args: unknown[]) => void) & {
      queue: unknown[];
      callMethod?: (...args: unknown[]) => void;
    };
    const fbq: Fbq = Object.assign(
      (...args: unknown[]) => (fbq.callMethod ? fbq.callMethod(...args) : void fbq.queue.push(args)),
      { queue: [] as unknown[] },
    );
    const window: Record<string, unknown> = { fbq, ttq: [['page']], dataLayer: [] };
    (window.dataLayer as unknown[]).push({ 0: 'js', 1: 'x', length: 2 });
    fbq('init', '123');
    for (const vendor of ['facebook', 'tiktok', 'google']) runInNewContext(await script(vendor), { window });
    fbq('track', 'Lead', {}, { eventID: 'e1' });
    (window.ttq as unknown[]).push(['track', 'Login', {}, { event_id: 'e2' }]);
    expect(window.__pixelsLoaded).toEqual(['facebook', 'tiktok', 'google']);
    expect(window.__pixelCalls).toEqual([
      { vendor: 'facebook', args: ['init', '123'] },
      { vendor: 'tiktok', args: ['page'] },
      { vendor: 'google', args: ['js', 'x'] },
      { vendor: 'facebook', args: ['track', 'Lead', {}, { eventID: 'e1' }] },
      { vendor: 'tiktok', args: ['track', 'Login', {}, { event_id: 'e2' }] },
    ]);
  });

  it('are scripts, and there are only these', async () => {
    const res = await s.request({ method: 'GET', url: '/demo-pixels/facebook.js' });
    expect(res.status).toBe(200);
    expect(res.res.headers['content-type']).toMatch(/^text\/javascript/);
    expect((await s.request({ method: 'GET', url: '/demo-pixels/other.js' })).status).toBe(404);
  });
});

describe('in production', () => {
  beforeEach(async () => {
    s = await startTestServer({ demoMode: false });
  });

  it('there are no stand-ins', async () => {
    expect((await s.request({ method: 'GET', url: '/demo-pixels/facebook.js' })).status).toBe(404);
  });
});
