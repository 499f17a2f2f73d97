import { MEMBER_TYPE_SIGNED_OUT } from '@app/contract/constants';
import { endpoints } from '@app/contract/endpoints';
import { merchantCode } from '../lib/merchant';
import { storeCampaignFromSearch } from '../lib/tracking-params';
import { queueLanding } from '../lib/landing-queue';
import { useAppStore } from '../stores/app-store';
import { searchWithoutToken, tokenFromQuery } from './route-guard';

/**
 * Before the first render: remember the landing URL's campaign values and attribution, and adopt a token
 * handed over in the query (then take it out of the address bar, so it is not kept in history or sent on as
 * a referrer).
 */
export const adoptUrlState = (): void => {
  const { search, pathname, hash, hostname } = window.location;
  storeCampaignFromSearch(search);
  queueLanding({ search, hostname, at: Date.now() });
  const token = tokenFromQuery(search);
  if (!token) return;
  const { session, signIn } = useAppStore.getState();
  if (session?.token !== token) {
    // The member counts as type -1 until member info fills the session in (features/member/member-ready.ts):
    // rules that depend on the type wait for it. It is asked for once the app is mounted (useSessionRenewal),
    // not now: a failure's notices (session expired) need the overlays to be there.
    signIn({ id: 0, token, merchantCode, userName: '', type: MEMBER_TYPE_SIGNED_OUT, firstTimeLogin: false });
  }
  window.history.replaceState(window.history.state, '', pathname + searchWithoutToken(search) + hash);
};

/** Links the merchant's PWA manifest (served per merchant by the platform, never cached). */
export const linkManifest = (): void => {
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = `${endpoints.manifest.path}?merchantCode=${encodeURIComponent(merchantCode)}`;
  document.head.appendChild(link);
};
