import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { encodePng } from '../image/png';
import { decodePng } from '../image/png-decode';
import { appDownloadIcon, appIcon, colourIcon, logoFile } from './icons';
import { LruCache } from './lru-cache';

const dist = mkdtempSync(join(tmpdir(), 'icons-'));
mkdirSync(join(dist, 'img'));
/** A 4×2 logo: opaque blue, its right half transparent. */
const LOGO = encodePng(4, 2, (x) => (x < 2 ? [0, 0, 255, 255] : [0, 0, 0, 0]));
writeFileSync(join(dist, 'img', 'logo.png'), LOGO);
writeFileSync(join(tmpdir(), 'outside-logo.png'), LOGO);
afterAll(() => {
  rmSync(dist, { recursive: true, force: true });
  rmSync(join(tmpdir(), 'outside-logo.png'), { force: true });
});

const RED = '#d0341f';
const pixel = (png: Buffer, x: number, y: number) => {
  const image = decodePng(png);
  if (!image) throw new Error('not decodable');
  return [...image.pixels.subarray((y * image.width + x) * 4, (y * image.width + x) * 4 + 4)];
};

describe('the app icons: drawn from the merchant’s logo or colour', () => {
  it('a PNG data URL logo: centred on the colour, its transparent part showing the colour', () => {
    const icon = appIcon(RED, 192, `data:image/png;base64,${LOGO.toString('base64')}`);
    expect(pixel(icon, 0, 0)).toEqual([0xd0, 0x34, 0x1f, 255]);
    // The logo fills 60% of the width: its opaque left half left of the centre, its transparent half right of it.
    expect(pixel(icon, 60, 96)).toEqual([0, 0, 255, 255]);
    expect(pixel(icon, 130, 96)).toEqual([0xd0, 0x34, 0x1f, 255]);
  });

  it('no logo: the white play mark of the app’s brand on the colour, its edges smooth', () => {
    const icon = colourIcon(RED, 192);
    // The mark fills the middle 60%: white at its heart, the colour at the corners and left of its flat side.
    expect(pixel(icon, 96, 96)).toEqual([255, 255, 255, 255]);
    expect(pixel(icon, 0, 0)).toEqual([0xd0, 0x34, 0x1f, 255]);
    expect(pixel(icon, 60, 96)).toEqual([0xd0, 0x34, 0x1f, 255]);
    // On its slanted edge a pixel is partly covered: between the two.
    const edge = [...Array(40).keys()].map((dy) => pixel(icon, 110, 60 + dy)[1]!);
    expect(edge.some((g) => g > 0x34 && g < 255)).toBe(true);
  });

  it('a PNG of the built app this server serves (/m/…)', () => {
    expect(pixel(appIcon(RED, 256, '/m/img/logo.png', dist), 90, 128)).toEqual([0, 0, 255, 255]);
  });

  it.each<[string, string]>([
    ['the default: this very icon', '/wps/system/icons/DEMO/512.png'],
    ['a logo on another host (never fetched)', 'https://cdn.example/logo.png'],
    ['a path out of the build', '/m/../outside-logo.png'],
    ['a file the build does not have', '/m/img/missing.png'],
    ['not a PNG', 'data:image/svg+xml;base64,PHN2Zz4='],
    ['a PNG that does not decode', `data:image/png;base64,${LOGO.subarray(0, 30).toString('base64')}`],
    ['none', ''],
  ])('%s: the colour icon', (_, imageLogo) => {
    expect(appIcon(RED, 192, imageLogo, dist).equals(colourIcon(RED, 192))).toBe(true);
  });

  it('a changed logo file draws a new icon', () => {
    // A file of its own: the shared logo stays as the other tests read it, in whatever order they run.
    const file = join(dist, 'img', 'changing.png');
    writeFileSync(file, LOGO);
    const before = logoFile('/m/img/changing.png', dist)?.key;
    expect(before).toBeDefined();
    writeFileSync(
      file,
      encodePng(2, 2, () => [0, 255, 0, 255]),
    );
    expect(logoFile('/m/img/changing.png', dist)?.key).not.toBe(before);
    expect(pixel(appIcon(RED, 256, '/m/img/changing.png', dist), 128, 128)).toEqual([0, 255, 0, 255]);
  });
});

describe('LruCache: bounded by entries and bytes, the least recently used out first, one at a time', () => {
  const cache = () => new LruCache<string, string>({ maxEntries: 3, maxBytes: 10 }, (v) => v.length);
  const keys = (c: LruCache<string, string>) => ['a', 'b', 'c', 'd', 'e'].filter((k) => c.has(k));

  it.each<[string, (c: LruCache<string, string>) => void, string[]]>([
    [
      'past the entry bound: the oldest goes',
      (c) => ['a', 'b', 'c', 'd'].forEach((k) => c.set(k, 'x')),
      ['b', 'c', 'd'],
    ],
    [
      'a hit makes an entry the newest',
      (c) => {
        ['a', 'b', 'c'].forEach((k) => c.set(k, 'x'));
        c.get('a');
        c.set('d', 'x');
      },
      ['a', 'c', 'd'],
    ],
    [
      'past the byte bound: the oldest go until it holds',
      (c) => {
        c.set('a', 'xxxx');
        c.set('b', 'xxxx');
        c.set('c', 'xxxxx');
      },
      ['b', 'c'],
    ],
    [
      'a value over the byte bound is not kept, and evicts nothing',
      (c) => (c.set('a', 'x'), c.set('b', 'x'.repeat(11))),
      ['a'],
    ],
    [
      'setting a key again replaces it',
      (c) => (c.set('a', 'xxxxx'), c.set('a', 'x'), c.set('b', 'xxxxxxxxx')),
      ['a', 'b'],
    ],
  ])('%s', (_, fill, kept) => {
    const c = cache();
    fill(c);
    expect(keys(c)).toEqual(kept);
    expect(c.bytes).toBeLessThanOrEqual(10);
  });
});

describe('attack: a client cycling through more icon URLs than the cache holds', () => {
  it('keeps the icons in use drawn (no new PNG decode for them), evicting only the ones nobody asks for', () => {
    const logo = `data:image/png;base64,${LOGO.toString('base64')}`;
    const hot = appIcon(RED, 192, logo);
    const hotDownload = appDownloadIcon(RED, logo);
    // 600 distinct icons (as many merchants' sizes would be), the site's own icons asked for now and then.
    for (let i = 0; i < 600; i += 1) {
      appIcon(`#${i.toString(16).padStart(6, '0')}`, 192);
      if (i % 50 === 0) {
        expect(appIcon(RED, 192, logo)).toBe(hot);
        expect(appDownloadIcon(RED, logo)).toBe(hotDownload);
      }
    }
    // The same buffers: served from the cache, not decoded and drawn again.
    expect(appIcon(RED, 192, logo)).toBe(hot);
    expect(appDownloadIcon(RED, logo)).toBe(hotDownload);
    // An icon asked for once, 600 icons ago, was evicted: drawn again.
    const early = appIcon('#000000', 192);
    for (let i = 1; i < 300; i += 1) appIcon(`#${i.toString(16).padStart(6, '0')}`, 192);
    expect(appIcon('#000000', 192)).not.toBe(early);
  });
});
