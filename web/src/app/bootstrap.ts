import { MEMBER_TYPE_SIGNED_OUT } from '@app/contract/constants/member';
import { endpoints } from '@app/contract/endpoints';
import { merchantCode } from '../lib/merchant';
import { storeCampaignFromSearch } from '../lib/tracking-params';
import { queueLanding } from '../lib/landing-queue';
import { useAppStore } from '../stores/app-store';
import { searchWithoutToken, tokenFromQuery } from './route-guard';
import { urlTokenDecision } from './url-token';

/**
 * Before the first render: remember the landing URL's campaign values and attribution, and take a token
 * handed over in the query out of the address bar (so it is not kept in history or sent on as a referrer).
 * The token becomes the session only when there is none (url-token.ts); while signed in, the player is first
 * asked whether to switch to the link's account.
 */
export const adoptUrlState = (): void => {
  const { search, pathname, hash, hostname } = window.location;
  // What is kept of the landing (the attribution queue lives in localStorage, beyond the session) never
  // holds the token: only the session itself does.
  const kept = searchWithoutToken(search);
  storeCampaignFromSearch(kept);
  queueLanding({ search: kept, hostname, at: Date.now() });
  const { session, signIn } = useAppStore.getState();
  const decision = urlTokenDecision(tokenFromQuery(search), session);
  if (decision.kind === 'none') return;
  if (decision.kind === 'adopt') {
    // The member counts as type -1 until member info fills the session in (features/account/member-ready.ts):
    // rules that depend on the type wait for it. It is asked for once the app is mounted (useSessionRenewal),
    // not now: a failure's notices (session expired) need the overlays to be there.
    signIn({
      id: 0,
      token: decision.token,
      merchantCode,
      userName: '',
      type: MEMBER_TYPE_SIGNED_OUT,
      firstTimeLogin: false,
    });
  }
  if (decision.kind === 'identify') {
    const { token } = decision;
    // Loaded only for such a link: the question stays out of the first load.
    void import('./url-token-question').then((m) => m.askAboutUrlToken(token));
  }
  window.history.replaceState(window.history.state, '', pathname + kept + hash);
};

/**
 * Links the merchant's PWA manifest (served per merchant by the platform, never cached), unless the page came
 * with it (the reference server writes it into the pages it fills, server/src/static/page-fill.ts).
 */
export const linkManifest = (): void => {
  if (document.querySelector('link[rel="manifest"]')) return;
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = `${endpoints.manifest.path}?merchantCode=${encodeURIComponent(merchantCode)}`;
  document.head.appendChild(link);
};
