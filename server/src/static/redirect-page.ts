import type { MerchantSettings } from '@app/contract/settings';
import { REDIRECT_HELPER_PATH } from '@app/contract/constants/install';
import { DEFAULT_INTERFACE_LANGUAGE, RTL_LANGUAGES } from '@app/contract/constants/language';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { message } from '../http/messages';
import { requestLanguage } from '../http/request-state';
import { configuredDownloadLinks } from '../services/download-links';
import { loadMerchant } from '../services/merchants';
import { escapeHtml } from './page-fill';

/** Longer than any link the app makes; a longer one is refused unread. */
const MAX_URL_LENGTH = 2048;

/**
 * The origin of a domain setting ('https://www.shop.example', 'm.shop.example', 'http://local.shop.example:8303'),
 * in the scheme it names: a domain without one is https (as the page's CSP and the fastest-domain race read it,
 * csp.ts cspOrigin, web features/unreachable-domain). Only http(s); anything else names no origin.
 */
export function domainOrigin(domainName: string): string | null {
  const text = domainName.trim();
  if (!text) return null;
  try {
    const url = new URL(text.includes('://') ? text : `https://${text}`);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname ? url.origin : null;
  } catch {
    return null;
  }
}

/** An absolute http(s) URL as the parser reads it (its href), or null. */
function absoluteHref(text: string): string | null {
  try {
    const url = new URL(text.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Where the helper may send a visitor (entry §2, signed-in §7):
 * - `origins`: the merchant's own sites (its `domains`, as the host → merchant lookup reads them), any page on
 *   them, each in its own scheme and port: an https domain is never followed over http;
 * - `links`: its app download links (an app older than 2.4.39 downloads through the helper, entry §5), each
 *   exactly as configured, never another file on the same host (a store or a shared file host serves everyone's
 *   files). A link that is a folder allows that URL only, not what is under it: an app download link names one
 *   file or store page, and a prefix would let any file put in that folder through.
 * A download link written as a path ('/apk/shop.apk') is a page of the merchant's own site: the app resolves it
 * against the page it runs on, one of the merchant's domains, and `origins` allows it.
 */
export interface RedirectAllowList {
  origins: ReadonlySet<string>;
  links: ReadonlySet<string>;
}

export function redirectAllowList(settings: MerchantSettings): RedirectAllowList {
  return {
    origins: new Set(
      settings.domains.map((d) => domainOrigin(d.domainName)).filter((o): o is string => o !== null),
    ),
    links: new Set(
      configuredDownloadLinks(settings)
        .map((link) => absoluteHref(link.url))
        .filter((href): href is string => href !== null),
    ),
  };
}

/** Each settings object's allow list, built once (settings are frozen and shared while they do not change). */
const allowLists = new WeakMap<MerchantSettings, RedirectAllowList>();
const allowListOf = (settings: MerchantSettings): RedirectAllowList => {
  let list = allowLists.get(settings);
  if (!list) {
    list = redirectAllowList(settings);
    allowLists.set(settings, list);
  }
  return list;
};

const NOTHING: RedirectAllowList = { origins: new Set(), links: new Set() };

/**
 * The URL the helper may follow (entry §2), or null, and then the error page: an absolute http or https URL,
 * without credentials, on one of the allowed origins or equal to one of the allowed download links
 * (RedirectAllowList). The text must be the URL as typed: a backslash, a space or a control character (which
 * browsers read in ways of their own) refuses it, and the URL followed is the parser's reading, never the raw
 * text. The helper signs nothing: the app builds its links itself (web features/install/download-links.ts) from
 * the links the server answers, and it holds no key to sign with; a signature over the same allow-listed URLs
 * would add no guarantee, and would break every link an app already has.
 */
export function redirectTarget(raw: unknown, allowed: RedirectAllowList): string | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_URL_LENGTH) return null;
  if ([...raw].some((c) => c <= ' ' || c === '\\' || c === '\u007f')) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    // Relative and protocol-relative links (//host) have no base here.
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password) return null;
  return allowed.origins.has(url.origin) || allowed.links.has(url.href) ? url.href : null;
}

/** Browser tags to the server's language codes where they differ from the upper-cased base (zh-TW → TW). */
const languageOfTag = (tag: string): string => {
  const lower = tag.trim().toLowerCase();
  const [base = '', ...rest] = lower.split('-');
  if (base === 'zh') return /^zh-(tw|hk|mo|hant)\b/.test(lower) ? 'TW' : 'CN';
  if (base === 'tl' || base === 'fil') return 'TY';
  if (base === 'pt' && rest.includes('br')) return 'PT-BR';
  if (base === 'ur' && rest.includes('latn')) return 'UR-LA';
  return base.toUpperCase();
};

/**
 * The language of the error page: the Language header the app sends, else the browser's first language (a page
 * the browser opens carries no Language header).
 */
export function pageLanguage(headers: FastifyRequest['headers']): string {
  const sent = requestLanguage(headers);
  if (sent) return sent;
  const accept = headers['accept-language'];
  const first = typeof accept === 'string' ? (accept.split(',')[0]?.split(';')[0] ?? '') : '';
  return first ? languageOfTag(first) : DEFAULT_INTERFACE_LANGUAGE;
}

/** The error page: the refusal in the page's language and a way back to the app; nothing of the request in it. */
export const refusalPage = (language: string): string => {
  const title = escapeHtml(message(language, 'redirectRefused'));
  const home = escapeHtml(message(language, 'redirectBackHome'));
  const dir = (RTL_LANGUAGES as readonly string[]).includes(language) ? 'rtl' : 'ltr';
  return `<!doctype html><html lang="${escapeHtml(language.toLowerCase())}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title><style>body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#f4f5f8;color:#111;font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans',sans-serif;padding:24px;box-sizing:border-box}main{max-width:360px;background:#fff;border-radius:16px;padding:24px;text-align:center}h1{font-size:1.125rem;line-height:1.4;margin:0 0 20px}a{display:inline-block;min-height:44px;line-height:44px;padding:0 24px;border-radius:22px;background:#d0341f;color:#fff;text-decoration:none;font-weight:600}</style></head><body><main><h1>${title}</h1><a href="/m/home">${home}</a></main></body></html>`;
};

/**
 * GET /mobile/mc/redirect.html?url=: a 302 to the URL when redirectTarget allows it for the merchant whose domain
 * list names the host (`merchantForHost`); otherwise (a host no merchant lists, no url, two urls, any other URL)
 * the error page with HTTP 400. Never cached: the domains and links may change.
 */
export function registerRedirectPage(
  fastify: FastifyInstance,
  merchantForHost: (host: string) => Promise<string | undefined>,
): void {
  fastify.get<{ Querystring: Record<string, unknown> }>(
    REDIRECT_HELPER_PATH,
    async (request, reply: FastifyReply) => {
      void reply.header('cache-control', 'no-store');
      const code = await merchantForHost(request.headers.host ?? '');
      const merchant = code ? await loadMerchant(fastify.appContext.db, code) : undefined;
      const target = redirectTarget(request.query.url, merchant ? allowListOf(merchant.settings) : NOTHING);
      if (target) return reply.redirect(target, 302);
      return reply
        .code(400)
        .type('text/html; charset=utf-8')
        .send(refusalPage(pageLanguage(request.headers)));
    },
  );
}
