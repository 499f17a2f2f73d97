import type { InterfaceLanguage } from '@app/contract/constants/language';

/**
 * Each interface language by its own name (its endonym), as the picker lists it: a player finds their language
 * whatever the interface shows now. Not translated, so not in the locale files; the picker's button names the
 * current one through its locale's `language_button` ("Language: English"), which keeps this table out of the
 * first load (language-names.test.ts holds the two equal).
 */
export const LANGUAGE_NAMES: Readonly<Record<InterfaceLanguage, string>> = {
  CN: '简体中文',
  EN: 'English',
  ES: 'Español',
  HI: 'हिन्दी',
  ID: 'Bahasa Indonesia',
  JA: '日本語',
  KM: 'ខ្មែរ',
  KO: '한국어',
  MY: 'မြန်မာ',
  TA: 'தமிழ்',
  TH: 'ไทย',
  TW: '繁體中文',
  VI: 'Tiếng Việt',
  TY: 'Filipino',
  UR: 'اردو',
  PT: 'Português',
  'PT-BR': 'Português (Brasil)',
  MS: 'Bahasa Melayu',
  BN: 'বাংলা',
  TR: 'Türkçe',
  FR: 'Français',
  NE: 'नेपाली',
  'UR-LA': 'Urdu (Roman)',
};
