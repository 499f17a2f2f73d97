import { chunk, encodePng } from '../image/png';

/**
 * Small real images for the feedback tests (services/feedback-images.test.ts, routes/feedback.test.ts), built
 * here, with the metadata a phone puts in them: an EXIF block with a GPS position, text chunks, comments.
 */

/** The GPS position the EXIF fixtures carry: a test proves it is gone. */
export const GPS_MARK = 'GPSLatitude 14.5995N 120.9842E';

const segment = (marker: number, body: Buffer): Buffer => {
  const head = Buffer.alloc(4);
  head.writeUInt8(0xff, 0);
  head.writeUInt8(marker, 1);
  head.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([head, body]);
};

/** An EXIF APP1 body: "Exif\0\0", a little-endian TIFF header, and the GPS text where a GPS IFD would hold it. */
const exifBody = (): Buffer =>
  Buffer.concat([
    Buffer.from('Exif\0\0', 'latin1'),
    Buffer.from('II*\0\x08\0\0\0', 'latin1'),
    Buffer.from(GPS_MARK),
  ]);

/**
 * A real 8×8 grey baseline JPEG: every DCT coefficient 0, so the one scan byte codes a DC difference of 0 and an
 * end of block with one-symbol Huffman tables. With `metadata`: EXIF (GPS), XMP, Photoshop APP13 and a comment.
 */
export function jpegFixture(metadata = false): Buffer {
  const jfif = segment(0xe0, Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\0\0', 'latin1'));
  const dqt = segment(0xdb, Buffer.concat([Buffer.from([0]), Buffer.alloc(64, 1)]));
  const sof = segment(0xc0, Buffer.from([8, 0, 8, 0, 8, 1, 1, 0x11, 0]));
  const table = (id: number) => Buffer.concat([Buffer.from([id, 1]), Buffer.alloc(15), Buffer.from([0])]);
  const dht = segment(0xc4, Buffer.concat([table(0x00), table(0x10)]));
  const sos = segment(0xda, Buffer.from([1, 1, 0x00, 0, 63, 0]));
  const meta = metadata
    ? [
        segment(0xe1, exifBody()),
        segment(0xe1, Buffer.from('http://ns.adobe.com/xap/1.0/\0<x:xmpmeta>GPS</x:xmpmeta>', 'latin1')),
        segment(0xed, Buffer.from('Photoshop 3.0\0 IPTC city Manila', 'latin1')),
        segment(0xfe, Buffer.from('taken at home')),
      ]
    : [];
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    jfif,
    ...meta,
    dqt,
    sof,
    dht,
    sos,
    Buffer.from([0x3f]),
    Buffer.from([0xff, 0xd9]),
  ]);
}

/** A real 4×3 PNG; with `metadata`: tEXt, iTXt, zTXt, tIME and an eXIf chunk with the GPS text. */
export function pngFixture(metadata = false): Buffer {
  const png = encodePng(4, 3, (x, y) => [x * 60, y * 80, 120, 255]);
  if (!metadata) return png;
  // After the signature and IHDR (8 + 25 bytes).
  const head = png.subarray(0, 33);
  const rest = png.subarray(33);
  return Buffer.concat([
    head,
    chunk('tEXt', Buffer.from('Comment\0shot on a phone', 'latin1')),
    chunk('iTXt', Buffer.from('XML:com.adobe.xmp\0\0\0\0\0<x:xmpmeta>GPS</x:xmpmeta>', 'latin1')),
    chunk('zTXt', Buffer.from('Author\0\0x', 'latin1')),
    chunk('tIME', Buffer.from([0x07, 0xea, 11, 30, 7, 0, 0])),
    chunk('eXIf', exifBody().subarray(6)),
    rest,
  ]);
}

/** A real 1×1 WebP with alpha (VP8X, ALPH, VP8); with `metadata`: EXIF (GPS) and XMP chunks, flagged in VP8X. */
export function webpFixture(metadata = false): Buffer {
  const plain = Buffer.from(
    'UklGRkoAAABXRUJQVlA4WAoAAAAQAAAAAAAAAAAAQUxQSAwAAAARBxAR/Q9ERP8DAABWUDggGAAAABQBAJ0BKgEAAQAAAP4AAA3AAP7mtQAAAA==',
    'base64',
  );
  if (!metadata) return plain;
  const riffChunk = (fourCc: string, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.write(fourCc, 0, 'latin1');
    head.writeUInt32LE(data.length, 4);
    return Buffer.concat([head, data, data.length % 2 ? Buffer.alloc(1) : Buffer.alloc(0)]);
  };
  const body = Buffer.concat([
    plain.subarray(12),
    riffChunk('EXIF', exifBody().subarray(6)),
    riffChunk('XMP ', Buffer.from('<x:xmpmeta>GPS</x:xmpmeta>')),
  ]);
  // VP8X flags: EXIF (0x08) and XMP (0x04) on.
  body[8] = (body[8] as number) | 0x0c;
  const header = Buffer.alloc(12);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(4 + body.length, 4);
  header.write('WEBP', 8, 'latin1');
  return Buffer.concat([header, body]);
}
