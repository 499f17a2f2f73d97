import type { MemberInfo } from '@app/contract/calls';
import type { SessionInfo } from '../lib/session-info';

// Kept apart from url-token.ts, which the start chunk needs: only a link that asks loads this
// (url-token-question.tsx).

/** After member info was asked for with the URL's token: what the player is told or asked. */
export type UrlTokenQuestion =
  /** The link's sign-in did not answer (expired, revoked, forged): the current session stays, and says so. */
  | { kind: 'invalid'; current: string }
  /** The link signs in to the account already signed in: nothing to ask. */
  | { kind: 'sameAccount' }
  /** Another account: ask, naming both, whether to switch; keeping the current one is the default. */
  | { kind: 'ask'; current: string; other: string };

/** The name a session shows: its username, else its member id (a session adopted before member info loaded). */
const sessionName = (s: Pick<SessionInfo, 'id' | 'userName'>): string => s.userName || `#${s.id}`;

export const urlTokenQuestion = (
  session: Pick<SessionInfo, 'id' | 'userName' | 'merchantCode'>,
  linkMember: Pick<MemberInfo, 'id' | 'account'> | null,
): UrlTokenQuestion => {
  if (!linkMember) return { kind: 'invalid', current: sessionName(session) };
  // A session adopted from a URL has id 0 until member info loads: then the name must match instead.
  const same =
    (session.id !== 0 && session.id === linkMember.id) ||
    (session.userName !== '' && session.userName.toLowerCase() === linkMember.account.toLowerCase());
  return same
    ? { kind: 'sameAccount' }
    : { kind: 'ask', current: sessionName(session), other: linkMember.account };
};
