import { useEffect, useId, useRef, type ReactNode } from 'react';

interface DialogProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
}

/**
 * A modal alert: focus moves to its button, Tab stays inside, and focus returns to where it was when it
 * closes. Escape does not close it: the spec's notices end with their button.
 */
export function Dialog({ title, children, confirmLabel, onConfirm }: DialogProps) {
  const titleId = useId();
  const bodyId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);

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
          // One focusable control: keep Tab on it.
          if (e.key === 'Tab') {
            e.preventDefault();
            buttonRef.current?.focus();
          }
        }}
      >
        <div className="dialog-body">
          <h2 id={titleId}>{title}</h2>
          <div id={bodyId}>{children}</div>
        </div>
        <div className="dialog-actions">
          <button ref={buttonRef} type="button" onClick={onConfirm}>
            {confirmLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
