import { useEffect, useRef, useState } from 'react';
import { LAZY_IMAGE_DELAY_MS, LAZY_IMAGE_THRESHOLD } from '@app/contract/constants/images';

/** Where the image is: waiting to come near the screen or to load, shown, or failed (or without a URL). */
export type LazyImageState = 'loading' | 'loaded' | 'failed';

/**
 * An image of the merchant's content that loads when it comes within LAZY_IMAGE_THRESHOLD px of the screen
 * and stays there LAZY_IMAGE_DELAY_MS (entry §9 "Lazy image defaults"), so a swipe past does not fetch it.
 * Its box is reserved by width and height (no layout shift); until it loads the box shows the card's own
 * background (the text alternative stays hidden meanwhile), and when it fails or has no URL, its text
 * alternative. `eager` loads at once with high priority (the first banner: the largest paint); `loadNow` loads
 * at once an image about to be shown (a carousel's next slide), and it stays loaded. `data-state` tells its state to styles and tests.
 */
export function LazyImage({
  src,
  alt,
  width,
  height,
  className,
  eager = false,
  loadNow = false,
}: {
  src: string | null;
  alt: string;
  width: number;
  height: number;
  className?: string;
  eager?: boolean;
  loadNow?: boolean;
}) {
  const ref = useRef<HTMLImageElement>(null);
  const [near, setNear] = useState(false);
  const [loaded, setLoaded] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  // An image once asked for stays: a carousel's neighbour that slides on keeps its picture, not fetched again.
  if (loadNow && !near) setNear(true);
  const wanted = eager || loadNow || near;

  useEffect(() => {
    const img = ref.current;
    if (wanted || !img) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new IntersectionObserver(
      ([entry]) => {
        clearTimeout(timer);
        if (entry?.isIntersecting) timer = setTimeout(() => setNear(true), LAZY_IMAGE_DELAY_MS);
      },
      { rootMargin: `${LAZY_IMAGE_THRESHOLD}px` },
    );
    observer.observe(img);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [wanted]);

  const usable = src !== null && src !== failed;
  const state: LazyImageState = !usable ? 'failed' : loaded === src ? 'loaded' : 'loading';
  return (
    <img
      ref={ref}
      className={className}
      src={wanted && usable ? src : undefined}
      alt={alt}
      width={width}
      height={height}
      decoding="async"
      fetchpriority={eager ? 'high' : undefined}
      data-state={state}
      // An image not there yet would show its text alternative in the box: kept for when there is no image.
      style={state === 'loading' ? { color: 'transparent' } : undefined}
      onLoad={() => setLoaded(src)}
      onError={() => setFailed(src)}
    />
  );
}
