import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from '@testing-library/react';
import { BASENAME } from '@app/contract/constants/navigation';
import { DOWNLOAD_IMAGE_POPUP_WAIT_MS } from '@app/contract/constants/image-popup';
import { deviceKind, readDeviceFacts } from '../../lib/device';
import { pushAppPath } from '../../lib/router';
import { useAppStore } from '../../stores/app-store';
import { useOverlays } from '../../stores/overlays';
import { systemStatusFixture } from '../../test/fixtures';
import { fail, mockCalls, ok, type RelayAnswers } from '../../test/mock-calls';
import { renderAt } from '../../test/render-at';
import { imagePopupClosed, imagePopupShown } from './image-popup-storage';
import { createImagePopup } from './start';

const ITEMS = [
  { id: 1, title: 'Get the app', imageUrl: '/wps/images/home/popup-1.svg' },
  { id: 2, title: 'App bonus', imageUrl: '/wps/images/home/popup-2.svg' },
].map((item) => ({
  ...item,
  content: '',
  promotionType: 'app_download',
  execution: 'B' as const,
  forceRead: false,
}));

const images = () => useOverlays.getState().overlays.filter((o) => o.kind === 'image');
/** The image overlays queued now, by place. */
const slots = () => images().map((o) => (o.kind === 'image' ? o.slot : 0));

let stop: (() => void) | undefined;

/** The app at `path` (a guest, a browser tab), the popup started, its banners answered by `relays`. */
function start(path = '/home', relays: RelayAnswers = { MCSFE_getListAnnouncements: ok(ITEMS) }) {
  const api = mockCalls({}, relays);
  renderAt(path, <></>, { settings: { imageCDNs: [] } });
  stop = createImagePopup();
  return api;
}

/** The player closes (or saves) the banner on screen, as the view does. */
const closeShown = () => {
  const [shown] = images();
  if (shown?.kind !== 'image') throw new Error('no banner on screen');
  imagePopupClosed(shown.slot);
  act(() => useOverlays.getState().dismiss(shown.id));
};

beforeEach(() => {
  // The page started just now: the 20 s are counted from its start.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  vi.spyOn(performance, 'now').mockReturnValue(0);
  useAppStore.setState({ device: 'BROWSER' });
});
afterEach(() => {
  stop?.();
  stop = undefined;
  vi.useRealTimers();
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
  useOverlays.setState({ overlays: [] });
  useAppStore.setState({ device: deviceKind(readDeviceFacts()) });
});

