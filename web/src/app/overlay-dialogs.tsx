import { useTranslation } from '../i18n/translate';
import { Dialog } from '../components/Dialog';
import { useAppNavigate } from '../hooks/use-app-navigate';
import { refreshToUpdate } from '../features/update-check';
import type { OverlayOf } from '../stores/overlays';

/** The views of the app's own overlay kinds, loaded apart from the first load (app/Overlays.tsx registers them). */

// The update check loads with these views, after the first screen (app/use-update-check.ts starts it).
export { startUpdateCheck } from '../features/update-check';

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
        refreshToUpdate();
      }}
    >
      <p>{t('update_prompt')}</p>
    </Dialog>
  );
}
