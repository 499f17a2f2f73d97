import type { SystemStatus } from '@app/contract/calls';
import { callApi } from '../api/call';
import { applyThemeColor } from '../lib/theme';
import { useAppStore } from './app-store';

let loading: Promise<SystemStatus | null> | null = null;

/**
 * The system status (maintenance, region, ip, merchant settings), loaded once and shared: a decision that
 * needs the merchant's settings waits for it instead of reading a store that may still be empty. A failed
 * load is forgotten, so the next caller tries again.
 */
export const ensureSystemStatus = (): Promise<SystemStatus | null> => {
  const loaded = useAppStore.getState().status;
  if (loaded) return Promise.resolve(loaded);
  loading ??= callApi('systemStatus', {
    device: useAppStore.getState().device,
    url: window.location.href,
    originalDomain: window.location.hostname,
  })
    .then((res) => {
      if (!res.success || !res.value) return null;
      useAppStore.getState().setStatus(res.value);
      applyThemeColor(res.value.settings.theme.primaryColor);
      return res.value;
    })
    // An answer that is not the contract's shape counts as no status; the next caller asks again.
    .catch(() => null)
    .finally(() => {
      loading = null;
    });
  return loading;
};
