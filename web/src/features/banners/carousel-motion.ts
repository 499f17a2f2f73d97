import EmblaCarousel from 'embla-carousel';
import Autoplay from 'embla-carousel-autoplay';

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

/**
 * Moves the banners already on the page, loaded after the first paint: Embla on the viewport,
 * whose first child is the track of slides. Touch swipe, loop, the language's direction. With `autoplay` (not
 * under prefers-reduced-motion) the next banner comes every BANNER_AUTOPLAY_MS; a swipe holds it until the finger
 * lifts, the plugin holds it while the page is hidden, and the carousel holds it for focus and the pause button.
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
  const embla = EmblaCarousel(
    viewport,
    { loop: true, direction: rtl ? 'rtl' : 'ltr', startIndex },
    // stopOnInteraction: a touch stops it; it plays again when the touch ends (below) unless something holds it.
    autoplay ? [Autoplay({ delay: BANNER_AUTOPLAY_MS, stopOnInteraction: true, stopOnFocusIn: false })] : [],
  );
  const holds = new Set<HoldReason>();
  const player = () => embla.plugins().autoplay;
  const resume = () => {
    if (holds.size === 0) player()?.play();
  };
  embla.on('select', () => onSelect(embla.selectedScrollSnap()));
  embla.on('pointerUp', resume);

  return {
    go(index) {
      // Without autoplay (reduced motion) the dots jump rather than slide.
      embla.scrollTo(index, !autoplay);
      player()?.reset();
    },
    hold(reason, on) {
      if (on) {
        holds.add(reason);
        player()?.stop();
      } else {
        holds.delete(reason);
        resume();
      }
    },
    destroy: () => embla.destroy(),
  };
};
