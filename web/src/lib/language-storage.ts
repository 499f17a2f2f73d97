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
