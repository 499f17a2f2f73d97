import { useEffect, useId, useRef, type ReactNode } from 'react';

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
  const buttonRef = useRef<HTMLButtonElement>(null);
  const secondaryRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    buttonRef.current?.focus();
    return () => previous?.focus?.();
  }, []);

  return (
    <div className="backdrop">
      <div
        className="dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        onKeyDown={(e) => {
          // Tab and Shift+Tab go round the dialog's buttons only.
          if (e.key === 'Tab') {
            e.preventDefault();
            const other = document.activeElement === buttonRef.current ? secondaryRef.current : null;
            (other ?? buttonRef.current)?.focus();
          }
        }}
      >
        <div className="dialog-body">
          <h2 id={titleId}>{title}</h2>
          <div id={bodyId}>{children}</div>
        </div>
        <div className={secondary ? 'dialog-actions dialog-actions-stacked' : 'dialog-actions'}>
          <button ref={buttonRef} type="button" onClick={onConfirm}>
            {confirmLabel}
          </button>
          {secondary && (
            <button ref={secondaryRef} type="button" onClick={secondary.onSelect}>
              {secondary.label}
            </button>
          )}
        </div>
      </div>
    </div>
  );
}
