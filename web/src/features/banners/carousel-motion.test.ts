import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BANNER_AUTOPLAY_MS,
  slidePositions,
  slideTransform,
  startCarouselMotion,
  type CarouselMotion,
} from './carousel-motion';

describe('slidePositions: the banner shown at 0, its neighbours beside it (the loop wraps), the rest out of sight', () => {
  it.each([
    { count: 3, shown: 0, way: 1, positions: [0, 1, -1] },
    { count: 3, shown: 2, way: 1, positions: [1, -1, 0] },
    { count: 5, shown: 1, way: 1, positions: [-1, 0, 1, 2, 2] },
    { count: 5, shown: 4, way: -1, positions: [1, 2, 2, -1, 0] },
    // Two banners: the other one waits on the side it is coming from.
    { count: 2, shown: 0, way: 1, positions: [0, 1] },
    { count: 2, shown: 0, way: -1, positions: [0, -1] },
    { count: 2, shown: 1, way: -1, positions: [-1, 0] },
  ] as const)(
    '$count banners, $shown shown, coming from $way: $positions',
    ({ count, shown, way, positions }) => {
      expect(slidePositions(count, shown, way)).toEqual(positions);
    },
  );
});

describe('slideTransform: from its own place in the track to its position, in the reading direction', () => {
  it.each([
    { index: 0, position: 0, rtl: false, drag: 0, transform: 'translateX(0%)' },
    { index: 2, position: 0, rtl: false, drag: 0, transform: 'translateX(-200%)' },
    { index: 2, position: 1, rtl: false, drag: 0, transform: 'translateX(-100%)' },
    { index: 0, position: -1, rtl: false, drag: 0, transform: 'translateX(-100%)' },
    // Right to left the track runs leftwards: the next banner lies to the left.
    { index: 2, position: 0, rtl: true, drag: 0, transform: 'translateX(200%)' },
    { index: 1, position: 1, rtl: true, drag: 0, transform: 'translateX(0%)' },
    { index: 0, position: 1, rtl: true, drag: 0, transform: 'translateX(-100%)' },
    { index: 1, position: 0, rtl: false, drag: -40, transform: 'translateX(calc(-100% + -40px))' },
  ])(
    'banner $index at $position (rtl $rtl, drag $drag px): $transform',
    ({ index, position, rtl, drag, transform }) => {
      expect(slideTransform(index, position, rtl, drag)).toBe(transform);
    },
  );
});

/** The carousel's DOM as BannerCarousel renders it: a viewport, its track, `count` slides. */
function carousel(count: number) {
  const viewport = document.createElement('div');
  const track = document.createElement('div');
  viewport.append(track);
  for (let i = 0; i < count; i++) {
    const slide = document.createElement('div');
    const link = document.createElement('a');
    link.href = `#banner-${i}`;
    slide.append(link);
    track.append(slide);
  }
  document.body.append(viewport);
  const slides = Array.from(track.children) as HTMLElement[];
  return { viewport, slides };
}

/** Where each slide is now, in banner widths along the reading direction (slidePositions). */
const offsets = (slides: HTMLElement[]) =>
  slides.map((slide, i) => Number(/translateX\((-?\d+)%\)/.exec(slide.style.transform)?.[1]) / 100 + i);

const pointer = (target: HTMLElement, type: string, clientX: number) =>
  target.dispatchEvent(
    Object.assign(new MouseEvent(type, { bubbles: true, clientX, button: 0 }), {
      pointerId: 1,
      isPrimary: true,
    }),
  );

let motion: CarouselMotion | null = null;
const start = (count: number, options: Partial<Parameters<typeof startCarouselMotion>[1]> = {}) => {
  const dom = carousel(count);
  Object.defineProperty(dom.viewport, 'clientWidth', { value: 360 });
  const onSelect = vi.fn();
  motion = startCarouselMotion(dom.viewport, {
    rtl: false,
    autoplay: true,
    startIndex: 0,
    onSelect,
    ...options,
  });
  return { ...dom, motion, onSelect };
};

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  motion?.destroy();
  motion = null;
  document.body.replaceChildren();
  vi.useRealTimers();
});

