import { DEFAULT_INTERFACE_LANGUAGE, type InterfaceLanguage } from '@app/contract/constants/language';
import { isRtl, resolveLanguage } from './resolve-language';
import { localeOf } from './locale-of';
import { i18n, type Strings } from './translate';
import { setInterfaceLanguage, writeStoredLanguage } from '../lib/language-storage';

// One chunk per language, fetched only when that language is used. As text, parsed here: a JSON module would
// be a variable and an export per key, a third larger gzipped.
const locales = import.meta.glob<string>('./locales/*.json', { query: '?raw', import: 'default' });

type Files = typeof locales;
/** The files added to the bundles, by path. */
const added = new Set<string>();

const addFile = async (files: Files, path: string, code: string): Promise<void> => {
  const file = files[path];
  if (!file || added.has(path)) return;
  i18n.addStrings(code, JSON.parse(await file()) as Strings);
  added.add(path);
};

/** The later strings' files (later-strings.ts), once wanted: from then on every language loads them too. */
let later: Promise<typeof import('./later-strings')> | undefined;

/** Loads the language and the English fallback; rejects when a locale cannot be fetched. */
const load = (code: string): Promise<unknown> =>
  Promise.all(
    [code, DEFAULT_INTERFACE_LANGUAGE].flatMap((c) => [
      addFile(locales, `./locales/${c}.json`, c),
      later?.then((m) => addFile(m.laterLocales, `./locales-later/${c}.json`, c)),
    ]),
  );

/**
 * The strings of what loads after the first screen (the dialogs, the notices, push), kept out of the first
 * load: code that uses them waits for this before it renders. Loads them for the language and for English (the
 * fallback while a language switch loads them); rejects when a chunk cannot be fetched, and tries again on the
 * next call.
 */
export const loadLaterStrings = (): Promise<unknown> => {
  later ??= import('./later-strings').catch((error: unknown) => {
    later = undefined;
    throw error;
  });
  return load(i18n.language);
};

/** A module that shows later strings, loaded with them. */
export const withLaterStrings = <T>(module: Promise<T>): Promise<T> =>
  Promise.all([module, loadLaterStrings()]).then(([m]) => m);

const apply = (code: InterfaceLanguage): void => {
  i18n.changeLanguage(code);
  setInterfaceLanguage(code);
  document.documentElement.lang = localeOf(code);
  document.documentElement.dir = isRtl(code) ? 'rtl' : 'ltr';
};

let settleStrings = () => {};
/**
 * Settles once the start language's strings are in, or could not be fetched: code that may run before the app
 * renders (a failed system status) waits for it before it says anything.
 */
export const stringsLoaded = new Promise<void>((resolve) => (settleStrings = resolve));

/** At start: loads the language (the stored setting or the browser's) and applies it; stores nothing. */
export const initI18n = async (code: InterfaceLanguage): Promise<void> => {
  try {
    await load(code);
    apply(code);
  } finally {
    settleStrings();
  }
};

type LanguageListener = (code: InterfaceLanguage) => void;
const listeners = new Set<LanguageListener>();

/**
 * Calls `listener` with the new language after each switch that changed it (the data layer fetches again the
 * answers that hold texts in the language). Returns the unsubscribe.
 */
export const onLanguageChange = (listener: LanguageListener): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Counts switches, so that a slow locale cannot apply over a later choice. */
let switches = 0;

/**
 * The player chose a language (the picker, or the server's copy at sign-in; signed-in §4 "Language
 * selection"): one not in the supported list becomes English; it is loaded, applied (strings, lang, dir),
 * stored in local and session storage, and the language-dependent server data is fetched again. When its
 * locale cannot be fetched it rejects and nothing changes; a later switch made while this one loads wins.
 */
export const switchLanguage = async (code: string): Promise<void> => {
  const next = resolveLanguage(code, []);
  const mine = ++switches;
  await load(next);
  if (mine !== switches) return;
  const changed = next !== i18n.language;
  apply(next);
  writeStoredLanguage(next);
  if (changed) for (const listener of [...listeners]) listener(next);
};
