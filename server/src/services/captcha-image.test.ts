import { inflateSync } from 'node:zlib';
import { PLAIN_CAPTCHA_ALPHABET } from '@app/contract/constants/captcha';
import { describe, expect, it } from 'vitest';
import {
  CAPTCHA_IMAGE_HEIGHT,
  CAPTCHA_IMAGE_SCALE,
  CAPTCHA_IMAGE_WIDTH,
  captchaDataUrl,
  DRAWABLE_CHARACTERS,
} from './captcha-image';

/** The image's source, as an attacker reads it from the data URL. */
const sourceOf = (dataUrl: string): Buffer => Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');

/**
 * The 20-line solver that passed 20 of 20 real logins, as it was written against the SVG:
 * each glyph was a <path transform=…> whose d drew the font's cells at their grid positions (4 px a cell,
 * jittered by less than half a cell), so rounding gave back the cell pattern, and one labelled sample per
 * character gave the table from patterns to characters.
 */
const cellPatterns = (dataUrl: string): string[] =>
  [
    ...sourceOf(dataUrl)
      .toString('latin1')
      .matchAll(/<path transform="[^"]*"[^>]*? d="([^"]+)"/g),
  ].map(([, d]) =>
    [...(d ?? '').matchAll(/M(-?[\d.]+) (-?[\d.]+)/g)]
      .map(([, x, y]) => `${Math.round(Number(x) / 4 + 2.5)},${Math.round(Number(y) / 4 + 3.5)}`)
      .sort()
      .join(' '),
  );
const learnFont = (): Map<string, string> => {
  const table = new Map<string, string>();
  for (const char of PLAIN_CAPTCHA_ALPHABET) {
    const [pattern] = cellPatterns(captchaDataUrl(char));
    if (pattern !== undefined) table.set(pattern, char);
  }
  return table;
};
const solve = (dataUrl: string, font: Map<string, string>): string =>
  cellPatterns(dataUrl)
    .map((pattern) => font.get(pattern) ?? '?')
    .join('');

interface DecodedPng {
  width: number;
  height: number;
  colourType: number;
  /** The filtered scanlines, inflated. */
  pixels: Buffer;
  chunkTypes: string[];
}

/** Reads the chunks of a PNG and inflates its image data. */
function decodePng(png: Buffer): DecodedPng {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const chunkTypes: string[] = [];
  const data: Buffer[] = [];
  let header: Buffer = Buffer.alloc(13);
  for (let offset = 8; offset < png.length;) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('ascii', offset + 4, offset + 8);
    const body = png.subarray(offset + 8, offset + 8 + length);
    chunkTypes.push(type);
    if (type === 'IHDR') header = body;
    if (type === 'IDAT') data.push(body);
    offset += 12 + length;
  }
  return {
    width: header.readUInt32BE(0),
    height: header.readUInt32BE(4),
    colourType: header[9] ?? -1,
    pixels: inflateSync(Buffer.concat(data)),
    chunkTypes,
  };
}

const ANSWERS = ['AC34', 'MWXK', '8G6E', 'RJ9Y', 'DFHN', 'PTUV'];

describe('the plain captcha image', () => {
  it('the old solver, reading glyph geometry from the image source, no longer reads the answer', () => {
    const font = learnFont();
    for (const answer of ANSWERS) {
      const image = captchaDataUrl(answer);
      expect(solve(image, font)).not.toBe(answer);
      expect(cellPatterns(image)).toEqual([]);
    }
  });

  it('is a PNG raster: no markup, no text, no answer in its bytes or in its pixels', () => {
    for (const answer of ANSWERS) {
      const image = captchaDataUrl(answer);
      expect(image).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/);
      const png = sourceOf(image);
      const { pixels, chunkTypes } = decodePng(png);
      // Only image data: no tEXt/iTXt/zTXt chunks that could carry words.
      expect(chunkTypes).toEqual(['IHDR', 'IDAT', 'IEND']);
      for (const bytes of [png, pixels]) {
        const text = bytes.toString('latin1');
        expect(text).not.toContain(answer);
        expect(text).not.toMatch(/<svg|<path|<text/);
      }
    }
  });

  it('never draws the same answer the same way twice', () => {
    const renders = Array.from({ length: 5 }, () => sourceOf(captchaDataUrl('AC34')).toString('base64'));
    expect(new Set(renders).size).toBe(5);
  });

  it('decodes to twice the shown size, RGBA, with ink in every quarter of the text', () => {
    const { width, height, colourType, pixels } = decodePng(sourceOf(captchaDataUrl('AC34')));
    expect([width, height]).toEqual([
      CAPTCHA_IMAGE_WIDTH * CAPTCHA_IMAGE_SCALE,
      CAPTCHA_IMAGE_HEIGHT * CAPTCHA_IMAGE_SCALE,
    ]);
    expect(colourType).toBe(6);
    expect(pixels).toHaveLength((width * 4 + 1) * height);
    // Dark pixels (a glyph's ink, not the light background) in each of the four glyph columns.
    const dark = (x: number, y: number) => {
      const o = y * (width * 4 + 1) + 1 + x * 4;
      return (pixels[o] ?? 255) + (pixels[o + 1] ?? 255) + (pixels[o + 2] ?? 255) < 300;
    };
    for (let quarter = 0; quarter < 4; quarter++) {
      let count = 0;
      for (let x = Math.floor((quarter * width) / 4); x < ((quarter + 1) * width) / 4; x++) {
        for (let y = 0; y < height; y++) if (dark(x, y)) count += 1;
      }
      expect(count).toBeGreaterThan(300);
    }
  });

  it('draws every character of the alphabet', () => {
    expect([...PLAIN_CAPTCHA_ALPHABET].every((c) => DRAWABLE_CHARACTERS.includes(c))).toBe(true);
    for (const char of PLAIN_CAPTCHA_ALPHABET) expect(() => captchaDataUrl(char.repeat(4))).not.toThrow();
  });
});
