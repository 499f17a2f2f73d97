import { DEFAULT_INTERFACE_LANGUAGE, type InterfaceLanguage } from '@app/contract/constants/language';
import { isRtl, resolveLanguage } from './resolve-language';
import { localeOf } from './locale-of';
import { i18n, type Strings } from './translate';
import { setInterfaceLanguage, writeStoredLanguage } from '../lib/language-storage';

/**
 * A part of the strings: one chunk per language, which the build cuts from that language's one locale file
 * (web/build/strings-parts.ts), loaded as text and parsed here (a JSON module would be a variable and an export
 * per key, a third larger gzipped). `files` is an import.meta.glob of the locale files with the part's query.
 */
export interface StringsPart {
  files: Record<string, () => Promise<string>>;
}

// The app's part: the strings of its screens and dialogs, fetched only when that language is used, so that every
// screen has its words once the app has started; but the keys that only the screens of a later part use (the
// money screens: money-strings.ts) are fetched with them, and so is that part's list of files.
const APP_STRINGS: StringsPart = {
  files: import.meta.glob<string>('./locales/*.json', { query: '?raw', import: 'default' }),
};

const fileOf = ({ files }: StringsPart, code: string) =>
  Object.entries(files).find(([path]) => path.endsWith(`/${code}.json`))?.[1];

/** The parts loaded for every language in use, each with the languages it has. */
const partsInUse = new Map<StringsPart, Set<string>>([[APP_STRINGS, new Set()]]);

/** Loads one part of a language's strings, once; rejects when its chunk cannot be fetched (the next call tries again). */
const addPart = async (part: StringsPart, code: string): Promise<void> => {
  const file = fileOf(part, code);
  const languages = partsInUse.get(part);
  if (!file || !languages || languages.has(code)) return;
  const strings = JSON.parse(await file()) as Strings;
  if (languages.has(code)) return;
  i18n.addStrings(code, strings);
  languages.add(code);
};

/** Loads every part in use of the language and of the English fallback. */
const load = async (code: string): Promise<void> => {
  await Promise.all(
    [...partsInUse.keys()].flatMap((part) => [
      addPart(part, code),
      addPart(part, DEFAULT_INTERFACE_LANGUAGE),
    ]),
  );
};

/** Whether the language has every part in use: a part asked for while the language loaded is fetched too. */
const complete = (code: string): boolean =>
  [...partsInUse].every(([part, languages]) => !fileOf(part, code) || languages.has(code));

/**
 * Loads a part of the strings for the current language and English, and for every later switch: a lazy screen
 * of that part waits for it before it renders, so it shows its own words, never their keys.
 */
export const loadStringsPart = (part: StringsPart): Promise<void> => {
  if (!partsInUse.has(part)) partsInUse.set(part, new Set());
  return load(i18n.language);
};

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
  do await load(next);
  while (!complete(next));
  if (mine !== switches) return;
  const changed = next !== i18n.language;
  apply(next);
  writeStoredLanguage(next);
  if (changed) for (const listener of [...listeners]) listener(next);
};
