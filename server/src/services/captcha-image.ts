import { randomInt } from 'node:crypto';
import { encodePng, hexToRgba, type Rgba } from '../image/png';

/**
 * The plain captcha's picture: a PNG raster of the answer in a stroke font, each glyph turned, slanted, scaled
 * and moved at random, every stroke bent by two waves, over and under noise curves and specks. Only pixels leave
 * the server: no text and no glyph geometry in the image's source (an SVG of a font's cells was read back by a
 * 20-line solver, see docs/security.md), and the same answer never draws the same way twice.
 */

/**
 * The glyphs of PLAIN_CAPTCHA_ALPHABET as strokes on a 4 x 6 grid (y down): each string is one polyline of
 * "x,y" points.
 */
const STROKES: Readonly<Record<string, readonly string[]>> = {
  '3': ['0,1 1,0 3,0 4,1 4,2 3,3 1.5,3', '3,3 4,4 4,5 3,6 1,6 0,5'],
  '4': ['3,6 3,0 0,4 4,4'],
  '6': ['3.5,0.5 2.5,0 1.5,0 0.5,1 0,2.5 0,5 1,6 3,6 4,5 4,4 3,3 1,3 0,4'],
  '7': ['0,0 4,0 1.5,6'],
  '8': ['2,3 1,3 0,2 0,1 1,0 3,0 4,1 4,2 3,3 1,3 0,4 0,5 1,6 3,6 4,5 4,4 3,3'],
  '9': ['4,2 3,3 1,3 0,2 0,1 1,0 3,0 4,1 4,3.5 3.5,5 2.5,6 1,6'],
  A: ['0,6 2,0 4,6', '0.7,4 3.3,4'],
  C: ['4,1 3,0 1,0 0,1 0,5 1,6 3,6 4,5'],
  D: ['0,0 0,6 2.5,6 4,4.5 4,1.5 2.5,0 0,0'],
  E: ['4,0 0,0 0,6 4,6', '0,3 3,3'],
  F: ['4,0 0,0 0,6', '0,3 3,3'],
  G: ['4,1 3,0 1,0 0,1 0,5 1,6 3,6 4,5 4,3.5 2.5,3.5'],
  H: ['0,0 0,6', '4,0 4,6', '0,3 4,3'],
  J: ['1.5,0 4,0', '3,0 3,5 2,6 1,6 0,5'],
  K: ['0,0 0,6', '4,0 0,3.5', '1.3,2.7 4,6'],
  M: ['0,6 0,0 2,3.5 4,0 4,6'],
  N: ['0,6 0,0 4,6 4,0'],
  P: ['0,6 0,0 3,0 4,1 4,2 3,3 0,3'],
  R: ['0,6 0,0 3,0 4,1 4,2 3,3 0,3', '2,3 4,6'],
  T: ['0,0 4,0', '2,0 2,6'],
  U: ['0,0 0,5 1,6 3,6 4,5 4,0'],
  V: ['0,0 2,6 4,0'],
  W: ['0,0 1,6 2,2.5 3,6 4,0'],
  X: ['0,0 4,6', '4,0 0,6'],
  Y: ['0,0 2,3 4,0', '2,3 2,6'],
};

type Point = readonly [number, number];
const polyline = (stroke: string): Point[] =>
  stroke.split(' ').map((pair) => pair.split(',').map(Number) as unknown as Point);

/** The size the app shows the image at (CSS pixels, web/src/features/captcha/PlainCaptchaField.tsx). */
export const CAPTCHA_IMAGE_WIDTH = 132;
export const CAPTCHA_IMAGE_HEIGHT = 48;
/** Pixels per CSS pixel: phones have dense screens, so the picture is drawn at twice its shown size. */
export const CAPTCHA_IMAGE_SCALE = 2;

