import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { BASENAME } from '../contract/src/constants/navigation';
import { assetManifest } from './build/asset-manifest';
import { prerender } from './build/prerender';
import { seoPages } from './build/seo-pages';
import { serviceWorker } from './build/service-worker';
import { precompress } from './precompress';

const START_MODULES =
  /node_modules[\\/](?:react|react-dom|scheduler|zustand)[\\/]|[\\/]web[\\/]src[\\/](?:lib|api|stores|app|i18n[\\/][^\\/]+\.tsx?$)|[\\/]contract[\\/]src[\\/]/;
const ENTRY = /[\\/]web[\\/]src[\\/]main\.tsx$/;
const LOGIN_SCREEN = /[\\/]web[\\/]src[\\/]features[\\/]auth[\\/]LoginPage\.tsx$/;
const PROMOTIONS = /[\\/]web[\\/]src[\\/]features[\\/]promotions[\\/]/;
const ASYNC_SECTION = /[\\/]web[\\/]src[\\/]components[\\/](?:AsyncSection|Skeleton)\.tsx$|skeleton\.css$/;
const HOME_SCREEN = /[\\/]web[\\/]src[\\/]features[\\/]home[\\/]HomePage\.tsx$/;
/** The screens built around the login form: registration and the password change load the login screen's file. */
const SIGN_IN_SCREENS =
  /[\\/]web[\\/]src[\\/]features[\\/]auth[\\/](?:LoginPage|RegisterPage|ChangePasswordPage)\.tsx$/;
/** The modules that load the screens, each lazily: the route table's pages and the sections that open later. */
const SCREEN_LOADERS = ['./src/app/routes.tsx', './src/app/App.tsx'].map((file) =>
  fileURLToPath(new URL(file, import.meta.url)),
);
/** A feature's index (features/captcha/index.ts): re-exports only, so importing one name brings no other module. */
const FEATURE_INDEX = /[\\/]web[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.ts$/;
/**
 * The phone-number and SMS-code UI: the login screen reaches it only through the verification feature's index
 * (for phoneProviderInUse), and its SMS mode brings it when chosen.
 */
const PHONE_UI = /[\\/]web[\\/]src[\\/]features[\\/]verification[\\/](?:country|sms|PhoneNumberField)/;

type ModuleGraph = {
  getModuleInfo(
    id: string,
  ): { importers: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;
};

/**
 * Whether module `id` loads with a module `root` accepts: it is one, or a module that does imports it statically.
 * With `unless`, importers it matches do not count (what only they import loads with them).
 */
const loadsWith = (
  id: string,
  graph: ModuleGraph,
  root: RegExp | ((id: string) => boolean),
  { unless, seen = new Set<string>() }: { unless?: RegExp; seen?: Set<string> } = {},
): boolean => {
  if (typeof root === 'function' ? root(id) : root.test(id)) return true;
  if (seen.has(id) || unless?.test(id)) return false;
  seen.add(id);
  return (graph.getModuleInfo(id)?.importers ?? []).some((importer) =>
    loadsWith(importer, graph, root, { unless, seen }),
  );
};

/**
 * Whether module `id` loads with the login screen: the phone UI does not (its SMS mode brings it when chosen), nor
 * what only the phone UI imports (its calls, its countdown, the country list's useCall).
 */
const loadsWithLoginScreen = (id: string, graph: ModuleGraph): boolean =>
  loadsWith(id, graph, LOGIN_SCREEN, { unless: PHONE_UI });

/** Whether module `id` loads with a screen that is not a sign-in screen (the home page, the member pages…). */
const loadsWithOtherScreen = (id: string, graph: ModuleGraph): boolean => {
  const screens = new Set(
    SCREEN_LOADERS.flatMap((loader) => graph.getModuleInfo(loader)?.dynamicallyImportedIds ?? []),
  );
  return loadsWith(id, graph, (module) => screens.has(module) && !SIGN_IN_SCREENS.test(module));
};

export default defineConfig({
  base: `${BASENAME}/`,
  // The service worker last: it precaches the pages the others write.
  plugins: [react(), precompress(), assetManifest(), prerender(), seoPages(), serviceWorker()],
  build: {
    outDir: 'dist',
    target: 'es2020',
    // Browsers with the logical properties (inset-inline, margin-inline), so CSS keeps them: for older ones the
    // minifier rewrote them into :lang(ar, he, ur…) rules, which mirrored Latin-script Urdu (ur-Latn) too.
    cssTarget: ['chrome87', 'edge88', 'firefox78', 'safari14.1'],
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
        codeSplitting: {
          // Few files on a first load: each is compressed on its own, so a dozen small ones cost kilobytes
          // (split by sharing alone, /m/login loaded 12 files).
          groups: [
            {
              // What the app needs at start (React, the store, the request layer, the strings, the app frame) and
              // what the login screen shares with other screens (icons, links, message keys). Lazily loaded parts
              // of those folders (the dialogs, the member calls) stay out.
              debugName: 'app',
              name: (id, graph) =>
                (START_MODULES.test(id) && loadsWith(id, graph, ENTRY)) ||
                (loadsWithLoginScreen(id, graph) && loadsWithOtherScreen(id, graph))
                  ? 'app'
                  : null,
            },
            {
              // The rest of the login screen, in one file.
              debugName: 'sign-in',
              name: (id, graph) => (loadsWithLoginScreen(id, graph) ? 'sign-in' : null),
              // Only the modules named here: the phone UI is not pulled in with the index that re-exports it.
              includeDependenciesRecursively: false,
            },
            {
              // Home's first screen in one file (the banners' box, the picker, the referral link): as a dozen
              // small shared chunks, each cost a file and a name in the start chunk's preload map.
              debugName: 'home',
              name: (id, graph) => (loadsWith(id, graph, HOME_SCREEN) ? 'home' : null),
              includeDependenciesRecursively: false,
            },
            {
              // The promotions that come after home's first screen (its referral card and activity list, the
              // activity page) in one file, rather than a file per piece they share.
              debugName: 'promotions',
              name: (id) => (PROMOTIONS.test(id) ? 'promotions' : null),
              includeDependenciesRecursively: false,
            },
            {
              // The server-data card with its skeleton, which the later pages share: one file, not three.
              debugName: 'async-section',
              name: (id) => (ASYNC_SECTION.test(id) ? 'async-section' : null),
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
