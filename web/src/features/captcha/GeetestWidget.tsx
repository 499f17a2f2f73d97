import { useTranslation } from '../../i18n/translate';
import { failureText } from './captcha-rules';
import type { CaptchaSession, CaptchaView } from './captcha-session';

const ShieldIcon = () => (
  <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path
      fill="currentColor"
      d="M12 2 4 5v6c0 5 3.4 9.7 8 11 4.6-1.3 8-6 8-11V5l-8-3Zm0 2.2 6 2.2V11c0 3.9-2.5 7.6-6 8.8-3.5-1.2-6-4.9-6-8.8V6.4l6-2.2Z"
    />
  </svg>
);
const CheckIcon = () => (
  <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path
      fill="currentColor"
      d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm-1.5 14.4-4.2-4.2 1.4-1.4 2.8 2.8 6-6 1.4 1.4-7.4 7.4Z"
    />
  </svg>
);
const AlertIcon = () => (
  <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path fill="currentColor" d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 15h-2v-2h2v2Zm0-4h-2V7h2v6Z" />
  </svg>
);

/**
 * The Geetest widget (spec §2): loading, waiting (click to verify), success, error with a retry link. The
 * challenge itself is Geetest's popup.
 */
export function GeetestWidget({ view, session }: { view: CaptchaView; session: CaptchaSession }) {
  const { t } = useTranslation();
  return (
    <div
      className={`captcha-widget captcha-widget--${view.state}`}
      role="group"
      aria-label={t('captcha_label')}
    >
      {view.state === 'loading' && (
        <p className="captcha-widget__row" role="status">
          <span className="spinner captcha-spinner" aria-hidden="true" />
          {t('captcha_loading')}
        </p>
      )}
      {view.state === 'waiting' && (
        <button
          type="button"
          className="captcha-widget__row captcha-widget__verify"
          onClick={() => session.verify()}
        >
          <ShieldIcon />
          {t('captcha_click_to_verify')}
        </button>
      )}
      {view.state === 'success' && (
        <p className="captcha-widget__row" role="status">
          <CheckIcon />
          {t('captcha_success')}
        </p>
      )}
      {view.state === 'error' && (
        <div className="captcha-widget__row" role="alert">
          <AlertIcon />
          <span className="captcha-widget__text">
            {view.failure ? failureText(view.failure, t) : t('unknown_error')}
          </span>
          <button type="button" className="captcha-retry" onClick={() => session.retry()}>
            {t('captcha_retry')}
          </button>
        </div>
      )}
    </div>
  );
}