describe('startImagePopup: the download image popup 20 s after start (signed-in §4)', () => {
  it('nothing before 20 s, not even the call; then banner 1 with its image and title', async () => {
    const api = start();
    await vi.advanceTimersByTimeAsync(DOWNLOAD_IMAGE_POPUP_WAIT_MS - 1);
    expect(images()).toEqual([]);
    expect(api.payloadsOf('MCSFE_getListAnnouncements')).toEqual([]);

    await vi.advanceTimersByTimeAsync(1);
    expect(api.payloadsOf('MCSFE_getListAnnouncements')).toEqual([
      { types: ['PR'], platform: 'M', category: 'app_download' },
    ]);
    expect(images()).toMatchObject([
      {
        slot: 1,
        title: 'Get the app',
        imageUrl: `${window.location.origin}/wps/images/home/popup-1.svg`,
        fileName: 'popup-1.svg',
      },
    ]);
  });

  it('a page that started earlier waits only what is left of its 20 s', async () => {
    vi.spyOn(performance, 'now').mockReturnValue(15_000);
    start();
    await vi.advanceTimersByTimeAsync(4_999);
    expect(images()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(slots()).toEqual([1]);
  });

  it('banner 1 is followed by banner 2: one at a time, the second once the first is closed or saved', async () => {
    start();
    await vi.advanceTimersByTimeAsync(DOWNLOAD_IMAGE_POPUP_WAIT_MS);
    expect(slots()).toEqual([1]);
    closeShown();
    await vi.advanceTimersByTimeAsync(0);
    expect(slots()).toEqual([2]);
    closeShown();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(slots()).toEqual([]);
  });

  it('off home when the time is up: nothing (and no call); on the return home it shows', async () => {
    const api = start('/member/home');
    await vi.advanceTimersByTimeAsync(DOWNLOAD_IMAGE_POPUP_WAIT_MS + 5_000);
    expect(images()).toEqual([]);
    expect(api.payloadsOf('MCSFE_getListAnnouncements')).toEqual([]);

    act(() => pushAppPath(BASENAME, '/login'));
    await vi.advanceTimersByTimeAsync(0);
    expect(images()).toEqual([]);
    act(() => pushAppPath(BASENAME, '/home'));
    await vi.advanceTimersByTimeAsync(0);
    expect(slots()).toEqual([1]);
  });

  it('a return home before the time is up does not bring it sooner', async () => {
    start('/login');
    act(() => pushAppPath(BASENAME, '/home'));
    await vi.advanceTimersByTimeAsync(DOWNLOAD_IMAGE_POPUP_WAIT_MS - 1);
    expect(images()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(slots()).toEqual([1]);
  });

  it('banner 2 waits for home too when the player left while banner 1 was shown', async () => {
    start();
    await vi.advanceTimersByTimeAsync(DOWNLOAD_IMAGE_POPUP_WAIT_MS);
    act(() => pushAppPath(BASENAME, '/activity'));
    closeShown();
    await vi.advanceTimersByTimeAsync(0);
    expect(images()).toEqual([]);
    act(() => pushAppPath(BASENAME, '/'));
    await vi.advanceTimersByTimeAsync(0);
    expect(slots()).toEqual([2]);
  });

  it('inside the native app (its user agent): never, and no call', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (Linux; Android 13; wv) AppleWebKit/537.36 Chrome/124.0 Mobile Safari/537.36 PlatformApp/2.5.0',
    );
    useAppStore.setState({ device: deviceKind(readDeviceFacts()) });
    const api = start();
    await vi.advanceTimersByTimeAsync(DOWNLOAD_IMAGE_POPUP_WAIT_MS * 3);
    expect(images()).toEqual([]);
    expect(api.calls).toEqual([]);
  });

  it.each(['PWA', 'WEBCLIP'] as const)('as the installed web app (%s): never', async (device) => {
    useAppStore.setState({ device });
    start();
    await vi.advanceTimersByTimeAsync(DOWNLOAD_IMAGE_POPUP_WAIT_MS * 3);
    expect(images()).toEqual([]);
  });

  it('banner 1 stored as shown on an earlier visit: banner 2 alone', async () => {
    imagePopupShown(1, 'popup-1.svg');
    start();
    await vi.advanceTimersByTimeAsync(DOWNLOAD_IMAGE_POPUP_WAIT_MS);
    expect(slots()).toEqual([2]);
  });

  it('both stored: nothing; a changed banner (another file name) shows again', async () => {
    imagePopupShown(1, 'popup-1.svg');
    imagePopupShown(2, 'popup-old.svg');
    start();
    await vi.advanceTimersByTimeAsync(DOWNLOAD_IMAGE_POPUP_WAIT_MS);
    expect(slots()).toEqual([2]);
    closeShown();
    await vi.advanceTimersByTimeAsync(0);
    expect(slots()).toEqual([]);
  });

  it('the session flags: a closed banner does not show again this session, the other still does', async () => {
    imagePopupClosed(1);
    start();
    await vi.advanceTimersByTimeAsync(DOWNLOAD_IMAGE_POPUP_WAIT_MS);
    expect(slots()).toEqual([2]);
  });

  it('both closed this session: nothing', async () => {
    imagePopupClosed(1);
    imagePopupClosed(2);
    start();
    await vi.advanceTimersByTimeAsync(DOWNLOAD_IMAGE_POPUP_WAIT_MS * 2);
    expect(images()).toEqual([]);
  });

  it('under the maintenance notice: nothing; when it lifts, on home, it shows', async () => {
    start();
    const status = systemStatusFixture({ settings: { imageCDNs: [] } });
    useAppStore.setState({ status: { ...status, maintenance: true } });
    await vi.advanceTimersByTimeAsync(DOWNLOAD_IMAGE_POPUP_WAIT_MS);
    expect(images()).toEqual([]);
    useAppStore.setState({ status });
    await vi.advanceTimersByTimeAsync(0);
    expect(slots()).toEqual([1]);
  });

  it('the image CDN: a path loads from the first one', async () => {
    mockCalls({}, { MCSFE_getListAnnouncements: ok(ITEMS) });
    renderAt('/home', <></>, { settings: { imageCDNs: ['https://img.example.net/'] } });
    stop = createImagePopup();
    await vi.advanceTimersByTimeAsync(DOWNLOAD_IMAGE_POPUP_WAIT_MS);
    expect(images()).toMatchObject([{ imageUrl: 'https://img.example.net/wps/images/home/popup-1.svg' }]);
  });

  it.each<[string, RelayAnswers]>([
    ['a failure', { MCSFE_getListAnnouncements: fail('server.error', 'Boom') }],
    ['no items', { MCSFE_getListAnnouncements: ok([]) }],
    [
      'items without a usable image',
      {
        MCSFE_getListAnnouncements: ok([
          { ...ITEMS[0]!, imageUrl: 'javascript:alert(1)' },
          { ...ITEMS[1]!, imageUrl: '' },
        ]),
      },
    ],
    ['no answer (network)', { MCSFE_getListAnnouncements: 'network-error' }],
  ])('%s: no popup and no notice (the call is quiet)', async (_, relays) => {
    start('/home', relays);
    await vi.advanceTimersByTimeAsync(DOWNLOAD_IMAGE_POPUP_WAIT_MS);
    expect(useOverlays.getState().overlays).toEqual([]);
  });
});
