import { PUSH_TOPIC_ALL } from '@app/contract/constants/push';
import { callRelay } from '../../api/call';
import { isIos, readDeviceFacts } from '../../lib/device';
import { currentAppPath } from '../../lib/app-path';
import { session } from '../../lib/storage';
import { useAppStore } from '../../stores/app-store';
import { useOverlays } from '../../stores/overlays';
import { loginStateAction, type LoginState, type LoginStateAction } from './follow-login';
import { loadMessaging } from './messaging';
import { pushOfferMoment, pushOptInRule, type PushPermission } from './opt-in-rule';

/**
 * Push opt-in (entry §4), started when idle after the first screen for a merchant with a push key
 * (app/after-first-screen.ts): decides with pushOptInRule whether to offer the dialog or get the token at once,
 * offers the dialog at pushOfferMoment, and keeps the server's binding in step with the login (follow-login.ts).
 */

/** Session-storage flag: the player answered the dialog in this session. */
export const PUSH_ANSWERED_KEY = 'pushOptInAnswered';

/** How often a waiting offer looks again whether its moment has come (the path is not observable otherwise). */
const OFFER_CHECK_MS = 1_000;

/** Background calls: a failure shows nothing; the next change of the login state sends again. */
const QUIET = { quiet: true } as const;

const permission = (): PushPermission =>
  typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;

const sessionToken = (): string | null => useAppStore.getState().session?.token ?? null;

/**
 * One page's push opt-in: the token, what the server was last told, the offer. The app has one
 * (startPush, answerPushOptIn); a test makes its own.
 */
export function createPushOptIn() {
  let pushToken: string | null = null;
  /** What the server was last told on this page; memory only (it holds the session token). */
  let sent: LoginState | null = null;
  /** The calls go one after another: a bind never overtakes the logout's unbind. */
  let queue: Promise<void> = Promise.resolve();

  async function send(action: Exclude<LoginStateAction, null>, registrationToken: string): Promise<boolean> {
    if (action === 'unbind') {
      return (await callRelay('CSP_fcmUnsubscribe', { registrationToken, unsubscribeAll: true }, QUIET))
        .success;
    }
    const bound = await callRelay('CSP_fcmBind', { registrationToken }, QUIET);
    if (!bound.success) return false;
    return (await callRelay('CSP_fcmSubscribe', { registrationToken, topic: PUSH_TOPIC_ALL }, QUIET)).success;
  }

  /** Sends what the login state needs now (loginStateAction), after whatever was sent before. */
  function followLogin(): void {
    const now: LoginState = { pushToken, sessionToken: sessionToken() };
    const action = loginStateAction(now, sent);
    if (!action || !now.pushToken) return;
    const token = now.pushToken;
    sent = now;
    queue = queue
      .then(() => send(action, token))
      .then((done) => {
        // Not done: forget it, so that the next change of the login state sends it again.
        if (!done && sent === now) sent = null;
      });
  }

  /** Gets the browser's token through the adapter of the mode; the binding follows. */
  async function obtainToken(): Promise<void> {
    const status = useAppStore.getState().status;
    if (!status) return;
    const messaging = await loadMessaging(status.test);
    pushToken = await messaging.token(status.settings.smsProvider).catch(() => null);
    followLogin();
  }

  /**
   * The player's answer to the dialog. Allow asks the browser (within the tap: nothing is awaited before it);
   * granted gets the token, denied answers 'denied' so that the dialog shows the notification_request_tips
   * alert. Either answer ends the offers of this session.
   */
  async function answerPushOptIn(allow: boolean): Promise<NotificationPermission | null> {
    session.set(PUSH_ANSWERED_KEY, '1');
    if (!allow || typeof Notification === 'undefined') return null;
    const answer = await Notification.requestPermission();
    if (answer === 'granted') await obtainToken();
    return answer;
  }

  /** The path inside /m/ now (the router's own reading: the check runs outside the screens). */

  /** Offers the dialog once, when its moment comes; answers a stop. */
  function offerWhenItsTime(): () => void {
    let sessionSince = sessionToken() ? Date.now() : 0;
    let lastSession = sessionToken();
    const timer = setInterval(() => {
      const current = sessionToken();
      if (current !== lastSession) sessionSince = current ? Date.now() : 0;
      lastSession = current;
      const moment = {
        signedIn: current !== null,
        path: currentAppPath(),
        sinceSessionMs: Date.now() - sessionSince,
      };
      if (!pushOfferMoment(moment)) return;
      clearInterval(timer);
      // Asked meanwhile (another tab of this session) or answered in the browser's settings: no dialog.
      if (session.get(PUSH_ANSWERED_KEY) || permission() !== 'default') return;
      useOverlays.getState().open('push', {});
    }, OFFER_CHECK_MS);
    return () => clearInterval(timer);
  }

  /** Starts push opt-in for this page; answers a stop (the app unmounts, the push key goes). */
  function startPush(): () => void {
    const status = useAppStore.getState().status;
    const vapidKey = status?.settings.smsProvider.vapidKey ?? '';
    const facts = readDeviceFacts();
    const action = pushOptInRule({
      vapidKey,
      device: useAppStore.getState().device,
      ios: isIos(facts),
      permission: permission(),
      answeredThisSession: session.get(PUSH_ANSWERED_KEY) !== null,
    });
    // Said on the page, like `interactive` (app/ScreenReady.tsx): after 'none' this page never offers the
    // dialog, which a test reads instead of waiting for the offer's moments to pass.
    document.documentElement.dataset.pushOptIn = action;
    if (action === 'none') return () => undefined;
    const stops = [
      useAppStore.subscribe((state, before) => {
        if (state.session?.token !== before.session?.token) followLogin();
      }),
    ];
    if (action === 'token') void obtainToken();
    else stops.push(offerWhenItsTime());
    return () => stops.forEach((stop) => stop());
  }

  return { start: startPush, answer: answerPushOptIn };
}

const pushOptIn = createPushOptIn();
/** Starts push opt-in for this page; answers a stop (the app unmounts, the push key goes). */
export const startPush = pushOptIn.start;
/** The player's answer to the dialog (see createPushOptIn). */
export const answerPushOptIn = pushOptIn.answer;
