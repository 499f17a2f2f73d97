import { seoHead } from '@app/contract/seo';
import type { TFunction } from '../i18n/translate';
import { seoOf } from '../lib/route-seo';
import { routeOf } from '../lib/route-table';

/** The head element `selector` names, made once with `create` when the page has none. */
const headElement = <E extends HTMLElement>(selector: string, create: () => E): E => {
  const found = document.head.querySelector<E>(selector);
  if (found) return found;
  const made = create();
  document.head.append(made);
  return made;
};

const setMeta = (name: string, content: string): void => {
  headElement<HTMLMetaElement>(`meta[name="${name}"]`, () =>
    Object.assign(document.createElement('meta'), { name }),
  ).content = content;
};

/**
 * Writes the search-engine data of the current page into the head, in the player's language: title, description,
 * keywords, robots and the canonical link (contract/src/seo.ts). `appPath` is the router's path ('/login').
 */
export function writeSeoHead(appPath: string, t: TFunction, siteName: string): void {
  const { title, description, keywords } = seoOf(routeOf(appPath));
  const texts = {
    ...(title && { screenTitle: t(title) }),
    description: t(description),
    keywords: t(keywords),
  };
  const head = seoHead(window.location.pathname, window.location.origin, texts, siteName);
  document.title = head.title;
  setMeta('description', head.description);
  setMeta('keywords', head.keywords);
  setMeta('robots', head.robots);
  headElement<HTMLLinkElement>('link[rel="canonical"]', () =>
    Object.assign(document.createElement('link'), { rel: 'canonical' }),
  ).href = head.canonical;
}
