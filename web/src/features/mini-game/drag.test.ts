import { describe, expect, it } from 'vitest';
import { clampToBounds, dragOrTap, initialPosition, type Point } from './drag';

describe('dragOrTap: a click threshold of 2 px (entry §9): a tap opens, a drag moves', () => {
  const rows: [rule: string, end: Point, expected: 'drag' | 'tap'][] = [
    ['no movement is a tap', { x: 100, y: 100 }, 'tap'],
    ['1 px is a tap', { x: 101, y: 100 }, 'tap'],
    ['exactly 2 px is still a tap', { x: 98, y: 102 }, 'tap'],
    ['3 px across is a drag', { x: 103, y: 100 }, 'drag'],
    ['3 px down is a drag', { x: 100, y: 97 }, 'drag'],
    ['a long drag', { x: 20, y: 300 }, 'drag'],
  ];
  it.each(rows)('%s', (_rule, end, expected) => {
    expect(dragOrTap({ x: 100, y: 100 }, end)).toBe(expected);
  });
});

describe('clampToBounds: kept on screen with a drag margin of 2% of the window width (entry §9)', () => {
  const size = { width: 60, height: 60 };
  const phone = { width: 400, height: 800 }; // margin 8 px
  const rows: [rule: string, position: Point, viewport: typeof phone, expected: Point][] = [
    ['inside stays where it is', { x: 100, y: 200 }, phone, { x: 100, y: 200 }],
    ['past the start edge: the margin', { x: -50, y: 200 }, phone, { x: 8, y: 200 }],
    ['past the end edge: width - size - margin', { x: 390, y: 200 }, phone, { x: 332, y: 200 }],
    ['past the top: the margin', { x: 100, y: -5 }, phone, { x: 100, y: 8 }],
    ['past the bottom: height - size - margin', { x: 100, y: 790 }, phone, { x: 100, y: 732 }],
    [
      'a rotation to landscape brings it back on screen',
      { x: 332, y: 732 },
      { width: 800, height: 400 },
      { x: 332, y: 324 },
    ],
    [
      'a window too small for it: pinned at the top start margin',
      { x: 30, y: 30 },
      { width: 50, height: 50 },
      { x: 1, y: 1 },
    ],
  ];
  it.each(rows)('%s', (_rule, position, viewport, expected) => {
    expect(clampToBounds(position, size, viewport)).toEqual(expected);
  });
});

describe('initialPosition: at the inline end, two thirds down', () => {
  it('left to right: the right edge, within the margin', () => {
    expect(initialPosition({ width: 60, height: 60 }, { width: 400, height: 800 }, false)).toEqual({
      x: 332,
      y: 498,
    });
  });
  it('right to left: the left edge, within the margin', () => {
    expect(initialPosition({ width: 60, height: 60 }, { width: 400, height: 800 }, true)).toEqual({
      x: 8,
      y: 498,
    });
  });
});
