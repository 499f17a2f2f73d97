import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server';
import { HOME_IMAGES_DIR, HOME_IMAGES_PATH, loadHomeImages } from './home-images';

const images = loadHomeImages();
/** The hand-written sources, each drawn as the served WebP by server/assets/rasterize.mjs. */
const sources = readdirSync(HOME_IMAGES_DIR).filter((file) => file.endsWith('.svg'));

/** A WebP's canvas size, from its first chunk (lossy VP8, lossless VP8L or extended VP8X); null if not a WebP. */
const webpSize = (b: Buffer): [number, number] | null => {
  if (b.toString('latin1', 0, 4) !== 'RIFF' || b.toString('latin1', 8, 12) !== 'WEBP') return null;
  const chunk = b.toString('latin1', 12, 16);
  if (chunk === 'VP8 ') return [b.readUInt16LE(26) & 0x3fff, b.readUInt16LE(28) & 0x3fff];
  if (chunk === 'VP8L') {
    const bits = b.readUInt32LE(21);
    return [(bits & 0x3fff) + 1, ((bits >> 14) & 0x3fff) + 1];
  }
  if (chunk === 'VP8X') return [b.readUIntLE(24, 3) + 1, b.readUIntLE(27, 3) + 1];
  return null;
};

/** The size of each kind of picture: banners 2.5:1, activities 2:1, the download image popup's portrait. */
const SIZES: [prefix: string, width: number, height: number][] = [
  ['banner-', 1500, 600],
  ['activity-', 1200, 600],
  ['app-download-', 900, 1200],
];

describe('the demo home art (server/assets/home/)', () => {
  it.each(sources)('%s: a small SVG of its kind’s size that runs and loads nothing', (file) => {
    const svg = readFileSync(join(HOME_IMAGES_DIR, file), 'utf8');
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
    // Served as the WebP drawn from it: its shape, sharp across a phone screen (1000 device pixels), and light.
    const webp = images.get(file.replace(/\.svg$/, '.webp'));
    expect(webp, 'its WebP (node server/assets/rasterize.mjs)').toBeDefined();
    const [w = 0, h = 1] = webpSize(webp ?? Buffer.alloc(0)) ?? [];
    expect(w).toBeGreaterThanOrEqual(Math.min(width ?? 0, 1000));
    expect(Math.abs(w / h - (width ?? 0) / (height ?? 1))).toBeLessThan(0.01);
    expect(webp?.length).toBeLessThan(48 * 1024);
  });

  it('serves each source and its WebP, and nothing else', () => {
    expect([...images.keys()].sort()).toEqual(
      sources.flatMap((f) => [f, f.replace(/\.svg$/, '.webp')]).sort(),
    );
  });

  it('has the four banners, two activity pictures and two portrait download popup pictures', () => {
    const count = (prefix: string) => sources.filter((f) => f.startsWith(prefix)).length;
    expect([count('banner-'), count('activity-'), count('app-download-')]).toEqual([4, 2, 2]);
  });
});

describe(`GET ${HOME_IMAGES_PATH}/:file`, () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  it('serves each picture by its type, immutable, with a CSP that lets it run nothing', async () => {
    for (const [file, bytes] of images) {
      const res = await s.request({ method: 'GET', url: `${HOME_IMAGES_PATH}/${file}` });
      expect(res.status).toBe(200);
      expect(res.res.headers['content-type']).toBe(file.endsWith('.svg') ? 'image/svg+xml' : 'image/webp');
      expect(res.res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.res.headers['content-security-policy']).toBe(
        "default-src 'none'; style-src 'unsafe-inline'",
      );
      expect(res.res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.res.rawPayload.equals(bytes)).toBe(true);
    }
  });

  it.each([
    'nope.webp',
    'banner-lotto.WEBP',
    'banner-lotto.svg.bak',
    'banner-lotto.webp.bak',
    '..%2f..%2fpackage.json',
    '..%2F..%2Fmigrations%2F001_init.sql',
    '%2e%2e%2f%2e%2e%2fsrc%2fapp.ts',
    '..%5c..%5cpackage.json',
    '__proto__',
    'constructor',
    '%00banner-lotto.webp',
  ])('answers 404 to %s (only the known names are served)', async (file) => {
    const res = await s.request({ method: 'GET', url: `${HOME_IMAGES_PATH}/${file}` });
    expect(res.status).toBe(404);
    expect(res.res.headers['content-type']).toMatch(/^application\/json/);
  });

  it('answers 404 to a path outside the folder', async () => {
    for (const url of [
      `${HOME_IMAGES_PATH}/../../package.json`,
      `${HOME_IMAGES_PATH}/`,
      `${HOME_IMAGES_PATH}/a/b.webp`,
    ]) {
      const res = await s.request({ method: 'GET', url });
      expect(res.status, url).toBe(404);
    }
  });
});
