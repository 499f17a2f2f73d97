import type { AppUpgradeBridge, AppUpgradeInfo } from '@app/contract/app-bridge';

const bridgeWindow = (): AppUpgradeBridge => window as unknown as AppUpgradeBridge;

/** The app's "check for an upgrade" call, or null when the app has no upgrade bridge (or this is no app). */
const checkCall = (): (() => void) | null => {
  const w = bridgeWindow();
  const android = w.PlatformApp?.checkAppUpgrade;
  if (android) return () => android.call(w.PlatformApp);
  const ios = w.webkit?.messageHandlers?.checkAppUpgrade;
  if (ios) return () => ios.postMessage({});
  return null;
};

/**
 * Follows the app's upgrade answers (contract/src/app-bridge.ts): asks the app once, and calls `listener` with
 * each answer, the first and any the app sends later by itself. Without a bridge nothing is asked and the
 * listener is never called. Answers the stop.
 */
export function followAppUpgrade(listener: (info: AppUpgradeInfo) => void): () => void {
  const check = checkCall();
  if (!check) return () => undefined;
  const w = bridgeWindow();
  const onAnswer = (info: AppUpgradeInfo) => {
    // The answer crosses from native code: one without its boolean is not an answer.
    if (typeof info === 'object' && info !== null && typeof info.upgradeAvailable === 'boolean')
      listener(info);
  };
  w.onAppUpgrade = onAnswer;
  check();
  return () => {
    if (w.onAppUpgrade === onAnswer) w.onAppUpgrade = undefined;
  };
}
