import { defaultMerchantSettings } from '@app/contract/default-settings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server';
import { domainOrigin, pageLanguage, redirectAllowList, redirectTarget } from './redirect-page';

/** A shared file host serves the merchant's apk, and anyone else's files beside it. */
const APK = 'https://files.host.example/shop/shop.apk';
const STORE = 'https://apps.apple.com/app/id0000000000';
const FOLDER = 'https://files.host.example/shop/builds/';
const AFFILIATE_APK = 'https://files.host.example/aff/aff.apk';

const settings = defaultMerchantSettings();
settings.domains = ['https://www.shop.example', 'm.shop.example', 'http://local.shop.example:8303'].map(
  (domainName) => ({ domainName }),
);
settings.public.downloadLinks = [
  { resourceType: 'Android', url: APK },
  { resourceType: 'IOS', url: ` ${STORE} ` },
  { resourceType: 'APK', url: FOLDER },
  { resourceType: 'MOBILECONFIG', url: '/wps/system/webclip/SHOP.mobileconfig' },
  { resourceType: 'IOSLite', url: 'javascript:alert(1)' },
];
settings.domainDownloadLinks = [
  { domain: 'aff.shop.example', links: [{ resourceType: 'Android', url: AFFILIATE_APK }] },
];
const ALLOWED = redirectAllowList(settings);

describe('domainOrigin: a domain setting in the scheme it names, https when it names none', () => {
  it.each<[string, string | null]>([
    ['https://www.shop.example', 'https://www.shop.example'],
    ['https://www.shop.example/m/', 'https://www.shop.example'],
    ['https://www.shop.example:443', 'https://www.shop.example'],
    ['m.shop.example', 'https://m.shop.example'],
    ['M.Shop.Example:8443', 'https://m.shop.example:8443'],
    ['http://local.shop.example:8303', 'http://local.shop.example:8303'],
    ['ftp://shop.example', null],
    ['', null],
    ['https://', null],
  ])('%j → %j', (domain, origin) => expect(domainOrigin(domain)).toBe(origin));
});

