import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { decodePng } from '../image/png-decode';
import { startTestServer, type TestServer } from '../testing/test-server';
import { nameUuid, webClipProfile, WEBCLIP_PROFILE_TYPE } from './webclip-profile';

let s: TestServer;
beforeEach(async () => {
  s = await startTestServer();
  // DEMO's site on two domains (services/site-origin.ts: the profile names one of them, never the Host alone).
  await s.admin('PATCH', '/admin/merchants/DEMO/settings', {
    domains: [{ domainName: 'https://www.shop.example' }, { domainName: 'https://m.shop.example' }],
  });
});
afterEach(() => s.close());

const PROFILE = '/wps/system/webclip/DEMO.mobileconfig';
const get = (url: string, host = 'www.shop.example') =>
  s.app.inject({ method: 'GET', url, headers: { host } });

/** The `<string>` (or `<data>`) after each `<key>` of the plist text, in order. */
const entries = (plist: string) =>
  [...plist.matchAll(/<key>([^<]+)<\/key>\s*<(string|data|integer)>([^<]*)<\/\2>/g)].map((m) => [m[1], m[3]]);

describe('GET /wps/system/webclip/:merchant.mobileconfig (the MOBILECONFIG link: a web-clip profile)', () => {
  it('answers a configuration profile with one managed web clip of the merchant, on the merchant’s domain it was asked on', async () => {
    const res = await get(PROFILE);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(WEBCLIP_PROFILE_TYPE);
    expect(res.headers['content-disposition']).toBe('attachment; filename="DEMO.mobileconfig"');
    const plist = res.body;
    expect(plist).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<!DOCTYPE plist /);
    const found = entries(plist);
    expect(found).toContainEqual(['PayloadType', 'com.apple.webClip.managed']);
    expect(found).toContainEqual(['PayloadType', 'Configuration']);
    expect(found).toContainEqual(['Label', 'Demo Casino']);
    expect(found).toContainEqual(['URL', 'https://www.shop.example/m/home']);
    expect(plist).toMatch(/<key>FullScreen<\/key>\s*<true\/>/);
    const icon = decodePng(Buffer.from(found.find(([k]) => k === 'Icon')?.[1] ?? '', 'base64'));
    expect(icon).toMatchObject({ width: 192, height: 192 });
  });

  it('keeps the same identifiers for the same site (installing again replaces the clip), others for another', async () => {
    const uuids = (plist: string) => entries(plist).filter(([k]) => k === 'PayloadUUID');
    const first = uuids((await get(PROFILE)).body);
    expect(uuids((await get(PROFILE)).body)).toEqual(first);
    expect(uuids((await get(PROFILE, 'm.shop.example')).body)).not.toEqual(first);
    expect(new Set(first.map(([, v]) => v)).size).toBe(2);
    for (const [, uuid] of first)
      expect(uuid).toMatch(/^[0-9A-F]{8}-[0-9A-F]{4}-8[0-9A-F]{3}-[89AB][0-9A-F]{3}-[0-9A-F]{12}$/);
  });

  it.each([
    ['an unknown merchant', '/wps/system/webclip/NOPE.mobileconfig', 404],
    ['another file name', '/wps/system/webclip/DEMO.plist', 404],
    ['a path in the name', '/wps/system/webclip/..%2FDEMO.mobileconfig', 404],
  ])('answers %s with %i, never 5xx', async (_name, url, status) => {
    expect((await get(url)).statusCode).toBe(status);
  });

  it.each(['evil.example', 'evil.example:8443', 'www.shop.example.evil.example', 'bad host<x>'])(
    'attack: a Host the merchant does not name (%s) never reaches the profile: its first domain does',
    async (host) => {
      const res = await get(PROFILE, host);
      expect(res.statusCode).toBe(200);
      expect(entries(res.body)).toContainEqual(['URL', 'https://www.shop.example/m/home']);
      expect(res.body).not.toContain('evil');
    },
  );

  it('answers 404 for a merchant without a domain, never a profile of the Host', async () => {
    await s.admin('PATCH', '/admin/merchants/DEMO/settings', { domains: [] });
    const res = await get(PROFILE, 'evil.example');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('evil');
  });
});

describe('webClipProfile', () => {
  const profile = (name: string) =>
    webClipProfile({ merchantCode: 'X', name, origin: 'https://shop.example', icon: Buffer.from('png') });

  it('escapes the markup of the merchant name and drops characters XML cannot hold', () => {
    const plist = profile('A & B <Casino>\u0001');
    expect(entries(plist)).toContainEqual(['Label', 'A &amp; B &lt;Casino&gt;']);
    expect(plist).not.toContain('\u0001');
  });

  it('names the payloads in reverse DNS of the site', () => {
    expect(entries(profile('Shop'))).toContainEqual(['PayloadIdentifier', 'example.shop.x.webclip']);
  });

  it('nameUuid: the same name gives the same UUID', () => {
    expect(nameUuid('a')).toBe(nameUuid('a'));
    expect(nameUuid('a')).not.toBe(nameUuid('b'));
  });
});

describe('GET /wps/system/icons/:merchant/app-download.png (the AppDownloadIcon link)', () => {
  it('is the 192 px app icon with round transparent corners', async () => {
    const res = await get('/wps/system/icons/DEMO/app-download.png');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    const image = decodePng(res.rawPayload);
    if (!image) throw new Error('not a PNG');
    expect([image.width, image.height]).toEqual([192, 192]);
    const alpha = (x: number, y: number) => image.pixels[(y * image.width + x) * 4 + 3];
    expect([alpha(0, 0), alpha(191, 0), alpha(0, 191), alpha(191, 191)]).toEqual([0, 0, 0, 0]);
    expect([alpha(96, 0), alpha(0, 96), alpha(96, 96)]).toEqual([255, 255, 255]);
  });

  it('answers 404 for an unknown merchant or file, never 5xx', async () => {
    expect((await get('/wps/system/icons/NOPE/app-download.png')).statusCode).toBe(404);
    expect((await get('/wps/system/icons/DEMO/app-download.svg')).statusCode).toBe(404);
  });
});
