import { useTranslation } from '../../i18n/translate';
import { AppLink } from '../../components/AppLink';
import { BottomNav } from '../../components/BottomNav';
import { GuestActions } from '../../components/GuestActions';
import { Screen } from '../../components/Screen';
import { RouteIcon } from '../../components/RouteIcon';
import { TILE_ROUTES } from '../../lib/route-table';
import { useSession, useSettings } from '../../stores/app-store';

export function HomePage() {
  const { t } = useTranslation();
  const session = useSession();
  const settings = useSettings();
  return (
    <Screen title={settings?.name ?? t('home')} back={false} bottomNav={<BottomNav />}>
      <section className="home-hero">
        {session ? (
          <>
            <h2>{t('welcome_member', { name: session.userName })}</h2>
            <p>{t('welcome_member_sub')}</p>
          </>
        ) : (
          <>
            <h2>{t('welcome_guest')}</h2>
            <p>{t('welcome_guest_sub')}</p>
            <GuestActions tone="hero" />
          </>
        )}
      </section>
      <nav className="tiles" aria-label={t('games')}>
        {TILE_ROUTES.map((route) => (
          <AppLink key={route.path} className="tile" to={route.path}>
            <span className="tile-icon">
              <RouteIcon name={route.tile} />
            </span>
            {t(route.titleKey)}
          </AppLink>
        ))}
      </nav>
    </Screen>
  );
}
