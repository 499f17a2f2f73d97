import { useTranslation } from '../../i18n/translate';
import { AppLink } from '../../components/AppLink';
import { BottomNav } from '../../components/BottomNav';
import { TopBar } from '../../components/TopBar';
import { GameIcon, GiftIcon, UserIcon, WalletIcon } from '../../components/icons';
import { useSession, useSettings } from '../../stores/app-store';

const TILES = [
  { to: '/game', key: 'page_game', Icon: GameIcon },
  { to: '/voucherCenter', key: 'page_voucherCenter', Icon: WalletIcon },
  { to: '/inviteFriends', key: 'page_inviteFriends', Icon: GiftIcon },
  { to: '/member/benefits', key: 'page_benefits', Icon: UserIcon },
] as const;

export function HomePage() {
  const { t } = useTranslation();
  const session = useSession();
  const settings = useSettings();
  return (
    <main className="page page--with-nav">
      <TopBar title={settings?.name ?? t('home')} back={false} />
      <div className="page-body">
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
              <div className="actions">
                <AppLink className="btn btn-light" to="/login">
                  {t('login')}
                </AppLink>
                <AppLink className="btn btn-white" to="/register">
                  {t('register')}
                </AppLink>
              </div>
            </>
          )}
        </section>
        <nav className="tiles" aria-label={t('games')}>
          {TILES.map(({ to, key, Icon }) => (
            <AppLink key={to} className="tile" to={to}>
              <span className="tile-icon">
                <Icon />
              </span>
              {t(key)}
            </AppLink>
          ))}
        </nav>
      </div>
      <BottomNav />
    </main>
  );
}
