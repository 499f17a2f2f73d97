import { CHAT_FALLBACK_LANGUAGE } from '@app/contract/constants/language';
import type { RelayRequest } from '@app/contract/relay';

/** The page the player is on, as the chat's way back (a path of this site, never another origin). */
export interface ChatLaunchFacts {
  /** The merchant's name: the chat window's title. */
  merchantName: string;
  /** The merchant colour (settings.theme.primaryColor): the chat header's colour. */
  merchantColor: string;
  /** The Language header's value: the interface language, CN when there is none yet. */
  language: string;
  /** location.pathname + location.search of the page the chat was opened from. */
  returnPath: string;
}

/**
 * CBS_launchChat's payload (signed-in §3, §7; entry §7): b2c, the title, the way back, the language with CN as
 * its fallback, and headerColor = the merchant colour.
 */
export const chatLaunchPayload = (facts: ChatLaunchFacts): RelayRequest<'CBS_launchChat'> => ({
  b2c: true,
  title: facts.merchantName.slice(0, 128),
  backUrl:
    facts.returnPath.startsWith('/') && !facts.returnPath.startsWith('//') ? facts.returnPath : '/m/home',
  language: (facts.language.trim() || CHAT_FALLBACK_LANGUAGE).toUpperCase().slice(0, 8),
  headerColor: facts.merchantColor,
});
