/**
 * The app's page as sent for one merchant's site: the merchant named for the app, its name and colour in the
 * page itself, so the first paint (before any JavaScript) is already that merchant's, and the page's
 * search-engine data (title, description, keywords, canonical link, robots) for crawlers that run no JavaScript.
 * The prerendered pages and their markers come from web/build/prerender.ts; the names below are
 * web/src/first-paint/markers.ts's (the server does not import the web).
 */

import { endpoints } from '@app/contract/endpoints';
import type { SeoHead } from '@app/contract/seo';
import { iconUrl } from '../routes/system';

/** Where a prerendered page shows the merchant's name. */
export const MERCHANT_NAME_SLOT = '\u2060merchant-name\u2060';
/** On the theme-colour meta when the colour is the merchant's (the head script then prefers it to a stored one). */
const MERCHANT_COLOR_ATTRIBUTE = 'data-merchant-color';
const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

export interface PageMerchant {
  code: string;
  name: string;
  primaryColor: string;
  /** The setting mobileTemplate.apple_touch_icon (empty: the merchant's 192 px icon). */
  appleTouchIcon?: string;
  /** Home's first banner (its image and text alternative), for the banners' box of a prerendered home. */
  firstBanner?: { imageUrl: string; title: string; width: number; height: number };
  /** public.imageCDNs: a banner image given as a path loads from the first of them. */
  imageCDNs?: readonly string[];
}

/** The banners' box of the prerendered home (web/src/features/banners/BannerCarousel.tsx), empty until filled. */
const BANNERS_BOX = /(<section class="banners"[^>]*>)(<\/section>)/;

/**
 * Where the first banner's image loads from, as the app's lib/image-url.ts decides it, or null: a path of this site
 * (on the first https image CDN when there is one) or an https URL; nothing else is written into the page.
 */
export function bannerImageHref(imageUrl: string, imageCDNs: readonly string[] = []): string | null {
  const href = iconHref(imageUrl);
  if (!href || !href.startsWith('/')) return href;
  const cdn = imageCDNs.map((c) => iconHref(c)).find((c) => c?.startsWith('https:'));
  return cdn ? iconHref(cdn.replace(/\/+$/, '') + href) : href;
}

/**
 * The prerendered home with its first banner in the banners' box, so the largest paint (the banner) needs no
 * JavaScript and no call: the image loads with the page. The app's carousel takes the box over with the same
 * image (cached) when it hands over.
 */
export function withFirstBanner(html: string, merchant: PageMerchant): string {
  const banner = merchant.firstBanner;
  const src = banner && bannerImageHref(banner.imageUrl, merchant.imageCDNs);
  if (!banner || !src) return html;
  const img =
    `<img class="banners-image" src="${escapeHtml(src)}" alt="${escapeHtml(banner.title)}" ` +
    `width="${Math.round(banner.width)}" height="${Math.round(banner.height)}" fetchpriority="high">`;
  return html.replace(BANNERS_BOX, (_all, open: string, close: string) => `${open}${img}${close}`);
}

/** The size of the home-screen icon iOS takes when the merchant names none. */
const APPLE_TOUCH_ICON_SIZE = 192;
const ANY_ORIGIN = 'https://origin.invalid';

/**
 * A link the page may name for an icon: a path of this site or an https URL, as the URL parser reads it; anything
 * else (javascript:, data:, http:, a protocol-relative //host, a backslash, credentials in the URL) is null.
 */
