import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppUpgradeBridge } from '@app/contract/app-bridge';
import { useAppStore } from '../../stores/app-store';
import { useOverlays } from '../../stores/overlays';
import { systemStatusFixture } from '../../test/fixtures';
import { mockCalls, ok } from '../../test/mock-calls';
import { startAppUpgrade as start } from './upgrade-start';

const w = window as unknown as AppUpgradeBridge;
const APP_UA =
  'Mozilla/5.0 (Linux; Android 13; SM-S911B; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/124.0.0.0 Mobile Safari/537.36 PlatformApp/2.5.0';
const STORE = 'https://play.google.com/store/apps/details?id=shop';

const upgrades = () => useOverlays.getState().overlays.filter((o) => o.kind === 'upgrade');
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

beforeEach(() => {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(APP_UA);
  w.PlatformApp = { checkAppUpgrade: () => undefined };
  useAppStore.setState({ status: systemStatusFixture() });
});
afterEach(() => {
  vi.restoreAllMocks();
  delete w.PlatformApp;
  delete w.onAppUpgrade;
  useOverlays.setState({ overlays: [] });
});

describe('startAppUpgrade: the modal when the app says an upgrade is available', () => {
  it('opens the closable modal with the app link, once however often the app says so', async () => {
    mockCalls(
      {},
      { WPSCORE_getDownloadSetting: ok({ downloadLinks: [{ resourceType: 'Android', url: STORE }] }) },
    );
    start();
    w.onAppUpgrade?.({ upgradeAvailable: true });
    await settle();
    w.onAppUpgrade?.({ upgradeAvailable: true });
    await settle();
    expect(upgrades()).toMatchObject([{ url: STORE, mandatory: false }]);
  });

  it('MANDATORYAPPUPDATES3 on: the modal cannot be closed', async () => {
    useAppStore.setState({
      status: systemStatusFixture({ settings: { whitelabel: { MANDATORYAPPUPDATES3: true } } }),
    });
    mockCalls(
      {},
      { WPSCORE_getDownloadSetting: ok({ downloadLinks: [{ resourceType: 'Android', url: STORE }] }) },
    );
    start();
    w.onAppUpgrade?.({ upgradeAvailable: true });
    await settle();
    expect(upgrades()).toMatchObject([{ url: STORE, mandatory: true }]);
  });

  it('no upgrade: no modal and no call', async () => {
    const api = mockCalls({});
    start();
    w.onAppUpgrade?.({ upgradeAvailable: false });
    await settle();
    expect(upgrades()).toEqual([]);
    expect(api.calls).toEqual([]);
  });

  it('no app link: no modal', async () => {
    mockCalls(
      {},
      {
        WPSCORE_getDownloadSetting: ok({
          downloadLinks: [{ resourceType: 'IOS', url: 'https://apps.apple.com/app/id1' }],
        }),
      },
    );
    start();
    w.onAppUpgrade?.({ upgradeAvailable: true });
    await settle();
    expect(upgrades()).toEqual([]);
  });
});
