import { IOS_SAFARI_POPUP_ABOVE_VERSION, type SocialChannel } from '@app/contract/constants/social-sign-in';
import { iosVersion, isAndroid, type DeviceFacts, type DeviceKind } from '../../../lib/device';

/** How a social sign-in runs (§4 Social sign-in, §5). */
export type SocialSignInMethod = 'popup' | 'redirect' | 'native' | 'coming_soon';

export interface SocialSignInFacts {
  channel: SocialChannel;
  device: DeviceKind;
  deviceFacts: DeviceFacts;
  /** The Android or iOS app offers its native sign-in bridge. */
  nativeBridge: boolean;
}

/**
 * Popup where supported, otherwise redirect with a session marker, the native bridge in the Android or iOS
 * app. Twitter, line and facebook in the Android app show 'coming_soon' if the native bridge is missing. The
 * iOS Safari popup is used only when the version is above 12. A web view of the app without the bridge cannot
 * open a popup, so Google there (and every channel in the iOS app) goes by redirect.
 */
export function socialSignInMethod(f: SocialSignInFacts): SocialSignInMethod {
  const inApp = f.device === 'APP';
  if (inApp && f.nativeBridge) return 'native';
  if (inApp && isAndroid(f.deviceFacts.userAgent) && f.channel !== 'google') return 'coming_soon';
  if (inApp) return 'redirect';
  const ios = iosVersion(f.deviceFacts);
  if (ios !== null) return ios.major > IOS_SAFARI_POPUP_ABOVE_VERSION ? 'popup' : 'redirect';
  return 'popup';
}

/** What the browser tells about its storage, from which private browsing shows (see privateBrowsingSignals). */
export interface PrivateBrowsingSignals {
  /** navigator.storage.getDirectory() rejected with this error; null when it worked or does not exist. */
  storageDirectoryError: { name: string; message: string } | null;
  /** navigator.storage.estimate() quota in bytes, null when unknown. */
  quota: number | null;
  /** performance.memory.jsHeapSizeLimit in bytes (Chromium only), null elsewhere. */
  heapSizeLimit: number | null;
}

/** Chromium without performance.memory: the heap limit its private-mode quota is compared with. */
const DEFAULT_HEAP_SIZE_LIMIT = 1024 ** 3;

/**
 * Private browsing, from the storage each engine restricts there: Safari refuses the origin private file
 * system "for an unknown transient reason", Firefox with a SecurityError, and Chromium keeps the quota of
 * an incognito profile in memory, below twice the JavaScript heap limit (a normal profile's quota is a share
 * of the disk).
 */
export function isPrivateBrowsing(s: PrivateBrowsingSignals): boolean {
  const dirError = s.storageDirectoryError;
  if (dirError && /unknown transient reason/i.test(dirError.message)) return true;
  if (dirError?.name === 'SecurityError') return true;
  if (s.quota === null) return false;
  return s.quota < 2 * (s.heapSizeLimit ?? DEFAULT_HEAP_SIZE_LIMIT);
}

/** What the player is offered when the server answers bind_customer_required (§4 Social sign-in). */
export type BindCustomerRequiredAnswer = { kind: 'register' } | { kind: 'choose'; registerNew: boolean };

/**
 * The user is either registered automatically (one mode) or asked to log in to an existing account or
 * register new (only if FIREBASECREATEACC3 is on).
 */
export const bindCustomerRequiredAnswer = (facts: {
  autoRegister: boolean;
  FIREBASECREATEACC3: boolean;
}): BindCustomerRequiredAnswer =>
  facts.autoRegister ? { kind: 'register' } : { kind: 'choose', registerNew: facts.FIREBASECREATEACC3 };

/** bind_customer_required: the message shown with bracketed text stripped (§8). */
export const stripBracketedText = (message: string): string =>
  message
    .replace(/\[[^\]]*\]/g, '')
    .replace(/\s{2,}/g, ' ')
    .trim();

/**
 * One-tap Google (GOOGLELOGIN3): offered on the login screen when the switch is on, the merchant's Firebase
 * project and Google web client id are set, outside the app (its native bridge signs in there) and outside
 * private browsing (where social sign-in is refused).
 */
export const oneTapGoogleOffered = (f: {
  GOOGLELOGIN3: boolean;
  socialSignInAvailable: boolean;
  googleWebClientId: string;
  device: DeviceKind;
  privateBrowsing: boolean;
}): boolean =>
  f.GOOGLELOGIN3 &&
  f.socialSignInAvailable &&
  f.googleWebClientId !== '' &&
  f.device !== 'APP' &&
  !f.privateBrowsing;

/**
 * smsTemplate of the social registration (entry §3 names the field, not its values): which of the platform's
 * SMS templates greets the new member. The registration through Firebase sends the welcome one.
 */
export const SOCIAL_REGISTER_SMS_TEMPLATE = 'REGISTER';
