import type { MerchantSettings } from '@app/contract/settings';
import { RTL_LANGUAGES } from '@app/contract/constants';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { message } from '../http/messages';
import { requestLanguage } from '../http/request-state';
import { loadMerchant } from '../services/merchants';
import { escapeHtml } from './page-fill';

/** entry §2, signed-in §7: the redirect helper page. */
export const REDIRECT_PATH = '/mobile/mc/redirect.html';
/** Longer than any link the app makes; a longer one is refused unread. */
const MAX_URL_LENGTH = 2048;

/** Where a domain setting ('https://www.shop.example', 'm.shop.example:8443') lets the helper go. */
interface AllowedHost {
  hostname: string;
  /** '' for the protocol's default port. */
  port: string;
}

const allowedHost = (domainName: string): AllowedHost | null => {
  const text = domainName.trim().toLowerCase();
  try {
    const url = new URL(text.includes('://') ? text : `https://${text}`);
    return url.hostname ? { hostname: url.hostname, port: url.port } : null;
  } catch {
    return null;
  }
};

/**
 * The URL the helper may follow, or null (issue 9 §5: "follows only http(s) URLs on the merchant's allowed
 * domains; any other URL gets an error page"). Allowed: an absolute http or https URL, without credentials,
 * whose host is one of the merchant's `domains` (its own sites, as the host → merchant lookup reads them; not its
 * game hosts or image CDNs, which the app opens itself), on the port the domain names (none: the default one).
 * The text must be the URL as typed: a backslash, a space or a control character (which browsers read in ways of
 * their own) refuses it, and the URL followed is the parser's reading, never the raw text.
 */
export function redirectTarget(raw: unknown, domainNames: readonly string[]): string | null {
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
  const allowed = domainNames
    .map(allowedHost)
    .some((host) => host !== null && host.hostname === url.hostname && host.port === url.port);
  return allowed ? url.href : null;
}

/**
 * Where the helper may send a visitor: the merchant's own sites, and the hosts of its app download links (an app
 * older than 2.4.39 downloads through this page, entry §5: the store or the merchant's file host). Relative links
 * are the site's own.
 */
export const redirectHosts = (settings: MerchantSettings): string[] => [
  ...settings.domains.map((d) => d.domainName),
  ...[...settings.public.downloadLinks, ...settings.domainDownloadLinks.flatMap((d) => d.links)]
    .map((link) => link.url)
    .filter((url) => /^https?:\/\//i.test(url)),
];

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
  return first ? languageOfTag(first) : 'EN';
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
 * the error page with HTTP 400. Never cached: the domains may change.
 */
export function registerRedirectPage(
  fastify: FastifyInstance,
  merchantForHost: (host: string) => Promise<string | undefined>,
): void {
  fastify.get<{ Querystring: Record<string, unknown> }>(
    REDIRECT_PATH,
    async (request, reply: FastifyReply) => {
      void reply.header('cache-control', 'no-store');
      const code = await merchantForHost(request.headers.host ?? '');
      const merchant = code ? await loadMerchant(fastify.appContext.db, code) : undefined;
      const target = redirectTarget(request.query.url, merchant ? redirectHosts(merchant.settings) : []);
      if (target) return reply.redirect(target, 302);
      return reply
        .code(400)
        .type('text/html; charset=utf-8')
        .send(refusalPage(pageLanguage(request.headers)));
    },
  );
}
