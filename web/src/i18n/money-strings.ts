import type { StringsPart } from './i18n';

/**
 * The money screens' part of each language's strings: the keys only they use (web/build/strings-parts.ts),
 * fetched with those screens (app/routes.tsx).
 */
export const MONEY_STRINGS: StringsPart = {
  files: import.meta.glob<string>('./locales/*.json', { query: '?raw&part=money', import: 'default' }),
};
