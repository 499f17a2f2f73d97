import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { buildCsp, inlineScriptHashes, type CspExtras } from './csp';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';
/** Missing files with these extensions answer 404, not the SPA page. */
const FILE_EXTENSION =
  /\.(?:m?js|css|map|json|webmanifest|png|jpe?g|gif|svg|webp|avif|ico|woff2?|ttf|txt|wasm)$/i;

/** The CSP, with the sha256 of index.html's inline scripts; recomputed when index.html changes. */
export class CspProvider {
  private mtime = -1;
  private value: string;

  constructor(
    private readonly indexFile: string | undefined,
    private readonly extras: CspExtras = {},
  ) {
    this.value = buildCsp([], extras);
  }

  current(): string {
    if (!this.indexFile) return this.value;
    try {
      const mtime = statSync(this.indexFile).mtimeMs;
      if (mtime !== this.mtime) {
        this.mtime = mtime;
        this.value = buildCsp(inlineScriptHashes(readFileSync(this.indexFile, 'utf8')), this.extras);
      }
    } catch {
      // index.html vanished mid-build: keep the last policy.
    }
    return this.value;
  }
}

export const hasWebBuild = (webDist: string | undefined): webDist is string =>
  Boolean(webDist && existsSync(join(webDist, 'index.html')));

/** Cache-Control by file: hashed assets for a year, index.html, sw.js and manifests never cached. */
export function cacheControlFor(webDist: string, filePath: string): string {
  const rel = relative(webDist, filePath).split(sep).join('/');
  return rel.startsWith('assets/') ? IMMUTABLE : NO_CACHE;
}

/** index.html naming the merchant whose site this is: the app reads it before its first request. */
export const withMerchantMeta = (html: string, merchantCode: string): string =>
  html.replace(
    /<head>/i,
    (head) => `${head}<meta name="merchant" content="${merchantCode.replace(/[^A-Z0-9_]/gi, '')}">`,
  );

/** A request for the app's page (index.html or a route of the SPA), not for one of its files. */
const isAppPage = (path: string): boolean =>
  path.startsWith('/m/') && !path.startsWith('/m/assets/') && !FILE_EXTENSION.test(path);

/**
 * /m/* serves the built web app with the SPA fallback; / and /m redirect to /m/home (keeping the query).
 * A host named in a merchant's domain list gets the page with that merchant named in it (`merchantForHost`);
 * every other host gets the build's own merchant.
 * Answers the not-found fallback: true when it answered the request with index.html.
 */
export function registerStaticHost(
  fastify: FastifyInstance,
  webDist: string | undefined,
  merchantForHost: (host: string) => Promise<string | undefined> = async () => undefined,
): (request: FastifyRequest, reply: FastifyReply) => boolean {
  const redirectHome = async (request: FastifyRequest, reply: FastifyReply) => {
    const q = request.url.indexOf('?');
    return reply.redirect(`/m/home${q >= 0 ? request.url.slice(q) : ''}`, 302);
  };
  fastify.get('/', redirectHome);
  fastify.get('/m', redirectHome);

  if (!hasWebBuild(webDist)) return () => false;

  const indexFile = join(webDist, 'index.html');
  fastify.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    if (!isAppPage(request.url.split('?')[0] ?? '')) return;
    const merchant = await merchantForHost(request.headers.host ?? '');
    if (!merchant) return;
    return reply
      .header('cache-control', NO_CACHE)
      .type('text/html; charset=utf-8')
      .send(withMerchantMeta(readFileSync(indexFile, 'utf8'), merchant));
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
  // The second asset manifest path of the spec's update check.
  fastify.get('/mobile/mc/asset-manifest.json', (_request, reply) => {
    if (!existsSync(join(webDist, 'asset-manifest.json'))) return reply.callNotFound();
    return reply.sendFile('asset-manifest.json', webDist);
  });

  return (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    if (!isAppPage(request.url.split('?')[0] ?? '')) return false;
    void reply.header('cache-control', NO_CACHE).sendFile('index.html', webDist);
    return true;
  };
}
