import { useMemo, useSyncExternalStore } from 'react';
import { DEFAULT_INTERFACE_LANGUAGE } from '@app/contract/constants';

/**
 * The app's translation store: flat keys (server error codes contain dots), `{{name}}` placeholders, the
 * player's language with English behind it. All the app needs of i18next, at a fraction of its first-load cost.
 */
export type Strings = Record<string, string>;
export type TranslateOptions = { defaultValue?: string; [name: string]: string | number | undefined };
export type TFunction = (key: string, options?: TranslateOptions) => string;

const bundles = new Map<string, Strings>();
let language: string = DEFAULT_INTERFACE_LANGUAGE;
const listeners = new Set<() => void>();

const lookup = (key: string): string | undefined =>
  bundles.get(language)?.[key] ?? bundles.get(DEFAULT_INTERFACE_LANGUAGE)?.[key];

const interpolate = (template: string, options: TranslateOptions): string =>
  template.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) => {
    const value = options[name];
    return value === undefined || name === 'defaultValue' ? placeholder : String(value);
  });

/** The text of a key in the current language, else English, else `defaultValue`, else the key itself. */
export const t: TFunction = (key, options) => {
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
  addStrings(code: string, strings: Strings): void {
    bundles.set(code, strings);
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
  const version = useSyncExternalStore(subscribe, () => `${language}:${bundles.size}`);
  // A new t per language, so that memoised callbacks that depend on it are made anew.
  return useMemo(() => ({ t: (key, options) => t(key, options), i18n }), [version]); // eslint-disable-line react-hooks/exhaustive-deps
}
