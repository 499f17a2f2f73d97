import { DEFAULT_HEADER_LANGUAGE } from '@app/contract/constants/language';
import { local, session } from './storage';

const KEY = 'language';

/**
 * The interface language the player chose. Local storage first (survives restarts), then session
 * storage (kept when local storage is unavailable). The native "device" copy lives in the app bridge.
 */
export const readStoredLanguage = (): string | null => local.get(KEY) || session.get(KEY) || null;

export const writeStoredLanguage = (code: string): void => {
  local.set(KEY, code);
  session.set(KEY, code);
};

let interfaceLanguage: string | null = null;

/** Set by i18n whenever the interface language is applied. */
export const setInterfaceLanguage = (code: string): void => {
  interfaceLanguage = code;
};

/**
 * The Language header: the interface language the player sees, so server messages come in it; before the
 * interface has one, the stored setting, else CN (the spec's header default). The spec's header reads only
 * the stored setting, which answered Chinese messages to a player whose interface was English by browser.
 */
export const headerLanguage = (): string =>
  (interfaceLanguage ?? readStoredLanguage() ?? DEFAULT_HEADER_LANGUAGE).toUpperCase();
