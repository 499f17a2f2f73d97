import type { InterfaceLanguage } from '@app/contract/constants/language';
import { callApi } from '../../api/call';
import { switchLanguage } from '../../i18n/i18n';
import { i18n } from '../../i18n/translate';
import { merchantCode } from '../../lib/merchant';
import { useAppStore } from '../../stores/app-store';
import { ensureSystemStatus } from '../../stores/system-status';
import { memberReady } from '../account';
import { tellAppLanguage } from './app-bridge';
import { languageChoice, offeredLanguages } from './language-choice';
import { languageSync } from './language-sync';

/**
 * Switches the interface (switchLanguage: strings, lang, dir, local and session storage) and tells the native
 * app. Rejects, changing nothing, when the locale cannot be loaded; a later switch made meanwhile wins, and only
 * the language actually applied reaches the app.
 */
export async function applyLanguage(language: InterfaceLanguage): Promise<void> {
  await switchLanguage(language);
  if (i18n.language === language) tellAppLanguage(language);
}

/** The language the server should have next, and the sends, one after another. */
let latest: InterfaceLanguage | null = null;
let sending: Promise<unknown> = Promise.resolve();

/** The member type of the session of `token`; null once that session has ended. */
const typeIn = (token: string): number | null => {
  const session = useAppStore.getState().session;
  return session?.token === token ? session.type : null;
};

/**
 * Sends the member's changed language with POST /wps/member/language when languageSync says so, for the
 * session it was chosen in. The sends go one after another and a newer choice replaces one not sent yet, so the
 * server ends with the last language. A background call, quiet like push's: a failure says nothing (the
 * interface has switched already; a dead session shows with the player's next call) and is not retried by
 * itself: the next change sends again.
 */
async function sendToServer(language: InterfaceLanguage): Promise<void> {
  const token = useAppStore.getState().session?.token;
  if (!token) return;
  latest = language;
  let action = languageSync({ memberType: typeIn(token), typeSettled: false });
  if (action === 'wait') {
    await memberReady();
    action = languageSync({ memberType: typeIn(token), typeSettled: true });
  }
  if (action !== 'send') return;
  sending = sending.then(() =>
    latest === language && typeIn(token) !== null
      ? callApi('memberLanguage', { language, merchantCode }, { quiet: true })
      : undefined,
  );
}

/**
 * The player chose a language in the picker (signed-in §4 "Language selection"): validated against the merchant's
 * list (languageChoice), applied (applyLanguage) and, when it changed, sent to the server for a member. Resolves
 * once the interface shows it; rejects, keeping the old language, when its locale cannot be loaded.
 */
export async function chooseLanguage(code: string): Promise<void> {
  const status = await ensureSystemStatus();
  const language = languageChoice(code, offeredLanguages(status?.settings.languages));
  const before = i18n.language;
  await applyLanguage(language);
  if (i18n.language === language && language !== before) void sendToServer(language);
}
