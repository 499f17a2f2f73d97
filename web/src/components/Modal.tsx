import {
  createContext,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';

export const FOCUSABLE =
  'button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [href], [tabindex="0"]';

/** The open modals by opening order: the last one is the innermost, the only one that answers keys. */
const openModals: number[] = [];
let nextOrder = 1;

/** Scroll lock of the page behind, counted: it ends when the last open modal closes. */
let locks = 0;
let overflowBefore = '';
const lockScroll = () => {
  if (locks++ === 0) {
    overflowBefore = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
  }
  return () => {
    if (--locks === 0) document.body.style.overflow = overflowBefore;
  };
};

/** The lock made `delayMs` later; the unlock also cancels one not made yet. */
const lockScrollAfter = (delayMs: number) => {
  if (delayMs <= 0) return lockScroll();
  let unlock: (() => void) | undefined;
  const timer = setTimeout(() => (unlock = lockScroll()), delayMs);
  return () => {
    clearTimeout(timer);
    unlock?.();
  };
};

/** How deep in other modals a modal opens: it stacks one step above the modal it opens from. */
const ModalDepth = createContext(0);

export interface ModalProps {
  /** The class of the full-screen backdrop ('backdrop' centres a card, 'sheet-backdrop' holds a bottom sheet). */
  backdropClassName: string;
  className: string;
  /** 'alertdialog' for the spec's notices, which end only with their button. */
  role?: 'dialog' | 'alertdialog';
  labelledBy: string;
  describedBy?: string;
  /** Escape (in the innermost modal only) and, with `closeOnBackdrop`, a tap beside the panel. */
  onClose?: () => void;
  closeOnBackdrop?: boolean;
  /** The page behind stops scrolling this much later (the download popup: entry §4); at once by default. */
  scrollLockDelayMs?: number;
  children: ReactNode;
}

/**
 * A modal in a portal: focus moves inside when it opens (the first control, unless a child's effect places it)
 * and returns where it was when it closes; Tab and Shift+Tab stay inside; the page behind does not scroll;
 * Escape closes only the innermost modal. Its layer comes from the z-index tokens of styles.css.
 */
export function Modal({
  backdropClassName,
  className,
  role = 'dialog',
  labelledBy,
  describedBy,
  onClose,
  closeOnBackdrop = false,
  scrollLockDelayMs = 0,
  children,
}: ModalProps) {
  const depth = useContext(ModalDepth);
  const panelRef = useRef<HTMLDivElement>(null);
  // Taken at render: before any effect (of this modal or of its content) has moved focus.
  const [opener] = useState(() =>
    document.activeElement instanceof HTMLElement ? document.activeElement : null,
  );
  const [order] = useState(() => nextOrder++);
  const [lockDelay] = useState(scrollLockDelayMs);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  // In the commit that shows the modal (a layout effect), not after it: React may yield to the browser between
  // the two, and a key or a tab then reached a modal on screen that did not answer yet.
  useLayoutEffect(() => {
    openModals.push(order);
    const unlock = lockScrollAfter(lockDelay);
    const panel = panelRef.current;
    if (panel && !panel.contains(document.activeElement))
      panel.querySelector<HTMLElement>(FOCUSABLE)?.focus();

    const onKeyDown = (e: KeyboardEvent) => {
      if (openModals.at(-1) !== order || !panel) return;
      if (e.key === 'Escape') {
        const close = onCloseRef.current;
        if (!close) return;
        e.preventDefault();
        close();
        return;
      }
      if (e.key !== 'Tab') return;
      const items = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const inside = panel.contains(document.activeElement);
      const first = items[0];
      const last = items.at(-1);
      if (e.shiftKey && (!inside || document.activeElement === first)) {
        e.preventDefault();
        last?.focus();
      } else if (!e.shiftKey && (!inside || document.activeElement === last)) {
        e.preventDefault();
        first?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      openModals.splice(openModals.indexOf(order), 1);
      unlock();
      if (opener?.isConnected) opener.focus();
    };
  }, [order, opener, lockDelay]);

  return createPortal(
    <div
      className={backdropClassName}
      style={{ '--modal-depth': depth } as CSSProperties}
      onClick={
        closeOnBackdrop
          ? (e) => {
              if (e.target === e.currentTarget) onClose?.();
            }
          : undefined
      }
    >
      <div
        ref={panelRef}
        className={className}
        role={role}
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
      >
        <ModalDepth.Provider value={depth + 1}>{children}</ModalDepth.Provider>
      </div>
    </div>,
    document.body,
  );
}
