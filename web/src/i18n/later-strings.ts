/**
 * The later strings (i18n.ts `loadLaterStrings`): one chunk per language, like the first screens' strings, in
 * a module of their own so that their file map is not part of the first load either.
 */
export const laterLocales = import.meta.glob<string>('./locales-later/*.json', {
  query: '?raw',
  import: 'default',
});
