import { showOfflineMessage } from './offline-notice';
import { refreshOnReturn } from './refresh-on-return';
import { refreshSystemStatus } from './refresh-status';

/**
 * What watches the page once the first screen is shown (app/use-update-check.ts starts it with the update
 * check): the status refresh on return to the page and the offline message. Answers the stop.
 */
export function startSystemWatch(): () => void {
  const stops = [refreshOnReturn(() => void refreshSystemStatus()), showOfflineMessage()];
  return () => stops.forEach((stop) => stop());
}
