import { DEFAULT_INTERFACE_LANGUAGE, type InterfaceLanguage } from '@app/contract/constants/language';
import { supportedLanguage } from '../../i18n/resolve-language';

/**
 * The merchant's languages (settings.languages) that the interface has, in the merchant's order, each once. The
 * list comes from the server: anything else in it (an unknown code, a number) is left out.
 */
export const offeredLanguages = (languages: unknown): InterfaceLanguage[] => {
  if (!Array.isArray(languages)) return [];
  const offered = new Set<InterfaceLanguage>();
  for (const entry of languages) {
    const code = typeof entry === 'string' ? supportedLanguage(entry) : null;
    if (code) offered.add(code);
  }
  return [...offered];
};

/**
 * Validation (signed-in §4 "Language selection", §5): the language must be in the supported list, otherwise the
 * fallback or the first entry is used. The fallback is English, the interface's default (and the language the
 * server gives a registrant whose language the merchant does not offer), when the merchant offers it; else the
 * merchant's first language. Codes compare case-insensitively. With no offered language at all, English.
 */
export const languageChoice = (
  code: string | null | undefined,
  offered: readonly InterfaceLanguage[],
): InterfaceLanguage => {
  const wanted = supportedLanguage(code);
  if (wanted && offered.includes(wanted)) return wanted;
  if (offered.includes(DEFAULT_INTERFACE_LANGUAGE)) return DEFAULT_INTERFACE_LANGUAGE;
  return offered[0] ?? DEFAULT_INTERFACE_LANGUAGE;
};
