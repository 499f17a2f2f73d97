/**
 * A feedback image by its bytes, never its name (chosen rules for /m/feedback, signed-in §2): a whole JPEG, PNG
 * or WebP is answered with its metadata stripped and its pixel size; anything else, a truncated or malformed file,
 * or one declaring an absurd size, is refused. What is kept is rebuilt from the parts read, so bytes after the
 * image's end (a polyglot's payload) and chunks that may carry text are left behind.
 *
 * Kept: what decoding and colour need (JPEG APP0/JFIF, APP2/ICC profile, APP14/Adobe; PNG's colour and
 * transparency chunks and iCCP; WebP's ICCP, ALPH and animation). Dropped: JPEG APP1 (EXIF, XMP), APP13
 * (Photoshop IPTC), every other APPn and COM; PNG tEXt, zTXt, iTXt, eXIf, tIME and every chunk not listed here;
 * WebP EXIF and XMP (with their VP8X flags cleared) and unknown chunks.
 */
import type { FeedbackImageType } from '@app/contract/constants/feedback';
import { FEEDBACK_IMAGE_MAX_BYTES, imageTypeOfBytes } from '@app/contract/constants/feedback';
import { crc32 } from '../image/png';

/** A side longer than this, or more pixels than this, is refused: no phone takes such a picture. */
export const IMAGE_MAX_SIDE = 12_000;
export const IMAGE_MAX_PIXELS = 60_000_000;

export interface CleanImage {
  type: FeedbackImageType;
  bytes: Buffer;
  width: number;
  height: number;
}

/** Why an image is refused: not an image of the three kinds (or broken), or too large. */
export type ImageProblem = 'invalid' | 'too-large';

export type ImageOutcome = ({ ok: true } & CleanImage) | { ok: false; problem: ImageProblem };

const invalid: ImageOutcome = { ok: false, problem: 'invalid' };
const tooLarge: ImageOutcome = { ok: false, problem: 'too-large' };

const sized = (type: FeedbackImageType, bytes: Buffer, width: number, height: number): ImageOutcome => {
  if (width < 1 || height < 1) return invalid;
  if (width > IMAGE_MAX_SIDE || height > IMAGE_MAX_SIDE || width * height > IMAGE_MAX_PIXELS) return tooLarge;
  return { ok: true, type, bytes, width, height };
};

// ---------- JPEG ----------

const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;
/** Start-of-frame markers (baseline, extended, progressive, lossless, arithmetic): they carry the size. */
const SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);
/** APP0 (JFIF), APP2 (ICC profile), APP14 (Adobe colour transform): what decoding and colour need. */
const JPEG_KEPT_APP = new Set([0xe0, 0xe2, 0xee]);
const isApp = (marker: number) => marker >= 0xe0 && marker <= 0xef;
const COM = 0xfe;
const isRestart = (marker: number) => marker >= 0xd0 && marker <= 0xd7;

/**
 * Reads marker segments from SOI; after each SOS, the entropy-coded data up to the next marker (0xFF followed by
 * neither 0x00 stuffing nor a restart marker). Ends at EOI, which must come after a frame and a scan.
 */
function cleanJpeg(file: Buffer): ImageOutcome {
  if (file.length < 4 || file[0] !== 0xff || file[1] !== SOI) return invalid;
  const kept: Buffer[] = [file.subarray(0, 2)];
  let pos = 2;
  let size: { width: number; height: number } | null = null;
  let scanned = false;
  while (pos < file.length) {
    if (file[pos] !== 0xff) return invalid;
    // Fill bytes (0xFF repeated) may precede a marker.
    while (pos < file.length && file[pos] === 0xff) pos += 1;
    if (pos >= file.length) return invalid;
    const marker = file[pos] as number;
    pos += 1;
    if (marker === EOI) {
      if (!size || !scanned) return invalid;
      kept.push(Buffer.from([0xff, EOI]));
      return sized('image/jpeg', Buffer.concat(kept), size.width, size.height);
    }
    if (marker === 0x00 || marker === SOI || isRestart(marker) || marker === 0x01) return invalid;
    if (pos + 2 > file.length) return invalid;
    const length = file.readUInt16BE(pos);
    if (length < 2 || pos + length > file.length) return invalid;
    const segment = file.subarray(pos - 2, pos + length);
    pos += length;
    if (SOF.has(marker)) {
      if (length < 8) return invalid;
      size = { height: segment.readUInt16BE(5), width: segment.readUInt16BE(7) };
    }
    const dropped = marker === COM || (isApp(marker) && !JPEG_KEPT_APP.has(marker));
    if (!dropped) kept.push(segment);
    if (marker !== SOS) continue;
    if (!size) return invalid;
    // The scan's entropy-coded data runs to the next real marker.
    const start = pos;
    while (pos < file.length) {
      if (file[pos] === 0xff) {
        const next = file[pos + 1];
        if (next === undefined) return invalid;
        if (next !== 0x00 && !isRestart(next)) break;
        pos += 2;
      } else pos += 1;
    }
    if (pos >= file.length) return invalid;
    kept.push(file.subarray(start, pos));
    scanned = true;
  }
  return invalid;
}

// ---------- PNG ----------

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/**
 * The chunks kept: the critical four, and the ancillary ones of colour, transparency, density and animation
 * (APNG). tEXt, zTXt, iTXt, eXIf and tIME are left out, as is any chunk not named here.
 */
const PNG_KEPT = new Set([
  'IHDR',
  'PLTE',
  'IDAT',
  'IEND',
  'tRNS',
  'cHRM',
  'gAMA',
  'iCCP',
  'sBIT',
  'sRGB',
  'bKGD',
  'hIST',
  'pHYs',
  'acTL',
  'fcTL',
  'fdAT',
]);
const isCritical = (type: string) => type.charCodeAt(0) >= 0x41 && type.charCodeAt(0) <= 0x5a;

