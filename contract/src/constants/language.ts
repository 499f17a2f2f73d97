/**
 * Languages (entry §9; signed-in §9): the interface languages, the fallbacks of the interface, the Language header,
 * the game launch and the chat, the locale codes and the right-to-left languages.
 */

/** Interface languages, in the spec's order. */
export const INTERFACE_LANGUAGES = [
  'CN',
  'EN',
  'ES',
  'HI',
  'ID',
  'JA',
  'KM',
  'KO',
  'MY',
  'TA',
  'TH',
  'TW',
  'VI',
  'TY',
  'UR',
  'PT',
  'PT-BR',
  'MS',
  'BN',
  'TR',
  'FR',
  'NE',
  'UR-LA',
] as const;
export type InterfaceLanguage = (typeof INTERFACE_LANGUAGES)[number];
/** The interface falls back to English; the request header defaults to CN. */
export const DEFAULT_INTERFACE_LANGUAGE: InterfaceLanguage = 'EN';
export const DEFAULT_HEADER_LANGUAGE = 'CN';
export const DEFAULT_GAME_LAUNCH_LANGUAGE = 'VI';
export const GAME_LAUNCH_FALLBACK_LANGUAGE = 'EN';
/** The chat's language when the interface has none ("chat fallback CN"). */
export const CHAT_FALLBACK_LANGUAGE = 'CN';
/** Interface code to locale code, as the spec lists it. */
export const LANGUAGE_CODE_MAP: Readonly<Record<string, string>> = {
  EN: 'en-US',
  CN: 'zh-CN',
  TW: 'zh-HK',
  RU: 'ru-RU',
  TH: 'th-TH',
  VI: 'vi-VN',
  JA: 'ja-JP',
  PT: 'pt',
  ES: 'es',
  AR: 'ar',
};
/** Languages written right to left. */
export const RTL_LANGUAGES: readonly InterfaceLanguage[] = ['UR'];
