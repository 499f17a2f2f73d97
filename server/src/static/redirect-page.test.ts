import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server';
import { pageLanguage, redirectTarget } from './redirect-page';

const DOMAINS = ['https://www.shop.example', 'm.shop.example', 'http://local.shop.example:8303'];

describe('redirectTarget: only http(s) URLs on the merchant’s domains (issue 9 §5)', () => {
  it.each<[string, unknown, string | null]>([
    [
      'a page of the merchant’s site',
      'https://www.shop.example/m/home?r=1',
      'https://www.shop.example/m/home?r=1',
    ],
    ['plain http on a listed host', 'http://m.shop.example/promo', 'http://m.shop.example/promo'],
    ['a domain listed without a scheme', 'https://m.shop.example/', 'https://m.shop.example/'],
    ['the port the domain names', 'http://local.shop.example:8303/m/', 'http://local.shop.example:8303/m/'],
    [
      'the host in capitals (the parser lowers it)',
      'https://WWW.SHOP.EXAMPLE/x',
      'https://www.shop.example/x',
    ],
    // The attacks.
    ['javascript:', 'javascript:alert(document.cookie)', null],
    ['javascript: with a listed host in a comment', 'javascript://www.shop.example/%0aalert(1)', null],
    ['data:', 'data:text/html,<script>alert(1)</script>', null],
    ['protocol-relative', '//evil.example/', null],
    ['protocol-relative to a listed host', '//www.shop.example/', null],
    ['a relative path', '/m/home', null],
    ['userinfo naming the listed host', 'https://www.shop.example@evil.example/', null],
    ['userinfo on the listed host itself', 'https://user:pass@www.shop.example/', null],
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
    expect(redirectTarget(raw, DOMAINS)).toBe(target);
  });

  it('refuses everything for a merchant without domains', () => {
    expect(redirectTarget('https://www.shop.example/', [])).toBeNull();
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
