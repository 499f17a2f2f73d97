import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render } from '@testing-library/react';
import { LAZY_IMAGE_DELAY_MS, LAZY_IMAGE_THRESHOLD } from '@app/contract/constants/images';
import { LazyImage } from './LazyImage';

const SRC = 'https://cdn.shop.example/banner.png';

/** A stand-in IntersectionObserver: the test says when the image comes near the screen or leaves. */
class FakeObserver {
  static all: FakeObserver[] = [];
  disconnected = false;
  readonly targets: Element[] = [];
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeObserver.all.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.disconnected = true;
  }
  unobserve() {}
  takeRecords = () => [];
  /** The image comes within the threshold (true) or leaves it (false). */
  near(isIntersecting: boolean) {
    act(() =>
      this.callback(
        this.targets.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry),
        this as unknown as IntersectionObserver,
      ),
    );
  }
}
const observer = (): FakeObserver => {
  const o = FakeObserver.all.at(-1);
  if (!o) throw new Error('no IntersectionObserver was made');
  return o;
};

const image = (props: Partial<Parameters<typeof LazyImage>[0]> = {}) => {
  const { container, rerender, unmount } = render(
    <LazyImage src={SRC} alt="Summer cup" width={1500} height={600} {...props} />,
  );
  const img = () => container.querySelector('img') as HTMLImageElement;
  return { img, rerender, unmount };
};
const after = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  FakeObserver.all = [];
  vi.useFakeTimers();
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('LazyImage: loads near the screen, after a delay (entry §9 "Lazy image defaults")', () => {
  it('watches LAZY_IMAGE_THRESHOLD (100) px around the screen and loads nothing before', () => {
    const { img } = image();
    expect(LAZY_IMAGE_THRESHOLD).toBe(100);
    expect(observer().options.rootMargin).toBe('100px');
    expect(observer().targets).toEqual([img()]);
    expect(img().getAttribute('src')).toBeNull();
  });

  it('loads once it has stayed near the screen LAZY_IMAGE_DELAY_MS (150 ms), and stops watching', () => {
    const { img } = image();
    observer().near(true);
    expect(LAZY_IMAGE_DELAY_MS).toBe(150);
    after(149);
    expect(img().getAttribute('src')).toBeNull();
    after(1);
    expect(img().getAttribute('src')).toBe(SRC);
    expect(observer().disconnected).toBe(true);
  });

  it('a swipe past (near, then gone within the delay) fetches nothing', () => {
    const { img } = image();
    observer().near(true);
    after(100);
    observer().near(false);
    after(1000);
    expect(img().getAttribute('src')).toBeNull();
  });

  it('eager: loads at once, with high priority, without watching (the first banner)', () => {
    const { img } = image({ eager: true });
    expect(img().getAttribute('src')).toBe(SRC);
    expect(img().getAttribute('fetchpriority')).toBe('high');
    expect(FakeObserver.all).toHaveLength(0);
  });

  it('loadNow: loads at once when asked, at the usual priority (a carousel’s next slide)', () => {
    const { img, rerender } = image();
    expect(img().getAttribute('src')).toBeNull();
    rerender(<LazyImage src={SRC} alt="Summer cup" width={1500} height={600} loadNow />);
    expect(img().getAttribute('src')).toBe(SRC);
    expect(img().getAttribute('fetchpriority')).toBeNull();
    expect(observer().disconnected).toBe(true);
    // No longer about to be shown (the carousel moved on): it keeps its picture rather than fetch it again.
    rerender(<LazyImage src={SRC} alt="Summer cup" width={1500} height={600} />);
    expect(img().getAttribute('src')).toBe(SRC);
  });

  it('without IntersectionObserver it loads at once', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { img } = image();
    expect(img().getAttribute('src')).toBe(SRC);
  });

  it('stops watching when it goes before loading', () => {
    const { unmount } = image();
    const o = observer();
    o.near(true);
    unmount();
    expect(o.disconnected).toBe(true);
    after(1000);
  });
});

describe('LazyImage: its box and its text alternative', () => {
  it('reserves its box by width and height', () => {
    const { img } = image();
    expect(img().getAttribute('width')).toBe('1500');
    expect(img().getAttribute('height')).toBe('600');
  });

  it('hides its text alternative while it loads and shows the image once loaded', () => {
    const { img } = image({ eager: true });
    expect(img().dataset.state).toBe('loading');
    expect(img().style.color).toBe('transparent');
    fireEvent.load(img());
    expect(img().dataset.state).toBe('loaded');
    expect(img().style.color).toBe('');
    expect(img().alt).toBe('Summer cup');
  });

  it('an image that fails is dropped and its text alternative shows', () => {
    const { img } = image({ eager: true });
    fireEvent.error(img());
    expect(img().getAttribute('src')).toBeNull();
    expect(img().dataset.state).toBe('failed');
    expect(img().style.color).toBe('');
  });

  it('no URL (not http(s)): no image, its text alternative', () => {
    const { img } = image({ src: null, eager: true });
    expect(img().getAttribute('src')).toBeNull();
    expect(img().dataset.state).toBe('failed');
  });

  it('a new URL after a failure is tried', () => {
    const { img, rerender } = image({ eager: true });
    fireEvent.error(img());
    rerender(<LazyImage src={`${SRC}?v=2`} alt="Summer cup" width={1500} height={600} eager />);
    expect(img().getAttribute('src')).toBe(`${SRC}?v=2`);
    expect(img().dataset.state).toBe('loading');
  });
});
