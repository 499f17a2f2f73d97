import { useEffect, type ComponentType } from 'react';
import { useTranslation } from '../i18n/translate';
import { apiEvents } from '../api/events';
import { Dialog } from '../components/Dialog';
import { Toast } from '../components/Toast';
import { useAppNavigate } from '../hooks/use-app-navigate';
import { useAppStore } from '../stores/app-store';
import { shownOverlay, useOverlays, type OverlayKind, type OverlayOf } from '../stores/overlays';

/** The view of one overlay kind: it gets its overlay and closes it with `dismiss` (or leaves the screen). */
export type OverlayView<K extends OverlayKind> = ComponentType<{ overlay: OverlayOf<K>; dismiss(): void }>;

function AlertView({ overlay, dismiss }: { overlay: OverlayOf<'alert'>; dismiss(): void }) {
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

function SessionExpiredView({ dismiss }: { dismiss(): void }) {
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

/**
 * The registry: the view of each kind, in the priority order of stores/overlays.ts. A kind whose component
 * comes in a later issue is null until then; that issue registers it here, lazily (React.lazy), so its code
 * stays out of the first load.
 */
const OVERLAY_VIEWS: { [K in OverlayKind]: OverlayView<K> | null } = {
  sessionExpired: SessionExpiredView,
  alert: AlertView,
  notice: null,
  upgrade: null,
  announcement: null,
  download: null,
  image: null,
};

/** The view of the overlay on screen, with the overlay it shows (one generic step the mapped table cannot take). */
const viewOf = <K extends OverlayKind>(overlay: OverlayOf<K>) =>
  OVERLAY_VIEWS[overlay.kind] as OverlayView<K> | null;

/** Connects the request layer's events to the global overlays and renders the one on screen, and the toast. */
export function Overlays() {
  const { t } = useTranslation();
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

  const shown = shownOverlay(overlays);
  const View = shown ? viewOf(shown) : null;
  return (
    <>
      {shown && View && <View key={shown.id} overlay={shown} dismiss={() => dismiss(shown.id)} />}
      {toast && <Toast key={toast.id} message={toast.message} />}
    </>
  );
}
