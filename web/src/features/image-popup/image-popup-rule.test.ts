import { describe, expect, it } from 'vitest';
import type { DeviceKind } from '../../lib/device';
import { bannerFileName, imagePopupBanners, imagePopupRule, type ImagePopupFacts } from './image-popup-rule';

const base: ImagePopupFacts = {
  path: '/home',
  device: 'BROWSER',
  blocked: false,
  fileName: 'popup-1.png',
  storedFileName: null,
  closedThisSession: false,
};

describe('imagePopupRule: when a banner of the download image popup shows (signed-in §4)', () => {
  it.each<[string, Partial<ImagePopupFacts>, boolean]>([
    ['a browser tab on home, a banner never shown', {}, true],
    // Only on the home routes (signed-in §2: /, /m/, /m/home, /m/index, /m/index.html).
    ['on /m/ (the root counts as home)', { path: '/' }, true],
    ['on /m/index', { path: '/index' }, true],
    ['on /m/index.html', { path: '/index.html' }, true],
    ['on /m/home/ (trailing slash)', { path: '/home/' }, true],
    ['not on member home', { path: '/member/home' }, false],
    ['not on /m/login', { path: '/login' }, false],
    ['not on the activity page', { path: '/activity' }, false],
    // Only outside the app, home-screen or PWA mode.
    ['an iPad browser tab', { device: 'IPAD' }, true],
    ['not inside the native app', { device: 'APP' }, false],
    ['not as a home-screen web clip', { device: 'WEBCLIP' }, false],
    ['not as the installed web app (PWA)', { device: 'PWA' }, false],
    // Only when the banner's file name differs from the stored one.
    ['another banner was shown here before', { storedFileName: 'popup-old.png' }, true],
    ['not when this banner was shown here before', { storedFileName: 'popup-1.png' }, false],
    // Closing or saving sets a session flag, so that it is not shown again.
    ['not once closed or saved in this session', { closedThisSession: true }, false],
    [
      'not once closed in this session, even if the banner changed',
      { closedThisSession: true, storedFileName: 'popup-old.png' },
      false,
    ],
    // Beyond the spec: the maintenance or access-denied notice replaces home.
    ['not over the maintenance or access-denied notice', { blocked: true }, false],
  ])('%s → %s', (_, facts, shown) => {
    expect(imagePopupRule({ ...base, ...facts })).toBe(shown);
  });

  it('shows in no app mode, only in a browser (phone or iPad)', () => {
    const kinds: DeviceKind[] = ['APP', 'PWA', 'WEBCLIP', 'IPAD', 'BROWSER'];
    expect(kinds.filter((device) => imagePopupRule({ ...base, device }))).toEqual(['IPAD', 'BROWSER']);
  });
});

describe('bannerFileName: the last segment of the image path, without query', () => {
  it.each([
    ['https://cdn.example/wps/images/home/popup-1.svg', 'popup-1.svg'],
    ['https://cdn.example/a/b/banner.png?v=3#x', 'banner.png'],
    ['http://shop.localhost/m/favicon.svg', 'favicon.svg'],
    ['https://cdn.example/folder/', null],
    ['https://cdn.example', null],
    ['not a url', null],
  ])('%s → %s', (url, name) => {
    expect(bannerFileName(url)).toBe(name);
  });
});

describe('imagePopupBanners: the app_download items with an image, the first two, in order', () => {
  const ORIGIN = 'https://shop.example';
  const CDN = ['https://img.example.net'];

  it('a path goes to the first image CDN; an https URL stays; places 1 and 2, a third is left', () => {
    expect(
      imagePopupBanners(
        [
          { id: 1, title: ' Get the app ', imageUrl: '/wps/images/home/popup-1.svg?v=2' },
          { id: 2, title: 'Bonus', imageUrl: 'https://art.example/p2.png' },
          { id: 3, title: 'Third', imageUrl: '/p3.png' },
        ],
        CDN,
        ORIGIN,
      ),
    ).toEqual([
      {
        slot: 1,
        title: 'Get the app',
        imageUrl: 'https://img.example.net/wps/images/home/popup-1.svg?v=2',
        fileName: 'popup-1.svg',
      },
      { slot: 2, title: 'Bonus', imageUrl: 'https://art.example/p2.png', fileName: 'p2.png' },
    ]);
  });

  it('without an image CDN a path is on this site', () => {
    expect(imagePopupBanners([{ title: 'A', imageUrl: '/m/favicon.svg' }], [], ORIGIN)).toEqual([
      { slot: 1, title: 'A', imageUrl: 'https://shop.example/m/favicon.svg', fileName: 'favicon.svg' },
    ]);
  });

  it('items without a usable image are skipped: the next one takes their place', () => {
    expect(
      imagePopupBanners(
        [
          { title: 'none' },
          { title: 'empty', imageUrl: '' },
          { title: 'script', imageUrl: 'javascript:alert(1)' },
          { title: 'data', imageUrl: 'data:image/png;base64,AAAA' },
          { title: 'no file', imageUrl: 'https://art.example/' },
          { title: 'number', imageUrl: 42 },
          null,
          { title: 7, imageUrl: '/ok.png' },
        ],
        [],
        ORIGIN,
      ),
    ).toEqual([{ slot: 1, title: '', imageUrl: 'https://shop.example/ok.png', fileName: 'ok.png' }]);
  });

  it('an answer that is not a list gives no banner', () => {
    expect(imagePopupBanners({ items: [] }, [], ORIGIN)).toEqual([]);
    expect(imagePopupBanners(null, [], ORIGIN)).toEqual([]);
  });
});
