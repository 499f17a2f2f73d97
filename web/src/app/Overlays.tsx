import { useEffect } from 'react';
import { useTranslation } from '../i18n/translate';
import { apiEvents } from '../api/events';
import { Dialog } from '../components/Dialog';
import { useAppNavigate } from '../hooks/use-app-navigate';
import { useAppStore } from '../stores/app-store';
import { useOverlays } from '../stores/overlays';

/** Connects the request layer's events to the global overlays and renders the top one. */
export function Overlays() {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const { overlays, toast, dismiss } = useOverlays();

  useEffect(() => {
    const o = useOverlays.getState();
    const offs = [
      apiEvents.on('alert', (e) => o.alert(e.message ?? t(e.messageKey ?? 'unknown_error'))),
      apiEvents.on('toast', (e) => o.showToast(t(e.messageKey), e.durationMs)),
      apiEvents.on('hideLoading', (e) => o.hideLoading(e.durationMs)),
      apiEvents.on('sessionExpired', () => {
        useAppStore.getState().signOut();
        o.showSessionExpired();
      }),
    ];
    return () => offs.forEach((off) => off());
  }, [t]);

  const top = overlays[0];
  return (
    <>
      {top?.kind === 'alert' && (
        <Dialog
          key={top.id}
          title={top.title ?? t('notice')}
          confirmLabel={t('confirm')}
          onConfirm={() => {
            dismiss(top.id);
            top.onConfirm?.();
          }}
        >
          <p>{top.message}</p>
        </Dialog>
      )}
      {top?.kind === 'sessionExpired' && (
        <Dialog
          key={top.id}
          title={t('notice')}
          confirmLabel={t('login')}
          onConfirm={() => {
            dismiss(top.id);
            navigate('/login', { replace: true });
          }}
        >
          <p>{t('session_expired')}</p>
        </Dialog>
      )}
      {toast && (
        <div className="toast" role="status" aria-live="polite">
          {toast.message}
        </div>
      )}
    </>
  );
}
