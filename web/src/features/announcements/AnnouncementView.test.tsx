import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { POPUP_SLIDE_AUTOPLAY_MS } from '@app/contract/constants/announcements';
import type { AnnouncementSlide, OverlayOf } from '../../stores/overlays';
import { renderAt } from '../../test/render-at';
import { readAnnouncementRecord } from './announcement-storage';
import { AnnouncementView } from './AnnouncementView';

const slide = (n: number, patch: Partial<AnnouncementSlide> = {}): AnnouncementSlide => ({
  id: `s${n}`,
  title: `Title ${n}`,
  content: `<p>Body ${n}</p>`,
  category: null,
  ...patch,
});

const KEY = 'announcementPopup:DEMO:guest';
const NOW = new Date(2025, 5, 16, 10).getTime();

const show = (patch: Partial<OverlayOf<'announcement'>> = {}) => {
  const dismiss = vi.fn();
  const overlay: OverlayOf<'announcement'> = {
    id: 1,
    kind: 'announcement',
    slides: [slide(1, { category: 'Events' }), slide(2), slide(3)],
    forceRead: false,
    storageKey: KEY,
    hashes: ['h1', 'h2', 'h3'],
    ...patch,
  };
  renderAt('/home', <AnnouncementView overlay={overlay} dismiss={dismiss} />);
  return { dismiss };
};

