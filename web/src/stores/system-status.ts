import type { SystemStatus } from '@app/contract/calls';
import { PAGE_URL_MAX_LENGTH } from '@app/contract/constants/registration';
import { callQuery, fetchCall, invalidateCalls, watchCall } from '../api/call-cache';
import { apiEvents } from '../api/events';
import { STALE } from '../api/stale-times';
import { applyThemeColor } from '../lib/theme';
import { keepTrackingParams, readStoredCampaign } from '../lib/tracking-params';
import { useAppStore } from './app-store';

/**
 * The system status (maintenance, region, ip, merchant settings), loaded at start and again on return to the page
 * and after a call the access rule refused (features/system-notice). Its maintenance
 * text is in the interface language, so a language change fetches it again. The page's own values are read when
 * the call is sent; the answer does not depend on them.
 */
/** A page address the status takes, or nothing: a longer one would have the status refused, and the app stopped. */
const withinLimit = (value: string): string | undefined =>
  value && value.length <= PAGE_URL_MAX_LENGTH ? value : undefined;

export const systemStatusQuery = callQuery(
  'systemStatus',
  () => ({
    device: useAppStore.getState().device,
    // The contract's choice for `track` (calls.ts): the tracking parameters of the page and its landing URL.
    track: withinLimit(keepTrackingParams('', window.location.search, readStoredCampaign()).slice(1)),
    url: withinLimit(window.location.href),
    originalDomain: window.location.hostname,
  }),
  // Quiet: a failed status has its own rule (entry §8, stores/status-failure.ts), not the request layer's.
  { scope: 'app', staleMs: STALE.INFINITY, languageDependent: true, quiet: true },
);

/** What a failed status or an unanswered call shows (the unreachable-domain modal): loaded when first needed. */
const failureEffects = () => import('./status-failure-effects');

// The store keeps the answer for synchronous readers (useSettings) and the theme follows it, also when it is
// fetched again.
watchCall(systemStatusQuery, (state) => {
  // The app does not go on silently without the merchant's settings (entry §8).
  if (state.status === 'error') void failureEffects().then((m) => m.showStatusFailure(state));
  if (state.status !== 'ready') return;
  useAppStore.getState().setStatus(state.data);
  applyThemeColor(state.data.settings.theme.primaryColor);
});

// A call refused by the access rule (api/failure.ts): the status says why, and its notice replaces the app.
apiEvents.on('accessRefused', () => invalidateCalls({ name: systemStatusQuery.name }));

// A call got no answer while online: a ping decides whether the API can be reached (api/failure.ts).
apiEvents.on(
  'checkReachability',
  (e) => void failureEffects().then((m) => m.checkReachability(e.ifReachable)),
);

/**
 * The system status, shared: a decision that needs the merchant's settings waits for it instead of reading a
 * store that may still be empty. A failed load is not kept, so the next caller tries again.
 */
export const ensureSystemStatus = (): Promise<SystemStatus | null> => {
  const loaded = useAppStore.getState().status;
  return loaded ? Promise.resolve(loaded) : fetchCall(systemStatusQuery);
};
