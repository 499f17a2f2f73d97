import type { DeviceKind } from '../../lib/device';

/** The browser's notification permission, or 'unsupported' where there is no Notification API (a web view). */
export type PushPermission = NotificationPermission | 'unsupported';

export interface PushOptInFacts {
  /** The merchant's push key (smsProvider.vapidKey); '' when none is configured. */
  vapidKey: string;
  device: DeviceKind;
  ios: boolean;
  permission: PushPermission;
  /** The player answered the dialog in this session (allow or not now): the session flag. */
  answeredThisSession: boolean;
}

/**
 * What the app does about push at start (entry §4 "Push opt-in"):
 * - 'ask': offer the dialog;
 * - 'token': the permission is granted already: get the token without asking (it then follows the login);
 * - 'none': nothing.
 */
export type PushOptInAction = 'ask' | 'token' | 'none';

/** iOS delivers web push only to a web app added to the home screen (a web clip or a standalone PWA). */
const INSTALLED: ReadonlySet<DeviceKind> = new Set<DeviceKind>(['WEBCLIP', 'PWA']);

/**
 * Entry §4: "shown once per session unless dismissed, only if a push key is configured"; on iOS, only inside an
 * installed web app (the only place iOS offers web push). Granted already: the token, without a dialog; denied:
 * nothing (the browser would not ask again). "Once per session unless dismissed": once the player has answered it in this
 * session it does not come back; unanswered (the page was left or reloaded meanwhile), it does.
 */
export function pushOptInRule(f: PushOptInFacts): PushOptInAction {
  if (!f.vapidKey) return 'none';
  if (f.ios && !INSTALLED.has(f.device)) return 'none';
  if (f.permission === 'granted') return 'token';
  if (f.permission !== 'default') return 'none';
  return f.answeredThisSession ? 'none' : 'ask';
}

/** How long after a session starts (a sign-in, or a start with a stored session) the dialog gets its chance. */
export const PUSH_OFFER_DELAY_MS = 3_000;

/** The screens where the player is busy with a form of the sign-in: the dialog waits until they leave. */
const FORM_PATHS: ReadonlySet<string> = new Set(['/login', '/register', '/register.html', '/changePsw']);

/**
 * When the dialog gets its chance: to a signed-in member (the token is registered to a member: CSP_fcmBind
 * needs a session), PUSH_OFFER_DELAY_MS after the session started, and never over a sign-in, registration
 * or password form (`path` inside /m/).
 */
export const pushOfferMoment = (m: { signedIn: boolean; path: string; sinceSessionMs: number }): boolean =>
  m.signedIn && m.sinceSessionMs >= PUSH_OFFER_DELAY_MS && !FORM_PATHS.has(m.path);
