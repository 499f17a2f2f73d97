import { useId } from 'react';
import { useTranslation } from '../../i18n/translate';
import { Modal } from '../../components/Modal';
import { useOverlays } from '../../stores/overlays';
import { answerPushOptIn } from './push-opt-in';
import './push.css';

const BELL =
  'M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z';

/**
 * The push opt-in dialog (entry §2 "Push permission dialog", §4 "Push opt-in"): what notifications bring, Allow
 * and Not now. Allow asks the browser; denied shows the notification_request_tips alert. Not now, or Escape,
 * dismisses it for the session.
 */
export function PushOptInView({ dismiss }: { dismiss(): void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  const answer = (allow: boolean) => {
    dismiss();
    void answerPushOptIn(allow).then((permission) => {
      if (permission === 'denied') useOverlays.getState().alert(t('notification_request_tips'));
    });
  };
  return (
    <Modal
      backdropClassName="backdrop"
      className="dialog push-opt-in"
      labelledBy={titleId}
      describedBy={textId}
      onClose={() => answer(false)}
    >
      <div className="push-opt-in-badge" aria-hidden="true">
        <svg width="34" height="34" viewBox="0 0 24 24" focusable="false">
          <path d={BELL} fill="currentColor" />
        </svg>
      </div>
      <h2 id={titleId}>{t('push_opt_in_title')}</h2>
      <p id={textId}>{t('push_opt_in_text')}</p>
      <div className="push-opt-in-actions">
        <button type="button" className="btn btn-primary btn-block" onClick={() => answer(true)}>
          {t('push_opt_in_allow')}
        </button>
        <button type="button" className="push-opt-in-later" onClick={() => answer(false)}>
          {t('push_opt_in_later')}
        </button>
      </div>
    </Modal>
  );
}