describe('startCarouselMotion: transforms set once per move, carried by a CSS transition', () => {
  it('places the banners around the one it starts on, and marks the viewport as moving', () => {
    const { viewport, slides } = start(4, { startIndex: 2 });
    expect(offsets(slides)).toEqual([2, -1, 0, 1]);
    expect(viewport.hasAttribute('data-moving')).toBe(true);
  });

  it('autoplay brings the next banner every 4.5 s, and wraps after the last', () => {
    const { slides, onSelect } = start(3);
    expect(BANNER_AUTOPLAY_MS).toBe(4500);
    vi.advanceTimersByTime(BANNER_AUTOPLAY_MS - 1);
    expect(onSelect).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onSelect).toHaveBeenLastCalledWith(1);
    expect(offsets(slides)).toEqual([-1, 0, 1]);
    vi.advanceTimersByTime(2 * BANNER_AUTOPLAY_MS);
    expect(onSelect.mock.calls.map(([i]) => i)).toEqual([1, 2, 0]);
    // The banner that slid out and the one that slid in keep the transition; the others jump out of sight.
    expect(slides.map((s) => s.style.transition)).toEqual(['', 'none', '']);
  });

  it('without autoplay (prefers-reduced-motion) nothing moves by itself', () => {
    const { onSelect } = start(3, { autoplay: false });
    vi.advanceTimersByTime(10 * BANNER_AUTOPLAY_MS);
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('a dot slides to its banner from the side it lies on, and autoplay counts its delay from there', () => {
    const { motion, slides, onSelect } = start(5);
    vi.advanceTimersByTime(3000);
    motion.go(3);
    expect(onSelect).toHaveBeenLastCalledWith(3);
    expect(offsets(slides)).toEqual([-1, 2, -1, 0, 1]);
    vi.advanceTimersByTime(BANNER_AUTOPLAY_MS - 1);
    expect(onSelect).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(onSelect).toHaveBeenLastCalledWith(4);
    motion.go(1);
    // Backwards: the earlier banner comes in from the left, the one shown leaves to the right.
    expect(offsets(slides)).toEqual([-1, 0, 1, 2, 1]);
  });

  it('a swipe follows the finger, and a fifth of the width brings the neighbour (the loop wraps both ways)', () => {
    const { viewport, slides, onSelect } = start(3);
    pointer(viewport, 'pointerdown', 300);
    pointer(viewport, 'pointermove', 250);
    expect(slides.map((s) => s.style.transform)).toEqual([
      'translateX(calc(0% + -50px))',
      'translateX(calc(0% + -50px))',
      'translateX(calc(-300% + -50px))',
    ]);
    pointer(viewport, 'pointermove', 100);
    pointer(viewport, 'pointerup', 100);
    expect(onSelect).toHaveBeenLastCalledWith(1);
    pointer(viewport, 'pointerdown', 100);
    pointer(viewport, 'pointermove', 300);
    pointer(viewport, 'pointerup', 300);
    pointer(viewport, 'pointerdown', 100);
    pointer(viewport, 'pointermove', 300);
    pointer(viewport, 'pointerup', 300);
    expect(onSelect.mock.calls.map(([i]) => i)).toEqual([1, 0, 2]);
    expect(offsets(slides)).toEqual([1, -1, 0]);
  });

  it('a short swipe, or a touch the page takes for scrolling, goes back', () => {
    const { viewport, slides, onSelect } = start(3);
    pointer(viewport, 'pointerdown', 300);
    pointer(viewport, 'pointermove', 260);
    pointer(viewport, 'pointerup', 260);
    pointer(viewport, 'pointerdown', 300);
    pointer(viewport, 'pointermove', 100);
    pointer(viewport, 'pointercancel', 100);
    expect(onSelect).not.toHaveBeenCalled();
    expect(offsets(slides)).toEqual([0, 1, -1]);
  });

  it('right to left, a swipe to the right brings the next banner', () => {
    const { viewport, onSelect } = start(3, { rtl: true });
    pointer(viewport, 'pointerdown', 100);
    pointer(viewport, 'pointermove', 300);
    pointer(viewport, 'pointerup', 300);
    expect(onSelect).toHaveBeenLastCalledWith(1);
  });

  it('a swipe is not a tap: the banner under the finger does not open; the next tap does', () => {
    const { viewport, slides } = start(3);
    const opened = vi.fn((e: Event) => e.preventDefault());
    const link = slides[0]!.querySelector('a')!;
    link.addEventListener('click', opened);
    pointer(viewport, 'pointerdown', 300);
    pointer(viewport, 'pointermove', 100);
    pointer(viewport, 'pointerup', 100);
    link.click();
    expect(opened).not.toHaveBeenCalled();
    pointer(link, 'pointerdown', 200);
    pointer(link, 'pointerup', 200);
    link.click();
    expect(opened).toHaveBeenCalledTimes(1);
  });

  it('a touch holds autoplay until the finger lifts; then the count starts again', () => {
    const { viewport, onSelect } = start(3);
    pointer(viewport, 'pointerdown', 300);
    vi.advanceTimersByTime(3 * BANNER_AUTOPLAY_MS);
    expect(onSelect).not.toHaveBeenCalled();
    pointer(viewport, 'pointerup', 300);
    vi.advanceTimersByTime(BANNER_AUTOPLAY_MS);
    expect(onSelect).toHaveBeenCalledWith(1);
  });

  it('it plays only when nothing holds it: focus and the pause button are counted apart', () => {
    const { motion, onSelect } = start(3);
    motion.hold('paused', true);
    motion.hold('focus', true);
    motion.hold('focus', false);
    vi.advanceTimersByTime(3 * BANNER_AUTOPLAY_MS);
    expect(onSelect).not.toHaveBeenCalled();
    motion.hold('paused', false);
    vi.advanceTimersByTime(BANNER_AUTOPLAY_MS);
    expect(onSelect).toHaveBeenCalledWith(1);
  });

  it('nothing runs while the page is hidden', () => {
    const { onSelect } = start(3);
    const state = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    vi.advanceTimersByTime(3 * BANNER_AUTOPLAY_MS);
    expect(onSelect).not.toHaveBeenCalled();
    state.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    vi.advanceTimersByTime(BANNER_AUTOPLAY_MS);
    expect(onSelect).toHaveBeenCalledWith(1);
  });

  it('destroy stops it and gives the slides back their places in the track', () => {
    const { motion, viewport, slides, onSelect } = start(3);
    motion.destroy();
    vi.advanceTimersByTime(3 * BANNER_AUTOPLAY_MS);
    expect(onSelect).not.toHaveBeenCalled();
    expect(slides.map((s) => s.getAttribute('style') ?? '')).toEqual(['', '', '']);
    expect(viewport.hasAttribute('data-moving')).toBe(false);
  });
});
