import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { listCustomerServiceScripts } from '../services/chat';
import { listBanners } from '../services/home-content';
import { loadMerchant } from '../services/merchants';
import { siteOrigin } from '../services/site-origin';
import {
  buildCsp,
  buildPageCsp,
  inlineScriptHashes,
  merchantCspSources,
  mergeCspExtras,
  type CspExtras,
} from './csp';
import { customerServiceCspSources } from './customer-service-csp';
import { fillPage, pageMerchantCode, withScriptNonce, type PageMerchant } from './page-fill';
import { pageSeoHead } from './seo-pages';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';
/** Missing files with these extensions answer 404, not the SPA page. */
const FILE_EXTENSION =
  /\.(?:m?js|css|map|json|webmanifest|png|jpe?g|gif|svg|webp|avif|ico|woff2?|ttf|txt|wasm)$/i;

/** The build's prerendered pages by app path (web/build/prerender.ts writes it beside index.html). */
const PRERENDER_MANIFEST = 'prerendered.json';
/**
 * The page the service worker answers a page load with when the network is down (web/build/service-worker.ts):
 * a file of the build, served as it is (not an app page), with an inline script the CSP hashes.
 */
const OFFLINE_PAGE = 'offline.html';

/** The prerendered page of each app path, as the build listed them (none without a prerender step). */
function prerenderedPages(webDist: string): Record<string, string> {
  try {
    const manifest: unknown = JSON.parse(readFileSync(join(webDist, PRERENDER_MANIFEST), 'utf8'));
    if (typeof manifest !== 'object' || manifest === null) return {};
    // Only plain page names beside index.html: the manifest never leads out of the build.
    return Object.fromEntries(
      Object.entries(manifest).filter(
        (e): e is [string, string] => typeof e[1] === 'string' && /^[\w-]+\.html$/.test(e[1]),
      ),
    );
  } catch {
    return {};
  }
}

/**
 * The inline-script hashes of index.html and of every prerendered page (they share the head script), and of the
 * offline page when the build has one.
 */
const pageScriptHashes = (indexFile: string): string[] => {
  const dist = dirname(indexFile);
  const offline = existsSync(join(dist, OFFLINE_PAGE)) ? [OFFLINE_PAGE] : [];
  const pages = ['index.html', ...new Set(Object.values(prerenderedPages(dist))), ...offline];
  return [...new Set(pages.flatMap((p) => inlineScriptHashes(readFileSync(join(dist, p), 'utf8'))))];
};

/**
 * The CSP of every answer but an app page (the offline page's inline script is allowed by its sha256), with the
 * sha256 of the pages' inline scripts; recomputed when index.html, the prerendered pages' manifest or the offline
 * page (written last by the build) changes. An app page has a policy of its own, by nonce (`page`).
 */
/** How often the CSP looks at the build's files: a rebuild shows within this time, not on every answer. */
const BUILD_CHECK_MS = 1000;

export class CspProvider {
  private built = '';
  private checkedAt = Number.NEGATIVE_INFINITY;
  private hashes: string[] = [];
  private value: string;

  constructor(
    private readonly indexFile: string | undefined,
    private readonly extras: CspExtras = {},
  ) {
    this.value = buildCsp([], extras);
  }

  /** The policy; with a merchant's sources (merchantCspSources) for that merchant's page. */
  current(merchant?: CspExtras): string {
    const now = Date.now();
    if (this.indexFile && now - this.checkedAt >= BUILD_CHECK_MS) {
      this.checkedAt = now;
      try {
        const dist = dirname(this.indexFile);
        const built = [this.indexFile, join(dist, PRERENDER_MANIFEST), join(dist, OFFLINE_PAGE)]
          .map((f) => (existsSync(f) ? statSync(f).mtimeMs : 0))
          .join();
        if (built !== this.built) {
          this.hashes = pageScriptHashes(this.indexFile);
          this.value = buildCsp(this.hashes, this.extras);
          this.built = built;
        }
      } catch {
        // The build is being written: keep the last policy until it is complete.
      }
    }
    return merchant ? buildCsp(this.hashes, mergeCspExtras(this.extras, merchant)) : this.value;
  }

  /** An app page's policy: its scripts by this response's nonce (csp.ts buildPageCsp), with a merchant's sources. */
  page(nonce: string, merchant?: CspExtras): string {
    return buildPageCsp(nonce, merchant ? mergeCspExtras(this.extras, merchant) : this.extras);
  }
}

export const hasWebBuild = (webDist: string | undefined): webDist is string =>
  Boolean(webDist && existsSync(join(webDist, 'index.html')));

/**
 * Cache-Control by file: hashed assets for a year; index.html, sw.js (the browser then looks for a new worker on
 * every check), offline.html and the manifests never cached.
 */
export function cacheControlFor(webDist: string, filePath: string): string {
  const rel = relative(webDist, filePath).split(sep).join('/');
  return rel.startsWith('assets/') ? IMMUTABLE : NO_CACHE;
}

