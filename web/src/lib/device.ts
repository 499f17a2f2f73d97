/** Device identity, decided once at start (entry §4). */
export type DeviceKind = 'APP' | 'PWA' | 'WEBCLIP' | 'IPAD' | 'BROWSER';

export interface DeviceFacts {
  userAgent: string;
  /** matchMedia('(display-mode: standalone)').matches */
  standaloneDisplay: boolean;
  /** navigator.standalone: an iOS home-screen web clip */
  iosStandalone: boolean;
  /** navigator.maxTouchPoints, to tell an iPad that reports itself as a Mac */
  maxTouchPoints: number;
}

/** The native app's user agent carries its version as x.y.z after this marker. */
const APP_UA = /\bPlatformApp\/(\d+\.\d+\.\d+)/;

export const appVersion = (userAgent: string): string | null => APP_UA.exec(userAgent)?.[1] ?? null;

export const isIpad = (f: DeviceFacts): boolean =>
  /iPad/.test(f.userAgent) || (/Macintosh/.test(f.userAgent) && f.maxTouchPoints > 1);

/** An iPhone, iPod or iPad (also one that reports itself as a Mac). */
export const isIos = (f: DeviceFacts): boolean => /iPhone|iPod/.test(f.userAgent) || isIpad(f);

/**
 * The iOS version, from "OS 17_1_2" (iPhone, iPad) or, for an iPad that reports itself as a Mac, Safari's
 * "Version/17.1"; null when it is not iOS or the version cannot be read.
 */
export const iosVersion = (f: DeviceFacts): { major: number; minor: number } | null => {
  if (!isIos(f)) return null;
  const found = /\bOS (\d+)[_.](\d+)/.exec(f.userAgent) ?? /\bVersion\/(\d+)\.(\d+)/.exec(f.userAgent);
  return found ? { major: Number(found[1]), minor: Number(found[2]) } : null;
};

/** Android, by its user agent (an Android app's web view too). */
export const isAndroid = (userAgent: string): boolean => /\bAndroid\b/i.test(userAgent);

export const deviceKind = (f: DeviceFacts): DeviceKind => {
  if (appVersion(f.userAgent)) return 'APP';
  if (f.iosStandalone) return 'WEBCLIP';
  if (f.standaloneDisplay) return 'PWA';
  if (isIpad(f)) return 'IPAD';
  return 'BROWSER';
};

/** registerMethod of the registration request: APP, H5, WEBCLIP or PWA. */
export const registerMethod = (kind: DeviceKind): 'APP' | 'H5' | 'WEBCLIP' | 'PWA' =>
  kind === 'APP' || kind === 'WEBCLIP' || kind === 'PWA' ? kind : 'H5';

/** isOfficialAppLogin of sign-in and registration: inside the native app. */
export const isOfficialAppLogin = (kind: DeviceKind): boolean => kind === 'APP';

/** device of the login request and the Device header: IPAD, PWA or WEBCLIP, else none. */
export const loginDevice = (kind: DeviceKind): 'IPAD' | 'PWA' | 'WEBCLIP' | undefined =>
  kind === 'IPAD' || kind === 'PWA' || kind === 'WEBCLIP' ? kind : undefined;

export const readDeviceFacts = (): DeviceFacts => ({
  userAgent: navigator.userAgent,
  standaloneDisplay: window.matchMedia?.('(display-mode: standalone)').matches ?? false,
  iosStandalone: (navigator as Navigator & { standalone?: boolean }).standalone === true,
  maxTouchPoints: navigator.maxTouchPoints ?? 0,
});
