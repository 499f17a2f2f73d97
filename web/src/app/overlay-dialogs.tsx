import { useTranslation } from '../i18n/translate';
import { Dialog } from '../components/Dialog';
import { useAppNavigate } from '../hooks/use-app-navigate';
import { NEW_WORKER_WAIT_MS, refreshToUpdate } from '../features/update-check';
import { useOverlays, type OverlayOf } from '../stores/overlays';

/** The views of the app's own overlay kinds, loaded apart from the first load (app/Overlays.tsx registers them). */

// The update check and the status watch load with these views, after the first screen (app/use-update-check.ts
// starts them).
export { startUpdateCheck } from '../features/update-check';
export { startSystemWatch } from '../features/system-notice';
export {
  startAfterFirstScreen,
  loadPushOptInView,
  loadDownloadView,
  loadUpgradeView,
  loadAnnouncementView,
  loadImagePopupView,
} from './after-first-screen';
export { DownloadBarSlot } from './DownloadBarSlot';

// The floating mini-game widget shows beside the overlays once the dialogs are loaded (app/Overlays.tsx).
export { MiniGameSlot } from './MiniGameSlot';

// The app's notices about the site (the `notice` overlay): prefetched with the others, since the API they
// report may be out of reach by the time they show.
export { NoticeView } from '../features/unreachable-domain';

export function AlertView({ overlay, dismiss }: { overlay: OverlayOf<'alert'>; dismiss(): void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      title={overlay.title ?? t('notice')}
      confirmLabel={t('confirm')}
      onConfirm={() => {
        dismiss();
        overlay.onConfirm?.();
      }}
    >
      <p>{overlay.message}</p>
    </Dialog>
  );
}

export function SessionExpiredView({ dismiss }: { dismiss(): void }) {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  return (
    <Dialog
      title={t('notice')}
      confirmLabel={t('login')}
      onConfirm={() => {
        dismiss();
        navigate('/login', { replace: true });
      }}
    >
      <p>{t('session_expired')}</p>
    </Dialog>
  );
}

/** The update prompt (entry §2): a new version was deployed; its one button loads it (reloadAfterUpdate). */
export function UpdatePromptView({ dismiss }: { dismiss(): void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      title={t('update_title')}
      confirmLabel={t('update_refresh')}
      onConfirm={() => {
        dismiss();
        // A new service worker takes over first (up to 10 s): the player sees that something happens.
        useOverlays.getState().showToast(t('please_wait'), NEW_WORKER_WAIT_MS);
        void refreshToUpdate();
      }}
    >
      <p>{t('update_prompt')}</p>
    </Dialog>
  );
}
