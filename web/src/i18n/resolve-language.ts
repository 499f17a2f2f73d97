import {
  DEFAULT_INTERFACE_LANGUAGE,
  INTERFACE_LANGUAGES,
  RTL_LANGUAGES,
  type InterfaceLanguage,
} from '@app/contract/constants/language';

const SUPPORTED = new Set<string>(INTERFACE_LANGUAGES);

/** An interface code from the supported list, or null. Codes compare case-insensitively. */
export const supportedLanguage = (code: string | null | undefined): InterfaceLanguage | null => {
  const upper = code?.trim().toUpperCase();
  return upper && SUPPORTED.has(upper) ? (upper as InterfaceLanguage) : null;
};

/** Chinese written in traditional characters: Taiwan, Hong Kong, Macau, or an explicit Hant script. */
const TRADITIONAL_CHINESE = /^zh-(tw|hk|mo|hant)\b/i;

/**
 * Maps one browser language tag (BCP 47) to an interface language: Chinese variants to CN or TW,
 * Tagalog or the Philippines to TY, Brazilian Portuguese to PT-BR, Latin-script Urdu to UR-LA.
 */
export const browserLanguageToInterface = (tag: string): InterfaceLanguage | null => {
  const lower = tag.trim().toLowerCase();
  const [base = '', ...rest] = lower.split('-');
  if (base === 'zh') return TRADITIONAL_CHINESE.test(lower) ? 'TW' : 'CN';
  if (base === 'tl' || base === 'fil' || rest.includes('ph')) return 'TY';
  if (base === 'pt') return rest.includes('br') ? 'PT-BR' : 'PT';
  if (base === 'ur') return rest.includes('latn') ? 'UR-LA' : 'UR';
  return supportedLanguage(base);
};

/**
 * The interface language: the stored setting when supported, else the first browser language that maps
 * to a supported one, else English.
 */
export const resolveLanguage = (
  stored: string | null | undefined,
  browserLanguages: readonly string[],
): InterfaceLanguage => {
  const fromStore = supportedLanguage(stored);
  if (fromStore) return fromStore;
  for (const tag of browserLanguages) {
    const mapped = browserLanguageToInterface(tag);
    if (mapped) return mapped;
  }
  return DEFAULT_INTERFACE_LANGUAGE;
};

export const isRtl = (code: InterfaceLanguage): boolean => RTL_LANGUAGES.includes(code);
