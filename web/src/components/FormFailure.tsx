import type { ReactNode } from 'react';

/** A failure said inside a form or a modal (a refused verification, the phone provider's lines), read out at once. */
export function FormFailure({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <div className={className ? `form-failure ${className}` : 'form-failure'} role="alert">
      {children}
    </div>
  );
}
