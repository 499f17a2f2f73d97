import { endpoints } from '@app/contract/endpoints';
import { callApi } from '../api/call';
import { merchantCode } from '../lib/merchant';
import { storeCampaignFromSearch } from '../lib/tracking-params';
import { applyThemeColor } from '../lib/theme';
import { useAppStore } from '../stores/app-store';
import { searchWithoutToken, tokenFromQuery } from './route-guard';

/**
 * Before the first render: remember the landing URL's campaign values and adopt a token handed over in the
 * query (then take it out of the address bar, so it is not kept in history or sent on as a referrer).
 */
export const adoptUrlState = (): void => {
  const { search, pathname, hash } = window.location;
  storeCampaignFromSearch(search);
  const token = tokenFromQuery(search);
  if (!token) return;
  const { session, signIn } = useAppStore.getState();
  if (session?.token !== token) {
    // Filled in from member info once it loads (see useSessionRenewal).
    signIn({ id: 0, token, merchantCode, userName: '', type: -1, firstTimeLogin: false });
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

/** Loads the system status (maintenance, region, ip, merchant settings) and applies the merchant's theme. */
export const loadSystemStatus = async (): Promise<void> => {
  const res = await callApi('systemStatus', {
    device: useAppStore.getState().device,
    url: window.location.href,
    originalDomain: window.location.hostname,
  });
  if (res.success && res.value) {
    useAppStore.getState().setStatus(res.value);
    applyThemeColor(res.value.settings.theme.primaryColor);
  }
};
