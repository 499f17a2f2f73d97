import { swipeOutcome, swipeWay, TAP_SLOP_PX, type SwipeWay } from '../../lib/swipe';

/** How long a banner stays before the next one slides in. */
export const BANNER_AUTOPLAY_MS = 4500;

/** Why autoplay waits: focus inside the carousel, or the player's pause button. */
export type HoldReason = 'focus' | 'paused';

/** The carousel's motion, for its dots and pause button. */
export interface CarouselMotion {
  /** Shows the banner at `index` (the dots); autoplay counts its delay from there. */
  go(index: number): void;
  /** Holds autoplay for a reason, or lets it go; it plays while nothing holds it. */
  hold(reason: HoldReason, on: boolean): void;
  destroy(): void;
}

/** What holds autoplay: the carousel's reasons, a finger down, the page hidden, the carousel off screen. */
type Hold = HoldReason | 'touch' | 'hidden' | 'off-screen';

/** Which way a move goes: 1 brings the next banner, -1 the previous one. */
type Way = SwipeWay;

/**
 * Where each banner sits, in banner widths along the reading direction: the one shown at 0, its neighbours at
 * 1 and -1 (the loop wraps), the rest parked out of sight at 2. With two banners, the other one waits on the side
 * `way` brings it from.
 */
export const slidePositions = (count: number, shown: number, way: Way): number[] =>
  Array.from({ length: count }, (_, i) => {
    if (i === shown) return 0;
    if (count === 2) return way;
    if (i === (shown + 1) % count) return 1;
    if (i === (shown - 1 + count) % count) return -1;
    return 2;
  });

/**
 * The transform that puts banner `index` at `position` (slidePositions), `dragPx` along with a finger. Each banner
 * lies in the track at its own index; right to left the track runs leftwards.
 */
export const slideTransform = (index: number, position: number, rtl: boolean, dragPx = 0): string => {
  const percent = (position - index) * (rtl ? -100 : 100);
  return dragPx === 0 ? `translateX(${percent}%)` : `translateX(calc(${percent}% + ${dragPx}px))`;
};

/** Which way a dot's jump slides: forwards to a later banner, backwards to an earlier one. */
const wayTo = (from: number, to: number): Way => (to > from ? 1 : -1);

/**
 * Moves the banners already on the page, loaded after the first paint: the viewport's first child is the track of
 * slides. Each move sets the slides' transforms once and a CSS transition carries them (banners.css), so the
 * compositor animates the slide and no script runs per frame; a banner at rest costs nothing. A swipe follows the
 * finger, and the loop wraps in both directions, in the language's direction. With `autoplay` (not under
 * prefers-reduced-motion) the next banner comes every BANNER_AUTOPLAY_MS while the carousel is on screen, the page
 * visible and nothing holds it; a touch holds it until the finger lifts.
 */
