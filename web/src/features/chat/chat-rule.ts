import { memberTypeClass } from '@app/contract/member-type';

/** What a tap on the chat button does (signed-in §4 "Chat", §6; entry §6). */
export type ChatOutcome = 'login' | 'noPermissions' | 'launch';

/**
 * Not logged in (no session, or a type that means none: -1 or unknown) goes to /m/login; type 4 (restricted)
 * gets the no_permissions toast; a member (0, 1, 2) has the chat link loaded and is sent to it.
 */
export const chatRule = (session: { type: number } | null): ChatOutcome => {
  const kind = memberTypeClass(session?.type).kind;
  if (kind === 'signedOut') return 'login';
  return kind === 'restricted' ? 'noPermissions' : 'launch';
};

/**
 * The unread count is loaded only when the chat switch (CBS3) is on and the type is not 4 (signed-in §4): so
 * for a signed-in member of a known type. A session whose type is not known yet (a token from the URL, before
 * member info) waits for it rather than asking for a count it may not have.
 */
export const unreadCountRule = (session: { type: number } | null, cbs3: boolean): boolean =>
  cbs3 && memberTypeClass(session?.type).kind === 'valid';

/** The badge's text: nothing for no (or nonsense) count, the count up to 99, then 99+. */
export const unreadBadge = (count: number): string | null => {
  if (!Number.isFinite(count) || count < 1) return null;
  return count > 99 ? '99+' : String(Math.floor(count));
};
