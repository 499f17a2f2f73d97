import { useId, type ReactNode } from 'react';
import { useTranslation } from '../i18n/translate';
import { Modal } from './Modal';
import './sheet.css';

/** A panel that slides up from the bottom, with its title and a close button; Escape or a tap above closes it. */
export function Sheet({ title, onClose, children }: { title: string; onClose(): void; children: ReactNode }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Modal
      backdropClassName="sheet-backdrop"
      className="sheet"
      labelledBy={titleId}
      onClose={onClose}
      closeOnBackdrop
    >
      <div className="sheet-head">
        <h2 id={titleId}>{title}</h2>
        <button type="button" className="sheet-close" onClick={onClose}>
          {t('close')}
        </button>
      </div>
      {children}
    </Modal>
  );
}