const W = CAPTCHA_IMAGE_WIDTH * CAPTCHA_IMAGE_SCALE;
const H = CAPTCHA_IMAGE_HEIGHT * CAPTCHA_IMAGE_SCALE;
/** One step of the glyph grid, in image pixels: a glyph is 4 x 6 steps, about 20 x 30 of the 48 shown pixels. */
const UNIT = 5 * CAPTCHA_IMAGE_SCALE;
const BACKGROUND = hexToRgba('#f3f4f6');
const INK = ['#1f2937', '#7c2d12', '#1e3a8a', '#14532d', '#581c87'].map(hexToRgba);

/** A random number in [min, max), to 0.01. */
const between = (min: number, max: number): number =>
  min + randomInt(0, Math.max(1, Math.round((max - min) * 100))) / 100;
const pick = <T>(items: readonly T[]): T => items[randomInt(0, items.length)] as T;

/** The picture being drawn: RGB per pixel, painted layer by layer through coverage masks (0 to 1). */
class Raster {
  readonly rgb = new Float32Array(W * H * 3);

  constructor(background: Rgba) {
    for (let i = 0; i < W * H; i++) this.rgb.set(background.slice(0, 3), i * 3);
  }

  paint(mask: Float32Array, [r, g, b]: Rgba): void {
    for (let i = 0; i < mask.length; i++) {
      const a = mask[i] ?? 0;
      if (a <= 0) continue;
      const o = i * 3;
      this.rgb[o] = (this.rgb[o] ?? 0) * (1 - a) + r * a;
      this.rgb[o + 1] = (this.rgb[o + 1] ?? 0) * (1 - a) + g * a;
      this.rgb[o + 2] = (this.rgb[o + 2] ?? 0) * (1 - a) + b * a;
    }
  }

  png(): Buffer {
    const byte = (v: number) => Math.max(0, Math.min(255, Math.round(v)));
    return encodePng(W, H, (x, y) => {
      const o = (y * W + x) * 3;
      return [byte(this.rgb[o] ?? 0), byte(this.rgb[o + 1] ?? 0), byte(this.rgb[o + 2] ?? 0), 255];
    });
  }
}

/** Adds a smooth disc (radius r, image pixels) to the mask. */
function stampDisc(mask: Float32Array, cx: number, cy: number, r: number): void {
  for (let y = Math.max(0, Math.floor(cy - r - 1)); y <= Math.min(H - 1, Math.ceil(cy + r + 1)); y++) {
    for (let x = Math.max(0, Math.floor(cx - r - 1)); x <= Math.min(W - 1, Math.ceil(cx + r + 1)); x++) {
      const d = Math.hypot(x + 0.5 - cx, y + 0.5 - cy);
      const cover = Math.min(1, r + 0.5 - d);
      if (cover > (mask[y * W + x] ?? 0)) mask[y * W + x] = cover;
    }
  }
}

/** A curve across the picture (a cubic Bézier from the left edge to the right one), as a mask. */
function noiseCurve(width: number): Float32Array {
  const mask = new Float32Array(W * H);
  const p = [
    [between(-4, W * 0.1), between(H * 0.15, H * 0.85)],
    [between(W * 0.2, W * 0.45), between(-H * 0.3, H * 1.3)],
    [between(W * 0.55, W * 0.8), between(-H * 0.3, H * 1.3)],
    [between(W * 0.9, W + 4), between(H * 0.15, H * 0.85)],
  ] as const;
  const steps = W * 2;
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const [a, b, c, d] = [(1 - t) ** 3, 3 * (1 - t) ** 2 * t, 3 * (1 - t) * t ** 2, t ** 3];
    const x = a * p[0][0] + b * p[1][0] + c * p[2][0] + d * p[3][0];
    const y = a * p[0][1] + b * p[1][1] + c * p[2][1] + d * p[3][1];
    stampDisc(mask, x, y, width / 2);
  }
  return mask;
}

/** Specks scattered over the picture. */
function specks(count: number): Float32Array {
  const mask = new Float32Array(W * H);
  for (let i = 0; i < count; i++) {
    stampDisc(mask, between(0, W), between(0, H), between(0.5, 1.4) * CAPTCHA_IMAGE_SCALE);
  }
  return mask;
}

/** A bend applied to the whole text: every point of a stroke moves along two sine waves. */
interface Wave {
  ax: number;
  ay: number;
  fx: number;
  fy: number;
  px: number;
  py: number;
}

