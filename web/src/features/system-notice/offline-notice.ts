import { OFFLINE_MESSAGE_MS } from '@app/contract/constants/request';
import { apiEvents } from '../../api/events';

/**
 * entry §8: the network-offline message for 1.5 s, also when the browser goes offline while the app is open (a
 * failed request shows it through api/failure.ts). The same toast event, so it looks and lasts the same.
 * Answers the stop.
 */
export function showOfflineMessage(
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
) {
  const show = () =>
    apiEvents.emit({ type: 'toast', messageKey: 'network_offline', durationMs: OFFLINE_MESSAGE_MS });
  target.addEventListener('offline', show);
  return () => target.removeEventListener('offline', show);
}
