import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { BASENAME } from '../contract/src/constants/navigation';
import type { PrerenderedPage } from './src/lib/route-table';
import { assetManifest } from './build/asset-manifest';
import { prerender } from './build/prerender';
import { seoPages } from './build/seo-pages';
import { serviceWorker } from './build/service-worker';
import { stringsParts } from './build/strings-parts';
import { STRINGS_PARTS } from './src/i18n/key-parts';
import { precompress } from './precompress';

const ENTRY = /[\\/]web[\\/]src[\\/]main\.tsx$/;
/** The module that loads each screen lazily, by the route table's paths. */
const SCREEN_LOADER = fileURLToPath(new URL('./src/app/routes.tsx', import.meta.url));
/**
 * The pages a visitor lands on, prerendered (lib/route-table.ts): each has a file, and what both load is the app's.
 * Home is where the other screens are opened from, so they load its file too; login's holds only the sign-in
 * flow's modules.
 */
const LANDING_PAGES = ['home', 'login'] as const satisfies readonly PrerenderedPage[];
const HUB_PAGE: (typeof LANDING_PAGES)[number] = 'home';
/** A module of a feature: its folder below features/ (auth, auth/two-factor…). */
const FEATURE_FOLDER = /[\\/]web[\\/]src[\\/]features[\\/](.+)[\\/][^\\/]+$/;
/** A module's feature: the first folder below features/. */
const FEATURE = /[\\/]web[\\/]src[\\/]features[\\/]([^\\/]+)[\\/]/;
/** A part of a language's strings (locales/VI.json?raw&part=money): its file is money-VI-…, the app's VI-…. */
const STRINGS_PART = /[\\/]i18n[\\/]locales[\\/][A-Z-]+\.json\?raw&part=([\w-]+)$/;
/** A feature's index (features/captcha/index.ts): re-exports only, so importing one name brings no other module. */
const FEATURE_INDEX = /[\\/]web[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.ts$/;

type ModuleGraph = {
  getModuleInfo(id: string): {
    importers: readonly string[];
    dynamicImporters: readonly string[];
    dynamicallyImportedIds: readonly string[];
  } | null;
};

/** Each landing page with its screen: the route loader's lazy import named after it (login: LoginPage.tsx). */
const landingScreens = (graph: ModuleGraph) => {
  const screens = graph.getModuleInfo(SCREEN_LOADER)?.dynamicallyImportedIds ?? [];
  return LANDING_PAGES.map((page) => {
    const file = `${page[0]?.toUpperCase()}${page.slice(1)}Page.tsx`;
    const screen = screens.find((id) => id.endsWith(`/${file}`) || id.endsWith(`\\${file}`));
    if (!screen) throw new Error(`The landing page ${page} has no screen ${file} in ${SCREEN_LOADER}`);
    return { page, screen };
  });
};

/** The screens of the route table's paths: the route loader's lazy imports. */
const routeScreens = (graph: ModuleGraph) =>
  new Set(graph.getModuleInfo(SCREEN_LOADER)?.dynamicallyImportedIds ?? []);

/**
 * What loads module `id` on its own, in one walk up its static importers: the lazy parts (modules an `import()`
 * names) that are it or import it, and whether the entry does.
 */
const loadersOf = (
  id: string,
  graph: ModuleGraph,
  found = { parts: new Set<string>(), byEntry: false },
  seen = new Set<string>(),
) => {
  if (seen.has(id)) return found;
  seen.add(id);
  const info = graph.getModuleInfo(id);
  if (ENTRY.test(id)) found.byEntry = true;
  if (info?.dynamicImporters.length) found.parts.add(id);
  for (const importer of info?.importers ?? []) loadersOf(importer, graph, found, seen);
  return found;
};

/** A module's feature (auth for features/auth/two-factor/…), or its folder for one outside features/. */
const featureOf = (id: string): string => FEATURE.exec(id)?.[1] ?? path.dirname(id);

/**
 * The file a module loads in, by where it lives and how it loads (docs/architecture.md, "What loads first, and
 * what later"); null leaves it to the bundler: with the lazy part that alone loads it, or by sharing.
 */
const chunkOf = (id: string, graph: ModuleGraph): string | null => {
  const { parts, byEntry } = loadersOf(id, graph);
  // What only main.tsx loads (itself, the start-up) stays in the entry file the HTML names (Vite drops an entry
  // left empty, and the asset manifest and the prerendered pages lose it).
  if (byEntry) return parts.size ? 'app' : null;
  const landing = landingScreens(graph).filter(({ screen }) => parts.has(screen));
  if (landing.length > 1) return 'app';
  const [only] = landing;
  if (only) {
    if (only.page === HUB_PAGE) return HUB_PAGE;
    const signIn = (part: string) => featureOf(part) === featureOf(only.screen);
    if ([...parts].every(signIn)) return only.page;
    // What the sign-in flow shares with screens opened later (the money screens' forms) is a file of its own,
    // `login-shared`, that login's page loads beside its file and those screens without it. What it shares with
    // a lazy part home may open too (a dialog) is the app's: home would load it for that.
    const screens = routeScreens(graph);
    return [...parts].every((part) => signIn(part) || screens.has(part)) ? `${only.page}-shared` : 'app';
  }
  const folder = FEATURE_FOLDER.exec(id)?.[1];
  return folder && parts.size > 1 ? folder.replace(/[\\/]/g, '-') : null;
};

export default defineConfig({
  base: `${BASENAME}/`,
  // The service worker last: it precaches the pages the others write.
  plugins: [
    stringsParts(fileURLToPath(new URL('./src', import.meta.url)), STRINGS_PARTS),
    react(),
    precompress(),
    assetManifest(),
    prerender(),
    seoPages(),
    serviceWorker(),
  ],
  build: {
    outDir: 'dist',
    target: 'es2020',
    // Browsers with the logical properties (inset-inline, margin-inline), so CSS keeps them: for older ones the
    // minifier rewrote them into :lang(ar, he, ur…) rules, which mirrored Latin-script Urdu (ur-Latn) too.
    cssTarget: ['chrome87', 'edge88', 'firefox78', 'safari14.1'],
    // One stylesheet for the whole app, inline in the prerendered pages and linked by index.html (12 KB gzipped):
    // no lazy part loads CSS later. Split, each part's arrived after the first paint, restyled the whole page
    // (4 on /m/login, 8 on /m/home) and, appended after the rest, could change which rule won.
    cssCodeSplit: false,
    // One file per route chunk keeps the first load to what the entry route needs.
    modulePreload: {
      polyfill: false,
      // The runtime loads with the start chunk, before any lazy one: naming it in every lazy chunk's preload
      // list only made the start chunk bigger.
      resolveDependencies: (_file, deps) =>
        deps.filter((dep) => !/(^|\/)rolldown-runtime-[\w-]+\.js$/.test(dep)),
    },
    assetsInlineLimit: 0,
    rolldownOptions: {
      treeshake: { moduleSideEffects: [{ test: FEATURE_INDEX, sideEffects: false }] },
      output: {
        chunkFileNames: ({ facadeModuleId }) => {
          const part = STRINGS_PART.exec(facadeModuleId ?? '')?.[1];
          return part ? `assets/${part}-[name]-[hash].js` : 'assets/[name]-[hash].js';
        },
        codeSplitting: {
          // Few files on a first load: each is compressed on its own, so a dozen small ones cost kilobytes
          // (split by sharing alone, /m/login loaded 12 files).
          groups: [
            {
              name: (id, graph) => chunkOf(id, graph),
              // Only the modules named: a module's imports go where their own place is.
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/wps': 'http://127.0.0.1:8080', '/admin': 'http://127.0.0.1:8080' },
  },
});
