import { readFileSync } from 'node:fs';

/** The strings of an interface language, as the app has them (web/src/i18n/locales/<code>.json). */
export const appStrings = (code: string): Record<string, string> =>
  JSON.parse(readFileSync(new URL(`../../../web/src/i18n/locales/${code}.json`, import.meta.url), 'utf8'));
