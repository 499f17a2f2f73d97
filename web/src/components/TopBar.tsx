import type { ReactNode } from 'react';
import { canGoBackInApp, useNavigate } from '../lib/router';
import { useAppNavigate } from '../hooks/use-app-navigate';
import { useTranslation } from '../i18n/translate';
import { BackIcon } from './icons';

/**
 * The screen's title bar in the merchant's colour, with a back button when there is somewhere to go back to,
 * and the page's own controls at the end (home's language picker).
 */
export function TopBar({
  title,
  back = true,
  actions,
}: {
  title: string;
  back?: boolean;
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const goHome = useAppNavigate();
  return (
    <header className="topbar">
      {back ? (
        <button
          type="button"
          className="icon-btn"
          aria-label={t('back')}
          onClick={() => (canGoBackInApp() ? navigate(-1) : goHome('/home'))}
        >
          <BackIcon className="back-icon" />
        </button>
      ) : (
        <span className="topbar-spacer" />
      )}
      <h1>{title}</h1>
      {actions ?? <span className="topbar-spacer" />}
    </header>
  );
}
