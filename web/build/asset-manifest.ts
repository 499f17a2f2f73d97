import { writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Plugin, Rollup } from 'vite';

/** Where the build writes the manifest, beside index.html (served as /m/asset-manifest.json). */
export const ASSET_MANIFEST = 'asset-manifest.json';

/** The build's stylesheet (vite.config.ts: one for the whole app, which index.html links), under assets/. */
export const stylesheetsOf = (bundle: Rollup.OutputBundle): string[] =>
  Object.values(bundle)
    .filter((file) => file.type === 'asset' && file.fileName.endsWith('.css'))
    .map((file) => file.fileName)
    .sort();

/**
 * Each entry of a build (the page's and every lazily loaded one), by its source path, mapped to its hashed file
 * under `base`, and the page's entry to the stylesheet too. A new deployment changes at least one of them:
 * web/src/features/update-check compares them.
 */
export function assetManifestOf(
  bundle: Rollup.OutputBundle,
  root: string,
  base: string,
): { files: Record<string, string> } {
  const files: Record<string, string> = {};
  for (const chunk of Object.values(bundle)) {
    if (chunk.type !== 'chunk' || !(chunk.isEntry || chunk.isDynamicEntry) || !chunk.facadeModuleId) continue;
    // Outside the app's folder (node_modules, contract): named from the repository, without the leading ../
    const entry = relative(root, chunk.facadeModuleId)
      .split('\\')
      .join('/')
      .replace(/^(?:\.\.\/)+/, '');
    files[entry] = `${base}${chunk.fileName}`;
    if (chunk.isEntry)
      stylesheetsOf(bundle).forEach((css, i) => {
        files[`${entry}.css${i ? `.${i}` : ''}`] = `${base}${css}`;
      });
  }
  return { files: Object.fromEntries(Object.entries(files).sort(([a], [b]) => (a < b ? -1 : 1))) };
}

/**
 * Vite plugin: writes /m/asset-manifest.json (entry §2) after the build. Written as a file of its own, outside the
 * bundle, so no compressed copy (web/precompress.ts) can outlive a manifest replaced in place.
 */
export const assetManifest = (): Plugin => {
  let root = '';
  let base = '/';
  return {
    name: 'asset-manifest',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    writeBundle(options, bundle) {
      if (this.environment && this.environment.name !== 'client') return;
      const manifest = assetManifestOf(bundle, root, base);
      writeFileSync(join(options.dir ?? 'dist', ASSET_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    },
  };
};
