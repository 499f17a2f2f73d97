import { OFFLINE_MESSAGE_MS } from '@app/contract/constants/request';
import { SPEC_ERROR } from '@app/contract/first-load-errors';
import type { NetworkFailure } from '../api/failure';

export interface StatusFailure {
  /** The server's error code; null when no server answer carried one (a network failure). */
  errorCode: string | null;
  /** The server's message; null when there is none. */
  message: string | null;
  network: NetworkFailure;
  /** location.protocol of the page, e.g. 'http:'. */
  protocol: string;
}

export type StatusFailureOutcome =
  | { kind: 'domainNotAvailable' }
  | { kind: 'offline'; durationMs: number }
  /** The unreachable-domain modal, with the server message (null: 'Error') or the network text. */
  | { kind: 'notice'; message: string | null; messageKey: 'network_cors_error' | null };

/**
 * System status failure (entry §8): errorCode domain_not_available shows a dedicated screen; else if an errorCode
 * exists or the page is not plain http, the notice shows the server message or 'Error'; else it says Network
 * Error / CORS Errors. Offline, the network-offline message shows for 1.5 s instead (entry §8 "Offline"). The
 * notice is the unreachable-domain modal: the spec gives both title 'notice' and the message or 'Error', and
 * without the merchant's settings the player needs its retry.
 */
export const statusFailureOutcome = (f: StatusFailure): StatusFailureOutcome => {
  if (f.errorCode === SPEC_ERROR.domainNotAvailable) return { kind: 'domainNotAvailable' };
  if (f.network === 'offline') return { kind: 'offline', durationMs: OFFLINE_MESSAGE_MS };
  if (f.errorCode !== null || f.protocol !== 'http:') {
    return { kind: 'notice', message: f.message, messageKey: null };
  }
  return { kind: 'notice', message: null, messageKey: 'network_cors_error' };
};
