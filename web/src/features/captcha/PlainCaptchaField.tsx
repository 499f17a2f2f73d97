import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/translate';
import { PLAIN_CAPTCHA_LENGTH } from '@app/contract/constants/captcha';
import { TextField } from '../../components/TextField';
import { failureText } from './captcha-rules';
import type { CaptchaSession, CaptchaView } from './captcha-session';

/** The plain captcha: the text input and the server's image beside it; tapping the image fetches a new one. */
export function PlainCaptchaField({ view, session }: { view: CaptchaView; session: CaptchaSession }) {
  const { t } = useTranslation();
  const rowRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (view.focusRequest > 0) rowRef.current?.querySelector('input')?.focus();
  }, [view.focusRequest]);

  return (
    <div className="field-row" ref={rowRef}>
      <TextField
        label={t('captcha_label')}
        name="captcha"
        autoComplete="off"
        autoCapitalize="characters"
        autoCorrect="off"
        spellCheck={false}
        maxLength={PLAIN_CAPTCHA_LENGTH * 2}
        value={view.text}
        onChange={(e) => session.setText(e.target.value)}
        hint={view.state === 'error' ? undefined : t('captcha_hint')}
        error={view.state === 'error' && view.failure ? failureText(view.failure, t) : null}
      />
      <button
        type="button"
        className="captcha-image"
        aria-label={t('captcha_refresh')}
        aria-busy={view.state === 'loading'}
        onClick={() => session.reset()}
      >
        {view.image && view.state !== 'error' ? (
          <img src={view.image} alt={t('captcha_image_alt')} width={132} height={48} />
        ) : (
          <span className="captcha-image__text">
            {view.state === 'error' ? t('captcha_retry') : t('captcha_loading')}
          </span>
        )}
      </button>
    </div>
  );
}