describe('redirectTarget: the merchant’s sites in their own scheme, and its exact download links', () => {
  it.each<[string, unknown, string | null]>([
    [
      'a page of the merchant’s site',
      'https://www.shop.example/m/home?r=1',
      'https://www.shop.example/m/home?r=1',
    ],
    ['a domain listed without a scheme (https)', 'https://m.shop.example/', 'https://m.shop.example/'],
    [
      'the http and port a domain names',
      'http://local.shop.example:8303/m/',
      'http://local.shop.example:8303/m/',
    ],
    [
      'the host in capitals (the parser lowers it)',
      'https://WWW.SHOP.EXAMPLE/x',
      'https://www.shop.example/x',
    ],
    ['an app download link, exactly', APK, APK],
    ['the store link (configured with spaces around it)', STORE, STORE],
    ['a domain’s own download link', AFFILIATE_APK, AFFILIATE_APK],
    ['a folder link: that URL itself', FOLDER, FOLDER],
    ['a download link with its host in capitals', 'https://FILES.HOST.EXAMPLE/shop/shop.apk', APK],
    [
      'a relative download link as the app resolves it against its page (one of the domains)',
      'https://www.shop.example/wps/system/webclip/SHOP.mobileconfig',
      'https://www.shop.example/wps/system/webclip/SHOP.mobileconfig',
    ],
    // The attacks: another file on a download link's host, and a downgrade to http.
    ['another file on the file host', 'https://files.host.example/evil/evil.apk', null],
    ['a file beside the apk', 'https://files.host.example/shop/evil.apk', null],
    ['a file under a folder link', 'https://files.host.example/shop/builds/evil.apk', null],
    ['a dot segment out of the apk’s folder', 'https://files.host.example/shop/../evil.apk', null],
    ['the apk with a query', `${APK}?evil=1`, null],
    ['the apk over http', 'http://files.host.example/shop/shop.apk', null],
    ['another app on the store', 'https://apps.apple.com/app/id6666666666', null],
    ['the store’s home', 'https://apps.apple.com/', null],
    ['a link that is not http(s), as configured', 'javascript:alert(1)', null],
    ['an https domain over http', 'http://www.shop.example/m/home', null],
    ['a domain listed without a scheme, over http', 'http://m.shop.example/promo', null],
    ['an http domain over https (its port, not its scheme)', 'https://local.shop.example:8303/m/', null],
    ['javascript:', 'javascript:alert(document.cookie)', null],
    ['javascript: with a listed host in a comment', 'javascript://www.shop.example/%0aalert(1)', null],
    ['data:', 'data:text/html,<script>alert(1)</script>', null],
    ['protocol-relative', '//evil.example/', null],
    ['protocol-relative to a listed host', '//www.shop.example/', null],
    ['a relative path', '/m/home', null],
    ['userinfo naming the listed host', 'https://www.shop.example@evil.example/', null],
    ['userinfo on the listed host itself', 'https://user:pass@www.shop.example/', null],
    ['userinfo on the apk', 'https://user@files.host.example/shop/shop.apk', null],
    ['a backslash before the host', 'https:\\\\evil.example/', null],
    ['a backslash after the listed host', 'https://www.shop.example\\@evil.example/', null],
    ['a tab hidden in the scheme', 'java\tscript:alert(1)', null],
    ['a newline inside the host', 'https://www.shop.exa\nmple/', null],
    ['a leading space', ' https://www.shop.example/', null],
    ['another host', 'https://evil.example/', null],
    ['a listed host as a subdomain of another', 'https://www.shop.example.evil.example/', null],
    ['another subdomain of the merchant', 'https://evil.shop.example/', null],
    ['a listed host in the query only', 'https://evil.example/?u=https://www.shop.example', null],
    ['a port the domain does not name', 'https://www.shop.example:8443/', null],
    ['no port where the domain names one', 'http://local.shop.example/m/', null],
    ['ftp on a listed host', 'ftp://www.shop.example/', null],
    ['no scheme', 'www.shop.example/m/home', null],
    ['an empty url', '', null],
    ['two urls', ['https://www.shop.example/', 'https://evil.example/'], null],
    ['no url', undefined, null],
    ['a url longer than any link', `https://www.shop.example/${'a'.repeat(3000)}`, null],
  ])('%s', (_, raw, target) => {
    expect(redirectTarget(raw, ALLOWED)).toBe(target);
  });

  it('refuses everything for a merchant without domains or links', () => {
    const none = defaultMerchantSettings();
    none.domains = [];
    none.public.downloadLinks = [];
    expect(redirectTarget('https://www.shop.example/', redirectAllowList(none))).toBeNull();
    expect(redirectTarget(APK, redirectAllowList(none))).toBeNull();
  });
});

describe('pageLanguage: the Language header, else the browser’s first language', () => {
  it.each<[Record<string, string>, string]>([
    [{ language: 'cn' }, 'CN'],
    [{ 'accept-language': 'zh-TW,zh;q=0.9' }, 'TW'],
    [{ 'accept-language': 'zh-CN,en;q=0.5' }, 'CN'],
    [{ 'accept-language': 'pt-BR' }, 'PT-BR'],
    [{ 'accept-language': 'fil-PH' }, 'TY'],
    [{ 'accept-language': 'th-TH;q=1' }, 'TH'],
    [{}, 'EN'],
  ])('%j → %s', (headers, language) => {
    expect(pageLanguage(headers)).toBe(language);
  });
});