/** The page compressed as the browser accepts it (it changes per merchant, so it is compressed per request). */
function sendCompressed(request: FastifyRequest, reply: FastifyReply, html: string): FastifyReply {
  const accepts = String(request.headers['accept-encoding'] ?? '');
  void reply.header('vary', 'Accept-Encoding');
  if (/\bbr\b/.test(accepts)) {
    const body = brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    return reply.header('content-encoding', 'br').send(body);
  }
  if (/\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(gzipSync(html));
  return reply.send(html);
}

/** A request for the app's page (index.html or a route of the SPA), not for one of its files. */
const isAppPage = (path: string): boolean =>
  path.startsWith('/m/') &&
  !path.startsWith('/m/assets/') &&
  path !== `/m/${OFFLINE_PAGE}` &&
  !FILE_EXTENSION.test(path);

/**
 * /m/* serves the built web app; / and /m redirect to /m/home (keeping the query). An app page (any /m/ path that
 * is not a file) answers its prerendered page when the build made one (prerendered.json), else index.html, filled
 * in for the merchant (page-fill.ts): the merchant whose domain list names the host (`merchantForHost`), else the
 * build's own merchant (named in the page).
 * Answers the not-found fallback, which never has an app page left to answer (the hook answers them all).
 */
export function registerStaticHost(
  fastify: FastifyInstance,
  webDist: string | undefined,
  merchantForHost: (host: string) => Promise<string | undefined> = async () => undefined,
  csp?: CspProvider,
): (request: FastifyRequest, reply: FastifyReply) => boolean {
  const redirectHome = async (request: FastifyRequest, reply: FastifyReply) => {
    const q = request.url.indexOf('?');
    return reply.redirect(`/m/home${q >= 0 ? request.url.slice(q) : ''}`, 302);
  };
  fastify.get('/', redirectHome);
  fastify.get('/m', redirectHome);

  if (!hasWebBuild(webDist)) return () => false;

  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '';
    const html = readFileSync(join(webDist, prerenderedPages(webDist)[path] ?? 'index.html'), 'utf8');
    const code = (await merchantForHost(request.headers.host ?? '')) ?? pageMerchantCode(html);
    const merchant = code ? await loadMerchant(fastify.appContext.db, code) : undefined;
    // Home's first banner goes into the prerendered home (page-fill.ts withFirstBanner): the largest paint.
    const firstBanner =
      merchant && html.includes('<section class="banners"')
        ? (await listBanners(fastify.appContext.db, merchant.code))[0]
        : undefined;
    const page: PageMerchant | undefined = merchant && {
      code: merchant.code,
      name: merchant.settings.public.name,
      primaryColor: merchant.settings.public.theme.primaryColor,
      appleTouchIcon: merchant.settings.public.mobileTemplate.apple_touch_icon,
      firstBanner,
      imageCDNs: merchant.settings.public.imageCDNs,
    };
    // A nonce of this response for the build's scripts: the page's policy runs no other script (csp.ts
    // buildPageCsp). A page the service worker keeps for offline use keeps this answer's header with it.
    const nonce = randomBytes(16).toString('base64');
    // The page's policy names the merchant's own image and game hosts, and the domains the page pings
    // (security-headers.ts keeps it).
    if (csp) {
      void reply.header(
        'content-security-policy',
        csp.page(
          nonce,
          merchant &&
            mergeCspExtras(
              merchantCspSources({
                imageCDNs: merchant.settings.public.imageCDNs,
                gameHosts: merchant.settings.gameHosts,
                authDomain: merchant.settings.public.smsProvider.authDomain,
                domains: merchant.settings.domains,
                allowHttpDomains: fastify.appContext.demoMode,
              }),
              // The customer-service vendors' scripts the merchant configured (WPSCORE_getCustomerServiceScript).
              customerServiceCspSources(
                await listCustomerServiceScripts(fastify.appContext.db, merchant.code),
              ),
            ),
        ),
      );
    }
    // The canonical link names one of the merchant's domains, never the Host alone (services/site-origin.ts).
    const origin = siteOrigin({
      domains: merchant?.settings.domains ?? [],
      protocol: request.protocol,
      host: request.host,
      demoMode: fastify.appContext.demoMode,
    });
    const seo = pageSeoHead(webDist, path, origin, page?.name);
    return sendCompressed(
      request,
      reply.header('cache-control', NO_CACHE).type('text/html; charset=utf-8'),
      fillPage(withScriptNonce(html, nonce), page, seo),
    );
  };
  fastify.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    if (!isAppPage(request.url.split('?')[0] ?? '')) return;
    return sendPage(request, reply);
  });

  fastify.register(fastifyStatic, {
    root: webDist,
    prefix: '/m/',
    wildcard: true,
    index: ['index.html'],
    cacheControl: false,
    // The build writes .br and .gz beside each text asset (web/precompress.ts).
    preCompressed: true,
    etag: true,
    lastModified: true,
    setHeaders: (res, filePath) => {
      res.setHeader('cache-control', cacheControlFor(webDist, filePath));
      res.setHeader('vary', 'Accept-Encoding');
    },
  });
  // Every app page is answered by the hook above; nothing is left for the not-found handler.
  return () => false;
}