const dialog = () => screen.getByRole('dialog');
const title = () => within(dialog()).getByRole('heading').textContent;
const button = (name: string) => screen.getByRole('button', { name });
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
/** A finger from one point to another (jsdom has no PointerEvent: a mouse event of the pointer's type). */
const swipe = (el: Element, from: [number, number], to: [number, number]) => {
  const at = (type: string, [clientX, clientY]: [number, number]) =>
    fireEvent(el, new MouseEvent(type, { bubbles: true, clientX, clientY }));
  at('pointerdown', from);
  at('pointerup', to);
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('the announcement popup (signed-in §2, §4)', () => {
  it('a slide: its category, title and sanitised HTML; the dialog is named by the title', () => {
    show({
      slides: [slide(1, { category: 'Events', content: '<h3>Rules</h3><img src=x onerror="alert(1)">' })],
    });
    expect(screen.getByRole('dialog', { name: 'Title 1' })).toBeTruthy();
    expect(dialog().textContent).toContain('Events');
    const body = screen.getByRole('region', { name: 'Title 1' });
    expect(body.querySelector('h3')?.textContent).toBe('Rules');
    expect(body.querySelector('img')?.hasAttribute('onerror')).toBe(false);
    // One slide: no arrows, no counter.
    expect(screen.queryByRole('button', { name: 'Next announcement' })).toBeNull();
  });

  it('the title takes the focus when it opens; Tab reaches the scrollable text next', () => {
    show();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Title 1' }));
    expect(screen.getByRole('region').tabIndex).toBe(0);
  });

  it('a slide without a category is labelled "Announcement"', () => {
    show({ slides: [slide(1)] });
    expect(dialog().textContent).toContain('Announcement');
  });

  it('moves on every 5 s and stops at the last slide', async () => {
    show();
    expect(title()).toBe('Title 1');
    expect(dialog().textContent).toContain('Announcement 1 of 3');
    await wait(POPUP_SLIDE_AUTOPLAY_MS - 1);
    expect(title()).toBe('Title 1');
    await wait(1);
    expect(title()).toBe('Title 2');
    await wait(POPUP_SLIDE_AUTOPLAY_MS);
    expect(title()).toBe('Title 3');
    await wait(POPUP_SLIDE_AUTOPLAY_MS * 3);
    expect(title()).toBe('Title 3');
  });

  it('stops for good when the player takes over (a tap), and the pause button pauses and plays', async () => {
    show();
    fireEvent.pointerDown(screen.getByRole('region'));
    await wait(POPUP_SLIDE_AUTOPLAY_MS * 2);
    expect(title()).toBe('Title 1');
    fireEvent.click(button('Play slideshow'));
    await wait(POPUP_SLIDE_AUTOPLAY_MS);
    expect(title()).toBe('Title 2');
    fireEvent.pointerDown(button('Pause slideshow'));
    fireEvent.click(button('Pause slideshow'));
    await wait(POPUP_SLIDE_AUTOPLAY_MS * 2);
    expect(title()).toBe('Title 2');
  });

  it('waits while the page is hidden', async () => {
    show();
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    await wait(POPUP_SLIDE_AUTOPLAY_MS * 2);
    expect(title()).toBe('Title 1');
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    await wait(POPUP_SLIDE_AUTOPLAY_MS);
    expect(title()).toBe('Title 2');
  });

  it('does not move by itself when the player prefers reduced motion', async () => {
    vi.stubGlobal('matchMedia', (q: string) => ({ matches: q.includes('reduce') }));
    show();
    await wait(POPUP_SLIDE_AUTOPLAY_MS * 2);
    expect(title()).toBe('Title 1');
    expect(button('Play slideshow')).toBeTruthy();
  });

  it('the arrows and a swipe page through; the ends are disabled', () => {
    show();
    expect((button('Previous announcement') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(button('Next announcement'));
    expect(title()).toBe('Title 2');
    const body = screen.getByRole('region');
    swipe(body, [300, 100], [120, 110]);
    expect(title()).toBe('Title 3');
    expect((button('Next announcement') as HTMLButtonElement).disabled).toBe(true);
    // A mostly vertical move is a scroll, not a swipe.
    swipe(body, [300, 100], [360, 400]);
    expect(title()).toBe('Title 3');
    swipe(body, [100, 100], [300, 100]);
    expect(title()).toBe('Title 2');
  });

  it('right to left, a swipe to the right brings the next slide', () => {
    document.documentElement.dir = 'rtl';
    try {
      show();
      const body = screen.getByRole('region');
      swipe(body, [100, 100], [300, 100]);
      expect(title()).toBe('Title 2');
    } finally {
      document.documentElement.dir = '';
    }
  });

  it('closing saves show=false with the hashes and no hide time', () => {
    const { dismiss } = show();
    fireEvent.click(button('Close'));
    expect(dismiss).toHaveBeenCalledOnce();
    expect(readAnnouncementRecord(KEY)).toMatchObject({
      hashes: ['h1', 'h2', 'h3'],
      show: false,
      hideTime: null,
    });
  });

  it('"Don\'t show again today" ticked: closing saves the hide time too; Escape closes', () => {
    const { dismiss } = show();
    fireEvent.click(screen.getByRole('checkbox', { name: "Don't show again today" }));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(dismiss).toHaveBeenCalledOnce();
    expect(readAnnouncementRecord(KEY)).toMatchObject({ show: false, hideTime: NOW });
  });

  it('force-read: no close before the last slide (Next instead, a note why, Escape does nothing)', () => {
    const { dismiss } = show({ forceRead: true });
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    expect(dialog().textContent).toContain('Please read to the last announcement to close this.');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(dismiss).not.toHaveBeenCalled();
    expect(readAnnouncementRecord(KEY)).toBeNull();
    fireEvent.click(button('Next'));
    expect(title()).toBe('Title 2');
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    fireEvent.click(button('Next'));
    expect(title()).toBe('Title 3');
    expect(dialog().textContent).not.toContain('Please read');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(dismiss).toHaveBeenCalledOnce();
    expect(readAnnouncementRecord(KEY)).toMatchObject({ show: false });
  });

  it('force-read: back from the last slide, closing is not offered again until it is reached', () => {
    show({ forceRead: true });
    fireEvent.click(button('Next'));
    fireEvent.click(button('Next'));
    expect(button('Close')).toBeTruthy();
    fireEvent.click(button('Previous announcement'));
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });
});
