import { FEEDBACK_IMAGE_MAX_BYTES } from '@app/contract/constants/feedback';
import { describe, expect, it } from 'vitest';
import { chunk, encodePng } from '../image/png';
import { GPS_MARK, jpegFixture, pngFixture, webpFixture } from '../testing/feedback-fixtures';
import { imageTypeOfBytes } from '@app/contract/constants/feedback';
import { cleanFeedbackImage } from './feedback-images';

const has = (bytes: Buffer, text: string) => bytes.includes(Buffer.from(text, 'latin1'));
const accepted = (file: Buffer) => {
  const outcome = cleanFeedbackImage(file);
  if (!outcome.ok) throw new Error(`refused: ${outcome.problem}`);
  return outcome;
};

describe('cleanFeedbackImage: the three kinds, by their bytes', () => {
  it.each([
    ['a JPEG', jpegFixture(), 'image/jpeg', 8, 8],
    ['a PNG', pngFixture(), 'image/png', 4, 3],
    ['a WebP (VP8X, alpha, VP8)', webpFixture(), 'image/webp', 1, 1],
    [
      'a lossless WebP (VP8L)',
      Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64'),
      'image/webp',
      1,
      1,
    ],
    [
      'a lossy WebP (VP8)',
      Buffer.from('UklGRiIAAABXRUJQVlA4IBYAAAAwAQCdASoBAAEADsD+JaQAA3AAAAAA', 'base64'),
      'image/webp',
      1,
      1,
    ],
  ])('accepts %s with its size', (_, file, type, width, height) => {
    expect(accepted(file)).toMatchObject({ type, width, height });
  });

  it('keeps an image without metadata as it was', () => {
    for (const file of [jpegFixture(), pngFixture(), webpFixture()])
      expect(accepted(file).bytes).toEqual(file);
  });

  it.each([
    ['a JPEG', jpegFixture(true), jpegFixture()],
    ['a PNG', pngFixture(true), pngFixture()],
    ['a WebP', webpFixture(true), webpFixture()],
  ])(
    'strips the GPS position, XMP and comments from %s: what is left is the image without them',
    (_, file, plain) => {
      expect(has(file, GPS_MARK)).toBe(true);
      const clean = accepted(file).bytes;
      expect(has(clean, GPS_MARK)).toBe(false);
      expect(has(clean, 'xmpmeta')).toBe(false);
      expect(clean).toEqual(plain);
    },
  );

  it('clears the EXIF and XMP flags of a WebP whose chunks it drops, and keeps the alpha flag', () => {
    const clean = accepted(webpFixture(true)).bytes;
    expect((clean[20] as number) & 0x0c).toBe(0);
    expect((clean[20] as number) & 0x10).toBe(0x10);
    expect(clean.readUInt32LE(4)).toBe(clean.length - 8);
  });

  const png = pngFixture();
  const jpeg = jpegFixture();
  const webp = webpFixture();
  const html = Buffer.from('<!doctype html><script>alert(document.cookie)</script>');
  const withByte = (file: Buffer, at: number, value: number) => {
    const copy = Buffer.from(file);
    copy[at] = value;
    return copy;
  };
  it.each([
    ['an HTML page', html],
    ['plain text', Buffer.from('hello, this is a text file renamed .png')],
    ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1')],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')],
    ['nothing', Buffer.alloc(0)],
    ['a truncated PNG', png.subarray(0, png.length - 10)],
    ['a PNG with a wrong CRC', withByte(png, 30, png[30] === 0 ? 1 : 0)],
    ['a PNG without IDAT', Buffer.concat([png.subarray(0, 33), chunk('IEND', Buffer.alloc(0))])],
    [
      'a PNG with an unknown critical chunk',
      Buffer.concat([png.subarray(0, 33), chunk('ZZZZ', Buffer.alloc(1)), png.subarray(33)]),
    ],
    ['a truncated JPEG', jpeg.subarray(0, jpeg.length - 2)],
    ['a JPEG without a frame', Buffer.from([0xff, 0xd8, 0xff, 0xd9])],
    [
      'a JPEG whose segment runs past the end',
      Buffer.concat([jpeg.subarray(0, 2), Buffer.from([0xff, 0xe1, 0xff, 0xff, 0])]),
    ],
    ['a truncated WebP', webp.subarray(0, webp.length - 4)],
    [
      'a WebP whose RIFF says more than the file has',
      (() => {
        const c = Buffer.from(webp);
        c.writeUInt32LE(9999, 4);
        return c;
      })(),
    ],
    [
      'a RIFF that is not a WebP',
      Buffer.concat([Buffer.from('RIFF\x04\0\0\0WAVE', 'latin1'), Buffer.alloc(16)]),
    ],
  ])('refuses %s as invalid', (_, file) => {
    expect(cleanFeedbackImage(file)).toEqual({ ok: false, problem: 'invalid' });
  });

  it('refuses a file over 2 MB and an image declaring an absurd size as too large', () => {
    const big = Buffer.concat([png, Buffer.alloc(FEEDBACK_IMAGE_MAX_BYTES)]);
    expect(cleanFeedbackImage(big)).toEqual({ ok: false, problem: 'too-large' });
    // A tiny PNG whose header declares 100,000 × 100,000 pixels (a decompression bomb's promise).
    const ihdr = Buffer.alloc(13);
    ihdr.writeUInt32BE(100_000, 0);
    ihdr.writeUInt32BE(100_000, 4);
    ihdr.set([8, 6, 0, 0, 0], 8);
    const bomb = Buffer.concat([png.subarray(0, 8), chunk('IHDR', ihdr), png.subarray(33)]);
    expect(cleanFeedbackImage(bomb)).toEqual({ ok: false, problem: 'too-large' });
  });

  it('attack: polyglots lose what follows the image and what hides in its comments', () => {
    // A PNG with an HTML page after IEND, a JPEG with one after EOI and one in a comment.
    const pngPolyglot = Buffer.concat([png, html]);
    const jpegPolyglot = Buffer.concat([jpeg, html]);
    const commented = Buffer.concat([
      jpeg.subarray(0, 2),
      Buffer.from([0xff, 0xfe, 0, html.length + 2]),
      html,
      jpeg.subarray(2),
    ]);
    expect(accepted(pngPolyglot).bytes).toEqual(png);
    expect(accepted(jpegPolyglot).bytes).toEqual(jpeg);
    expect(accepted(commented).bytes).toEqual(jpeg);
    const webpPolyglot = Buffer.concat([webp, html]);
    expect(accepted(webpPolyglot).bytes).toEqual(webp);
  });

  it('attack: the type comes from the bytes, whatever the file was named', () => {
    // A PNG named photo.jpg is sent as bytes only (the contract sends no name): it is a PNG.
    expect(imageTypeOfBytes(encodePng(1, 1, () => [0, 0, 0, 255]))).toBe('image/png');
    expect(imageTypeOfBytes(html)).toBeNull();
  });
});
