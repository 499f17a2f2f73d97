import { local } from '../../lib/storage';
import type { PushMessaging } from './messaging';

/** Local-storage key of the stand-in's token: one per browser, like FCM's. */
export const STAND_IN_TOKEN_KEY = 'pushStandInToken';

const base64url = (bytes: Uint8Array): string =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/**
 * The push service of test and demo mode: no network (nothing reaches Google), no worker needed. A stable
 * random token per browser, kept in local storage, shaped like FCM's (a long secret of URL-safe characters).
 */
export const standInMessaging: PushMessaging = {
  async token() {
    const kept = local.get(STAND_IN_TOKEN_KEY);
    if (kept) return kept;
    const token = `standin:${base64url(crypto.getRandomValues(new Uint8Array(48)))}`;
    local.set(STAND_IN_TOKEN_KEY, token);
    return token;
  },
};
