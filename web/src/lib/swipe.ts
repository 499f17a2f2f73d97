/**
 * The swipe rule of everything that pages sideways (the banner carousel, the announcement popup's slides): one
 * rule, so a finger's move does the same on both.
 */

/** How far a swipe must go, as a share of the swiped element's width, to turn to the neighbour. */
export const SWIPE_SHARE = 0.2;
/** A move shorter than this (px) is a tap, not a swipe: what is under the finger still opens. */
export const TAP_SLOP_PX = 8;

/** Which way a swipe turns: 1 to the next item, -1 to the previous one. */
export type SwipeWay = 1 | -1;

/** The way a sideways move goes: against the reading direction it brings the next item. */
export const swipeWay = (dx: number, rtl: boolean): SwipeWay => ((rtl ? dx > 0 : dx < 0) ? 1 : -1);

/**
 * What a finger's move across an element `width` px wide does when it lifts (dx, dy in px; rightwards and
 * downwards positive): nothing when it is short (under a fifth of the width, or a tap) or mostly vertical (a
 * scroll); otherwise a move against the reading direction brings the next item.
 */
export const swipeOutcome = (
  { dx, dy }: { dx: number; dy: number },
  width: number,
  rtl: boolean,
): SwipeWay | 0 => {
  if (Math.abs(dx) <= TAP_SLOP_PX || Math.abs(dx) < width * SWIPE_SHARE) return 0;
  if (Math.abs(dx) < 2 * Math.abs(dy)) return 0;
  return swipeWay(dx, rtl);
};
