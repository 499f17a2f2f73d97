import {
  APK_RESOURCE_KEY,
  APP_DIRECT_DOWNLOAD_MIN_VERSION,
  APP_RESOURCE_KEYS,
  IOS_LITE_RESOURCE_KEY,
  REDIRECT_HELPER_PATH,
} from '@app/contract/constants/install';
import { followableUrl } from '../../lib/safe-url';
import type { DownloadLink } from '@app/contract/settings';
import { fetchCall } from '../../api/call-cache';
import {
  appVersion,
  deviceKind,
  iosVersion,
  isIos,
  type DeviceFacts,
  type DeviceKind,
} from '../../lib/device';
import { installApi } from './install-api';

/** The download link keys (entry §3): the default app resource keys, the iOS lite app and the apk file. */
export const DOWNLOAD_RESOURCE_KEYS = [
  ...APP_RESOURCE_KEYS,
  IOS_LITE_RESOURCE_KEY,
  APK_RESOURCE_KEY,
] as const;
export type DownloadResourceKey = (typeof DOWNLOAD_RESOURCE_KEYS)[number];

/** The merchant's download links by key: only the keys above, only links that can be followed. */
export type DownloadLinks = Partial<Record<DownloadResourceKey, string>>;

const isResourceKey = (key: string): key is DownloadResourceKey =>
  (DOWNLOAD_RESOURCE_KEYS as readonly string[]).includes(key);

/** The entries as links by key: unknown keys and links that cannot be followed are left out; the first of a key wins. */
export const linksByKey = (entries: readonly DownloadLink[], base: string): DownloadLinks => {
  const links: DownloadLinks = {};
  for (const { resourceType, url } of entries) {
    if (!isResourceKey(resourceType) || links[resourceType]) continue;
    const followable = followableUrl(url, base);
    if (followable) links[resourceType] = followable;
  }
  return links;
};

/** What the download rules read of the device (lib/device.ts), decided once at start. */
export interface DownloadDevice {
  kind: DeviceKind;
  /** An iPhone, iPod or iPad: the iOS app's links serve it; any other device gets the Android ones. */
  ios: boolean;
  /** The iOS major version, when the device tells it. */
  iosMajor: number | null;
  /** Inside the native app: its version (x.y.z, from its user agent). */
  appVersion: string | null;
}

export const downloadDevice = (facts: DeviceFacts): DownloadDevice => ({
  kind: deviceKind(facts),
  ios: isIos(facts),
  iosMajor: iosVersion(facts)?.major ?? null,
  appVersion: appVersion(facts.userAgent),
});

/**
 * The app's link keys for each platform, first choice first: the store (or enterprise) build, then the lighter
 * one (the iOS lite app, the bare apk file). MOBILECONFIG is not an app (it adds a web clip: the iOS guide offers
 * it) and AppDownloadIcon is the bar's icon.
 */
const APP_LINK_KEYS = {
  ios: ['IOS', 'IOSLite'],
  other: ['Android', 'APK'],
} as const satisfies Record<string, readonly DownloadResourceKey[]>;

/** The app link for this device and its key, or null when the merchant has none for this platform. */
export const appLink = (
  links: DownloadLinks,
  device: Pick<DownloadDevice, 'ios'>,
): { key: DownloadResourceKey; url: string } | null => {
  for (const key of APP_LINK_KEYS[device.ios ? 'ios' : 'other']) {
    const url = links[key];
    if (url) return { key, url };
  }
  return null;
};

/** "An app link exists" for this device's platform (the install prompt's app button, the bar, the upgrade modal). */
export const hasAppLink = (links: DownloadLinks, device: Pick<DownloadDevice, 'ios'>): boolean =>
  appLink(links, device) !== null;

/** The app's icon (the download bar, the upgrade modal): AppDownloadIcon, else the merchant's apple-touch icon. */
export const appIconUrl = (links: DownloadLinks, appleTouchIcon: string, base: string): string | null =>
  links.AppDownloadIcon ?? followableUrl(appleTouchIcon, base);

/** a ≥ b for versions x.y.z (missing parts count 0). */
export const versionAtLeast = (version: string, min: string): boolean => {
  const a = version.split('.').map(Number);
  const b = min.split('.').map(Number);
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (a[i] || 0) - (b[i] || 0);
    if (d !== 0) return d > 0;
  }
  return true;
};

/** Targets the browser downloads or installs rather than shows (entry §5): they open in the same window. */
const SAME_WINDOW_TARGET = /\.(?:ipa|apk|mobileconfig)$/i;

/**
 * What an app-download button does:
 * - none: no app link for this platform;
 * - legacyIos: old iOS gets the special flow (the iOS guide with its legacy tip);
 * - open: the URL, in this window or a new one.
 */
export type AppDownloadTarget =
  | { action: 'none' }
  | { action: 'legacyIos' }
  | { action: 'open'; url: string; sameWindow: boolean; key: DownloadResourceKey };

/** The newest iOS of the special flow: 11 (12 inside a web clip, whose links the old versions cannot open). */
const LEGACY_IOS_MAX = { browser: 11, webClip: 12 } as const;

/**
 * Where the app download goes (entry §5, signed-in §5, §9):
 * - inside the app from version 2.4.39 the direct link, before it the link through the redirect helper (the app
 *   opens that page outside its web view), both in the app's own window;
 * - old iOS (11 or lower; 12 or lower in a web clip) the special flow;
 * - otherwise the link, in this window when it ends in ipa, apk or mobileconfig (a download), else a new one.
 */
export function appDownloadTarget(links: DownloadLinks, device: DownloadDevice): AppDownloadTarget {
  const link = appLink(links, device);
  if (!link) return { action: 'none' };
  if (device.appVersion !== null) {
    const direct = versionAtLeast(device.appVersion, APP_DIRECT_DOWNLOAD_MIN_VERSION);
    const url = direct ? link.url : `${REDIRECT_HELPER_PATH}?url=${encodeURIComponent(link.url)}`;
    return { action: 'open', url, sameWindow: true, key: link.key };
  }
  const legacyMax = device.kind === 'WEBCLIP' ? LEGACY_IOS_MAX.webClip : LEGACY_IOS_MAX.browser;
  if (device.ios && device.iosMajor !== null && device.iosMajor <= legacyMax) return { action: 'legacyIos' };
  const sameWindow = SAME_WINDOW_TARGET.test(new URL(link.url).pathname);
  return { action: 'open', url: link.url, sameWindow, key: link.key };
}

/**
 * The download links of this site: WPSCORE_getDownloadSetting with the domain, else the merchant's
 * (/wps/system/downloadLinks); none when neither answers.
 */
export async function loadDownloadLinks(): Promise<DownloadLinks> {
  const domain = await fetchCall(installApi.domainLinks);
  const entries = domain?.downloadLinks ?? (await fetchCall(installApi.merchantLinks)) ?? [];
  return linksByKey(entries, window.location.origin);
}
