import { MINI_GAME_CLICK_THRESHOLD_PX, MINI_GAME_DRAG_MARGIN_RATIO } from '@app/contract/constants/mini-game';

export interface Point {
  x: number;
  y: number;
}
export interface Size {
  width: number;
  height: number;
}

/**
 * A press that moved the widget more than the click threshold (2 px, entry §9) on either axis is a drag, which
 * moves it; anything less is a tap, which opens it (a finger never lands perfectly still).
 */
export const dragOrTap = (
  start: Point,
  end: Point,
  thresholdPx: number = MINI_GAME_CLICK_THRESHOLD_PX,
): 'drag' | 'tap' =>
  Math.abs(end.x - start.x) > thresholdPx || Math.abs(end.y - start.y) > thresholdPx ? 'drag' : 'tap';

/** The drag margin: 2% of the window's width (entry §9), kept free on every side. */
export const dragMargin = (viewport: Size): number => viewport.width * MINI_GAME_DRAG_MARGIN_RATIO;

/**
 * The widget's top-left corner kept on screen, the drag margin from every edge (a drag past an edge, a rotation,
 * a resize). A viewport too small for the widget and its margins pins it to the top start margin.
 */
export const clampToBounds = (position: Point, size: Size, viewport: Size): Point => {
  const margin = dragMargin(viewport);
  const clamp = (value: number, max: number) => Math.max(margin, Math.min(value, max));
  return {
    x: clamp(position.x, viewport.width - size.width - margin),
    y: clamp(position.y, viewport.height - size.height - margin),
  };
};

/**
 * Where the widget first shows: at the inline end (right, or left in a right-to-left language), two thirds down,
 * clear of the bottom nav and of the content's start.
 */
export const initialPosition = (size: Size, viewport: Size, rtl: boolean): Point =>
  clampToBounds({ x: rtl ? 0 : viewport.width, y: viewport.height * 0.66 - size.height / 2 }, size, viewport);
