import type { ReactNode } from 'react';
import { useSettings } from '../../stores/app-store';
import { PlayIcon } from '../../components/icons';

/** The frame of the sign-in screens: the merchant's hero and a card for the form. */
export function AuthLayout({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const settings = useSettings();
  return (
    <main className="page">
      <section className="auth-hero">
        <div className="brand">
          <span className="brand-mark">
            <PlayIcon />
          </span>
          <span>{settings?.name ?? '\u00a0'}</span>
        </div>
        <h1>{title}</h1>
        <p>{subtitle}</p>
      </section>
      <div className="auth-card">{children}</div>
      {footer && <p className="auth-foot">{footer}</p>}
    </main>
  );
}
