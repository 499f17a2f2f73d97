import { INSTALL_PROMPT_INSTALLED_COUNT } from '@app/contract/constants/install';
import { local, session } from '../../lib/storage';

/**
 * The install prompt's counter in session storage (entry §4): each decline counts it up; once the web app is
 * installed it is INSTALL_PROMPT_INSTALLED_COUNT (99). A decline is the browser's install prompt dismissed, or
 * the app's own prompt closed (close, continue in browser): the player has said no for this session.
 */
export const INSTALL_COUNTER_KEY = 'a2hsCount';
/**
 * The install is remembered across visits too (chosen: the spec's counter lives in the session, and a player who
 * installed the web app last week would be offered it again): until the browser says it is not installed.
 */
export const INSTALLED_KEY = 'webAppInstalled';

/** The counter now (0 when unset or unreadable); 99 when an earlier visit installed the web app. */
export const installCounter = (): number => {
  if (local.get(INSTALLED_KEY) === '1') return INSTALL_PROMPT_INSTALLED_COUNT;
  const n = Number.parseInt(session.get(INSTALL_COUNTER_KEY) ?? '', 10);
  return Number.isFinite(n) && n > 0 ? n : 0;
};

/** One more decline (an installed web app keeps its 99). */
export const countDecline = (): void => {
  const n = installCounter();
  if (n !== INSTALL_PROMPT_INSTALLED_COUNT) session.set(INSTALL_COUNTER_KEY, String(n + 1));
};

/** The web app is installed: the counter is 99, in this session and the next visits. */
export const markInstalled = (): void => {
  session.set(INSTALL_COUNTER_KEY, String(INSTALL_PROMPT_INSTALLED_COUNT));
  local.set(INSTALLED_KEY, '1');
};

/**
 * The browser offers to install the web app (`beforeinstallprompt`), which it does only while it is not
 * installed: the player has removed it, and an install remembered from an earlier visit is forgotten. The
 * session's own counter stays as the spec keeps it (99 after an install in this session, else the declines).
 */
export const forgetInstalled = (): void => local.remove(INSTALLED_KEY);
