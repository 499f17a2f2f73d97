import DOMPurify from 'dompurify';
import { canonicalMarkup } from './canonical-markup';

/**
 * HTML from the server (announcements, activity rules) as it may reach the DOM, through DOMPurify
 * with allowlists rather than blocklists, so that nothing a later DOMPurify default allows slips in:
 * - only the tags of rich text: no script, style, form or its fields, frame, object, embed, base, link, meta,
 *   template, noscript, svg or math (the namespaces of mutation XSS), no media, no dialog or popover;
 * - only presentational attributes: no event handler, no srcset, xlink:href, action, class (the app's own
 *   classes could dress content as the app), id or name (DOM clobbering), data-, aria- or tabindex;
 * - URLs only http(s), mailto: and tel: (or a path on this site): no javascript:, vbscript: or data:, whatever
 *   the entities, case or whitespace; an image only from this site or the merchant's image CDNs (what the page's
 *   CSP lets load: anything else would only break and report a violation);
 * - inline style only for a list of text properties, and never a value with url(), image(), expression() or an
 *   escape: colours and alignment stay, positioning (content dressed over the app) and loads go;
 * - every link opens in a new window cut off from this one (target=_blank, rel="noopener noreferrer").
 * Before DOMPurify parses it, the text is rewritten as canonical markup of the same allowed tags and attributes
 * (canonical-markup.ts): no event handler reaches even an inert parser, where Chromium would report it to the CSP.
 * Only lazy chunks import this module: DOMPurify is not part of the first load.
 */
const purify = DOMPurify(window);

const ALLOWED_TAGS = [
  'a',
  'abbr',
  'b',
  'bdi',
  'bdo',
  'blockquote',
  'br',
  'caption',
  'center',
  'cite',
  'code',
  'col',
  'colgroup',
  'dd',
  'del',
  'details',
  'div',
  'dl',
  'dt',
  'em',
  'figcaption',
  'figure',
  'font',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'i',
  'img',
  'ins',
  'kbd',
  'li',
  'mark',
  'ol',
  'p',
  'pre',
  'q',
  's',
  'small',
  'span',
  'strike',
  'strong',
  'sub',
  'summary',
  'sup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'time',
  'tr',
  'u',
  'ul',
  'wbr',
];

const ALLOWED_ATTR = [
  'href',
  'src',
  'alt',
  'title',
  'width',
  'height',
  'align',
  'valign',
  'colspan',
  'rowspan',
  'scope',
  'dir',
  'lang',
  'start',
  'reversed',
  'type',
  'datetime',
  'open',
  'color',
  'face',
  'size',
  'bgcolor',
  'border',
  'cellpadding',
  'cellspacing',
  'style',
];

const ALLOWLIST = { tags: new Set(ALLOWED_TAGS), attributes: new Set(ALLOWED_ATTR) };

/** http(s), mailto: and tel:, or a URL without a scheme (a path on this site). */
const ALLOWED_URI_REGEXP = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

/** The text properties inline style may set (longhands: the browser expands shorthands). */
const STYLE_PROPERTIES =
  /^(?:color|background-color|font-(?:size|weight|style|family|variant)|text-(?:align|decoration(?:-line|-color|-style|-thickness)?|transform|indent)|line-height|letter-spacing|word-spacing|vertical-align|white-space|(?:margin|padding)-(?:top|right|bottom|left|inline-start|inline-end|block-start|block-end)|border-(?:top|right|bottom|left)-(?:width|style|color)|border-(?:top-left|top-right|bottom-left|bottom-right)-radius|border-collapse)$/;
/** A value that loads, computes or escapes: none of it is text styling. */
const UNSAFE_STYLE_VALUE =
  /[\\@]|(?:url|image|image-set|cross-fade|element|expression|paint|var|env|attr)\s*\(|script:/i;

/** The style attribute's declarations that are text styling, as the browser's CSS parser reads them. */
export const safeStyle = (css: string): string => {
  const style = document.createElement('span').style;
  style.cssText = css;
  const kept: string[] = [];
  for (let i = 0; i < style.length; i++) {
    const name = style.item(i);
    const value = style.getPropertyValue(name);
    if (STYLE_PROPERTIES.test(name) && value && !UNSAFE_STYLE_VALUE.test(value))
      kept.push(`${name}: ${value}`);
  }
  return kept.join('; ');
};

/** The origins an image may come from, for the call in progress (sanitize runs synchronously). */
let imageOrigins: ReadonlySet<string> = new Set();

const originOf = (url: string): string | null => {
  try {
    const parsed = new URL(url, document.baseURI);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null;
  } catch {
    return null;
  }
};

purify.addHook('uponSanitizeAttribute', (_node, data) => {
  if (data.attrName !== 'style') return;
  const safe = safeStyle(data.attrValue);
  if (safe) data.attrValue = safe;
  else data.keepAttr = false;
});

purify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.hasAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
  if (node.tagName === 'IMG') {
    // An empty src would name the page itself.
    const src = node.getAttribute('src')?.trim();
    if (!src || !imageOrigins.has(originOf(src) ?? '')) node.removeAttribute('src');
    node.setAttribute('loading', 'lazy');
    node.setAttribute('decoding', 'async');
    // An image the author left without a text alternative is taken as decoration, not read out as its URL.
    if (!node.hasAttribute('alt')) node.setAttribute('alt', '');
  }
});

export interface SanitizeOptions {
  /** Where else images may come from besides this site: the merchant's image CDNs (URLs; their origins count). */
  imageHosts?: readonly string[];
}

export const sanitizeHtml = (html: string, { imageHosts = [] }: SanitizeOptions = {}): string => {
  // A host without a scheme is an https one, as the server's CSP reads it (server/src/static/csp.ts cspOrigin).
  const hosts = imageHosts.map((h) => (h.includes('://') ? h : `https://${h}`));
  imageOrigins = new Set(
    [window.location.href, ...hosts].map(originOf).filter((o): o is string => o !== null),
  );
  return purify.sanitize(canonicalMarkup(html, ALLOWLIST), {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    // Belt and braces: nothing named can clobber the DOM's own names (no id or name is allowed anyway).
    SANITIZE_DOM: true,
  });
};
