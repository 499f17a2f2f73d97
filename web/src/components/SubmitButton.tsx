import type { ReactNode } from 'react';
import { Spinner } from './Spinner';

/** The form's primary button; while busy it shows a spinner, unless an error hid loading indicators. */
export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button type="submit" className="btn btn-primary btn-block" disabled={busy} aria-busy={busy}>
      {busy && <Spinner />}
      {children}
    </button>
  );
}