export const startCarouselMotion = (
  viewport: HTMLElement,
  {
    rtl,
    autoplay,
    startIndex,
    onSelect,
  }: { rtl: boolean; autoplay: boolean; startIndex: number; onSelect: (index: number) => void },
): CarouselMotion => {
  const slides = Array.from(viewport.firstElementChild?.children ?? []) as HTMLElement[];
  const count = slides.length;
  let shown = Math.min(Math.max(startIndex, 0), count - 1);
  const holds = new Set<Hold>();
  let timer: ReturnType<typeof setTimeout> | undefined;

  const place = (positions: number[], animate: boolean, dragPx = 0) =>
    slides.forEach((slide, i) => {
      slide.style.transition = animate ? '' : 'none';
      slide.style.transform = slideTransform(i, positions[i]!, rtl, dragPx);
    });

  const schedule = () => {
    clearTimeout(timer);
    if (autoplay && holds.size === 0)
      timer = setTimeout(() => arrive((shown + 1) % count, 1), BANNER_AUTOPLAY_MS);
  };

  /**
   * Slides `target` in from the side `way` brings it from and the banner shown out to the other side; the rest
   * take their places out of sight at once. A banner under the finger moves on from where the finger left it.
   */
  function arrive(target: number, way: Way, underFinger = false) {
    if (target !== shown) {
      if (!underFinger) {
        // The banner coming in starts on its side without a transition (a style read makes that its start).
        const incoming = slides[target]!;
        incoming.style.transition = 'none';
        incoming.style.transform = slideTransform(target, way, rtl);
        void getComputedStyle(incoming).transform;
      }
      const positions = slidePositions(count, target, way);
      positions[shown] = -way;
      slides.forEach((slide, i) => {
        slide.style.transition = i === target || i === shown ? '' : 'none';
        slide.style.transform = slideTransform(i, positions[i]!, rtl);
      });
      shown = target;
      onSelect(target);
    }
    schedule();
  }

  const holdFor = (reason: Hold, on: boolean) => {
    if (on) holds.add(reason);
    else holds.delete(reason);
    if (holds.size > 0) clearTimeout(timer);
    else schedule();
  };

  // A finger (or a mouse) drags the banner and its neighbours; lifting it settles on one.
  let drag: { id: number; x: number; y: number; dx: number; dy: number; way: Way } | null = null;
  let dragged = false;
  const onDown = (e: PointerEvent) => {
    if (!e.isPrimary || e.button !== 0) return;
    drag = { id: e.pointerId, x: e.clientX, y: e.clientY, dx: 0, dy: 0, way: 1 };
    dragged = false;
    holdFor('touch', true);
  };
  const onMove = (e: PointerEvent) => {
    if (!drag || e.pointerId !== drag.id) return;
    drag.dx = e.clientX - drag.x;
    drag.dy = e.clientY - drag.y;
    if (Math.abs(drag.dx) > TAP_SLOP_PX) dragged = true;
    // The neighbour the finger uncovers (with two banners, the other one goes to that side).
    drag.way = swipeWay(drag.dx, rtl);
    place(slidePositions(count, shown, drag.way), false, drag.dx);
  };
  const onUp = (e: PointerEvent) => {
    if (!drag || e.pointerId !== drag.id) return;
    const { dx, dy, way } = drag;
    drag = null;
    holds.delete('touch');
    // A cancelled touch (the page scrolled instead) goes back, as does a short swipe.
    const outcome = e.type === 'pointerup' ? swipeOutcome({ dx, dy }, viewport.clientWidth, rtl) : 0;
    if (outcome === 0) {
      place(slidePositions(count, shown, way), true);
      schedule();
    } else arrive((shown + outcome + count) % count, outcome, true);
  };
  // A swipe is not a tap: the banner under the finger does not open.
  const onClick = (e: MouseEvent) => {
    if (!dragged) return;
    dragged = false;
    e.preventDefault();
    e.stopPropagation();
  };

  const onVisibility = () => holdFor('hidden', document.visibilityState === 'hidden');
  const onScreen =
    typeof IntersectionObserver === 'function'
      ? new IntersectionObserver((entries) => {
          const entry = entries[entries.length - 1];
          if (entry) holdFor('off-screen', !entry.isIntersecting);
        })
      : null;

  // Every listener goes with one abort (destroy).
  const listening = new AbortController();
  const { signal } = listening;
  viewport.addEventListener('pointerdown', onDown, { signal });
  viewport.addEventListener('pointermove', onMove, { signal });
  viewport.addEventListener('pointerup', onUp, { signal });
  viewport.addEventListener('pointercancel', onUp, { signal });
  viewport.addEventListener('click', onClick, { capture: true, signal });
  document.addEventListener('visibilitychange', onVisibility, { signal });
  onScreen?.observe(viewport);
  viewport.dataset.moving = '';
  place(slidePositions(count, shown, 1), false);
  if (document.visibilityState === 'hidden') holds.add('hidden');
  schedule();

  return {
    go(index) {
      arrive(index, wayTo(shown, index));
    },
    hold: holdFor,
    destroy() {
      clearTimeout(timer);
      onScreen?.disconnect();
      listening.abort();
      delete viewport.dataset.moving;
      for (const slide of slides) {
        slide.style.removeProperty('transform');
        slide.style.removeProperty('transition');
      }
    },
  };
};
