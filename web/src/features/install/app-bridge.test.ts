import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppUpgradeBridge, AppUpgradeInfo } from '@app/contract/app-bridge';
import { followAppUpgrade } from './app-bridge';

const w = window as unknown as AppUpgradeBridge;

afterEach(() => {
  delete w.PlatformApp;
  delete w.webkit;
  delete w.onAppUpgrade;
});

describe("followAppUpgrade: the native app's upgrade bridge (contract/src/app-bridge.ts)", () => {
  it('Android: asks through PlatformApp.checkAppUpgrade() and hears window.onAppUpgrade', () => {
    const checkAppUpgrade = vi.fn(function (this: unknown) {
      expect(this).toBe(w.PlatformApp);
    });
    w.PlatformApp = { checkAppUpgrade };
    const heard: AppUpgradeInfo[] = [];
    followAppUpgrade((info) => heard.push(info));
    expect(checkAppUpgrade).toHaveBeenCalledTimes(1);
    w.onAppUpgrade?.({ upgradeAvailable: true, latestVersion: '2.6.0' });
    expect(heard).toEqual([{ upgradeAvailable: true, latestVersion: '2.6.0' }]);
  });

  it('iOS: asks through the checkAppUpgrade message handler', () => {
    const postMessage = vi.fn();
    w.webkit = { messageHandlers: { checkAppUpgrade: { postMessage } } };
    followAppUpgrade(() => undefined);
    expect(postMessage).toHaveBeenCalledWith({});
  });

  it('hears the answers the app sends later by itself, and only well-formed ones', () => {
    w.PlatformApp = { checkAppUpgrade: () => undefined };
    const heard: AppUpgradeInfo[] = [];
    followAppUpgrade((info) => heard.push(info));
    w.onAppUpgrade?.({ upgradeAvailable: false });
    w.onAppUpgrade?.({ upgradeAvailable: 'yes' } as unknown as AppUpgradeInfo);
    w.onAppUpgrade?.(null as unknown as AppUpgradeInfo);
    w.onAppUpgrade?.({ upgradeAvailable: true });
    expect(heard).toEqual([{ upgradeAvailable: false }, { upgradeAvailable: true }]);
  });

  it('without a bridge (a browser, an older app): nothing asked, nothing heard', () => {
    const listener = vi.fn();
    followAppUpgrade(listener);
    expect(w.onAppUpgrade).toBeUndefined();
    expect(listener).not.toHaveBeenCalled();
  });

  it('the stop removes the answer handler', () => {
    w.PlatformApp = { checkAppUpgrade: () => undefined };
    const stop = followAppUpgrade(() => undefined);
    stop();
    expect(w.onAppUpgrade).toBeUndefined();
  });
});
