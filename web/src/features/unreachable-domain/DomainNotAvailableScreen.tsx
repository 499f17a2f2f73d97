import { useId } from 'react';
import { Modal } from '../../components/Modal';
import { useTranslation } from '../../i18n/translate';
import { ContactUsButton } from '../customer-service';
import '../../components/notice-card.css';
import './domain-not-available.css';

/**
 * The dedicated screen of the status failure domain_not_available (entry §8): over every screen, since without
 * the merchant's settings the app cannot go on. Contact us opens customer service; retry loads the page again.
 */
export function DomainNotAvailableScreen() {
  const { t } = useTranslation();
  const titleId = useId();
  const bodyId = useId();
  return (
    <Modal
      backdropClassName="notice-screen notice-screen--over"
      className="notice-card"
      role="alertdialog"
      labelledBy={titleId}
      describedBy={bodyId}
    >
      <svg className="notice-art" viewBox="0 0 96 96" aria-hidden="true" focusable="false">
        <circle cx="48" cy="48" r="46" className="notice-art-halo" />
        <g className="dna-art-link" fill="none" strokeWidth="7" strokeLinecap="round">
          <path d="M42 56l-6 6a10 10 0 0 1-14-14l10-10a10 10 0 0 1 14 0" />
          <path d="M54 40l6-6a10 10 0 0 1 14 14L64 58a10 10 0 0 1-14 0" />
        </g>
        <path
          className="dna-art-cut"
          d="M50 27v-6M43 28l-4-5M57 28l4-5M46 69v6M39 68l-4 5M53 68l4 5"
          strokeWidth="4"
        />
      </svg>
      <h1 id={titleId}>{t('domain_not_available_title')}</h1>
      <p id={bodyId} className="notice-text">
        {t('domain_not_available_message')}
      </p>
      <div className="notice-actions">
        <ContactUsButton />
        <button type="button" className="btn btn-ghost btn-block" onClick={() => window.location.reload()}>
          {t('retry')}
        </button>
      </div>
    </Modal>
  );
}