function cleanPng(file: Buffer): ImageOutcome {
  if (file.length < PNG_SIGNATURE.length || !file.subarray(0, 8).equals(PNG_SIGNATURE)) return invalid;
  const kept: Buffer[] = [PNG_SIGNATURE];
  let pos = 8;
  let size: { width: number; height: number } | null = null;
  let hasData = false;
  while (pos + 12 <= file.length) {
    const length = file.readUInt32BE(pos);
    if (length > 0x7fffffff || pos + 12 + length > file.length) return invalid;
    const type = file.toString('latin1', pos + 4, pos + 8);
    if (!/^[A-Za-z]{4}$/.test(type)) return invalid;
    const whole = file.subarray(pos, pos + 12 + length);
    const crc = file.readUInt32BE(pos + 8 + length);
    if (crc32(file.subarray(pos + 4, pos + 8 + length)) !== crc) return invalid;
    pos += 12 + length;
    if (!size) {
      if (type !== 'IHDR' || length !== 13) return invalid;
      size = { width: whole.readUInt32BE(8), height: whole.readUInt32BE(12) };
    } else if (type === 'IHDR') return invalid;
    if (type === 'IDAT') hasData = true;
    if (type === 'IEND') {
      if (!hasData) return invalid;
      kept.push(whole);
      return sized('image/png', Buffer.concat(kept), size.width, size.height);
    }
    // An unknown critical chunk means a PNG this reader does not understand.
    if (!PNG_KEPT.has(type) && isCritical(type)) return invalid;
    if (PNG_KEPT.has(type)) kept.push(whole);
  }
  return invalid;
}

// ---------- WebP ----------

/** VP8X flags: ICC profile, alpha, EXIF, XMP, animation. */
const VP8X_EXIF = 0x08;
const VP8X_XMP = 0x04;
const WEBP_KEPT = new Set(['VP8 ', 'VP8L', 'VP8X', 'ALPH', 'ICCP', 'ANIM', 'ANMF']);

const webpFrameSize = (fourCc: string, data: Buffer): { width: number; height: number } | null => {
  if (fourCc === 'VP8 ') {
    // A key frame: 3-byte frame tag, start code 9d 01 2a, then 14-bit width and height.
    if (data.length < 10 || data[3] !== 0x9d || data[4] !== 0x01 || data[5] !== 0x2a) return null;
    return { width: data.readUInt16LE(6) & 0x3fff, height: data.readUInt16LE(8) & 0x3fff };
  }
  if (fourCc === 'VP8L') {
    if (data.length < 5 || data[0] !== 0x2f) return null;
    const bits = data.readUInt32LE(1);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (fourCc === 'VP8X') {
    if (data.length < 10) return null;
    return { width: data.readUIntLE(4, 3) + 1, height: data.readUIntLE(7, 3) + 1 };
  }
  return null;
};

function cleanWebp(file: Buffer): ImageOutcome {
  if (
    file.length < 20 ||
    file.toString('latin1', 0, 4) !== 'RIFF' ||
    file.toString('latin1', 8, 12) !== 'WEBP'
  )
    return invalid;
  const riffEnd = 8 + file.readUInt32LE(4);
  // Bytes past the RIFF's own length are not the image: left behind.
  if (riffEnd > file.length || riffEnd < 20) return invalid;
  const kept: Buffer[] = [];
  let pos = 12;
  let size: { width: number; height: number } | null = null;
  let hasFrame = false;
  while (pos < riffEnd) {
    if (pos + 8 > riffEnd) return invalid;
    const fourCc = file.toString('latin1', pos, pos + 4);
    const length = file.readUInt32LE(pos + 4);
    const padded = length + (length & 1);
    if (pos + 8 + length > riffEnd) return invalid;
    const data = file.subarray(pos + 8, pos + 8 + length);
    const whole = Buffer.from(file.subarray(pos, Math.min(pos + 8 + padded, riffEnd)));
    if (whole.length !== 8 + padded) return invalid;
    pos += 8 + padded;
    if (!size) {
      if (!['VP8 ', 'VP8L', 'VP8X'].includes(fourCc)) return invalid;
      size = webpFrameSize(fourCc, data);
      if (!size) return invalid;
      // The flags of what is dropped go with it.
      if (fourCc === 'VP8X') whole[8] = (whole[8] as number) & ~(VP8X_EXIF | VP8X_XMP);
    }
    if (fourCc === 'VP8 ' || fourCc === 'VP8L' || fourCc === 'ANMF') {
      if (fourCc !== 'ANMF' && !webpFrameSize(fourCc, data)) return invalid;
      hasFrame = true;
    }
    if (WEBP_KEPT.has(fourCc)) kept.push(whole);
  }
  if (!size || !hasFrame) return invalid;
  const body = Buffer.concat(kept);
  const header = Buffer.alloc(12);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(4 + body.length, 4);
  header.write('WEBP', 8, 'latin1');
  return sized('image/webp', Buffer.concat([header, body]), size.width, size.height);
}

// ---------- any ----------

const CLEANERS: Record<FeedbackImageType, (file: Buffer) => ImageOutcome> = {
  'image/jpeg': cleanJpeg,
  'image/png': cleanPng,
  'image/webp': cleanWebp,
};

/** A feedback image checked by its bytes and rebuilt without its metadata, or why it is refused. */
export function cleanFeedbackImage(file: Buffer): ImageOutcome {
  if (file.length > FEEDBACK_IMAGE_MAX_BYTES) return tooLarge;
  const type = imageTypeOfBytes(file);
  return type ? CLEANERS[type](file) : invalid;
}
