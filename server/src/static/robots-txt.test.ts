import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
  const created = await s.admin('POST', '/admin/merchants', {
    code: 'ROBOTS',
    settings: { domains: [{ domainName: 'https://www.robots-shop.example' }] },
  });
  expect(created.body.success).toBe(true);
});
afterAll(() => s.close());

const robots = (host: string) => s.app.inject({ method: 'GET', url: '/robots.txt', headers: { host } });

describe('robots.txt, per host', () => {
  it("a merchant's host lets crawlers read the app's pages, never the API, the admin API or the helpers", async () => {
    const res = await robots('www.robots-shop.example');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers.vary).toMatch(/Host/);
    expect(res.body).toBe(
      'User-agent: *\nAllow: /m/\nDisallow: /wps/\nDisallow: /admin/\nDisallow: /mobile/\n',
    );
  });

  it.each(['127.0.0.1:8080', 'other.example', '"\nAllow: /'])(
    'a host no merchant lists (%j): nothing',
    async (host) => {
      const res = await robots(host);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe('User-agent: *\nDisallow: /\n');
    },
  );
});
