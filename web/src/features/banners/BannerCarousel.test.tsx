import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { Envelope } from '@app/contract/envelope';
import type { Banner } from '@app/contract/relay';
import { i18n } from '../../i18n/translate';
import { sessionFixture } from '../../test/fixtures';
import { fail, mockCalls, ok } from '../../test/mock-calls';
import { renderAt } from '../../test/render-at';
import { BannerCarousel } from './BannerCarousel';
import type { CarouselMotion } from './carousel-motion';

const { launchGame, openBanner, idle, startCarouselMotion } = vi.hoisted(() => ({
  launchGame: vi.fn(),
  openBanner: vi.fn(),
  /** The work whenIdle was given: the test says when the browser is idle. */
  idle: [] as (() => void)[],
  startCarouselMotion: vi.fn(),
}));
vi.mock('../../lib/game-launch', async (load) => ({
  ...(await load<typeof import('../../lib/game-launch')>()),
  launchGame,
}));
vi.mock('./open-banner', () => ({ openBanner }));
vi.mock('../../lib/when-idle', () => ({
  whenIdle: (work: () => void) => {
    idle.push(work);
    return () => idle.splice(idle.indexOf(work), 1);
  },
}));
vi.mock('./carousel-motion', () => ({ startCarouselMotion }));

const CDN = 'https://cdn.shop.example';
const banner = (fields: Partial<Banner>): Banner => ({
  id: fields.title ?? 'b',
  title: 'Banner',
  imageUrl: '/wps/images/home/summer.svg',
  width: 1500,
  height: 600,
  linkageType: 'P',
  linkage: '1',
  openInNewWindow: false,
  ...fields,
});
const THREE = [
  banner({ title: 'Summer cup', linkage: '1' }),
  banner({ title: 'Lucky draw', linkage: '2', imageUrl: 'https://img.example/draw.png' }),
  banner({ title: 'Jackpot', linkage: '3' }),
];

type Motion = { [K in keyof CarouselMotion]: ReturnType<typeof vi.fn> };
/** The motion the carousel started, and what it was started with. */
const started = (): {
  motion: Motion;
  root: HTMLElement;
  options: { rtl: boolean; autoplay: boolean; startIndex: number; onSelect: (i: number) => void };
} => {
  const call = startCarouselMotion.mock.calls.at(-1);
  const result = startCarouselMotion.mock.results.at(-1);
  if (!call || !result) throw new Error('the motion did not start');
  return { root: call[0], options: call[1], motion: result.value as Motion };
};
/** The browser goes idle after the first paint: the motion's chunk loads. */
const goIdle = async () => {
  await waitFor(() => expect(idle).not.toHaveLength(0));
  await act(async () => {
    for (const work of idle.splice(0)) work();
  });
};

const show = (
  answer: Banner[] | Envelope<Banner[]>,
  session = sessionFixture() as ReturnType<typeof sessionFixture> | null,
  url = '/home',
  imageCDNs: string[] = [],
) => {
  mockCalls({}, { MCSFE_getBanners: Array.isArray(answer) ? ok(answer) : answer });
  return renderAt(url, <BannerCarousel />, { session, settings: { imageCDNs } });
};
const region = () => screen.getByRole('region', { name: 'Featured offers' });
const images = () => Array.from(region().querySelectorAll('img'));

/** An IntersectionObserver that never sees anything come near: the lazy images stay unloaded. */
class NeverNear {
  observe() {}
  disconnect() {}
}
const reducedMotion = (reduce: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query.includes('reduce') }));

beforeEach(() => {
  idle.length = 0;
  startCarouselMotion.mockImplementation(() => ({ go: vi.fn(), hold: vi.fn(), destroy: vi.fn() }));
  vi.stubGlobal('IntersectionObserver', NeverNear);
  reducedMotion(false);
});
afterEach(() => {
  vi.clearAllMocks();
  i18n.changeLanguage('EN');
});

describe('BannerCarousel: a box reserved at 2.5:1 whatever it holds (no layout shift)', () => {
  it('the stylesheet reserves the box by its aspect ratio, 5 / 2', () => {
    const css = readFileSync(join(__dirname, 'banners.css'), 'utf8');
    expect(css).toMatch(/\.banners \{[^}]*aspect-ratio: 5 \/ 2;/);
  });

  it('before the answer (the prerendered home): the named region, busy and empty', () => {
    mockCalls({}, { MCSFE_getBanners: () => new Promise(() => {}) });
    renderAt('/home', <BannerCarousel />);
    expect(region().getAttribute('aria-busy')).toBe('true');
    expect(region().className).toBe('banners');
    expect(region().childElementCount).toBe(0);
  });

  it.each<[string, Banner[] | Envelope<Banner[]>]>([
    ['no banners', []],
    ['a failed call', fail('system.error')],
  ])(
    'with %s: the default slide, the merchant name and the site description, in the same box',
    async (_what, answer) => {
      show(answer);
      expect(await screen.findByText('Demo Casino')).toBeTruthy();
      expect(screen.getByText('Games, lottery and promotions on your phone.')).toBeTruthy();
      expect(region().getAttribute('aria-busy')).toBeNull();
      expect(images()).toHaveLength(0);
    },
  );

  it('an answer that is not a list: the default slide', async () => {
    mockCalls({}, { MCSFE_getBanners: ok('garbage' as unknown as Banner[]) });
    renderAt('/home', <BannerCarousel />);
    expect(await screen.findByText('Demo Casino')).toBeTruthy();
  });
});

