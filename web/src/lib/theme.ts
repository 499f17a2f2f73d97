import { contrastText } from '@app/contract/theme';

const HEX = /^#[0-9a-fA-F]{6}$/;

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
