import type { LanguageBridge } from '@app/contract/app-bridge';
import type { InterfaceLanguage } from '@app/contract/constants/language';

/**
 * Tells the native app the interface language (its device copy, contract/src/app-bridge.ts LanguageBridge), when
 * the page runs inside an app that has the bridge; elsewhere nothing happens. The app's copy is its own: a bridge
 * that throws does not undo the switch the page has made.
 */
export function tellAppLanguage(code: InterfaceLanguage): void {
  const w = window as unknown as LanguageBridge;
  try {
    const android = w.PlatformApp?.setLanguage;
    if (android) android.call(w.PlatformApp, code);
    else w.webkit?.messageHandlers?.setLanguage?.postMessage({ language: code });
  } catch {
    // The native side failed: the page keeps the language it switched to.
  }
}
