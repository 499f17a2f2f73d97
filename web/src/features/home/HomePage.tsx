import { useTranslation } from '../../i18n/translate';
import { AppLink } from '../../components/AppLink';
import { BelowTheFold } from '../../components/BelowTheFold';
import { BottomNav } from '../../components/BottomNav';
import { GuestActions } from '../../components/GuestActions';
import { Screen } from '../../components/Screen';
import { RouteIcon } from '../../components/RouteIcon';
import { TILE_ROUTES } from '../../lib/route-table';
import { useSession, useSettings } from '../../stores/app-store';
import { BannerCarousel } from '../banners';
import { GameLanes } from '../games';
import { ChatButton } from '../chat';
import { LanguagePicker } from '../language';
import { ActivityList, ReferralEntry, ReferralGateLink } from '../promotions';

/**
 * Home: the banners, the greeting, the referral entry, the tiles, the game lanes, the merchant's activities. The
 * popups start by themselves (app/after-first-screen.ts).
 */
export function HomePage() {
  const { t } = useTranslation();
  const session = useSession();
  const settings = useSettings();
  return (
    <Screen
      title={settings?.name ?? t('home')}
      back={false}
      actions={<LanguagePicker />}
      bottomNav={<BottomNav extra={<ChatButton />} />}
    >
      <BannerCarousel />
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
      <ReferralEntry />
      <nav className="tiles" aria-label={t('games')}>
        {TILE_ROUTES.map((route) => {
          const tile = (
            <>
              <span className="tile-icon">
                <RouteIcon name={route.tile} />
              </span>
              {t(route.titleKey)}
            </>
          );
          // The referral tile goes through the referral gate (signed-in §4).
          return route.path === '/inviteFriends' ? (
            <ReferralGateLink key={route.path} className="tile">
              {tile}
            </ReferralGateLink>
          ) : (
            <AppLink key={route.path} className="tile" to={route.path}>
              {tile}
            </AppLink>
          );
        })}
      </nav>
      <BelowTheFold>
        <GameLanes />
        <ActivityList />
      </BelowTheFold>
    </Screen>
  );
}