describe('GET /mobile/mc/redirect.html?url=', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
    await s.admin('POST', '/admin/merchants', {
      code: 'REDIR',
      settings: { domains: [{ domainName: 'https://www.shop.example' }, { domainName: 'redir.localhost' }] },
    });
  });
  afterAll(async () => {
    await s.close();
  });

  const get = (query: string, headers: Record<string, string> = {}) =>
    s.app.inject({
      method: 'GET',
      url: `/mobile/mc/redirect.html${query}`,
      headers: { host: 'redir.localhost:8303', ...headers },
    });

  it('follows a URL on the merchant’s domains with a 302, never cached', async () => {
    const res = await get(`?url=${encodeURIComponent('https://www.shop.example/m/home?affiliateCode=A1')}`);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('https://www.shop.example/m/home?affiliateCode=A1');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('follows the merchant’s app download links (an app older than 2.4.39 downloads through it), no other page', async () => {
    // REDIR copies DEMO's download links: the iOS one is on the App Store.
    const store = await get(`?url=${encodeURIComponent('https://apps.apple.com/app/id0000000000')}`);
    expect(store.statusCode).toBe(302);
    expect(store.headers.location).toBe('https://apps.apple.com/app/id0000000000');
    const relative = await get(`?url=${encodeURIComponent('https://wps/system/webclip/DEMO.mobileconfig')}`);
    expect(relative.statusCode).toBe(400);
  });

  it('follows every link as the app builds it on the merchant’s https site', async () => {
    // web features/install/download-links.ts: linksByKey resolves each link against the page (followableUrl:
    // new URL(url.trim(), origin).href), appDownloadTarget sends it through the helper with encodeURIComponent.
    const origin = 'https://www.shop.example';
    const links = (
      await s.admin<{ public: { downloadLinks: { url: string }[] } }>(
        'GET',
        '/admin/merchants/REDIR/settings',
      )
    ).body.value.public.downloadLinks;
    expect(links.length).toBeGreaterThan(2);
    for (const { url } of links) {
      const href = new URL(url.trim(), origin).href;
      const res = await get(`?url=${encodeURIComponent(href)}`, { host: 'www.shop.example' });
      expect([url, res.statusCode, res.headers.location]).toEqual([url, 302, href]);
    }
  });

  it.each<[string, string]>([
    ['another file on the download link’s host', 'https://download.demo-casino.example/android/evil.apk'],
    ['another app on the store', 'https://apps.apple.com/app/id6666666666'],
    ['the apk over http', 'http://download.demo-casino.example/android/demo-casino.apk'],
    ['the merchant’s https site over http', 'http://www.shop.example/m/home'],
  ])('attack: %s is refused', async (_, url) => {
    const res = await get(`?url=${encodeURIComponent(url)}`);
    expect(res.statusCode).toBe(400);
    expect(res.headers.location).toBeUndefined();
  });

  it('follows a changed download link at once, and no longer the old one', async () => {
    const before = 'https://download.demo-casino.example/android/demo-casino.apk';
    const after = 'https://files.host.example/redir/redir-2.apk';
    expect((await get(`?url=${encodeURIComponent(before)}`)).statusCode).toBe(302);
    const settings = '/admin/merchants/REDIR/settings';
    const { downloadLinks } = (await s.admin<{ public: { downloadLinks: unknown[] } }>('GET', settings)).body
      .value.public;
    const patched = await s.admin('PATCH', settings, {
      public: { downloadLinks: [{ resourceType: 'Android', url: after }] },
    });
    expect(patched.body.success).toBe(true);
    try {
      expect((await get(`?url=${encodeURIComponent(before)}`)).statusCode).toBe(400);
      expect((await get(`?url=${encodeURIComponent(after)}`)).headers.location).toBe(after);
    } finally {
      // The other tests of the file read REDIR's links as DEMO's, in whatever order they run.
      await s.admin('PATCH', settings, { public: { downloadLinks } });
    }
  });

  it.each<[string, string]>([
    ['javascript:', '?url=javascript:alert(1)'],
    ['data:', `?url=${encodeURIComponent('data:text/html,<script>alert(1)</script>')}`],
    ['protocol-relative', '?url=//evil.example/'],
    ['userinfo', `?url=${encodeURIComponent('https://www.shop.example@evil.example/')}`],
    ['a backslash', `?url=${encodeURIComponent('https:\\\\evil.example')}`],
    ['another host', `?url=${encodeURIComponent('https://evil.example/')}`],
    ['a missing url', ''],
    ['an empty url', '?url='],
    ['two urls', `?url=${encodeURIComponent('https://www.shop.example/')}&url=x`],
    ['a malformed escape', '?url=%E0%A4%A'],
  ])('%s: the error page, 400, nothing of the request in it', async (_, query) => {
    const res = await get(query);
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers.location).toBeUndefined();
    expect(res.body).toContain('This link can&#39;t be opened');
    expect(res.body).toContain('href="/m/home"');
    expect(res.body).not.toMatch(/evil|alert|<script/);
  });

  it('refuses every URL on a host no merchant lists', async () => {
    const res = await get(`?url=${encodeURIComponent('https://www.shop.example/')}`, {
      host: 'unknown.example',
    });
    expect(res.statusCode).toBe(400);
  });

  it("writes the error page in the request's language", async () => {
    const cn = await get('?url=javascript:x', { 'accept-language': 'zh-CN,zh;q=0.9' });
    expect(cn.body).toContain('无法打开此链接');
    expect(cn.body).toContain('<html lang="cn" dir="ltr">');
    const ur = await get('?url=javascript:x', { language: 'UR' });
    expect(ur.body).toContain('dir="rtl"');
  });
});
