import { readCall } from '../../api/call-cache';
import { readStoredLanguage } from '../../lib/language-storage';
import { i18n } from '../../i18n/translate';
import { useAppStore } from '../../stores/app-store';
import { ensureSystemStatus } from '../../stores/system-status';
import { memberApi, memberReady } from '../account';
import { applyLanguage } from './choose-language';
import { offeredLanguages } from './language-choice';
import { languageAtSignIn } from './language-sync';

/** Asks languageAtSignIn once member info and the merchant's languages are in, for the session of `token`. */
async function followMemberLanguage(token: string): Promise<void> {
  // Once the store's sign-in is over: it tells its subscribers first, then drops the previous session's answers.
  await Promise.resolve();
  // memberReady loads member info (retrying a failure a few times) for the session now.
  const [, status] = await Promise.all([memberReady(), ensureSystemStatus()]);
  const info = readCall(memberApi.info);
  // Signed out or in again meanwhile: that session's language no longer applies.
  if (info.status !== 'ready' || useAppStore.getState().session?.token !== token) return;
  const language = languageAtSignIn({
    // Read now, not at sign-in: a language the player chose while member info loaded is theirs and stays.
    stored: readStoredLanguage(),
    server: info.data.language,
    offered: offeredLanguages(status?.settings.languages),
    current: i18n.language,
  });
  // A locale that cannot load leaves the interface as it is; the picker still offers the language.
  if (language) await applyLanguage(language).catch(() => undefined);
}

/**
 * The member's server-side language at sign-in (signed-in §4 "Language selection"), started after the first
 * screen (app/after-first-screen.ts): each new session (a login, a registration, a token from a link, or the one
 * the page starts with) is asked once; languageAtSignIn decides. Answers the stop.
 */
export function startLanguageSync(): () => void {
  let followed: string | null = null;
  const follow = (token: string | null) => {
    if (token === followed) return;
    followed = token;
    if (token) void followMemberLanguage(token);
  };
  follow(useAppStore.getState().session?.token ?? null);
  return useAppStore.subscribe((state) => follow(state.session?.token ?? null));
}
