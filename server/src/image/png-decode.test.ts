import { crc32, deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodePng } from './png';
import { decodePng, MAX_LOGO_BYTES, MAX_LOGO_SIDE, pngDataUrl } from './png-decode';

const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), 8 + data.length);
  return out;
};

interface Png {
  width: number;
  height: number;
  colour: number;
  depth?: number;
  interlace?: number;
  /** Unfiltered samples, row by row. */
  samples: number[];
  bpp: number;
  filter?: number;
  palette?: number[];
  transparency?: number[];
  /** Replaces the compressed data. */
  idat?: Buffer;
}

/** The filtered bytes of one row (filters 0 to 4), as an encoder writes them. */
const filterRow = (filter: number, row: number[], prior: number[], bpp: number): number[] =>
  row.map((x, i) => {
    const a = i >= bpp ? (row[i - bpp] ?? 0) : 0;
    const b = prior[i] ?? 0;
    const c = i >= bpp ? (prior[i - bpp] ?? 0) : 0;
    const p = a + b - c;
    const [pa, pb, pc] = [Math.abs(p - a), Math.abs(p - b), Math.abs(p - c)];
    const predictor = [0, a, b, (a + b) >> 1, pa <= pb && pa <= pc ? a : pb <= pc ? b : c][filter] ?? 0;
    return (x - predictor) & 0xff;
  });

function png({
  width,
  height,
  colour,
  depth = 8,
  interlace = 0,
  samples,
  bpp,
  filter = 0,
  palette,
  transparency,
  idat,
}: Png) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([depth, colour, 0, 0, interlace], 8);
  const stride = width * bpp;
  const raw: number[] = [];
  for (let y = 0; y < height; y++) {
    const row = samples.slice(y * stride, (y + 1) * stride);
    const prior = y > 0 ? samples.slice((y - 1) * stride, y * stride) : [];
    raw.push(filter, ...filterRow(filter, row, prior, bpp));
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    ...(palette ? [chunk('PLTE', Buffer.from(palette))] : []),
    ...(transparency ? [chunk('tRNS', Buffer.from(transparency))] : []),
    chunk('IDAT', idat ?? deflateSync(Buffer.from(raw))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const rgbaOf = (image: ReturnType<typeof decodePng>) => (image ? [...image.pixels] : null);

describe('decodePng: the plain kinds of PNG', () => {
  it('reads back what the server encodes (RGBA)', () => {
    const file = encodePng(3, 2, (x, y) => [x * 40, y * 90, 7, 200]);
    const image = decodePng(file);
    expect(image).toMatchObject({ width: 3, height: 2 });
    expect(rgbaOf(image)).toEqual([
      0, 0, 7, 200, 40, 0, 7, 200, 80, 0, 7, 200, 0, 90, 7, 200, 40, 90, 7, 200, 80, 90, 7, 200,
    ]);
  });

  const rgb = [10, 20, 30, 200, 100, 0, 250, 250, 250, 1, 2, 3];
  it.each([0, 1, 2, 3, 4])('undoes filter %i', (filter) => {
    const image = decodePng(png({ width: 2, height: 2, colour: 2, bpp: 3, samples: rgb, filter }));
    expect(rgbaOf(image)).toEqual([10, 20, 30, 255, 200, 100, 0, 255, 250, 250, 250, 255, 1, 2, 3, 255]);
  });

  it.each<[string, Png, number[]]>([
    [
      'grey',
      { width: 2, height: 1, colour: 0, bpp: 1, samples: [0, 200] },
      [0, 0, 0, 255, 200, 200, 200, 255],
    ],
    ['grey and alpha', { width: 1, height: 1, colour: 4, bpp: 2, samples: [90, 30] }, [90, 90, 90, 30]],
    [
      'a palette with transparency',
      {
        width: 2,
        height: 1,
        colour: 3,
        bpp: 1,
        samples: [1, 0],
        palette: [1, 2, 3, 4, 5, 6],
        transparency: [0],
      },
      [4, 5, 6, 255, 1, 2, 3, 0],
    ],
  ])('%s', (_, spec, pixels) => {
    expect(rgbaOf(decodePng(png(spec)))).toEqual(pixels);
  });
});

describe('decodePng: anything else is null (the icon keeps the colour)', () => {
  const plain: Png = { width: 1, height: 1, colour: 2, bpp: 3, samples: [1, 2, 3] };
  it.each<[string, Buffer]>([
    ['not a PNG', Buffer.from('GIF89a...')],
    ['16 bits per channel', png({ ...plain, depth: 16 })],
    ['interlaced', png({ ...plain, interlace: 1 })],
    ['an unknown colour type', png({ ...plain, colour: 5 })],
    ['wider than a logo may be', png({ ...plain, width: MAX_LOGO_SIDE + 1, samples: [] })],
    ['no pixels', png({ ...plain, width: 0, samples: [] })],
    [
      'data that inflates beyond its size (a decompression bomb)',
      png({ ...plain, idat: deflateSync(Buffer.alloc(10_000_000)) }),
    ],
    ['data short of its size', png({ ...plain, idat: deflateSync(Buffer.from([0, 1])) })],
    ['an unknown filter', png({ ...plain, idat: deflateSync(Buffer.from([9, 1, 2, 3])) })],
    [
      'a palette index beyond the palette',
      png({ width: 1, height: 1, colour: 3, bpp: 1, samples: [5], palette: [1, 2, 3] }),
    ],
    ['a palette image without a palette', png({ width: 1, height: 1, colour: 3, bpp: 1, samples: [0] })],
    ['a truncated file', encodePng(2, 2, () => [1, 2, 3, 4]).subarray(0, 40)],
    [
      'a file over the size limit',
      Buffer.concat([encodePng(1, 1, () => [1, 2, 3, 4]), Buffer.alloc(MAX_LOGO_BYTES)]),
    ],
  ])('%s', (_, file) => {
    expect(decodePng(file)).toBeNull();
  });
});

describe('pngDataUrl: only a base64 PNG data URL', () => {
  const file = encodePng(1, 1, () => [1, 2, 3, 4]);
  it.each<[string, Buffer | null]>([
    [`data:image/png;base64,${file.toString('base64')}`, file],
    [`data:image/svg+xml;base64,${file.toString('base64')}`, null],
    [`data:image/png,${file.toString('latin1')}`, null],
    ['data:image/png;base64,<script>', null],
    ['https://cdn.example/logo.png', null],
  ])('%s', (value, bytes) => {
    expect(pngDataUrl(value)).toEqual(bytes);
  });
});
