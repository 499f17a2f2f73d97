import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/translate';
import { NAV_ROUTES } from '../lib/route-table';
import { AppLink } from './AppLink';
import { RouteIcon } from './RouteIcon';

/**
 * The tab bar of the main screens: the routes the route table puts in the nav, in its order, then `extra` (the
 * chat button, which the screens pass from features/chat).
 */
export function BottomNav({ extra }: { extra?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <nav className="bottom-nav" aria-label={t('app_name')}>
      <div className="bottom-nav-inner">
        {NAV_ROUTES.map((route) => (
          <AppLink key={route.path} to={route.path}>
            <RouteIcon name={route.nav} />
            {t(route.titleKey)}
          </AppLink>
        ))}
        {extra}
      </div>
    </nav>
  );
}
