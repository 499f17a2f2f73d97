import { BASENAME } from '@app/contract/constants/navigation';
import { normalisePath } from '../../lib/router';
import type { AppPath } from '../../lib/route-table';
import { keepTrackingParams, readStoredCampaign } from '../../lib/tracking-params';
import { activateNewWorker } from './activate-worker';

/** The routes of entry §2 (under /m; the root counts as home): after an update the app reloads on them. */
const RELOAD_IN_PLACE: ReadonlySet<string> = new Set<AppPath>([
  '/',
  '/home',
  '/game',
  '/login',
  '/index',
  '/index.html',
  '/member/home',
  '/register',
  '/register.html',
  '/changePsw',
  '/launchGame',
  '/voucherCenter',
  '/withdraw',
  '/securityCenter/addBankCard',
  '/securityCenter/addBankCardPix',
  '/agentRegister',
  '/inviteFriends',
]);

/**
 * entry §2: after an update or a restart the app reloads in place on its routes; on any other path (of the app
 * or not) it goes to /m/home. `pathname` is the page's, with the /m basename.
 */
export const reloadAfterUpdate = (pathname: string): 'in-place' | '/m/home' => {
  const inApp = pathname === BASENAME || pathname.startsWith(`${BASENAME}/`);
  const path = normalisePath(pathname.slice(BASENAME.length) || '/');
  return inApp && RELOAD_IN_PLACE.has(path) ? 'in-place' : `${BASENAME}/home`;
};

/**
 * The update prompt's refresh: the new version's service worker takes over (activate-worker.ts), then the page
 * loads the new version where reloadAfterUpdate says, keeping the tracking query.
 */
export const refreshToUpdate = async (): Promise<void> => {
  await activateNewWorker();
  const to = reloadAfterUpdate(window.location.pathname);
  if (to === 'in-place') window.location.reload();
  else
    window.location.replace(`${to}${keepTrackingParams('', window.location.search, readStoredCampaign())}`);
};
