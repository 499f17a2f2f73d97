import { describe, expect, it } from 'vitest';
import { swipeOutcome } from './swipe';

describe('swipeOutcome: a sideways move of a fifth of the width brings the neighbour it uncovers', () => {
  it.each([
    { dx: -200, dy: 0, rtl: false, outcome: 1 },
    { dx: 200, dy: 0, rtl: false, outcome: -1 },
    { dx: -71, dy: 0, rtl: false, outcome: 0 },
    { dx: 72, dy: 0, rtl: false, outcome: -1 },
    { dx: 200, dy: 0, rtl: true, outcome: 1 },
    { dx: -200, dy: 0, rtl: true, outcome: -1 },
    { dx: 0, dy: 0, rtl: true, outcome: 0 },
    // Mostly vertical: a scroll, not a swipe.
    { dx: -200, dy: 101, rtl: false, outcome: 0 },
    { dx: -200, dy: -100, rtl: false, outcome: 1 },
  ] as const)('dx $dx, dy $dy on 360 px, rtl $rtl: $outcome', ({ dx, dy, rtl, outcome }) => {
    expect(swipeOutcome({ dx, dy }, 360, rtl)).toBe(outcome);
  });

  it.each([
    { dx: -8, outcome: 0 },
    { dx: -9, outcome: 1 },
  ] as const)(
    'an element of no width yet: a move of $dx px is $outcome (a tap is never a swipe)',
    ({ dx, outcome }) => {
      expect(swipeOutcome({ dx, dy: 0 }, 0, false)).toBe(outcome);
    },
  );
});
