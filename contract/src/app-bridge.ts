/**
 * The native app's upgrade bridge (signed-in §4 "App-upgrade modal": "shown only inside the app when an upgrade
 * is available"; the spec names the modal, not how the page learns of the upgrade, so this is the contract with
 * the app, as web/src/features/auth/firebase/native-bridge.ts is for social sign-in). Types only: the app and the
 * page each implement their side.
 *
 * 1. The page asks: Android's JavaScript interface `window.PlatformApp.checkAppUpgrade()`, or iOS's WebKit
 *    message handler `window.webkit.messageHandlers.checkAppUpgrade.postMessage({})`.
 * 2. The app answers by calling `window.onAppUpgrade(info)` with an `AppUpgradeInfo`, once it knows (it may check
 *    its store first). It may also call it later by itself, when it learns of a new version while the page is
 *    open. An app without the bridge (one older than the bridge) never shows the modal.
 * 3. The modal's update button opens the merchant's app link for the platform (download links, entry §3): from
 *    app version 2.4.39 directly, before it through the redirect helper page (signed-in §5), which the app opens
 *    outside its web view.
 */

/** What the app tells the page about its upgrade. */
export interface AppUpgradeInfo {
  /** A newer version of the app than the one running is available. */
  upgradeAvailable: boolean;
  /** The newest version (x.y.z), when the app knows it: shown for information only. */
  latestVersion?: string;
}

/** The names the app injects and calls (step 1 and 2 above). */
export interface AppUpgradeBridge {
  PlatformApp?: { checkAppUpgrade?: () => void };
  webkit?: {
    messageHandlers?: { checkAppUpgrade?: { postMessage(message: Record<string, never>): void } };
  };
  onAppUpgrade?: (info: AppUpgradeInfo) => void;
}

/**
 * The native app's language bridge (signed-in §4 "Language selection": the language is stored in device, local
 * and session storage; the device copy is the app's). Types only, like the upgrade bridge above. When the player
 * chooses a language, or the member's own language is taken at sign-in, the page tells the app the interface
 * code (one of INTERFACE_LANGUAGES, upper-case: 'TH', 'PT-BR'), so that the app's own screens and its next start
 * of the page use it: Android's JavaScript interface `window.PlatformApp.setLanguage(code)`, or iOS's WebKit
 * message handler `window.webkit.messageHandlers.setLanguage.postMessage({ language: code })`. Nothing is
 * answered. An app without the bridge (one older than it, or a browser) is not told.
 */
export interface LanguageBridge {
  PlatformApp?: { setLanguage?: (language: string) => void };
  webkit?: { messageHandlers?: { setLanguage?: { postMessage(message: { language: string }): void } } };
}
