import { startInstallPrompt } from './install-start';
import { startDownloadPrompts } from './download-prompts-start';
import { startAppUpgrade } from './upgrade-start';

/** Starts what this feature watches, once per page: the install prompt, the download-prompt rules, the upgrade. */
export function startInstall(): void {
  startInstallPrompt();
  startDownloadPrompts();
  startAppUpgrade();
}
