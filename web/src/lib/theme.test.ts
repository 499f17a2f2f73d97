import { describe, expect, it } from 'vitest';
import { applyThemeColor } from './theme';

describe('merchant theme colour', () => {
  it('is applied to the page and remembered for the splash', () => {
    applyThemeColor('#123456');
    expect(document.documentElement.style.getPropertyValue('--brand')).toBe('#123456');
    expect(localStorage.getItem('themeColor')).toBe('#123456');
  });

  it('ignores a colour that is not #rrggbb', () => {
    applyThemeColor('#123456');
    applyThemeColor('red;background:url(x)');
    expect(document.documentElement.style.getPropertyValue('--brand')).toBe('#123456');
  });
});
