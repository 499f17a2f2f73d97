import type { SystemStatus } from '@app/contract/calls';
import { callQuery, fetchCall, watchCall } from '../api/call-cache';
import { STALE } from '../api/stale-times';
import { applyThemeColor } from '../lib/theme';
import { useAppStore } from './app-store';

/**
 * The system status (maintenance, region, ip, merchant settings), loaded once per page load. Its maintenance
 * text is in the interface language, so a language change fetches it again. The page's own values are read when
 * the call is sent; the answer does not depend on them.
 */
export const systemStatusQuery = callQuery(
  'systemStatus',
  () => ({
    device: useAppStore.getState().device,
    url: window.location.href,
    originalDomain: window.location.hostname,
  }),
  { scope: 'app', staleMs: STALE.INFINITY, languageDependent: true },
);

// The store keeps the answer for synchronous readers (useSettings) and the theme follows it, also when it is
// fetched again.
watchCall(systemStatusQuery, (state) => {
  if (state.status !== 'ready') return;
  useAppStore.getState().setStatus(state.data);
  applyThemeColor(state.data.settings.theme.primaryColor);
});

/**
 * The system status, shared: a decision that needs the merchant's settings waits for it instead of reading a
 * store that may still be empty. A failed load is not kept, so the next caller tries again.
 */
export const ensureSystemStatus = (): Promise<SystemStatus | null> => {
  const loaded = useAppStore.getState().status;
  return loaded ? Promise.resolve(loaded) : fetchCall(systemStatusQuery);
};
