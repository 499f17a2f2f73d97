import { useId, type ReactNode } from 'react';
import { Modal } from './Modal';

interface DialogProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  /** A second choice, below the confirm button (e.g. the login-choice dialog's 'register new'). */
  secondary?: { label: string; onSelect: () => void };
}

/**
 * A modal alert: focus moves to its (first) button, Tab stays inside, and focus returns to where it was when
 * it closes. Escape does not close it: the spec's notices end with their button.
 */
export function Dialog({ title, children, confirmLabel, onConfirm, secondary }: DialogProps) {
  const titleId = useId();
  const bodyId = useId();
  return (
    <Modal
      backdropClassName="backdrop"
      className="dialog"
      role="alertdialog"
      labelledBy={titleId}
      describedBy={bodyId}
    >
      <div className="dialog-body">
        <h2 id={titleId}>{title}</h2>
        <div id={bodyId}>{children}</div>
      </div>
      <div className={secondary ? 'dialog-actions dialog-actions-stacked' : 'dialog-actions'}>
        <button type="button" onClick={onConfirm}>
          {confirmLabel}
        </button>
        {secondary && (
          <button type="button" onClick={secondary.onSelect}>
            {secondary.label}
          </button>
        )}
      </div>
    </Modal>
  );
}
