import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BANNER_AUTOPLAY_MS, startCarouselMotion } from './carousel-motion';

/** Embla as far as the motion uses it: its events, its autoplay plugin, its calls. */
const { embla, Embla, Autoplay } = vi.hoisted(() => {
  const handlers = new Map<string, () => void>();
  const autoplay = { play: vi.fn(), stop: vi.fn(), reset: vi.fn() };
  const embla = {
    handlers,
    autoplay,
    withAutoplay: true,
    selected: 0,
    on: vi.fn((event: string, handler: () => void) => handlers.set(event, handler)),
    plugins: () => (embla.withAutoplay ? { autoplay } : {}),
    scrollTo: vi.fn(),
    selectedScrollSnap: () => embla.selected,
    destroy: vi.fn(),
    emit: (event: string) => handlers.get(event)?.(),
  };
  return {
    embla,
    Embla: vi.fn(() => embla),
    Autoplay: vi.fn((options: object) => ({ name: 'autoplay', options })),
  };
});
vi.mock('embla-carousel', () => ({ default: Embla }));
vi.mock('embla-carousel-autoplay', () => ({ default: Autoplay }));

const viewport = document.createElement('div');
const start = (options: Partial<Parameters<typeof startCarouselMotion>[1]> = {}) => {
  const onSelect = vi.fn();
  const motion = startCarouselMotion(viewport, {
    rtl: false,
    autoplay: true,
    startIndex: 0,
    onSelect,
    ...options,
  });
  return { motion, onSelect };
};

beforeEach(() => {
  vi.clearAllMocks();
  embla.handlers.clear();
  embla.withAutoplay = true;
});

describe('startCarouselMotion: Embla on the banners already on the page', () => {
  it('loops, in the language’s direction, from the banner shown, with autoplay every 4.5 s', () => {
    start({ rtl: true, startIndex: 2 });
    expect(Embla).toHaveBeenCalledWith(viewport, { loop: true, direction: 'rtl', startIndex: 2 }, [
      expect.objectContaining({ name: 'autoplay' }),
    ]);
    expect(BANNER_AUTOPLAY_MS).toBe(4500);
    expect(Autoplay).toHaveBeenCalledWith(expect.objectContaining({ delay: 4500, stopOnInteraction: true }));
  });

  it('without autoplay (prefers-reduced-motion): no plugin, and the dots jump', () => {
    embla.withAutoplay = false;
    const { motion } = start({ autoplay: false });
    expect(Embla).toHaveBeenCalledWith(viewport, { loop: true, direction: 'ltr', startIndex: 0 }, []);
    motion.go(1);
    expect(embla.scrollTo).toHaveBeenCalledWith(1, true);
  });

  it('tells which banner is shown', () => {
    const { onSelect } = start();
    embla.selected = 3;
    embla.emit('select');
    expect(onSelect).toHaveBeenCalledWith(3);
  });

  it('a dot slides to its banner, and autoplay counts its delay from there', () => {
    const { motion } = start();
    motion.go(2);
    expect(embla.scrollTo).toHaveBeenCalledWith(2, false);
    expect(embla.autoplay.reset).toHaveBeenCalled();
  });

  it('a touch stops autoplay (the plugin); it plays again when the touch ends', () => {
    start();
    embla.emit('pointerUp');
    expect(embla.autoplay.play).toHaveBeenCalledTimes(1);
  });

  it('the pause button holds it, through touches, until it is let go', () => {
    const { motion } = start();
    motion.hold('paused', true);
    expect(embla.autoplay.stop).toHaveBeenCalled();
    embla.emit('pointerUp');
    expect(embla.autoplay.play).not.toHaveBeenCalled();
    motion.hold('paused', false);
    expect(embla.autoplay.play).toHaveBeenCalledTimes(1);
  });

  it('it plays only when nothing holds it: focus and pause are counted apart', () => {
    const { motion } = start();
    motion.hold('paused', true);
    motion.hold('focus', true);
    motion.hold('focus', false);
    expect(embla.autoplay.play).not.toHaveBeenCalled();
    motion.hold('paused', false);
    expect(embla.autoplay.play).toHaveBeenCalledTimes(1);
  });

  it('destroy takes Embla off the page', () => {
    start().motion.destroy();
    expect(embla.destroy).toHaveBeenCalled();
  });
});
