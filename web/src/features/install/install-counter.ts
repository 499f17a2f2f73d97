import { INSTALL_PROMPT_INSTALLED_COUNT } from '@app/contract/constants';
import { session } from '../../lib/storage';

/**
 * The install prompt's counter in session storage (entry §4): each decline counts it up; once the web app is
 * installed it is INSTALL_PROMPT_INSTALLED_COUNT (99). A decline is the browser's install prompt dismissed, or
 * the app's own prompt closed (close, continue in browser): the player has said no for this session.
 */
export const INSTALL_COUNTER_KEY = 'a2hsCount';

/** The counter now (0 when unset or unreadable). */
export const installCounter = (): number => {
  const n = Number.parseInt(session.get(INSTALL_COUNTER_KEY) ?? '', 10);
  return Number.isFinite(n) && n > 0 ? n : 0;
};

/** One more decline (an installed web app keeps its 99). */
export const countDecline = (): void => {
  const n = installCounter();
  if (n !== INSTALL_PROMPT_INSTALLED_COUNT) session.set(INSTALL_COUNTER_KEY, String(n + 1));
};

/** The web app is installed: the counter is 99. */
export const markInstalled = (): void =>
  session.set(INSTALL_COUNTER_KEY, String(INSTALL_PROMPT_INSTALLED_COUNT));
