import type { SessionInfo } from '../lib/session-info';

/**
 * What a token handed over in the URL (`?token=` / `?tokens=`) may do to the session. A link must never
 * silently switch a signed-in player into another account (whoever sent the link chose that account): it is
 * adopted without asking only when there is no session.
 */
export type UrlTokenDecision =
  /** No token in the URL. */
  | { kind: 'none' }
  /** No session: the token becomes the session. */
  | { kind: 'adopt'; token: string }
  /** The session's own token: nothing changes. */
  | { kind: 'same' }
  /** Another token while signed in: find out whose it is (member info with that token), then ask. */
  | { kind: 'identify'; token: string };

export const urlTokenDecision = (
  urlToken: string | null,
  session: Pick<SessionInfo, 'token'> | null,
): UrlTokenDecision => {
  if (!urlToken) return { kind: 'none' };
  if (!session) return { kind: 'adopt', token: urlToken };
  return session.token === urlToken ? { kind: 'same' } : { kind: 'identify', token: urlToken };
};
