const HEX = /^#[0-9a-fA-F]{6}$/;

/** Relative luminance (WCAG) of a #rrggbb colour. */
const luminance = (hex: string): number => {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

const contrast = (a: number, b: number): number => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
const WHITE = 1;
const INK = luminance('#111111');

/** Text colour on the brand colour: white or ink, whichever reads better (WCAG contrast ratio). */
export const contrastText = (hex: string): '#fff' | '#111' => {
  const l = luminance(hex);
  return contrast(l, WHITE) >= contrast(l, INK) ? '#fff' : '#111';
};

/** Applies the merchant's theme colour to the page, the browser bar and the next visit's splash. */
export const applyThemeColor = (color: string): void => {
  if (!HEX.test(color)) return;
  const root = document.documentElement.style;
  root.setProperty('--brand', color);
  root.setProperty('--brand-contrast', contrastText(color));
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', color);
  try {
    localStorage.setItem('themeColor', color);
  } catch {
    // Storage disabled: the splash keeps the default colour.
  }
};
