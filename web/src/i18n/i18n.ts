import { DEFAULT_INTERFACE_LANGUAGE, type InterfaceLanguage } from '@app/contract/constants/language';
import { isRtl, resolveLanguage } from './resolve-language';
import { localeOf } from './locale-of';
import { i18n, type Strings } from './translate';
import { setInterfaceLanguage, writeStoredLanguage } from '../lib/language-storage';

// One chunk per language with all its strings, fetched only when that language is used, so that every screen
// and dialog has its words once the app has started. As text, parsed here: a JSON module would be a variable and
// an export per key, a third larger gzipped.
const locales = import.meta.glob<string>('./locales/*.json', { query: '?raw', import: 'default' });

/** Loads a language's strings, once; rejects when its chunk cannot be fetched (the next call tries again). */
const addLanguage = async (code: string): Promise<void> => {
  const file = locales[`./locales/${code}.json`];
  if (file && !i18n.hasStrings(code)) i18n.addStrings(code, JSON.parse(await file()) as Strings);
};

/** Loads the language and the English fallback. */
const load = (code: string): Promise<unknown> =>
  Promise.all([addLanguage(code), addLanguage(DEFAULT_INTERFACE_LANGUAGE)]);

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
