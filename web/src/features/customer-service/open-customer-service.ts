import { readCall, fetchCall } from '../../api/call-cache';
import { loadLaterStrings } from '../../i18n/i18n';
import { t } from '../../i18n/translate';
import { useAppStore } from '../../stores/app-store';
import { useOverlays } from '../../stores/overlays';
import { memberApi } from '../member';
import { customerServiceApi } from './api';
import { customerServiceUrl } from './entries';

/**
 * The member's VIP label from the member info already held: the call is not made here, since the access hook
 * refuses it during maintenance, where contact-us must still work. Without it the player counts as a guest.
 */
const cachedLabelId = (): string | null => {
  if (!useAppStore.getState().session) return null;
  const info = readCall(memberApi.info);
  return info.status === 'ready' ? (info.data.clubLabel?.labelId ?? null) : null;
};

/**
 * Opens the URL in a new window cut off from this one; where the popup is blocked, in this window.
 * `window.open(url, '_blank', 'noopener')` always answers null, which cannot be told from a blocked popup, so
 * the opener is cut by hand before the new page has run anything.
 */
const openUrl = (url: string): void => {
  const opened = window.open(url, '_blank');
  if (opened) opened.opener = null;
  else window.location.assign(url);
};

/** Every contact-us button (signed-in §4 "Customer-service link building"). */
export async function openCustomerService(): Promise<void> {
  const support = await fetchCall(customerServiceApi.support);
  const url = support && customerServiceUrl(support.customerService, cachedLabelId());
  if (url) openUrl(url);
  else {
    await loadLaterStrings();
    useOverlays.getState().alert(t('customer_service_unavailable'));
  }
}
