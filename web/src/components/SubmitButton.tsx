import type { ReactNode } from 'react';
import { useOverlays } from '../stores/overlays';

/** The form's primary button; while busy it shows a spinner, unless an error hid loading indicators. */
export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  const loadingHiddenUntil = useOverlays((s) => s.loadingHiddenUntil);
  const showSpinner = busy && Date.now() >= loadingHiddenUntil;
  return (
    <button type="submit" className="btn btn-primary btn-block" disabled={busy} aria-busy={busy}>
      {showSpinner && <span className="spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}
