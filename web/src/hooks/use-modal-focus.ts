import { useEffect, type KeyboardEvent, type RefObject } from 'react';

export const FOCUSABLE =
  'button:not([disabled]), input:not([disabled]), select:not([disabled]), [href], [tabindex="0"]';

/**
 * Focus of a modal with several controls: Tab and Shift+Tab stay inside `ref`, Escape calls `onEscape`, and
 * focus returns to where it was when the modal closes. Answers the modal's keydown handler.
 */
export function useModalFocus(ref: RefObject<HTMLElement | null>, onEscape: () => void) {
  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    return () => previous?.focus();
  }, []);

  return (e: KeyboardEvent<HTMLElement>) => {
    if (e.key === 'Escape') {
      // Only the innermost modal closes (the country sheet over the two-factor modal).
      e.preventDefault();
      e.stopPropagation();
      onEscape();
      return;
    }
    if (e.key !== 'Tab' || !ref.current) return;
    const items = [...ref.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items[items.length - 1];
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last?.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first?.focus();
    }
  };
}
