import { useMemo, useSyncExternalStore } from 'react';
import { DEFAULT_INTERFACE_LANGUAGE } from '@app/contract/constants/language';
import type { MessageKey } from './keys';

/**
 * The app's translation store: flat keys (server error codes contain dots), `{{name}}` placeholders, the
 * player's language with English behind it. All the app needs of i18next, at a fraction of its first-load cost.
 */
export type Strings = Record<string, string>;
export type TranslateOptions = { defaultValue?: string; [name: string]: string | number | undefined };
/** Takes message keys only: keys made of data go through the helpers of keys.ts. */
export type TFunction = (key: MessageKey, options?: TranslateOptions) => string;

const bundles = new Map<string, Strings>();
let language: string = DEFAULT_INTERFACE_LANGUAGE;
/** Counts changes of the strings: strings added to a language's bundle keep its size. */
let version = 0;
const listeners = new Set<() => void>();

// Own properties only: a key such as 'constructor' must not find Object's.
const own = (strings: Strings | undefined, key: string): string | undefined =>
  strings && Object.hasOwn(strings, key) ? strings[key] : undefined;

const lookup = (key: string): string | undefined =>
  own(bundles.get(language), key) ?? own(bundles.get(DEFAULT_INTERFACE_LANGUAGE), key);

const warned = new Set<string>();

/**
 * Development only (the production build drops it): says once per key that the current language's
 * strings lack a key the app asks for. Nothing is said before that language's strings are loaded.
 */
const warnIfMissing = (key: string): void => {
  const strings = bundles.get(language);
  if (!strings || own(strings, key) !== undefined || warned.has(key)) return;
  warned.add(key);
  const shown = lookup(key) === undefined ? 'the key itself' : 'English';
  console.warn(`[i18n] "${key}" is missing in ${language}: ${shown} is shown`);
};

const interpolate = (template: string, options: TranslateOptions): string =>
  template.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) => {
    const value = options[name];
    return value === undefined || name === 'defaultValue' ? placeholder : String(value);
  });

/** The text of a key in the current language, else English, else `defaultValue`, else the key itself. */
export const t: TFunction = (key, options) => {
  if (import.meta.env.DEV && options?.defaultValue === undefined) warnIfMissing(key);
  const template = lookup(key) ?? options?.defaultValue ?? key;
  return options ? interpolate(template, options) : template;
};

export const i18n = {
  get language(): string {
    return language;
  },
  t,
  /** Whether the current language or English has the key. */
  exists: (key: string): boolean => lookup(key) !== undefined,
  hasStrings: (code: string): boolean => bundles.has(code),
  /** The text of a key in one language only (the English copy beneath a notice), or undefined. */
  textIn: (code: string, key: MessageKey): string | undefined => own(bundles.get(code), key),
  /** Adds strings to a language's bundle. */
  addStrings(code: string, strings: Strings): void {
    bundles.set(code, { ...bundles.get(code), ...strings });
    version++;
    notify();
  },
  changeLanguage(code: string): void {
    language = code;
    notify();
  },
};

function notify(): void {
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Components re-render when the language or its strings change. */
export function useTranslation(): { t: TFunction; i18n: typeof i18n } {
  const key = useSyncExternalStore(subscribe, () => `${language}:${version}`);
  // A new t per language, so that memoised callbacks that depend on it are made anew.
  return useMemo(() => ({ t: (k, options) => t(k, options), i18n }), [key]); // eslint-disable-line react-hooks/exhaustive-deps
}
