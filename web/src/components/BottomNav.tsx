import { Link } from '../lib/router';
import { useTranslation } from '../i18n/translate';
import { HomeIcon, UserIcon } from './icons';
import { useTrackedTarget } from '../hooks/use-app-navigate';

/** The tab bar of the main screens. */
export function BottomNav() {
  const { t } = useTranslation();
  const tracked = useTrackedTarget();
  return (
    <nav className="bottom-nav" aria-label={t('app_name')}>
      <div className="bottom-nav-inner">
        <Link to={tracked('/home')}>
          <HomeIcon />
          {t('home')}
        </Link>
        <Link to={tracked('/member/home')}>
          <UserIcon />
          {t('member')}
        </Link>
      </div>
    </nav>
  );
}
