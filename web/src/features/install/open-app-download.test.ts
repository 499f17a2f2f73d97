// Runs in a process of its own (web/vitest.config.ts): it replaces window.location.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useOverlays } from '../../stores/overlays';
import { mockCalls, ok } from '../../test/mock-calls';
import { openAppDownload } from './open-app-download';

const track = vi.hoisted(() => vi.fn());
vi.mock('../../lib/track', () => ({ track }));

const UA = {
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  iphone17:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1',
  iphone11:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 11_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/11.0 Mobile/15E148 Safari/604.1',
  oldApp:
    'Mozilla/5.0 (Linux; Android 13; SM-S911B; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/124.0.0.0 Mobile Safari/537.36 PlatformApp/2.4.38',
};
const STORE = 'https://play.google.com/store/apps/details?id=shop';
const APK = 'https://cdn.shop.example/shop.apk';
const IOS = 'https://apps.apple.com/app/id123';

const on = (userAgent: string) => vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
const withLinks = (links: { resourceType: string; url: string }[]) =>
  mockCalls({}, { WPSCORE_getDownloadSetting: ok({ downloadLinks: links }) });
const stubWindow = () => {
  const open = vi.fn<typeof window.open>(() => ({}) as Window);
  const assign = vi.fn();
  vi.stubGlobal('open', open);
  vi.stubGlobal('location', { ...window.location, assign });
  return { open, assign };
};

afterEach(() => {
  vi.restoreAllMocks();
  track.mockClear();
  useOverlays.setState({ overlays: [] });
});

describe('openAppDownload: every app-download button', () => {
  it('an Android browser: the store link in a new window, and downloadApp is tracked', async () => {
    on(UA.android);
    withLinks([
      { resourceType: 'Android', url: STORE },
      { resourceType: 'IOS', url: IOS },
    ]);
    const { open, assign } = stubWindow();
    await openAppDownload();
    expect(open).toHaveBeenCalledWith(STORE, '_blank');
    expect(assign).not.toHaveBeenCalled();
    expect(track).toHaveBeenCalledWith('downloadApp', { platform: 'Android' });
  });

  it('a target ending in apk opens in the same window', async () => {
    on(UA.android);
    withLinks([{ resourceType: 'APK', url: APK }]);
    const { open, assign } = stubWindow();
    await openAppDownload();
    expect(assign).toHaveBeenCalledWith(APK);
    expect(open).not.toHaveBeenCalled();
  });

  it('an iPhone gets the iOS link', async () => {
    on(UA.iphone17);
    withLinks([
      { resourceType: 'Android', url: STORE },
      { resourceType: 'IOS', url: IOS },
    ]);
    const { open } = stubWindow();
    await openAppDownload();
    expect(open).toHaveBeenCalledWith(IOS, '_blank');
    expect(track).toHaveBeenCalledWith('downloadApp', { platform: 'IOS' });
  });

  it('inside an app older than 2.4.39: through the redirect helper, in the app', async () => {
    on(UA.oldApp);
    withLinks([{ resourceType: 'Android', url: STORE }]);
    const { assign } = stubWindow();
    await openAppDownload();
    expect(assign).toHaveBeenCalledWith(`/mobile/mc/redirect.html?url=${encodeURIComponent(STORE)}`);
  });

  it('old iOS: the iOS guide (its legacy tip), nothing opened', async () => {
    on(UA.iphone11);
    withLinks([{ resourceType: 'IOS', url: IOS }]);
    const { open, assign } = stubWindow();
    await openAppDownload();
    expect(useOverlays.getState().overlays).toMatchObject([{ kind: 'download', view: 'iosGuide' }]);
    expect(open).not.toHaveBeenCalled();
    expect(assign).not.toHaveBeenCalled();
    expect(track).not.toHaveBeenCalled();
  });

  it('no app link for this platform: a notice, nothing opened or tracked', async () => {
    on(UA.android);
    withLinks([{ resourceType: 'IOS', url: IOS }]);
    const { open } = stubWindow();
    await openAppDownload();
    expect(useOverlays.getState().overlays).toMatchObject([
      { kind: 'alert', message: 'The app download is not available right now. Please try again later.' },
    ]);
    expect(open).not.toHaveBeenCalled();
    expect(track).not.toHaveBeenCalled();
  });
});
