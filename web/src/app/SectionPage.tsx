import type { MessageKey } from '../i18n/keys';
import { useTranslation } from '../i18n/translate';
import { Screen } from '../components/Screen';
import { AppLink } from '../components/AppLink';

/**
 * A route of the spec whose screen is not built yet: the route exists and is guarded, and says
 * plainly that the section is not open yet instead of pretending.
 */
export function SectionPage({ titleKey }: { titleKey: MessageKey }) {
  const { t } = useTranslation();
  return (
    <Screen title={t(titleKey)}>
      <div className="card empty" role="status">
        <div className="empty-icon" aria-hidden="true">
          ⏳
        </div>
        <p>{t('opens_soon')}</p>
        <AppLink className="btn btn-primary" to="/home">
          {t('back_home')}
        </AppLink>
      </div>
    </Screen>
  );
}
