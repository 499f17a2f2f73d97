import { t } from '../../i18n/translate';
import { readDeviceFacts } from '../../lib/device';
import { openInNewWindow } from '../../lib/open-url';
import { track } from '../../lib/track';
import { useOverlays } from '../../stores/overlays';
import { appDownloadTarget, downloadDevice, loadDownloadLinks } from './download-links';

/**
 * Every app-download button (the install prompt's app button, the download popup, the download bar, the
 * go-to-activity APP_DOWNLOAD): goes where appDownloadTarget says, and tracks downloadApp with the link's key.
 * Old iOS gets the iOS guide with its legacy tip; no link for this platform, a notice.
 */
export async function openAppDownload(): Promise<void> {
  const target = appDownloadTarget(await loadDownloadLinks(), downloadDevice(readDeviceFacts()));
  switch (target.action) {
    case 'open':
      track('downloadApp', { platform: target.key });
      if (target.sameWindow) window.location.assign(target.url);
      else openInNewWindow(target.url);
      return;
    case 'legacyIos':
      useOverlays.getState().open('download', { view: 'iosGuide' });
      return;
    case 'none':
      useOverlays.getState().alert(t('download_unavailable'));
  }
}
