import type { MessageKey } from '../i18n/keys';
import type { AppRoute, RouteSeo } from './route-table';

/**
 * The search-engine data of a route as message keys (contract/src/seo.ts makes the head of them): its own, else
 * its title and the site-wide description and keywords. Home, and a path the app does not have (it goes home),
 * has no screen title: its title is the site's name. Apart from the route table, so that it loads with the head
 * writer (app/seo-head.ts), not with the first screen.
 */
export const seoOf = (route: AppRoute | undefined): Omit<RouteSeo, 'title'> & { title?: MessageKey } => ({
  ...(route && !route.home && { title: route.seo?.title ?? route.titleKey }),
  description: route?.seo?.description ?? 'seo_description',
  keywords: route?.seo?.keywords ?? 'seo_keywords',
});
