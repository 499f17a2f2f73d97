/**
 * Text on the merchant's colour: white or ink, whichever has the higher WCAG contrast ratio. One rule for the app's
 * theme (web/src/lib/theme.ts) and the reference server's demo pages (the game provider, the chat).
 */

/** Relative luminance (WCAG) of a #rrggbb or #rgb colour. */
const luminance = (hex: string): number => {
  const h = hex.slice(1);
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h;
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(full.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

const contrast = (a: number, b: number): number => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
const WHITE = 1;
const INK = luminance('#111111');

/** Text colour on the brand colour: white or ink, whichever reads better. */
export const contrastText = (hex: string): '#fff' | '#111' => {
  const l = luminance(hex);
  return contrast(l, WHITE) >= contrast(l, INK) ? '#fff' : '#111';
};
