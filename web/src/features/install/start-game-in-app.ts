import { t } from '../../i18n/translate';
import { useAppStore } from '../../stores/app-store';
import { useOverlays } from '../../stores/overlays';

/**
 * STARTGAMEINAPP3 (entry §4, signed-in §4 "Game launch"): a protected game launch requires the installed app.
 * The games feature calls this before a protected launch: true means "do not launch here": the player has been
 * shown the notice 'Download the app for a fuller game experience, then reopen and play'.
 */
export function startGameInAppRequired(): boolean {
  const { status, device } = useAppStore.getState();
  if (!status?.settings.whitelabel.STARTGAMEINAPP3 || device === 'APP') return false;
  useOverlays.getState().alert(t('start_game_in_app'));
  return true;
}
