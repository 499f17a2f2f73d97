import { readCall, fetchCall } from '../../api/call-cache';
import { t } from '../../i18n/translate';
import { useAppStore } from '../../stores/app-store';
import { useOverlays } from '../../stores/overlays';
import { memberApi } from '../account';
import { customerServiceApi } from './api';
import { customerServiceUrl } from './entries';
import { openInNewWindow } from '../../lib/open-url';

/**
 * The member's VIP label from the member info already held: the call is not made here, since the access hook
 * refuses it during maintenance, where contact-us must still work. Without it the player counts as a guest.
 */
const cachedLabelId = (): string | null => {
  if (!useAppStore.getState().session) return null;
  const info = readCall(memberApi.info);
  return info.status === 'ready' ? (info.data.clubLabel?.labelId ?? null) : null;
};

/** Every contact-us button (signed-in §4 "Customer-service link building"). */
export async function openCustomerService(): Promise<void> {
  const support = await fetchCall(customerServiceApi.support);
  const url = support && customerServiceUrl(support.customerService, cachedLabelId());
  if (url) openInNewWindow(url);
  else useOverlays.getState().alert(t('customer_service_unavailable'));
}
