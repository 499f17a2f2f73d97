import type { AppUpgradeInfo } from '@app/contract/app-bridge';
import { readDeviceFacts } from '../../lib/device';
import { useOverlays, type UpgradeData } from '../../stores/overlays';
import { ensureSystemStatus } from '../../stores/system-status';
import { followAppUpgrade } from './app-bridge';
import { appDownloadTarget, downloadDevice, loadDownloadLinks } from './download-links';
import { upgradeModal } from './upgrade-rule';

/** The modal's data for one answer of the app, from the links and the settings (upgradeModal decides). */
async function upgradeFor(upgrade: AppUpgradeInfo): Promise<UpgradeData | null> {
  const device = downloadDevice(readDeviceFacts());
  const [links, status] = await Promise.all([loadDownloadLinks(), ensureSystemStatus()]);
  return upgradeModal({
    device: device.kind,
    upgrade,
    target: appDownloadTarget(links, device),
    mandatoryUpdates: status?.settings.whitelabel.MANDATORYAPPUPDATES3 ?? false,
  });
}

/**
 * The app-upgrade modal (signed-in §4): asks the native app through its bridge (only the app has one) and
 * shows the modal, once per page, when the app answers that an upgrade is available, at start or later.
 */
export function startAppUpgrade(): void {
  let opened = false;
  followAppUpgrade((upgrade) => {
    // A "no" needs no links: nothing to load.
    if (opened || !upgrade.upgradeAvailable) return;
    void upgradeFor(upgrade).then((data) => {
      if (!data || opened) return;
      opened = true;
      useOverlays.getState().open('upgrade', data);
    });
  });
}