export function iconHref(value: string): string | null {
  const text = value.trim();
  if (!text || /[\s\\]/.test(text)) return null;
  try {
    if (text.startsWith('/')) {
      if (text.startsWith('//')) return null;
      const url = new URL(text, ANY_ORIGIN);
      return url.origin === ANY_ORIGIN ? `${url.pathname}${url.search}` : null;
    }
    const url = new URL(text);
    return url.protocol === 'https:' && !url.username && !url.password ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * The links iOS and the browsers read without JavaScript: the merchant's manifest and its
 * apple-touch-icon (the setting when it is a safe link, else its 192 px icon), escaped.
 */
export const merchantLinks = ({ code, appleTouchIcon }: PageMerchant): string => {
  const manifest = `${endpoints.manifest.path}?merchantCode=${encodeURIComponent(code)}`;
  const icon = iconHref(appleTouchIcon ?? '') ?? iconUrl(code, APPLE_TOUCH_ICON_SIZE);
  return `<link rel="manifest" href="${escapeHtml(manifest)}"><link rel="apple-touch-icon" href="${escapeHtml(icon)}">`;
};

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

/*
 * Every value put into a page goes through a replacer function, never a replacement string: in a string, `$&`,
 * `` $` ``, `$'` and `$1` are patterns (a setting holding `` $` `` pasted the page's head into an attribute).
 */

/** The page naming the merchant: its meta replaced, or added first in the head. */
export const withMerchantMeta = (html: string, merchantCode: string): string =>
  pageMerchantCode(html) !== undefined
    ? html.replace(/<meta name="merchant" content="[A-Z0-9_]*"\s*\/?>/i, () => merchantMeta(merchantCode))
    : html.replace(/<head>/i, (head) => `${head}${merchantMeta(merchantCode)}`);

/** The page with `markup` at the end of its head (a page without one as it is). */
const atHeadEnd = (html: string, markup: string): string =>
  html.replace(/<\/head>/i, (end) => `${markup}${end}`);

/** A CSP nonce as the server makes them: base64 (node:crypto), nothing that could leave the attribute. */
const NONCE = /^[A-Za-z0-9+/]{16,}={0,2}$/;
/** The build's scripts (whole, so that nothing in an inline script's text is taken for a tag) and its links. */
const BUILD_SCRIPTS_AND_LINKS = /<script\b[^>]*>[\s\S]*?<\/script\s*>|<link\b[^>]*>/gi;
/** Where Vite's module preloader (web/vite.config.ts's build) reads the nonce for the preloads it adds. */
const CSP_NONCE_META = 'csp-nonce';

/**
 * The page as the build wrote it with this response's CSP nonce (csp.ts buildPageCsp) on each of its scripts (the
 * inline head script, the app's module script) and module preloads, and on the meta Vite's preloader reads it
 * from. Applied before anything of the merchant or the request is put into the page: only the build's own scripts
 * carry the nonce, so a script that reaches the page any other way does not run.
 */
export function withScriptNonce(html: string, nonce: string): string {
  if (!NONCE.test(nonce)) throw new Error('withScriptNonce: not a nonce');
  const attribute = `nonce="${nonce}"`;
  const tagged = html.replace(BUILD_SCRIPTS_AND_LINKS, (tag) => {
    if (/^<script/i.test(tag)) return tag.replace(/^<script\b/i, () => `<script ${attribute}`);
    return /\srel=["']?modulepreload["'\s>]/i.test(tag)
      ? tag.replace(/^<link\b/i, () => `<link ${attribute}`)
      : tag;
  });
  return tagged.replace(/<head>/i, (head) => `${head}<meta property="${CSP_NONCE_META}" ${attribute}>`);
}

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
 * The page filled in for a merchant: named in its meta, its manifest and home-screen icon linked, its colour as
 * the page's brand colour and theme colour, its name (escaped) where a prerendered screen shows it, and the
 * search-engine data of the page when the build wrote it, and home's first banner in its box. Without a merchant the
 * name slot is left empty.
 */
export function fillPage(html: string, merchant: PageMerchant | undefined, seo?: SeoHead): string {
  if (seo) html = withSeoHead(html, seo);
  if (!merchant) return html.split(MERCHANT_NAME_SLOT).join('');
  let page = atHeadEnd(
    withFirstBanner(withMerchantMeta(html, merchant.code), merchant)
      .split(MERCHANT_NAME_SLOT)
      .join(escapeHtml(merchant.name)),
    merchantLinks(merchant),
  );
  if (HEX_COLOR.test(merchant.primaryColor)) {
    const color = merchant.primaryColor;
    page = atHeadEnd(
      page.replace(
        /<meta name="theme-color" content="[^"]*"\s*\/?>/i,
        () => `<meta name="theme-color" content="${color}" ${MERCHANT_COLOR_ATTRIBUTE}>`,
      ),
      `<style>:root{--brand:${color}}</style>`,
    );
  }
  return page;
}
