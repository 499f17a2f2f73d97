/**
 * The script of /m/offline.html, the last page the service worker answers a page load with when the network is
 * down (web/build/offline-page.ts writes the page with this module bundled inline with every locale's texts;
 * the server's CSP hashes the script). It shows the texts in the player's language (the stored choice, else
 * the browser's, as the app picks it) in the colour of the last visit.
 */
import { isRtl, resolveLanguage } from '../i18n/resolve-language';
import { localeOf } from '../i18n/locale-of';
import { readStoredLanguage } from '../lib/language-storage';
import { local } from '../lib/storage';
import { applyThemeColor } from '../lib/theme';

export interface OfflineTexts {
  offline_title: string;
  offline_body: string;
  retry: string;
}

/** The texts of `language`, else English's (every locale has them: web/src/i18n/locales.test.ts). */
export const offlineTextsFor = (
  texts: Readonly<Record<string, OfflineTexts>>,
  language: string,
): OfflineTexts | undefined => texts[language] ?? texts.EN;

/** Shows the page in the player's language; `texts` by interface code. */
export function showOfflinePage(texts: Readonly<Record<string, OfflineTexts>>): void {
  const language = resolveLanguage(readStoredLanguage(), navigator.languages ?? [navigator.language]);
  const own = offlineTextsFor(texts, language);
  if (own) {
    document.documentElement.lang = localeOf(language);
    document.documentElement.dir = isRtl(language) ? 'rtl' : 'ltr';
    document.title = own.offline_title;
    for (const element of document.querySelectorAll<HTMLElement>('[data-text]')) {
      const key = element.dataset.text as keyof OfflineTexts;
      if (own[key]) element.textContent = own[key];
    }
  }
  const color = local.get('themeColor');
  if (color) applyThemeColor(color);
  document.getElementById('retry')?.addEventListener('click', () => window.location.reload());
}
