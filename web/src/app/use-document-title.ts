import { useEffect } from 'react';
import { useTranslation } from '../i18n/translate';
import { useLocation } from '../lib/router';
import { whenIdle } from '../lib/when-idle';
import { useSettings } from '../stores/app-store';
import { firstScreenShown } from './ScreenReady';

type SeoHeadModule = typeof import('./seo-head');
let seoHeadModule: Promise<SeoHeadModule> | undefined;

/**
 * The head writer, loaded when the browser is idle after the first screen: the HTML the server sends already
 * carries the first page's head (server/src/static/page-fill.ts), so it stays out of the first load.
 */
const loadSeoHead = (): Promise<SeoHeadModule> =>
  (seoHeadModule ??= firstScreenShown
    .then(() => new Promise<void>((resolve) => whenIdle(resolve)))
    .then(() => import('./seo-head')));

/**
 * Keeps the document's title and search-engine data (entry §2) on the current route, in the player's language,
 * with the merchant's name.
 */
export function useDocumentTitle(): void {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const siteName = useSettings()?.name || t('app_name');
  useEffect(() => {
    let current = true;
    loadSeoHead().then(
      ({ writeSeoHead }) => current && writeSeoHead(pathname, t, siteName),
      // Not loaded (offline): the head keeps what it had, and the next navigation tries again.
      () => (seoHeadModule = undefined),
    );
    return () => {
      current = false;
    };
  }, [pathname, siteName, t]);
}
