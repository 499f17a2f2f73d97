import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  canonicalPath,
  SEO_MANIFEST_FILE,
  seoHead,
  type SeoHead,
  type SeoManifest,
  type SeoTexts,
} from '@app/contract/seo';

const isTexts = (value: unknown): value is SeoTexts => {
  if (typeof value !== 'object' || value === null) return false;
  const { screenTitle, description, keywords } = value as Record<string, unknown>;
  return (
    (screenTitle === undefined || typeof screenTitle === 'string') &&
    typeof description === 'string' &&
    typeof keywords === 'string'
  );
};

/** The build's search-engine texts (seo.json, web/build/seo-pages.ts); undefined without a readable one. */
function seoManifest(webDist: string): SeoManifest | undefined {
  try {
    const { paths, other, appName } =
      (JSON.parse(readFileSync(join(webDist, SEO_MANIFEST_FILE), 'utf8')) as Partial<
        Record<keyof SeoManifest, unknown>
      > | null) ?? {};
    if (typeof paths !== 'object' || paths === null || !isTexts(other) || typeof appName !== 'string') {
      return undefined;
    }
    return {
      paths: Object.fromEntries(Object.entries(paths).filter((e): e is [string, SeoTexts] => isTexts(e[1]))),
      other,
      appName,
    };
  } catch {
    return undefined;
  }
}

/**
 * The search-engine head of the app page at `pathname` ('/m/login/') for the merchant `siteName` (the build's
 * app name without one), in English, the language of the prerendered pages: crawlers run no JavaScript, and the
 * app rewrites it in the player's language (web/src/app/seo-head.ts). `origin` is the merchant's site
 * (services/site-origin.ts: one of its domains, never the Host alone). Undefined without the build's texts or an
 * origin: the page is then served as built.
 */
export function pageSeoHead(
  webDist: string,
  pathname: string,
  origin: string | undefined,
  siteName: string | undefined,
): SeoHead | undefined {
  const manifest = seoManifest(webDist);
  if (!manifest || !origin) return undefined;
  const texts = manifest.paths[canonicalPath(pathname)] ?? manifest.other;
  return seoHead(pathname, origin, texts, siteName || manifest.appName);
}
