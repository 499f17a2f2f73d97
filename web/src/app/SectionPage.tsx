import { useTranslation } from '../i18n/translate';
import { TopBar } from '../components/TopBar';
import { AppLink } from '../components/AppLink';

/**
 * A route of the spec whose screen belongs to a later issue: the route exists and is guarded, and says
 * plainly that the section is not open yet instead of pretending.
 */
export function SectionPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return (
    <main className="page">
      <TopBar title={t(titleKey)} />
      <div className="page-body">
        <div className="card empty" role="status">
          <div className="empty-icon" aria-hidden="true">
            ⏳
          </div>
          <p>{t('opens_soon')}</p>
          <AppLink className="btn btn-primary" to="/home">
            {t('back_home')}
          </AppLink>
        </div>
      </div>
    </main>
  );
}
