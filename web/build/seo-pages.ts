import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
// Types only: Node loads this file with the Vite config, and cannot load the contract's TypeScript.
import type { SEO_MANIFEST_FILE, SeoManifest, SeoTexts } from '@app/contract/seo';
import { seoOf } from '../src/lib/route-seo';
import type { MessageKey } from '../src/i18n/keys';
import { ROUTE_TABLE, type AppRoute } from '../src/lib/route-table';

const WEB = fileURLToPath(new URL('..', import.meta.url));
/** The contract's file name, checked by the compiler. */
const SEO_FILE: typeof SEO_MANIFEST_FILE = 'seo.json';
/** English (web/src/i18n/locales/EN.json). */
const EN = JSON.parse(readFileSync(join(WEB, 'src', 'i18n', 'locales', 'EN.json'), 'utf8')) as Record<
  MessageKey,
  string
>;

/** A route's search-engine texts in English, the language of the prerendered pages. */
const textsOf = (route: AppRoute | undefined): SeoTexts => {
  const { title, description, keywords } = seoOf(route);
  return { ...(title && { screenTitle: EN[title] }), description: EN[description], keywords: EN[keywords] };
};

/**
 * The search-engine texts of every path of the route table under `base` ('/m/'), for the server to put in the
 * HTML it serves.
 */
export const seoManifest = (base: string): SeoManifest => ({
  paths: Object.fromEntries(ROUTE_TABLE.map((route) => [`${base}${route.path.slice(1)}`, textsOf(route)])),
  other: textsOf(undefined),
  appName: EN.app_name,
});

/**
 * Vite plugin: writes seo.json beside index.html (contract/src/seo.ts), which the server reads to fill each
 * page's head (server/src/static/page-fill.ts), so that crawlers that run no JavaScript see it.
 */
export function seoPages(): Plugin {
  let outDir = 'dist';
  let base = '/';
  let isBuild = false;
  return {
    name: 'seo-pages',
    configResolved(config) {
      outDir = config.build.outDir;
      base = config.base;
      isBuild = config.command === 'build';
    },
    closeBundle() {
      if (!isBuild || (this.environment && this.environment.name !== 'client')) return;
      const dir = outDir.startsWith('/') ? outDir : join(WEB, outDir);
      writeFileSync(join(dir, SEO_FILE), `${JSON.stringify(seoManifest(base), null, 2)}\n`);
    },
  };
}
