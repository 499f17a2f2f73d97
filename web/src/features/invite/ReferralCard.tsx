import { lazy, Suspense } from 'react';
import { SUCCESS_MESSAGE_MS } from '@app/contract/constants/sign-in';
import { useTranslation } from '../../i18n/translate';
import { copyText } from '../../lib/copy-text';
import { useOverlays } from '../../stores/overlays';
import { CopyIcon, ShareIcon } from './invite-icons';
import { shareMethod } from './invite-rules';

/** The QR encoder (uqr) loads only when a member's link shows: a chunk of its own, shared with the deposit page. */
const QrCode = lazy(async () => ({ default: (await import('../../components/QrCode')).QrCode }));

const toast = (text: string) => useOverlays.getState().showToast(text, SUCCESS_MESSAGE_MS);

/**
 * The member's referral link and code, its QR code, Copy (the clipboard, with a toast) and Share (the system's
 * share sheet where the browser has one, else a copy). A share the player cancels says nothing.
 */
export function ReferralCard({ link, code }: { link: string; code: string }) {
  const { t } = useTranslation();
  const copy = async (text: string, done: string) => {
    toast((await copyText(text)) ? done : t('invite_copy_failed'));
  };
  const share = async () => {
    if (shareMethod(navigator) === 'copy') return copy(link, t('invite_link_copied'));
    try {
      await navigator.share({ title: t('invite_share_title'), text: t('invite_share_text'), url: link });
    } catch (err) {
      // AbortError: the player closed the sheet. Anything else (not allowed here): the link is copied instead.
      if (!(err instanceof DOMException && err.name === 'AbortError'))
        await copy(link, t('invite_link_copied'));
    }
  };
  return (
    <section className="card invite-link-card" aria-labelledby="invite-link-title">
      <h2 id="invite-link-title">{t('invite_your_link')}</h2>
      <div className="invite-qr">
        <Suspense fallback={<div className="invite-qr-code invite-qr-wait skeleton" />}>
          <QrCode className="invite-qr-code" text={link} label={t('invite_qr_label')} />
        </Suspense>
      </div>
      <p className="invite-link" dir="ltr" data-testid="referral-link">
        {link}
      </p>
      <div className="invite-code-row">
        <span>{t('invite_code_label')}</span>
        <strong dir="ltr" data-testid="referral-code">
          {code}
        </strong>
        <button
          type="button"
          className="invite-copy-code"
          aria-label={t('invite_copy_code')}
          onClick={() => void copy(code, t('invite_code_copied'))}
        >
          <CopyIcon />
        </button>
      </div>
      <div className="invite-link-actions">
        <button
          type="button"
          className="btn btn-ghost"
          onClick={() => void copy(link, t('invite_link_copied'))}
        >
          <CopyIcon />
          {t('invite_copy_link')}
        </button>
        <button type="button" className="btn btn-primary" onClick={() => void share()}>
          <ShareIcon />
          {t('invite_share')}
        </button>
      </div>
    </section>
  );
}
