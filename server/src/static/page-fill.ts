/**
 * The app's page as sent for one merchant's site: the merchant named for the app, its name and colour in the
 * page itself, so the first paint (before any JavaScript) is already that merchant's, and the page's
 * search-engine data (title, description, keywords, canonical link, robots) for crawlers that run no JavaScript.
 * The prerendered pages and their markers come from web/build/prerender.ts; the names below are
 * web/src/first-paint/markers.ts's (the server does not import the web).
 */

import type { SeoHead } from '@app/contract/seo';

/** Where a prerendered page shows the merchant's name. */
export const MERCHANT_NAME_SLOT = '\u2060merchant-name\u2060';
/** On the theme-colour meta when the colour is the merchant's (the head script then prefers it to a stored one). */
const MERCHANT_COLOR_ATTRIBUTE = 'data-merchant-color';
const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

export interface PageMerchant {
  code: string;
  name: string;
  primaryColor: string;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text or attribute value safe inside HTML. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);

const merchantMeta = (code: string) => `<meta name="merchant" content="${code.replace(/[^A-Z0-9_]/gi, '')}">`;

/** The merchant the page names (`<meta name="merchant">`, written by the build), if any. */
export const pageMerchantCode = (html: string): string | undefined =>
  /<meta name="merchant" content="([A-Z0-9_]+)"\s*\/?>/i.exec(html)?.[1];

/** The page naming the merchant: its meta replaced, or added first in the head. */
export const withMerchantMeta = (html: string, merchantCode: string): string =>
  pageMerchantCode(html) !== undefined
    ? html.replace(/<meta name="merchant" content="[A-Z0-9_]*"\s*\/?>/i, merchantMeta(merchantCode))
    : html.replace(/<head>/i, (head) => `${head}${merchantMeta(merchantCode)}`);

/** The head's search-engine tags the page may already have (the build's title and description). */
const SEO_TAGS =
  /<title>[^<]*<\/title>|<meta name="(?:description|keywords|robots)"[^>]*>|<link rel="canonical"[^>]*>/gi;

/**
 * The page with the search-engine data of `head` (contract/src/seo.ts), escaped, in place of any the head had
 * (only the head: an icon's SVG title in a prerendered screen stays).
 */
export function withSeoHead(html: string, head: SeoHead): string {
  const end = html.search(/<\/head>/i);
  if (end < 0) return html;
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    ...(['description', 'keywords', 'robots'] as const).map(
      (name) => `<meta name="${name}" content="${escapeHtml(head[name])}">`,
    ),
    `<link rel="canonical" href="${escapeHtml(head.canonical)}">`,
  ].join('');
  return `${html.slice(0, end).replace(SEO_TAGS, '')}${tags}${html.slice(end)}`;
}

/**
 * The page filled in for a merchant: named in its meta, its colour as the page's brand colour and theme colour,
 * its name (escaped) where a prerendered screen shows it, and the search-engine data of the page when the build
 * wrote it. Without a merchant the name slot is left empty.
 */
export function fillPage(html: string, merchant: PageMerchant | undefined, seo?: SeoHead): string {
  if (seo) html = withSeoHead(html, seo);
  if (!merchant) return html.split(MERCHANT_NAME_SLOT).join('');
  let page = withMerchantMeta(html, merchant.code).split(MERCHANT_NAME_SLOT).join(escapeHtml(merchant.name));
  if (HEX_COLOR.test(merchant.primaryColor)) {
    const color = merchant.primaryColor;
    page = page
      .replace(
        /<meta name="theme-color" content="[^"]*"\s*\/?>/i,
        `<meta name="theme-color" content="${color}" ${MERCHANT_COLOR_ATTRIBUTE}>`,
      )
      .replace(/<\/head>/i, `<style>:root{--brand:${color}}</style></head>`);
  }
  return page;
}
