import { isIos, readDeviceFacts } from '../../lib/device';
import { inAppBrowser } from '../../lib/in-app-browser';
import { t } from '../../i18n/translate';
import { useOverlays } from '../../stores/overlays';
import { countDecline } from './install-counter';
import { hasInstallEvent, promptInstall } from './install-event';

/** Not in the spec: how long the installing message stays. */
const INSTALLING_MESSAGE_MS = 4_000;

/**
 * Whether a web-app install button is offered here (entry §5): where the browser offers its install prompt, or
 * on iOS (the guide); never in an in-app browser, which cannot install.
 */
export const webAppInstallOffered = (): boolean => {
  const facts = readDeviceFacts();
  return inAppBrowser(facts.userAgent) === null && (isIos(facts) || hasInstallEvent());
};

/**
 * The web-app install button of the install prompt and of the download popup (entry §4). On iOS,
 * which has no install prompt, the step-by-step guide; elsewhere the browser's prompt: accepting shows an
 * installing message, declining counts up. Call it within the player's tap (the browser's prompt needs one),
 * after closing the view the button is on (one overlay shows at a time).
 */
export async function startWebAppInstall(): Promise<void> {
  if (isIos(readDeviceFacts())) {
    useOverlays.getState().open('download', { view: 'iosGuide' });
    return;
  }
  const outcome = await promptInstall();
  if (outcome === 'accepted')
    useOverlays.getState().showToast(t('install_installing'), INSTALLING_MESSAGE_MS);
  else if (outcome === 'dismissed') countDecline();
}
