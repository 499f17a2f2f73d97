import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { MemberInfo } from '@app/contract/calls';
import { session } from '../../lib/storage';
import { sessionFixture } from '../../test/fixtures';
import { mockCalls, ok, type RelayAnswers } from '../../test/mock-calls';
import { renderAt } from '../../test/render-at';
import { DOWNLOAD_BAR_CLOSED_KEY, DownloadBar } from './DownloadBar';

const STORE = 'https://play.google.com/store/apps/details?id=shop';
const ICON = 'https://cdn.shop.example/app-icon.png';
const links = ok({
  downloadLinks: [
    { resourceType: 'Android', url: STORE },
    { resourceType: 'AppDownloadIcon', url: ICON },
  ],
});
const promotions = (enabled: boolean) =>
  ok({
    APP_DOWNLOAD: { enabled, count: enabled ? 1 : 0 },
    REFERRAL: { enabled: false, count: 0 },
    personal: null,
  });
const relays = (r: RelayAnswers = {}): RelayAnswers => ({
  WPSCORE_getDownloadSetting: links,
  MCSFE_getMerchantAvailablePromotions: promotions(true),
  ...r,
});
const member = (rankLevel: number): MemberInfo => ({
  id: 7,
  account: 'player',
  type: 0,
  regDate: 0,
  language: 'EN',
  clubLabel: { labelName: 'VIP', labelId: 'VIP', type: 'AUTO', rankLevel },
});

const bar = () => screen.findByRole('region', { name: 'Get the app' });

afterEach(() => {
  session.remove(DOWNLOAD_BAR_CLOSED_KEY);
  delete document.documentElement.dataset.downloadBar;
  vi.restoreAllMocks();
});

describe('DownloadBar: the top app-download bar', () => {
  it('shows the app icon, the name, the 5.0 star rating, the download button and close', async () => {
    mockCalls({}, relays());
    renderAt('/home', <DownloadBar />);
    const region = await bar();
    expect(region.querySelector('img')?.getAttribute('src')).toBe(ICON);
    expect(screen.getByText('Demo Casino app')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Rated 5.0 out of 5' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close the app banner' })).toBeTruthy();
  });

  it("shows the merchant's app description (mobileTemplate.app_desc)", async () => {
    mockCalls({}, relays());
    renderAt('/home', <DownloadBar />, { settings: { mobileTemplate: { app_desc: 'Play anywhere' } } });
    await bar();
    expect(screen.getByText('Play anywhere')).toBeTruthy();
  });

  it('without AppDownloadIcon, the apple-touch icon', async () => {
    mockCalls(
      {},
      relays({
        WPSCORE_getDownloadSetting: ok({ downloadLinks: [{ resourceType: 'Android', url: STORE }] }),
      }),
    );
    renderAt('/home', <DownloadBar />, {
      settings: { mobileTemplate: { apple_touch_icon: '/wps/system/icons/DEMO/192.png' } },
    });
    const region = await bar();
    expect(region.querySelector('img')?.getAttribute('src')).toBe(
      `${window.location.origin}/wps/system/icons/DEMO/192.png`,
    );
  });

  it('a gift icon when the APP_DOWNLOAD promotion is enabled', async () => {
    mockCalls({}, relays());
    renderAt('/home', <DownloadBar />);
    expect(await screen.findByRole('img', { name: 'Bonus for app players' })).toBeTruthy();
  });

  it('no gift icon when the APP_DOWNLOAD promotion is off', async () => {
    const api = mockCalls({}, relays({ MCSFE_getMerchantAvailablePromotions: promotions(false) }));
    renderAt('/home', <DownloadBar />);
    await bar();
    await waitFor(() => expect(api.payloadsOf('MCSFE_getMerchantAvailablePromotions')).toHaveLength(1));
    await act(() => Promise.resolve());
    expect(screen.queryByRole('img', { name: 'Bonus for app players' })).toBeNull();
  });

  it('the download button opens the app link', async () => {
    mockCalls({}, relays());
    const open = vi.fn<typeof window.open>(() => ({}) as Window);
    vi.stubGlobal('open', open);
    renderAt('/home', <DownloadBar />);
    await bar();
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith(STORE, '_blank'));
  });

  it('closing slides it away and hides it for the session', async () => {
    mockCalls({}, relays());
    const { unmount } = renderAt('/home', <DownloadBar />);
    const region = await bar();
    fireEvent.click(screen.getByRole('button', { name: 'Close the app banner' }));
    expect(region.className).toContain('download-bar--leaving');
    fireEvent.animationEnd(region);
    expect(screen.queryByRole('region', { name: 'Get the app' })).toBeNull();
    expect(session.get(DOWNLOAD_BAR_CLOSED_KEY)).toBe('1');
    unmount();

    // Shown again in the same session (the links are loaded already).
    const api = mockCalls({}, relays());
    renderAt('/home', <DownloadBar />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('region', { name: 'Get the app' })).toBeNull();
    expect(api.payloadsOf('MCSFE_getMerchantAvailablePromotions')).toEqual([]);
  });

  it('not off the home routes: no bar and no promotions call', async () => {
    const api = mockCalls({}, relays());
    renderAt('/login', <DownloadBar />);
    await waitFor(() => expect(api.payloadsOf('WPSCORE_getDownloadSetting')).toHaveLength(1));
    await act(() => Promise.resolve());
    expect(screen.queryByRole('region')).toBeNull();
    expect(api.payloadsOf('MCSFE_getMerchantAvailablePromotions')).toEqual([]);
  });

  it('no app link for this platform: no bar', async () => {
    const api = mockCalls(
      {},
      relays({
        WPSCORE_getDownloadSetting: ok({
          downloadLinks: [{ resourceType: 'IOS', url: 'https://apps.apple.com/app/id1' }],
        }),
      }),
    );
    renderAt('/home', <DownloadBar />);
    await waitFor(() => expect(api.payloadsOf('WPSCORE_getDownloadSetting')).toHaveLength(1));
    await act(() => Promise.resolve());
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('a VIP rank minimum: a member at the rank sees it, from the member info', async () => {
    mockCalls({ memberInfo: ok(member(3)) }, relays());
    renderAt('/home', <DownloadBar />, {
      session: sessionFixture(),
      settings: { downloadBar: { minVipRank: 3 } },
    });
    expect(await bar()).toBeTruthy();
    expect(document.documentElement.dataset.downloadBar).toBe('shown');
  });

  it('a VIP rank minimum: a member below it does not; the page is told so once the rank is in', async () => {
    const api = mockCalls({ memberInfo: ok(member(2)) }, relays());
    renderAt('/home', <DownloadBar />, {
      session: sessionFixture(),
      settings: { downloadBar: { minVipRank: 3 } },
    });
    // What a test reads instead of waiting for a bar that does not come (e2e/tests/download-bar.spec.ts).
    expect(document.documentElement.dataset.downloadBar).toBe('deciding');
    await waitFor(() => expect(api.payloadsOf('memberInfo')).toHaveLength(1));
    await waitFor(() => expect(document.documentElement.dataset.downloadBar).toBe('hidden'));
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('login required: a guest does not see it, and no member call is made', async () => {
    const api = mockCalls({}, relays());
    renderAt('/home', <DownloadBar />, { settings: { downloadBar: { loginRequired: true } } });
    await waitFor(() => expect(api.payloadsOf('WPSCORE_getDownloadSetting')).toHaveLength(1));
    await act(() => Promise.resolve());
    expect(screen.queryByRole('region')).toBeNull();
    expect(api.payloadsOf('memberInfo')).toEqual([]);
  });
});
