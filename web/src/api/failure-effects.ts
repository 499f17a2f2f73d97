import { ERROR_LOADING_HIDDEN_MS } from '@app/contract/constants/request';
import { markPasswordChangeRequired, showForcedPasswordChange } from '../lib/password-change-required';
import { turnAutoLoginOff } from '../lib/saved-login';
import { clearSessionStorage, readSessionInfo } from '../lib/session-info';
import { apiEvents } from './events';
import type { FailureAction } from './failure';

/**
 * Several calls usually fail together when a session dies (page load fires many); the player must get
 * one notice, not one per call. Not a spec constant: just longer than a burst of parallel calls.
 */
const SESSION_EXPIRED_DEBOUNCE_MS = 1_000;
let sessionExpiring = false;

const expireSession = (): void => {
  if (sessionExpiring) return;
  sessionExpiring = true;
  setTimeout(() => {
    sessionExpiring = false;
  }, SESSION_EXPIRED_DEBOUNCE_MS);
  clearSessionStorage();
  apiEvents.emit({ type: 'sessionExpired' });
};

/** Carries out a failure action; every failed call also hides loading indicators (signed-in §8). */
export const performFailure = (action: FailureAction): void => {
  if (action.turnAutoLoginOff) turnAutoLoginOff();
  switch (action.kind) {
    case 'sessionExpired':
      expireSession();
      break;
    case 'passwordChangeRequired': {
      const token = readSessionInfo()?.token;
      if (token) markPasswordChangeRequired(token);
      showForcedPasswordChange();
      break;
    }
    case 'toast':
      apiEvents.emit({ type: 'toast', messageKey: action.messageKey, durationMs: action.durationMs });
      break;
    case 'alert':
      apiEvents.emit({ type: 'alert', message: action.message, messageKey: action.messageKey });
      break;
    case 'checkReachability':
      apiEvents.emit({ type: 'checkReachability', ifReachable: action.ifReachable });
      break;
    case 'refreshStatus':
      // stores/system-status.ts fetches the status again; the notice follows the store.
      apiEvents.emit({ type: 'accessRefused' });
      break;
    case 'silent':
    case 'passThrough':
      break;
  }
  apiEvents.emit({ type: 'hideLoading', durationMs: ERROR_LOADING_HIDDEN_MS });
};
