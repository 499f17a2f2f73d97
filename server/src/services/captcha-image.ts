import { randomInt } from 'node:crypto';

/**
 * The plain captcha's picture: an SVG drawn from a 5x7 dot font, each glyph turned, slanted and jittered, over
 * noise curves and dots. No text nodes and no font: the answer is not in the SVG as text, and nothing is
 * fetched to draw it.
 */

/** 5x7 glyphs of PLAIN_CAPTCHA_ALPHABET, one string of 5 cells per row ('#' on). */
const GLYPHS: Readonly<Record<string, readonly string[]>> = {
  '3': ['.###.', '#...#', '....#', '..##.', '....#', '#...#', '.###.'],
  '4': ['...#.', '..##.', '.#.#.', '#..#.', '#####', '...#.', '...#.'],
  '6': ['..##.', '.#...', '#....', '####.', '#...#', '#...#', '.###.'],
  '7': ['#####', '....#', '...#.', '..#..', '.#...', '.#...', '.#...'],
  '8': ['.###.', '#...#', '#...#', '.###.', '#...#', '#...#', '.###.'],
  '9': ['.###.', '#...#', '#...#', '.####', '....#', '...#.', '.##..'],
  A: ['.###.', '#...#', '#...#', '#####', '#...#', '#...#', '#...#'],
  C: ['.###.', '#...#', '#....', '#....', '#....', '#...#', '.###.'],
  D: ['####.', '#...#', '#...#', '#...#', '#...#', '#...#', '####.'],
  E: ['#####', '#....', '#....', '####.', '#....', '#....', '#####'],
  F: ['#####', '#....', '#....', '####.', '#....', '#....', '#....'],
  G: ['.###.', '#...#', '#....', '#.###', '#...#', '#...#', '.####'],
  H: ['#...#', '#...#', '#...#', '#####', '#...#', '#...#', '#...#'],
  J: ['..###', '...#.', '...#.', '...#.', '...#.', '#..#.', '.##..'],
  K: ['#...#', '#..#.', '#.#..', '##...', '#.#..', '#..#.', '#...#'],
  M: ['#...#', '##.##', '#.#.#', '#.#.#', '#...#', '#...#', '#...#'],
  N: ['#...#', '#...#', '##..#', '#.#.#', '#..##', '#...#', '#...#'],
  P: ['####.', '#...#', '#...#', '####.', '#....', '#....', '#....'],
  R: ['####.', '#...#', '#...#', '####.', '#.#..', '#..#.', '#...#'],
  T: ['#####', '..#..', '..#..', '..#..', '..#..', '..#..', '..#..'],
  U: ['#...#', '#...#', '#...#', '#...#', '#...#', '#...#', '.###.'],
  V: ['#...#', '#...#', '#...#', '#...#', '#...#', '.#.#.', '..#..'],
  W: ['#...#', '#...#', '#...#', '#.#.#', '#.#.#', '#.#.#', '.#.#.'],
  X: ['#...#', '#...#', '.#.#.', '..#..', '.#.#.', '#...#', '#...#'],
  Y: ['#...#', '#...#', '.#.#.', '..#..', '..#..', '..#..', '..#..'],
};

export const CAPTCHA_IMAGE_WIDTH = 132;
export const CAPTCHA_IMAGE_HEIGHT = 48;
const CELL = 4;
const INK = ['#1f2937', '#7c2d12', '#1e3a8a', '#14532d', '#581c87'] as const;

/** A random number in [min, max), to 0.1 px. */
const between = (min: number, max: number): number => min + randomInt(0, Math.round((max - min) * 10)) / 10;
const pick = <T>(items: readonly T[]): T => items[randomInt(0, items.length)] as T;

/** One glyph as a single path of jittered cells, around (0, 0). */
function glyphPath(char: string): string {
  const rows = GLYPHS[char];
  if (!rows) throw new Error(`no captcha glyph for "${char}"`);
  const parts: string[] = [];
  rows.forEach((row, y) => {
    [...row].forEach((cell, x) => {
      if (cell !== '#') return;
      const px = (x - 2.5) * CELL + between(-0.6, 0.6);
      const py = (y - 3.5) * CELL + between(-0.6, 0.6);
      const size = CELL + between(-0.4, 0.8);
      parts.push(
        `M${px.toFixed(1)} ${py.toFixed(1)}h${size.toFixed(1)}v${size.toFixed(1)}h-${size.toFixed(1)}z`,
      );
    });
  });
  return parts.join('');
}

function noiseCurve(): string {
  const w = CAPTCHA_IMAGE_WIDTH;
  const h = CAPTCHA_IMAGE_HEIGHT;
  const d = `M${between(0, 10)} ${between(4, h - 4)}C${between(w * 0.2, w * 0.4)} ${between(0, h)} ${between(
    w * 0.6,
    w * 0.8,
  )} ${between(0, h)} ${between(w - 10, w)} ${between(4, h - 4)}`;
  return `<path d="${d}" fill="none" stroke="${pick(INK)}" stroke-width="${between(1, 2)}" opacity="0.6"/>`;
}

/** The SVG document for the answer. */
export function captchaSvg(answer: string): string {
  const step = (CAPTCHA_IMAGE_WIDTH - 16) / answer.length;
  const glyphs = [...answer].map((char, i) => {
    const x = 8 + step * (i + 0.5) + between(-3, 3);
    const y = CAPTCHA_IMAGE_HEIGHT / 2 + between(-3, 3);
    const transform = `translate(${x.toFixed(1)} ${y.toFixed(1)}) rotate(${between(-25, 25)}) skewX(${between(-12, 12)}) scale(${between(0.9, 1.15)})`;
    return `<path transform="${transform}" fill="${pick(INK)}" d="${glyphPath(char)}"/>`;
  });
  const dots = Array.from(
    { length: 40 },
    () =>
      `<circle cx="${between(0, CAPTCHA_IMAGE_WIDTH)}" cy="${between(0, CAPTCHA_IMAGE_HEIGHT)}" r="${between(0.6, 1.6)}" fill="${pick(INK)}"/>`,
  );
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CAPTCHA_IMAGE_WIDTH}" height="${CAPTCHA_IMAGE_HEIGHT}" ` +
    `viewBox="0 0 ${CAPTCHA_IMAGE_WIDTH} ${CAPTCHA_IMAGE_HEIGHT}">` +
    `<rect width="100%" height="100%" fill="#f3f4f6"/>` +
    [noiseCurve(), noiseCurve(), ...dots, ...glyphs, noiseCurve()].join('') +
    '</svg>'
  );
}

/** The SVG as a data URL for an <img>. */
export const captchaDataUrl = (answer: string): string =>
  `data:image/svg+xml;base64,${Buffer.from(captchaSvg(answer)).toString('base64')}`;

/** Every character the font can draw (a test checks it covers the alphabet). */
export const DRAWABLE_CHARACTERS = Object.keys(GLYPHS).join('');
