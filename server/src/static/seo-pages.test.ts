import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeoManifest } from '@app/contract/seo';
import { startTestServer, type TestServer } from '../testing/test-server';
import { MERCHANT_NAME_SLOT } from './page-fill';

const TEXTS = { description: 'Games, lottery and promotions on your phone.', keywords: 'games, lottery' };
/** seo.json as web/build/seo-pages.ts writes it. */
const MANIFEST: SeoManifest = {
  paths: {
    '/m/home': TEXTS,
    '/m/login': { screenTitle: 'Log in', ...TEXTS },
    '/m/register': { screenTitle: 'Register', ...TEXTS },
    '/m/member/home': { screenTitle: 'Me', ...TEXTS },
  },
  other: TEXTS,
  appName: 'Play',
};
const page = (title: string) =>
  `<!doctype html><html><head><meta name="merchant" content="DEMO" /><meta name="description" content="Games, lottery and promotions on your phone." /><title>${title}</title></head><body><div id="root"><svg><title>Menu</title></svg></div></body></html>`;
const dist = mkdtempSync(join(tmpdir(), 'web-dist-seo-'));
writeFileSync(join(dist, 'index.html'), page('Play'));
writeFileSync(join(dist, 'login.html'), page(`Log in · ${MERCHANT_NAME_SLOT}`));
writeFileSync(join(dist, 'register.html'), page(`Register · ${MERCHANT_NAME_SLOT}`));
writeFileSync(join(dist, 'home.html'), page(MERCHANT_NAME_SLOT));
writeFileSync(
  join(dist, 'prerendered.json'),
  JSON.stringify({ '/m/home': 'home.html', '/m/login': 'login.html', '/m/register': 'register.html' }),
);
writeFileSync(join(dist, 'seo.json'), JSON.stringify(MANIFEST));

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ webDist: dist });
  const created = await s.admin('POST', '/admin/merchants', {
    code: 'SEOSHOP',
    settings: {
      public: { name: 'Seo & "Shop" <b>' },
      domains: [{ domainName: 'https://www.seo-shop.example' }, { domainName: 'https://seo-shop.localhost' }],
    },
  });
  expect(created.body.success).toBe(true);
});
afterAll(async () => {
  await s.close();
  rmSync(dist, { recursive: true, force: true });
});

const NAME = 'Seo &amp; &quot;Shop&quot; &lt;b&gt;';

/** The search-engine tags of a page's head. */
const headOf = (html: string) => {
  const head = html.slice(0, html.indexOf('</head>'));
  const all = (pattern: RegExp) => [...head.matchAll(pattern)].map((m) => m[1]);
  return {
    title: all(/<title>([^<]*)<\/title>/g),
    description: all(/<meta name="description" content="([^"]*)"/g),
    keywords: all(/<meta name="keywords" content="([^"]*)"/g),
    robots: all(/<meta name="robots" content="([^"]*)"/g),
    canonical: all(/<link rel="canonical" href="([^"]*)"/g),
  };
};

const getPage = async (url: string, host: string) => {
  const res = await s.app.inject({ method: 'GET', url, headers: { host } });
  expect(res.statusCode, url).toBe(200);
  return res.body;
};

describe('the search-engine data in the HTML the server serves (entry §2), for crawlers without JavaScript', () => {
  it.each([
    [
      '/m/login',
      'www.seo-shop.example',
      `Log in · ${NAME}`,
      'https://www.seo-shop.example/m/login',
      'index, follow',
    ],
    ['/m/home', 'www.seo-shop.example', NAME, 'https://www.seo-shop.example/m/home', 'index, follow'],
    [
      '/m/register?affiliateCode=A1',
      'WWW.seo-shop.example',
      `Register · ${NAME}`,
      'https://www.seo-shop.example/m/register',
      'index, follow',
    ],
    [
      '/m/login',
      'seo-shop.localhost:8308',
      `Log in · ${NAME}`,
      'http://seo-shop.localhost:8308/m/login',
      'noindex',
    ],
    ['/m/home', 'seo-shop.localhost:8308', NAME, 'http://seo-shop.localhost:8308/m/home', 'noindex'],
    [
      '/m/register',
      'seo-shop.localhost:8308',
      `Register · ${NAME}`,
      'http://seo-shop.localhost:8308/m/register',
      'noindex',
    ],
    // More than two slashes: noindex on a www host too (the SPA page, index.html).
    [
      '/m/member/home',
      'www.seo-shop.example',
      `Me · ${NAME}`,
      'https://www.seo-shop.example/m/member/home',
      'noindex',
    ],
  ])('%s on %s', async (url, host, title, canonical, robots) => {
    expect(headOf(await getPage(url, host))).toEqual({
      title: [title],
      description: [`${NAME} · Games, lottery and promotions on your phone.`],
      keywords: [`${NAME}, games, lottery`],
      robots: [robots],
      canonical: [canonical],
    });
  });

  it('a path the app does not have gets the site-wide texts under the site name', async () => {
    expect(headOf(await getPage('/m/nowhere', 'www.seo-shop.example'))).toMatchObject({
      title: [NAME],
      canonical: ['https://www.seo-shop.example/m/nowhere'],
      robots: ['index, follow'],
    });
  });

  it('leaves the screen alone: an icon title in the prerendered screen stays', async () => {
    expect(await getPage('/m/login', 'www.seo-shop.example')).toContain('<svg><title>Menu</title></svg>');
  });

  it("a host no merchant lists gets the build's merchant's page, noindex", async () => {
    const head = headOf(await getPage('/m/login', 'localhost:8308'));
    expect(head.robots).toEqual(['noindex']);
    expect(head.canonical).toEqual(['http://localhost:8308/m/login']);
  });

  it.each(['evil.example', 'evil.example:8443', 'www.x.example/"><script>alert(1)</script>'])(
    "attack: a Host no merchant lists (%s) never reaches the page: the canonical link is the build merchant's first domain",
    async (host) => {
      const body = await getPage('/m/login', host);
      expect(body).not.toContain('<script>alert(1)');
      expect(body).not.toContain('evil.example');
      expect(headOf(body).canonical).toEqual(['https://www.demo-casino.example/m/login']);
    },
  );

  it("attack: the merchant's own host with another port names the domain as configured, not the Host's port", async () => {
    const head = headOf(await getPage('/m/login', 'www.seo-shop.example:8080'));
    expect(head.canonical).toEqual(['https://www.seo-shop.example/m/login']);
  });

  it("behind a trusted proxy, the canonical link names the merchant's domain the proxy names, else its first", async () => {
    const proxied = await startTestServer({ webDist: dist, trustProxy: true });
    try {
      const canonical = async (forwardedHost: string) => {
        const res = await proxied.app.inject({
          method: 'GET',
          url: '/m/login',
          headers: { host: '10.0.0.5', 'x-forwarded-proto': 'https', 'x-forwarded-host': forwardedHost },
        });
        return headOf(res.body).canonical;
      };
      expect(await canonical('m.demo-casino.example')).toEqual(['https://m.demo-casino.example/m/login']);
      expect(await canonical('evil.example')).toEqual(['https://www.demo-casino.example/m/login']);
    } finally {
      await proxied.close();
    }
  });
});
