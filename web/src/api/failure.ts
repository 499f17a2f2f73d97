import { OFFLINE_MESSAGE_MS } from '@app/contract/constants/request';
import {
  FIRST_LOAD_ERROR,
  SESSION_EXPIRED_CODES,
  SPEC_ERROR,
  TOO_MANY_REQUEST_PREFIX,
} from '@app/contract/first-load-errors';
import type { AlertMessageKey } from './events';

/** How a request failed at the transport level; null when an answer arrived. */
export type NetworkFailure = 'offline' | 'unreachable' | 'timeout' | null;

export interface FailureInput {
  /** HTTP status, null when no answer arrived. */
  status: number | null;
  errorCode: string | null;
  message: string | null;
  network: NetworkFailure;
  /** location.protocol of the page, e.g. 'https:'. */
  protocol: string;
  /** The per-call alert flag. */
  alert: boolean;
  /** No notice at all, not even session expiry or network (logout, background calls). */
  quiet?: boolean;
  /**
   * The call carried a token that is no longer this page's session: the player logged out or another member
   * signed in while it was on the wire. That session already ended here, so its expiry is no news.
   */
  sessionEnded?: boolean;
}

/** What the player is told when a call gets no answer: the offline toast on https, else the CORS alert. */
export type NetworkNotice =
  | { kind: 'toast'; messageKey: 'network_offline'; durationMs: number }
  | { kind: 'alert'; message: null; messageKey: 'network_cors_error' };

export type FailureAction = (
  | { kind: 'sessionExpired' }
  /** The session was opened with the default password: only the password change, which is shown. */
  | { kind: 'passwordChangeRequired' }
  | { kind: 'silent' }
  | { kind: 'passThrough' }
  | { kind: 'toast'; messageKey: 'network_offline'; durationMs: number }
  | { kind: 'alert'; message: string | null; messageKey: AlertMessageKey | null }
  /** Refused by the server's access rule: the status is fetched again, and its notice replaces the app. */
  | { kind: 'refreshStatus' }
  /** No answer while the browser is online: a ping decides between the network notice and the unreachable modal. */
  | { kind: 'checkReachability'; ifReachable: NetworkNotice }
) & {
  /** token_ip_different also turns auto login off in storage (entry §8). */
  turnAutoLoginOff?: true;
};

/**
 * The error catalogue of the shared request layer (signed-in §8), first matching rule wins, plus
 * token_ip_different, which turns auto login off whatever HTTP status it comes with and even on a quiet call
 * (it is no notice): the rest of the catalogue still applies to it.
 */
export const failureAction = (f: FailureInput): FailureAction => {
  const action = catalogueAction(f);
  return f.errorCode === SPEC_ERROR.tokenIpDifferent ? { ...action, turnAutoLoginOff: true } : action;
};

/** Session expiry comes first and ignores the per-call alert flag: a dead session must always log out. */
const catalogueAction = (f: FailureInput): FailureAction => {
  if (f.quiet) return { kind: 'silent' };
  // Maintenance or a blocked region or IP (entry §2): the notice screen, not an alert, whatever the alert flag.
  if (f.errorCode === FIRST_LOAD_ERROR.maintenance || f.errorCode === FIRST_LOAD_ERROR.regionRestricted) {
    return { kind: 'refreshStatus' };
  }
  if (
    f.status === 401 ||
    f.message === SPEC_ERROR.customerNotLogin ||
    (f.errorCode !== null && SESSION_EXPIRED_CODES.includes(f.errorCode))
  ) {
    return f.sessionEnded ? { kind: 'silent' } : { kind: 'sessionExpired' };
  }
  // Whatever the call's alert flag: the player can do nothing else until the password is changed.
  if (f.errorCode === FIRST_LOAD_ERROR.passwordChangeRequired) return { kind: 'passwordChangeRequired' };
  if (f.errorCode?.startsWith(TOO_MANY_REQUEST_PREFIX)) return { kind: 'silent' };
  if (f.status === 502) return { kind: 'passThrough' };
  if (f.network === 'offline' || f.network === 'unreachable') {
    // On https a failed fetch means the network is gone; on http it is usually a CORS or mixed-origin error.
    const notice: NetworkNotice =
      f.protocol === 'https:'
        ? { kind: 'toast', messageKey: 'network_offline', durationMs: OFFLINE_MESSAGE_MS }
        : { kind: 'alert', message: null, messageKey: 'network_cors_error' };
    // Online yet no answer: the API itself may be unreachable (entry §2, the unreachable-domain modal).
    return f.network === 'unreachable' ? { kind: 'checkReachability', ifReachable: notice } : notice;
  }
  if (f.network === 'timeout') return { kind: 'alert', message: null, messageKey: 'request_timeout' };
  if (!f.alert) return { kind: 'silent' };
  return f.message
    ? { kind: 'alert', message: f.message, messageKey: null }
    : { kind: 'alert', message: null, messageKey: 'unknown_error' };
};
