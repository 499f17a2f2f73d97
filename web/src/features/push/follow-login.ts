/**
 * Entry §4 "Login state follows the token": with a session the push token is registered (CSP_fcmBind) and
 * subscribed to topic ALL (CSP_fcmSubscribe); without one it is unbound (CSP_fcmUnsubscribe, unsubscribeAll).
 * Only a token the browser has (permission granted) follows: without one there is nothing to send.
 */

/** What the server was last told, for this page: the push token and the session token it was sent under. */
export interface LoginState {
  pushToken: string | null;
  /** The session's token, null without a session. Kept in memory only, never stored. */
  sessionToken: string | null;
}

export type LoginStateAction = 'bind' | 'unbind' | null;

/**
 * What to send now, given the state now and the one last sent (null: nothing sent on this page yet). A new
 * session (a sign-in, another member, a start with a stored session) binds; no session (a logout, a session
 * expiry, a guest's start, which unbinds what a session that ended while the page was closed left bound)
 * unbinds; the same state again sends nothing.
 */
export function loginStateAction(now: LoginState, sent: LoginState | null): LoginStateAction {
  if (!now.pushToken) return null;
  if (sent && sent.pushToken === now.pushToken && sent.sessionToken === now.sessionToken) return null;
  return now.sessionToken ? 'bind' : 'unbind';
}
