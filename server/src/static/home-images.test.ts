import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server';
import { HOME_IMAGES_PATH, loadHomeImages } from './home-images';

const images = loadHomeImages();

/** The size of each kind of picture: banners 2.5:1, activities 2:1, the download image popup's portrait. */
const SIZES: [prefix: string, width: number, height: number][] = [
  ['banner-', 1500, 600],
  ['activity-', 1200, 600],
  ['app-download-', 900, 1200],
];

describe('the demo home art (server/assets/home/)', () => {
  it.each([...images.keys()])('%s: a small SVG of its kind’s size that runs and loads nothing', (file) => {
    const svg = images.get(file)?.toString('utf8') ?? '';
    expect(svg.length).toBeLessThan(6 * 1024);
    const size = SIZES.find(([prefix]) => file.startsWith(prefix));
    expect(size, 'a banner-, activity- or app-download- file').toBeDefined();
    const [, width, height] = size ?? [];
    expect(svg).toMatch(
      new RegExp(
        `^<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
      ),
    );
    expect(svg).not.toMatch(/<script|<foreignObject|\son\w+=|javascript:|<image|@import|url\((?!#)/i);
    // Every reference is to the file's own definitions.
    for (const [, ref] of svg.matchAll(/href="([^"]*)"/g)) expect(ref).toMatch(/^#[\w-]+$/);
  });

  it('has the four banners, two activity pictures and two portrait download popup pictures', () => {
    const count = (prefix: string) => [...images.keys()].filter((f) => f.startsWith(prefix)).length;
    expect([count('banner-'), count('activity-'), count('app-download-')]).toEqual([4, 2, 2]);
  });
});

describe(`GET ${HOME_IMAGES_PATH}/:file`, () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  it('serves each picture as image/svg+xml, immutable, with a CSP that lets it run nothing', async () => {
    for (const [file, bytes] of images) {
      const res = await s.request({ method: 'GET', url: `${HOME_IMAGES_PATH}/${file}` });
      expect(res.status).toBe(200);
      expect(res.res.headers['content-type']).toBe('image/svg+xml');
      expect(res.res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.res.headers['content-security-policy']).toBe(
        "default-src 'none'; style-src 'unsafe-inline'",
      );
      expect(res.res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.res.rawPayload.equals(bytes)).toBe(true);
    }
  });

  it.each([
    'nope.svg',
    'banner-lotto.SVG',
    'banner-lotto.svg.bak',
    '..%2f..%2fpackage.json',
    '..%2F..%2Fmigrations%2F001_init.sql',
    '%2e%2e%2f%2e%2e%2fsrc%2fapp.ts',
    '..%5c..%5cpackage.json',
    '__proto__',
    'constructor',
    '%00banner-lotto.svg',
  ])('answers 404 to %s (only the known names are served)', async (file) => {
    const res = await s.request({ method: 'GET', url: `${HOME_IMAGES_PATH}/${file}` });
    expect(res.status).toBe(404);
    expect(res.res.headers['content-type']).toMatch(/^application\/json/);
  });

  it('answers 404 to a path outside the folder', async () => {
    for (const url of [
      `${HOME_IMAGES_PATH}/../../package.json`,
      `${HOME_IMAGES_PATH}/`,
      `${HOME_IMAGES_PATH}/a/b.svg`,
    ]) {
      const res = await s.request({ method: 'GET', url });
      expect(res.status, url).toBe(404);
    }
  });
});
