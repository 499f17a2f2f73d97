import { useTranslation } from '../i18n/translate';
import { Dialog } from '../components/Dialog';
import { useAppNavigate } from '../hooks/use-app-navigate';
import type { OverlayOf } from '../stores/overlays';

/** The views of the app's own overlay kinds, loaded apart from the first load (app/Overlays.tsx registers them). */

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
