import { useEffect } from 'react';
import { useTranslation } from '../i18n/translate';
import { routeOf, type AppRoute } from '../lib/route-table';
import { useLocation } from '../lib/router';
import { useSettings } from '../stores/app-store';

/** The tab's title: the merchant's name on home, else the screen's title before it. */
export const documentTitle = (route: AppRoute | undefined, screenTitle: string, siteName: string): string =>
  !route || route.home ? siteName : `${screenTitle} · ${siteName}`;

/** Keeps document.title on the route table's title of the current screen, in the player's language. */
export function useDocumentTitle(): void {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const merchantName = useSettings()?.name;
  useEffect(() => {
    const route = routeOf(pathname);
    document.title = documentTitle(route, route ? t(route.titleKey) : '', merchantName || t('app_name'));
  }, [pathname, merchantName, t]);
}
