import { describe, expect, it } from 'vitest';
import { contrastText } from './theme';

describe('contrastText: text on the merchant colour has the higher contrast', () => {
  it.each([
    ['white text on a dark red', '#b3261e', '#fff'],
    ['white text on the demo red', '#d0341f', '#fff'],
    ['ink on a light orange, where white would be too faint', '#f08a4b', '#111'],
    ['dark text on a pale yellow', '#ffe066', '#111'],
    ['ink on white', '#ffffff', '#111'],
    ['white on black', '#000000', '#fff'],
    ['the short form: ink on #fff', '#fff', '#111'],
    ['the short form: white on #123', '#123', '#fff'],
  ])('%s', (_rule, colour, expected) => {
    expect(contrastText(colour)).toBe(expected);
  });
});