const randomWave = (): Wave => ({
  ax: between(0.6, 1.6) * CAPTCHA_IMAGE_SCALE,
  ay: between(1, 2) * CAPTCHA_IMAGE_SCALE,
  fx: (2 * Math.PI) / between(H * 0.6, H * 1.2),
  fy: (2 * Math.PI) / between(W * 0.3, W * 0.6),
  px: between(0, 2 * Math.PI),
  py: between(0, 2 * Math.PI),
});

/**
 * Adds one glyph, centred at (cx, cy), to the mask: its strokes rotated, slanted and scaled at random, bent by
 * the wave, drawn as round-ended lines of the given width.
 */
function drawGlyph(
  mask: Float32Array,
  char: string,
  cx: number,
  cy: number,
  wave: Wave,
  width: number,
): void {
  const strokes = STROKES[char];
  if (!strokes) throw new Error(`no captcha glyph for "${char}"`);
  const angle = (between(-20, 20) * Math.PI) / 180;
  const shear = between(-0.3, 0.3);
  const unit = between(0.95, 1.15) * UNIT;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  // Grid point (gx, gy), centred on the glyph, then sheared, scaled, rotated, moved to (cx, cy) and bent.
  const place = ([gx, gy]: Point): Point => {
    const x = (gx - 2 + shear * (gy - 3)) * unit;
    const y = (gy - 3) * unit;
    const px = cx + x * cos - y * sin;
    const py = cy + x * sin + y * cos;
    return [px + wave.ax * Math.sin(py * wave.fx + wave.px), py + wave.ay * Math.sin(px * wave.fy + wave.py)];
  };
  for (const stroke of strokes) {
    const points = polyline(stroke);
    for (let i = 1; i < points.length; i++) {
      const from = points[i - 1] as Point;
      const to = points[i] as Point;
      // Each segment is split finely enough that the bend shows and the discs overlap.
      const steps = Math.ceil(Math.hypot(to[0] - from[0], to[1] - from[1]) * unit * 2);
      for (let k = 0; k <= steps; k++) {
        const t = k / steps;
        const [x, y] = place([from[0] + (to[0] - from[0]) * t, from[1] + (to[1] - from[1]) * t]);
        stampDisc(mask, x, y, width / 2);
      }
    }
  }
}

/** The PNG for the answer: W x H pixels (twice the shown size), different at every call. */
export function captchaPng(answer: string): Buffer {
  const raster = new Raster(BACKGROUND);
  const wave = randomWave();
  raster.paint(noiseCurve(between(0.8, 1.4) * CAPTCHA_IMAGE_SCALE), pick(INK));
  raster.paint(noiseCurve(between(0.8, 1.4) * CAPTCHA_IMAGE_SCALE), pick(INK));
  raster.paint(specks(45), pick(INK));
  const step = (W - 16 * CAPTCHA_IMAGE_SCALE) / answer.length;
  [...answer].forEach((char, i) => {
    const mask = new Float32Array(W * H);
    const cx = 8 * CAPTCHA_IMAGE_SCALE + step * (i + 0.5) + between(-3, 3) * CAPTCHA_IMAGE_SCALE;
    const cy = H / 2 + between(-2, 2) * CAPTCHA_IMAGE_SCALE;
    drawGlyph(mask, char, cx, cy, wave, between(2.4, 3.2) * CAPTCHA_IMAGE_SCALE);
    raster.paint(mask, pick(INK));
  });
  // Thinner than any stroke, so a person tells it from the text.
  raster.paint(noiseCurve(between(0.6, 1) * CAPTCHA_IMAGE_SCALE), pick(INK));
  raster.paint(specks(25), pick(INK));
  return raster.png();
}

/** The PNG as a data URL for an <img>. */
export const captchaDataUrl = (answer: string): string =>
  `data:image/png;base64,${captchaPng(answer).toString('base64')}`;

/** Every character the font can draw (a test checks it covers the alphabet). */
export const DRAWABLE_CHARACTERS = Object.keys(STROKES).join('');
