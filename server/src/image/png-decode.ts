/**
 * PNG decoding for the one picture the server reads rather than draws: a merchant's logo, drawn into its app
 * icons (server/src/static/icons.ts). The logo is a setting, so the decoder trusts nothing of it: a size limit
 * before reading, the dimensions checked before any pixel is allocated, the inflated data capped at exactly what
 * those dimensions need (no decompression bomb), and only the plain kinds of PNG (8 bits per channel, not
 * interlaced); anything else is null, and the icon keeps the merchant's colour.
 */
import { inflateSync } from 'node:zlib';
import type { Rgba } from './png';

export interface DecodedImage {
  width: number;
  height: number;
  /** RGBA, 4 bytes per pixel, row by row. */
  pixels: Buffer;
}

/** A logo larger than this (file or side) is not read. */
export const MAX_LOGO_BYTES = 512 * 1024;
export const MAX_LOGO_SIDE = 1024;

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Channels by colour type: grey, RGB, palette, grey + alpha, RGBA. */
const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

const paeth = (a: number, b: number, c: number): number => {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
};

/** Undoes the per-row filters in place; false on an unknown filter. */
function unfilter(data: Buffer, width: number, height: number, bpp: number): Buffer | null {
  const stride = width * bpp;
  const out = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = data[y * (stride + 1)];
    const row = y * (stride + 1) + 1;
    for (let x = 0; x < stride; x++) {
      const raw = data[row + x] ?? 0;
      const a = x >= bpp ? (out[y * stride + x - bpp] ?? 0) : 0;
      const b = y > 0 ? (out[(y - 1) * stride + x] ?? 0) : 0;
      const c = x >= bpp && y > 0 ? (out[(y - 1) * stride + x - bpp] ?? 0) : 0;
      let value: number;
      if (filter === 0) value = raw;
      else if (filter === 1) value = raw + a;
      else if (filter === 2) value = raw + b;
      else if (filter === 3) value = raw + ((a + b) >> 1);
      else if (filter === 4) value = raw + paeth(a, b, c);
      else return null;
      out[y * stride + x] = value & 0xff;
    }
  }
  return out;
}

/** The picture of a PNG file, or null when it is not one this decoder reads (see the module's comment). */
export function decodePng(file: Buffer): DecodedImage | null {
  if (
    file.length > MAX_LOGO_BYTES ||
    file.length < SIGNATURE.length ||
    !file.subarray(0, 8).equals(SIGNATURE)
  ) {
    return null;
  }
  let width = 0;
  let height = 0;
  let colourType = -1;
  let palette: Buffer | null = null;
  let transparency: Buffer | null = null;
  const idat: Buffer[] = [];
  for (let at = 8; at + 8 <= file.length;) {
    const length = file.readUInt32BE(at);
    const type = file.toString('latin1', at + 4, at + 8);
    const data = file.subarray(at + 8, at + 8 + length);
    if (data.length !== length) return null;
    at += 12 + length;
    if (type === 'IHDR') {
      if (length !== 13) return null;
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      const [depth, colour, compression, filterMethod, interlace] = [...data.subarray(8, 13)];
      if (depth !== 8 || compression !== 0 || filterMethod !== 0 || interlace !== 0) return null;
      if (colour === undefined || !(colour in CHANNELS)) return null;
      colourType = colour;
      if (width < 1 || height < 1 || width > MAX_LOGO_SIDE || height > MAX_LOGO_SIDE) return null;
    } else if (type === 'PLTE') palette = data;
    else if (type === 'tRNS') transparency = data;
    else if (type === 'IDAT') idat.push(data);
    else if (type === 'IEND') break;
  }
  const bpp = CHANNELS[colourType];
  if (!bpp || idat.length === 0 || (colourType === 3 && !palette)) return null;
  const expected = (width * bpp + 1) * height;
  let inflated: Buffer;
  try {
    inflated = inflateSync(Buffer.concat(idat), { maxOutputLength: expected });
  } catch {
    return null;
  }
  if (inflated.length !== expected) return null;
  const samples = unfilter(inflated, width, height, bpp);
  if (!samples) return null;
  const pixels = Buffer.alloc(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    const s = i * bpp;
    const v = samples[s] ?? 0;
    let rgba: Rgba;
    if (colourType === 0) rgba = [v, v, v, 255];
    else if (colourType === 4) rgba = [v, v, v, samples[s + 1] ?? 255];
    else if (colourType === 2) rgba = [v, samples[s + 1] ?? 0, samples[s + 2] ?? 0, 255];
    else if (colourType === 6) rgba = [v, samples[s + 1] ?? 0, samples[s + 2] ?? 0, samples[s + 3] ?? 255];
    else {
      if (!palette || v * 3 + 2 >= palette.length) return null;
      rgba = [
        palette[v * 3] ?? 0,
        palette[v * 3 + 1] ?? 0,
        palette[v * 3 + 2] ?? 0,
        transparency?.[v] ?? 255,
      ];
    }
    pixels.set(rgba, i * 4);
  }
  return { width, height, pixels };
}

/** The PNG bytes of a `data:image/png;base64,…` URL, or null. */
export function pngDataUrl(value: string): Buffer | null {
  const match = /^data:image\/png;base64,([A-Za-z0-9+/]+={0,2})$/.exec(value.trim());
  if (!match?.[1] || match[1].length > (MAX_LOGO_BYTES * 4) / 3 + 4) return null;
  return Buffer.from(match[1], 'base64');
}
