import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server';
import { MERCHANT_NAME_SLOT } from './page-fill';

const INLINE =
  "window.__deferredPrompt=null;addEventListener('beforeinstallprompt',e=>{e.preventDefault();window.__deferredPrompt=e})";
const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
mkdirSync(join(dist, 'assets'));
writeFileSync(
  join(dist, 'index.html'),
  `<!doctype html><html><head><script>${INLINE}</script><script type="module" src="/m/assets/index-abc123.js"></script><link rel="modulepreload" crossorigin href="/m/assets/app-1.js"><link rel="stylesheet" href="/m/assets/index-1.css"></head><body><div id="root"></div></body></html>`,
);
writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
// The build writes compressed copies beside each text asset (web/precompress.ts).
writeFileSync(join(dist, 'assets', 'index-abc123.js.br'), brotliCompressSync('console.log(1)'));
writeFileSync(join(dist, 'assets', 'index-abc123.js.gz'), gzipSync('console.log(1)'));
// A prerendered page (web/build/prerender.ts): the build's merchant named, the screen in #root, its own head
// script (a real build shares one; a second one here proves the CSP hashes every page).
const PRERENDERED_INLINE = 'document.documentElement.dataset.shell="1"';
writeFileSync(
  join(dist, 'register.html'),
  `<!doctype html><html><head><meta name="merchant" content="DEMO" /><meta name="theme-color" content="#d0341f" /><script>${PRERENDERED_INLINE}</script></head><body><div id="root" data-prerendered inert><main><span>${MERCHANT_NAME_SLOT}</span><h1>Create your account</h1></main></div></body></html>`,
);
writeFileSync(
  join(dist, 'prerendered.json'),
  JSON.stringify({ '/m/register': 'register.html', '/m/x': '../app.db' }),
);
writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch",()=>{})');
// The service worker's offline page (web/build/service-worker.ts), with its own inline script.
const OFFLINE_INLINE = 'document.title="offline"';
writeFileSync(
  join(dist, 'offline.html'),
  `<!doctype html><html><head><title>You're offline</title></head><body><h1>You're offline</h1><script>${OFFLINE_INLINE}</script></body></html>`,
);
writeFileSync(join(dist, 'asset-manifest.json'), '{"files":{}}');
writeFileSync(join(dist, 'app.webmanifest'), '{}');

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ webDist: dist });
});
afterAll(async () => {
  await s.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string) => s.app.inject({ method: 'GET', url });

describe('static host', () => {
  it('redirects / and /m to /m/home, keeping the query', async () => {
    const root = await get('/?affiliateCode=A1');
    expect(root.statusCode).toBe(302);
    expect(root.headers.location).toBe('/m/home?affiliateCode=A1');
    expect((await get('/m')).headers.location).toBe('/m/home');
  });

  it('answers index.html for app routes (SPA fallback), never cached', async () => {
    for (const url of ['/m/', '/m/home', '/m/member/home', '/m/register.html', '/m/launchGame?code=X']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it("names the merchant in the page served at one of that merchant's domains, and only there", async () => {
    await s.admin('POST', '/admin/merchants', {
      code: 'SHOP2',
      settings: { domains: [{ domainName: 'https://shop2.localhost' }] },
    });
    for (const url of ['/m/', '/m/index.html', '/m/login?r=7']) {
      const res = await s.app.inject({ method: 'GET', url, headers: { host: 'Shop2.localhost:8181' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<head><meta name="merchant" content="SHOP2">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    expect((await get('/m/login')).body).not.toContain('name="merchant"');
    const asset = await s.app.inject({
      method: 'GET',
      url: '/m/assets/index-abc123.js',
      headers: { host: 'shop2.localhost' },
    });
    expect(asset.body).toBe('console.log(1)');
  });

  it('caches hashed assets for a year and never caches sw.js and manifests', async () => {
    expect((await get('/m/assets/index-abc123.js')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    for (const url of ['/m/sw.js', '/m/asset-manifest.json', '/m/app.webmanifest', '/m/index.html']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
    expect((await get('/mobile/mc/asset-manifest.json')).body).toBe('{"files":{}}');
  });

  it('sends the precompressed copy the browser accepts, and says it varies by encoding', async () => {
    const asset = (encoding?: string) =>
      s.app.inject({
        method: 'GET',
        url: '/m/assets/index-abc123.js',
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });
    const br = await asset('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect((await asset('gzip')).headers['content-encoding']).toBe('gzip');
    const plain = await asset();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });

  it("serves the service worker's offline page as the build wrote it, never cached, its script allowed", async () => {
    const res = await get('/m/offline.html');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("<h1>You're offline</h1>");
    expect(res.body).not.toContain('<div id="root">');
    expect(res.headers['cache-control']).toBe('no-cache');
    const hash = createHash('sha256').update(OFFLINE_INLINE).digest('base64');
    expect(String(res.headers['content-security-policy'])).toContain(`'sha256-${hash}'`);
    expect(String(res.headers['content-security-policy'])).toContain("worker-src 'self'");
  });

  it('answers the plain app page at the path the service worker precaches it under (/m/app-shell)', async () => {
    const res = await get('/m/app-shell');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
  });

  it('answers 404 (not the page) for missing assets', async () => {
    expect((await get('/m/assets/missing-123.js')).statusCode).toBe(404);
    expect((await get('/m/missing.css')).statusCode).toBe(404);
  });

  it("sends the security headers with a CSP running the page's scripts by this response's nonce", async () => {
    const res = await get('/m/home');
    const csp = String(res.headers['content-security-policy']);
    const nonce = /'nonce-([A-Za-z0-9+/]+={0,2})'/.exec(csp)?.[1] ?? '';
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src'));
    // 'self' and the hosts stay only for browsers without 'strict-dynamic' (csp.ts buildPageCsp).
    expect(scriptSrc).toMatch(
      new RegExp(`^script-src 'self' 'nonce-${nonce.replace(/[+/]/g, '\\$&')}' 'strict-dynamic'`),
    );
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(scriptSrc).not.toContain('sha256-');
    for (const part of [
      "default-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      // Images and frames: the page itself (and Google's sign-in frames) only; no more `https:`.
      "img-src 'self' data: blob:;",
      "connect-src 'self'",
      "frame-src 'self' https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/ https://accounts.google.com/gsi/;",
      "frame-ancestors 'self'",
    ]) {
      expect(csp).toContain(part);
    }
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const api = await s.get('/wps/system/test/ping');
    // Every other answer: the build's inline scripts by hash, no nonce (no page of its own to run).
    const apiCsp = String(api.res.headers['content-security-policy']);
    expect(apiCsp).toContain(
      `script-src 'self' 'sha256-${createHash('sha256').update(INLINE).digest('base64')}'`,
    );
    expect(apiCsp).not.toMatch(/nonce-|strict-dynamic/);
    expect(api.res.headers['x-content-type-options']).toBe('nosniff');
  });

  it("puts the response's nonce on each of the build's scripts and module preloads, and nothing else", async () => {
    const res = await get('/m/home');
    const nonce = /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1] ?? '';
    expect(res.body).toContain(`<head><meta property="csp-nonce" nonce="${nonce}">`);
    expect(res.body).toContain(`<script nonce="${nonce}">${INLINE}</script>`);
    expect(res.body).toContain(`<script nonce="${nonce}" type="module" src="/m/assets/index-abc123.js">`);
    expect(res.body).toContain(
      `<link nonce="${nonce}" rel="modulepreload" crossorigin href="/m/assets/app-1.js">`,
    );
    expect(res.body).toContain('<link rel="stylesheet" href="/m/assets/index-1.css">');
    expect(res.body.match(/<script\b/g)).toHaveLength(2);
    expect(res.body.match(/nonce="/g)).toHaveLength(4);
  });

  it('attack: the nonce is new for every response, so a nonce read from one page opens no other', async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const res = await get(i % 2 ? '/m/home' : '/m/register');
      const nonce = /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1] ?? '';
      expect(res.body).toContain(`nonce="${nonce}"`);
      nonces.add(nonce);
    }
    expect(nonces.size).toBe(20);
  });

  it('attack: markup in a setting gets no nonce, and `$` patterns in a setting paste nothing of the page', async () => {
    const evil = "$`$&$'$1<script>alert(1)</script>";
    await s.admin('POST', '/admin/merchants', {
      code: 'SHOP4',
      settings: {
        domains: [{ domainName: 'https://shop4.localhost' }],
        public: { name: evil, mobileTemplate: { apple_touch_icon: "/i.png?$`$&$'$1" } },
      },
    });
    for (const url of ['/m/home', '/m/register']) {
      const res = await s.app.inject({ method: 'GET', url, headers: { host: 'shop4.localhost' } });
      expect(res.statusCode, url).toBe(200);
      const head = res.body.slice(0, res.body.indexOf('</head>'));
      // The head once: a `$\`` would paste everything before </head> again, inside the link's attribute.
      expect(res.body.match(/<head>/g), url).toHaveLength(1);
      expect(res.body.match(/<\/head>/g), url).toHaveLength(1);
      expect(res.body.match(/<meta property="csp-nonce"/g), url).toHaveLength(1);
      expect(head, url).toContain(`<link rel="apple-touch-icon" href="/i.png?$\`$&amp;$%27$1">`);
      expect(res.body, url).not.toContain('<script>alert(1)');
      // The build's scripts only: each has the nonce.
      const scripts = res.body.match(/<script\b[^>]*>/g) ?? [];
      expect(scripts.length, url).toBeGreaterThan(0);
      for (const tag of scripts) expect(tag, url).toMatch(/^<script nonce="/);
    }
    const register = await s.app.inject({
      method: 'GET',
      url: '/m/register',
      headers: { host: 'shop4.localhost' },
    });
    expect(register.body).toContain('<span>$`$&amp;$&#39;$1&lt;script&gt;alert(1)&lt;/script&gt;</span>');
  });
});

describe('prerendered pages', () => {
  it("answers a path with its prerendered page, in the build merchant's name and colour", async () => {
    const res = await get('/m/register?affiliateCode=A1');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<div id="root" data-prerendered inert><main><span>Demo Casino</span>');
    expect(res.body).toContain('<style>:root{--brand:#d0341f}</style></head>');
    expect(res.body).toContain('<meta name="theme-color" content="#d0341f" data-merchant-color>');
    expect(res.body).not.toContain(MERCHANT_NAME_SLOT);
    // Paths the build did not prerender answer index.html; the manifest never leads out of the build.
    expect((await get('/m/x')).body).toContain('<div id="root"></div>');
  });

  it('fills in the name (escaped) and colour of the merchant whose domain it is', async () => {
    await s.admin('POST', '/admin/merchants', {
      code: 'SHOP3',
      settings: {
        domains: [{ domainName: 'https://shop3.localhost' }],
        public: { name: '<Shop & "3">', theme: { primaryColor: '#12ab34' } },
      },
    });
    const res = await s.app.inject({
      method: 'GET',
      url: '/m/register',
      headers: { host: 'shop3.localhost:8181' },
    });
    expect(res.body).toContain('<meta name="merchant" content="SHOP3">');
    expect(res.body.match(/name="merchant"/g)).toHaveLength(1);
    expect(res.body).toContain('<span>&lt;Shop &amp; &quot;3&quot;&gt;</span>');
    expect(res.body).toContain('<style>:root{--brand:#12ab34}</style>');
    expect(res.body).toContain('<meta name="theme-color" content="#12ab34" data-merchant-color>');
  });

  it('sends the page compressed when the browser accepts it', async () => {
    const res = await s.app.inject({
      method: 'GET',
      url: '/m/register',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('<span>Demo Casino</span>');
  });

  // The attack: `img-src https:` and `frame-src https:` let injected markup load images (beacons) and frames
  // from any host.
  it("narrows the page's images and frames to its merchant's CDN and game hosts, from the settings", async () => {
    const csp = String((await get('/m/register')).headers['content-security-policy']);
    expect(csp).toContain("img-src 'self' data: blob: https://games.demo-casino.example;");
    expect(csp).toMatch(/frame-src 'self' [^;]*https:\/\/games\.demo-casino\.example;/);
    expect(csp).not.toMatch(/(img|frame)-src [^;]*https:(?!\/\/)/);
    await s.admin('PATCH', '/admin/merchants/DEMO/settings', {
      gameHosts: ['https://play.example.net/lobby', 'not a host; script-src *', 'http://plain.example'],
      public: { imageCDNs: ['https://img.example.net'], smsProvider: { authDomain: 'demo.firebaseapp.com' } },
    });
    const changed = String((await get('/m/register')).headers['content-security-policy']);
    expect(changed).toContain("img-src 'self' data: blob: https://img.example.net https://play.example.net;");
    expect(changed).toMatch(
      /frame-src 'self' [^;]*https:\/\/play\.example\.net https:\/\/demo\.firebaseapp\.com;/,
    );
    // Only https origins reach the header: a setting cannot add a directive or a plain-http host.
    expect(changed).not.toMatch(/plain\.example|script-src \*|not a host/);
    await s.admin('PATCH', '/admin/merchants/DEMO/settings', {
      gameHosts: ['https://games.demo-casino.example'],
      public: { imageCDNs: [], smsProvider: { authDomain: '' } },
    });
  });

  // The fastest-domain race (entry §7) pings the merchant's domains from the page: connect-src names them.
  it("lets the page reach its merchant's domains, and nothing a domain value could smuggle in", async () => {
    const connectSrc = async () =>
      String((await get('/m/register')).headers['content-security-policy'])
        .split('; ')
        .find((d) => d.startsWith('connect-src'));
    expect(await connectSrc()).toContain('https://www.demo-casino.example https://m.demo-casino.example');
    await s.admin('PATCH', '/admin/merchants/DEMO/settings', {
      domains: [
        { domainName: 'https://www.demo-casino.example' },
        { domainName: 'http://demo-b.localhost:8181' },
        { domainName: "https://x.example;script-src 'unsafe-inline'" },
      ],
    });
    // Demo and test mode (this server): local http origins too.
    expect(await connectSrc()).toMatch(
      /^connect-src 'self' .*https:\/\/www\.demo-casino\.example http:\/\/demo-b\.localhost:8181$/,
    );
    await s.admin('PATCH', '/admin/merchants/DEMO/settings', {
      domains: [
        { domainName: 'https://www.demo-casino.example' },
        { domainName: 'https://m.demo-casino.example' },
      ],
    });
  });

  it("hashes every page's inline scripts in the policy of the other answers, the offline page's too", async () => {
    const csp = String((await get('/m/offline.html')).headers['content-security-policy']);
    for (const script of [INLINE, PRERENDERED_INLINE, OFFLINE_INLINE]) {
      expect(csp).toContain(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
    }
  });
});

describe('without a web build', () => {
  it('answers an envelope 404 under /m/ and still redirects /', async () => {
    const bare = await startTestServer({ webDist: join(dist, 'nope') });
    const res = await bare.request({ method: 'GET', url: '/m/home' });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, errorCode: 'request.not.found' });
    expect((await bare.app.inject({ method: 'GET', url: '/' })).statusCode).toBe(302);
    await bare.close();
  });
});
