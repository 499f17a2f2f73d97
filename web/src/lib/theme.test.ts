import { describe, expect, it } from 'vitest';
import { applyThemeColor, contrastText } from './theme';

describe('merchant theme colour', () => {
  it.each([
    ['white text on a dark red', '#b3261e', '#fff'],
    ['white text on the demo red', '#d0341f', '#fff'],
    ['ink on a light orange, where white would be too faint', '#f08a4b', '#111'],
    ['dark text on a pale yellow', '#ffe066', '#111'],
  ])('%s', (_rule, colour, expected) => {
    expect(contrastText(colour)).toBe(expected);
  });

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
