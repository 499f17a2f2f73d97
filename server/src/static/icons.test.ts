import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { encodePng } from '../image/png';
import { decodePng } from '../image/png-decode';
import { appIcon, colourIcon, logoFile } from './icons';

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

describe('the app icons: drawn from the merchant’s logo or colour (issue 9 §5)', () => {
  it('a PNG data URL logo: centred on the colour, its transparent part showing the colour', () => {
    const icon = appIcon(RED, 192, `data:image/png;base64,${LOGO.toString('base64')}`);
    expect(pixel(icon, 0, 0)).toEqual([0xd0, 0x34, 0x1f, 255]);
    // The logo fills 60% of the width: its opaque left half left of the centre, its transparent half right of it.
    expect(pixel(icon, 60, 96)).toEqual([0, 0, 255, 255]);
    expect(pixel(icon, 130, 96)).toEqual([0xd0, 0x34, 0x1f, 255]);
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
    const before = logoFile('/m/img/logo.png', dist)?.key;
    writeFileSync(
      join(dist, 'img', 'logo.png'),
      encodePng(2, 2, () => [0, 255, 0, 255]),
    );
    expect(logoFile('/m/img/logo.png', dist)?.key).not.toBe(before);
    expect(pixel(appIcon(RED, 256, '/m/img/logo.png', dist), 128, 128)).toEqual([0, 255, 0, 255]);
  });
});
