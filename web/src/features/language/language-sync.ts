import type { InterfaceLanguage } from '@app/contract/constants/language';
import { memberTypeClass } from '@app/contract/member-type';
import { supportedLanguage } from '../../i18n/resolve-language';

export interface LanguageSyncFacts {
  /** The session's member type; null without a session. */
  memberType: number | null;
  /** Member info has loaded, or every attempt failed: the type is as known as it will get. */
  typeSettled: boolean;
}

/** 'wait': the type is not known yet (a token from a link counts as -1 until member info loads): ask again then. */
export type LanguageSyncAction = 'send' | 'wait' | 'skip';

/**
 * Whether a changed language goes to the server (signed-in §4 "Language selection", §5, §6): only for a
 * signed-in member of type 0, 1 or 2; type 4 (restricted) never; a guest has nothing to send it to. A type not
 * known yet is waited for, and one that stays unknown is skipped: an unknown type never passes for a member.
 */
export function languageSync({ memberType, typeSettled }: LanguageSyncFacts): LanguageSyncAction {
  if (memberType === null) return 'skip';
  const kind = memberTypeClass(memberType).kind;
  if (kind === 'valid') return 'send';
  if (kind === 'restricted' || typeSettled) return 'skip';
  return 'wait';
}

export interface SignInLanguageFacts {
  /** The language stored on this device (local or session storage), as stored. */
  stored: string | null;
  /** The member's server-side language (member info), as answered. */
  server: string | null;
  /** The merchant's languages (offeredLanguages). */
  offered: readonly InterfaceLanguage[];
  /** The interface language now. */
  current: string;
}

/**
 * At sign-in (signed-in §4 "Language selection"): the member's server-side language wins over the browser's when
 * nothing is stored locally. A stored language is the player's own choice on this device and stays (a garbage
 * value is no choice). The server's language is taken only when the merchant offers it, and only when it is not
 * the interface language already. Answers the language to switch to, or null.
 */
export function languageAtSignIn({
  stored,
  server,
  offered,
  current,
}: SignInLanguageFacts): InterfaceLanguage | null {
  if (supportedLanguage(stored)) return null;
  const language = supportedLanguage(server);
  if (!language || !offered.includes(language) || language === current) return null;
  return language;
}
