import { canGoBackInApp, useNavigate } from '../lib/router';
import { useAppNavigate } from '../hooks/use-app-navigate';
import { useTranslation } from '../i18n/translate';
import { BackIcon } from './icons';

/** The screen's title bar in the merchant's colour, with a back button when there is somewhere to go back to. */
export function TopBar({ title, back = true }: { title: string; back?: boolean }) {
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
      <span className="topbar-spacer" />
    </header>
  );
}