describe('BannerCarousel: images', () => {
  it('the first banner loads at once (the largest paint), from the image CDN; the others wait', async () => {
    show(THREE, null, '/home', [CDN]);
    await screen.findByRole('link', { name: 'Summer cup' });
    const [first, second, third] = images();
    expect(first?.getAttribute('src')).toBe(`${CDN}/wps/images/home/summer.svg`);
    expect(first?.getAttribute('fetchpriority')).toBe('high');
    expect(second?.getAttribute('src')).toBeNull();
    expect(third?.getAttribute('src')).toBeNull();
  });

  it('without an image CDN the image comes from this site', async () => {
    show([THREE[0]!]);
    await screen.findByRole('link', { name: 'Summer cup' });
    expect(images()[0]?.getAttribute('src')).toBe(`${window.location.origin}/wps/images/home/summer.svg`);
  });

  it('a banner image that is not http(s) shows its title instead', async () => {
    show([banner({ title: 'Bad image', imageUrl: 'javascript:alert(1)' })]);
    const link = await screen.findByRole('link', { name: 'Bad image' });
    expect(link.querySelector('img')?.getAttribute('src')).toBeNull();
  });
});

describe('BannerCarousel: a tap goes where bannerClick says', () => {
  it('P: the activity page of the id', async () => {
    show([banner({ title: 'Summer cup', linkageType: 'P', linkage: '42' })]);
    fireEvent.click(await screen.findByRole('link', { name: 'Summer cup' }));
    expect(window.location.pathname + window.location.search).toBe('/m/activity?id=42');
  });

  it('URL internal: the /m path in the app, the tracking parameters kept', async () => {
    show(
      [banner({ title: 'Invite', linkageType: 'URL', url: '/m/inviteFriends?tab=2' })],
      null,
      '/home?affiliateCode=AFF1',
    );
    const link = await screen.findByRole('link', { name: 'Invite' });
    expect(link.getAttribute('href')).toBe('/m/inviteFriends?tab=2&affiliateCode=AFF1');
    fireEvent.click(link);
    expect(window.location.pathname + window.location.search).toBe(
      '/m/inviteFriends?tab=2&affiliateCode=AFF1',
    );
  });

  it('URL external in a new window, a member: the link as written, the hand-over asked for on the tap', async () => {
    show([
      banner({
        title: 'Partner',
        linkageType: 'URL',
        url: 'https://promo.example/cup',
        openInNewWindow: true,
      }),
    ]);
    const link = await screen.findByRole('link', { name: 'Partner' });
    // The session token is nowhere in the page's link (sessionFixture's token is "tok").
    expect(link.getAttribute('href')).toBe('https://promo.example/cup');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.getAttribute('referrerpolicy')).toBe('no-referrer');
    fireEvent.click(link);
    expect(openBanner).toHaveBeenCalledWith({
      kind: 'open',
      url: 'https://promo.example/cup',
      newWindow: true,
      handover: true,
    });
  });

  it('URL external in a new window: a guest’s link goes as written', async () => {
    show(
      [
        banner({
          title: 'Partner',
          linkageType: 'URL',
          url: 'https://promo.example/cup',
          openInNewWindow: true,
        }),
      ],
      null,
    );
    fireEvent.click(await screen.findByRole('link', { name: 'Partner' }));
    expect(openBanner).toHaveBeenCalledWith({
      kind: 'open',
      url: 'https://promo.example/cup',
      newWindow: true,
      handover: false,
    });
  });

  it('URL external in this window', async () => {
    show([banner({ title: 'Partner', linkageType: 'URL', url: 'https://promo.example/cup' })]);
    const link = await screen.findByRole('link', { name: 'Partner' });
    fireEvent.click(link);
    expect(openBanner).toHaveBeenCalledWith({
      kind: 'open',
      url: 'https://promo.example/cup',
      newWindow: false,
      handover: true,
    });
    expect(window.location.pathname).toBe('/m/home');
  });

  it('URL javascript: only a picture, nothing to tap', async () => {
    show([banner({ title: 'Trap', linkageType: 'URL', url: 'javascript:alert(1)' })]);
    expect(await screen.findByRole('img', { name: 'Trap' })).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('G lottery, a guest: /m/login', async () => {
    show([banner({ title: 'Lotto', linkageType: 'G', linkage: 'LOTTO5', gameType: 'LOTT' })], null);
    fireEvent.click(await screen.findByRole('link', { name: 'Lotto' }));
    expect(window.location.pathname).toBe('/m/login');
    expect(launchGame).not.toHaveBeenCalled();
  });

  it('G lottery, a member: a button that launches the game through the games seam', async () => {
    show([banner({ title: 'Lotto', linkageType: 'G', linkage: 'LOTTO5', gameType: 'LOTT', vendor: 'TCG' })]);
    fireEvent.click(await screen.findByRole('button', { name: 'Lotto' }));
    expect(launchGame).toHaveBeenCalledWith(
      { gameCode: 'LOTTO5', gameType: 'LOTT', vendor: 'TCG' },
      expect.any(Function),
    );
  });
});

describe('BannerCarousel: the motion comes after the first paint, with two banners or more', () => {
  it('one banner: no motion, no dots', async () => {
    show([THREE[0]!]);
    await screen.findByRole('link', { name: 'Summer cup' });
    expect(idle).toHaveLength(0);
    expect(startCarouselMotion).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: /Banner 1/ })).toBeNull();
  });

  it('starts when the browser is idle, on the viewport, left to right, with autoplay; then the dots', async () => {
    show(THREE);
    await screen.findByRole('link', { name: 'Summer cup' });
    expect(startCarouselMotion).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Banner 1 of 3' })).toBeNull();
    await goIdle();
    await waitFor(() => expect(startCarouselMotion).toHaveBeenCalledTimes(1));
    const { root, options } = started();
    expect(root.className).toBe('banners-viewport');
    expect(options).toMatchObject({ rtl: false, autoplay: true, startIndex: 0 });
    const dots = await screen.findAllByRole('button', { name: /^Banner \d of 3$/ });
    expect(dots.map((d) => d.getAttribute('aria-current'))).toEqual(['true', null, null]);
  });

  it('a dot shows its banner; the selected one is the one reachable, its neighbours load', async () => {
    show(THREE);
    await goIdle();
    const dot = await screen.findByRole('button', { name: 'Banner 3 of 3' });
    fireEvent.click(dot);
    const { motion, options } = started();
    expect(motion.go).toHaveBeenCalledWith(2);

    act(() => options.onSelect(2));
    expect(dot.getAttribute('aria-current')).toBe('true');
    const slides = Array.from(region().querySelectorAll('.banners-slide'));
    expect(slides.map((s) => s.hasAttribute('inert'))).toEqual([true, true, false]);
    // The neighbours of the third (the second, and the first by the loop) are loaded before they slide in.
    expect(images()[1]?.getAttribute('src')).toBe('https://img.example/draw.png');
  });

  it('the pause button holds autoplay, and plays it again', async () => {
    show(THREE);
    await goIdle();
    fireEvent.click(await screen.findByRole('button', { name: 'Pause slideshow' }));
    expect(started().motion.hold).toHaveBeenLastCalledWith('paused', true);
    fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }));
    expect(started().motion.hold).toHaveBeenLastCalledWith('paused', false);
  });

  it('focus inside the carousel holds autoplay until it leaves', async () => {
    show(THREE);
    await goIdle();
    const dot = await screen.findByRole('button', { name: 'Banner 2 of 3' });
    fireEvent.focus(dot);
    expect(started().motion.hold).toHaveBeenLastCalledWith('focus', true);
    fireEvent.blur(dot, { relatedTarget: screen.getByRole('button', { name: 'Banner 3 of 3' }) });
    expect(started().motion.hold).toHaveBeenLastCalledWith('focus', true);
    fireEvent.blur(dot, { relatedTarget: document.body });
    expect(started().motion.hold).toHaveBeenLastCalledWith('focus', false);
  });

  it('prefers-reduced-motion: no autoplay, no pause button', async () => {
    reducedMotion(true);
    show(THREE);
    await goIdle();
    await screen.findByRole('button', { name: 'Banner 1 of 3' });
    expect(started().options.autoplay).toBe(false);
    expect(screen.queryByRole('button', { name: 'Pause slideshow' })).toBeNull();
  });

  it('right to left (Urdu): the motion starts anew in that direction, on the banner shown', async () => {
    show(THREE);
    await goIdle();
    await screen.findByRole('button', { name: 'Banner 1 of 3' });
    const first = started();
    act(() => first.options.onSelect(1));
    act(() => i18n.changeLanguage('UR'));
    await goIdle();
    await waitFor(() => expect(startCarouselMotion).toHaveBeenCalledTimes(2));
    expect(first.motion.destroy).toHaveBeenCalled();
    expect(started().options).toMatchObject({ rtl: true, startIndex: 1 });
  });

  it('leaving home stops the motion', async () => {
    const { unmount } = show(THREE);
    await goIdle();
    await screen.findByRole('button', { name: 'Banner 1 of 3' });
    unmount();
    expect(started().motion.destroy).toHaveBeenCalled();
  });
});
