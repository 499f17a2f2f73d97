import type { AppUpgradeInfo } from '@app/contract/app-bridge';
import type { DeviceKind } from '../../lib/device';
import type { UpgradeData } from '../../stores/overlays';
import type { AppDownloadTarget } from './download-links';

export interface UpgradeFacts {
  device: DeviceKind;
  /** The app's last answer through its upgrade bridge; null while it has given none (or has no bridge). */
  upgrade: AppUpgradeInfo | null;
  /** Where the app download goes on this device (appDownloadTarget): the modal's update button. */
  target: AppDownloadTarget;
  /** The whitelabel switch MANDATORYAPPUPDATES3. */
  mandatoryUpdates: boolean;
}

/**
 * The app-upgrade modal (signed-in §4): "shown only inside the app when an upgrade is available and an app link
 * exists. It can be closed unless the mandatory-update flag (MANDATORYAPPUPDATES3) is on." Answers the modal's
 * data, or null.
 */
export function upgradeModal(f: UpgradeFacts): UpgradeData | null {
  if (f.device !== 'APP' || !f.upgrade?.upgradeAvailable) return null;
  if (f.target.action !== 'open') return null;
  return { url: f.target.url, mandatory: f.mandatoryUpdates };
}
