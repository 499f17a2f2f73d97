/**
 * Search-engine data of a page (entry §2): "Search-engine data (title, description, keywords, canonical link) is
 * set per path. Paths with more than two slashes, or hosts not starting with www, get a noindex robots tag."
 * One rule for the app (web/src/app/seo-head.ts, on every navigation, in the player's language) and the server
 * (server/src/static/page-fill.ts, in the HTML it serves, for crawlers that run no JavaScript).
 */

import { BASENAME } from './constants/navigation';

/** A page's texts, already in one language: the route table's keys resolved. */
export interface SeoTexts {
  /** The screen's title; none for home (and a path the app does not have), whose title is the site's name. */
  screenTitle?: string;
  description: string;
  keywords: string;
}

/**
 * What the build writes beside index.html as `seo.json` (web/build/seo-pages.ts), for the server: each app path's
 * texts in English (the language of the prerendered pages), those of any other path, and the site's name when the
 * merchant has none.
 */
export interface SeoManifest {
  paths: Record<string, SeoTexts>;
  other: SeoTexts;
  appName: string;
}

export const SEO_MANIFEST_FILE = 'seo.json';

export type SeoRobots = 'noindex' | 'index, follow';

/** The head of a page: `<title>`, the description, keywords and robots metas, the canonical link. */
export interface SeoHead {
  title: string;
  description: string;
  keywords: string;
  canonical: string;
  robots: SeoRobots;
}

/** The spec's noindex rule, as written: more than two slashes in the path, or a host not starting with www. */
export const isNoindex = (pathname: string, host: string): boolean =>
  (pathname.match(/\//g)?.length ?? 0) > 2 || !host.toLowerCase().startsWith('www');

/** A path without its trailing slashes ('/m/home/' is '/m/home'), as the router matches it; the root is '/m/'. */
export const canonicalPath = (pathname: string): string => {
  const path = pathname.replace(/(.)\/+$/, '$1');
  return path === BASENAME ? `${BASENAME}/` : path;
};

/**
 * The head of the page at `pathname` (the full path, '/m/login') on `origin` ('https://www.shop.com'), in the
 * language of `texts`, for the merchant `siteName`: the title and description carry the name, the keywords start
 * with it; the canonical link is the path without query or trailing slash.
 */
export function seoHead(pathname: string, origin: string, texts: SeoTexts, siteName: string): SeoHead {
  // The host is what follows the scheme: only how it starts matters to the rule.
  const host = origin.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '');
  return {
    title: texts.screenTitle ? `${texts.screenTitle} · ${siteName}` : siteName,
    description: siteName ? `${siteName} · ${texts.description}` : texts.description,
    keywords: [siteName, texts.keywords].filter(Boolean).join(', '),
    canonical: `${origin}${canonicalPath(pathname)}`,
    robots: isNoindex(pathname, host) ? 'noindex' : 'index, follow',
  };
}
