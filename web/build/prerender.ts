import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { JSDOM } from 'jsdom';
import { build, createServer, type Plugin, type ViteDevServer } from 'vite';
import type { SystemStatus } from '@app/contract/calls';
import { BASENAME } from '../../contract/src/constants/navigation';
import { compressFile } from '../precompress';
import { AFTER_PAINT_META, MERCHANT_NAME_SLOT, PRERENDERED_ATTRIBUTE } from '../src/first-paint/markers';

/**
 * First paint from the HTML (docs/architecture.md "First paint from the HTML"). At build time the public screens
 * are rendered by the app itself, in jsdom, and each is written as a page of its own whose #root already holds
 * the screen; web/src/main.tsx then renders the app off-screen and swaps it in once its screen is ready (no
 * blank frame, no layout shift).
 *
 * How a route is prerendered: its entry in web/src/lib/route-table.ts names a page (`prerender`). The step loads
 * web/src/app/App.tsx through Vite (the components as they are at build time), renders <App /> at `/<page>` for a signed-out guest in
 * English, with the default merchant's public settings (contract/src/default-settings.ts) whose name is
 * MERCHANT_NAME_SLOT, and takes #root's HTML once the app marks itself interactive (ScreenReady). A screen being
 * prerendered must therefore render for a guest without any answer from the server (fetch never answers here),
 * and reach ScreenReady; what it does at import or in effects runs in jsdom (window, document and storage exist,
 * matchMedia and layout do not).
 *
 * Output beside index.html: one page per entry, and prerendered.json mapping each app path (under /m) to its
 * page, which the server (server/src/static/static-host.ts) reads to answer those paths and fills with the
 * merchant's name and colour.
 */

const PRERENDER_MANIFEST = 'prerendered.json';

const WEB = fileURLToPath(new URL('..', import.meta.url));
const HEAD_ENTRY = join(WEB, 'build', 'head-entry.ts');
const READY_TIMEOUT_MS = 15_000;

/** The inline head script: web/src/first-paint/head-script.ts bundled as one IIFE. */
async function headScript(): Promise<string> {
  const out = await build({
    configFile: false,
    logLevel: 'warn',
    root: WEB,
    build: {
      write: false,
      minify: true,
      target: 'es2020',
      lib: { entry: HEAD_ENTRY, formats: ['iife'], name: 'firstPaint' },
    },
  });
  const chunk = (Array.isArray(out) ? out[0] : out) as { output: { type: string; code?: string }[] };
  const code = chunk.output.find((o) => o.type === 'chunk')?.code;
  if (!code) throw new Error('prerender: the head script did not build');
  // One line, and never a closing script tag inside the inline script.
  return code.trim().replace(/<\/script/gi, '<\\/script');
}

/** Puts jsdom's window on the global object, as a browser page has it; answers a function that takes it back. */
function installWindow(dom: JSDOM): () => void {
  const g = globalThis as Record<string, unknown>;
  const replaced = new Map<string, PropertyDescriptor | undefined>();
  for (const key of Object.getOwnPropertyNames(dom.window)) {
    if (key in g && !['window', 'document', 'navigator', 'location', 'self'].includes(key)) continue;
    replaced.set(key, Object.getOwnPropertyDescriptor(g, key));
    Object.defineProperty(g, key, {
      value: dom.window[key as keyof typeof dom.window],
      configurable: true,
      writable: true,
    });
  }
  // The app's timers (a popup's delay) are cleared with the window: left on Node's clock, they fired after the
  // render, without a window.
  const pending = new Set<ReturnType<typeof setTimeout>>();
  const nodeSetTimeout = setTimeout;
  const nodeSetInterval = setInterval;
  const track = (handle: ReturnType<typeof setTimeout>) => (pending.add(handle), handle);
  replaced.set('setTimeout', Object.getOwnPropertyDescriptor(g, 'setTimeout'));
  replaced.set('setInterval', Object.getOwnPropertyDescriptor(g, 'setInterval'));
  Object.defineProperty(g, 'setTimeout', {
    value: (run: () => void, ms?: number) => {
      const handle = nodeSetTimeout(() => {
        pending.delete(handle);
        run();
      }, ms);
      return track(handle);
    },
    configurable: true,
    writable: true,
  });
  Object.defineProperty(g, 'setInterval', {
    value: (run: () => void, ms?: number) => track(nodeSetInterval(run, ms)),
    configurable: true,
    writable: true,
  });
  // No server at build time: a request stays pending, so no failure shows in the page.
  replaced.set('fetch', Object.getOwnPropertyDescriptor(g, 'fetch'));
  Object.defineProperty(g, 'fetch', {
    value: () => new Promise(() => {}),
    configurable: true,
    writable: true,
  });
  return () => {
    for (const handle of pending) clearTimeout(handle);
    for (const [key, descriptor] of replaced) {
      if (descriptor) Object.defineProperty(g, key, descriptor);
      else delete g[key];
    }
  };
}

async function waitFor(check: () => boolean, what: string): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > READY_TIMEOUT_MS) throw new Error(`prerender: ${what} timed out`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** The app's title and #root's HTML after the app rendered `path` (under the basename). */
async function renderRoute(
  vite: ViteDevServer,
  html: string,
  path: string,
): Promise<{ title: string; screen: string }> {
  const dom = new JSDOM(html, { url: `http://localhost${BASENAME}${path}`, pretendToBeVisual: true });
  const restore = installWindow(dom);
  try {
    vite.moduleGraph.invalidateAll();
    const load = <T>(id: string) => vite.ssrLoadModule(id) as Promise<T>;
    // Node's own React, the one the app's modules get too (Vite leaves packages to Node when it renders).
    const [{ createElement, StrictMode }, { createRoot }] = await Promise.all([
      import('react'),
      import('react-dom/client'),
    ]);
    const { App } = await load<typeof import('../src/app/App')>('/src/app/App.tsx');
    const { initI18n } = await load<typeof import('../src/i18n/i18n')>('/src/i18n/i18n.ts');
    const { useAppStore } = await load<typeof import('../src/stores/app-store')>('/src/stores/app-store.ts');
    const { defaultPublicSettings } = await load<typeof import('@app/contract/default-settings')>(
      '@app/contract/default-settings',
    );
    const { PRERENDER_LANGUAGE } = await load<typeof import('../src/first-paint/head-script')>(
      '/src/first-paint/head-script.ts',
    );
    const status: SystemStatus = {
      maintenance: false,
      maintenanceEnd: null,
      maintenanceDescription: '',
      maintenanceDescriptionLanguage: PRERENDER_LANGUAGE,
      regionRestriction: false,
      restrictedBy: null,
      regionRestrictionEnd: null,
      ip: '',
      test: false,
      settings: { ...defaultPublicSettings(), name: MERCHANT_NAME_SLOT },
      geetestScripts: { v3: '', v4: '' },
    };
    useAppStore.getState().setStatus(status);
    await initI18n(PRERENDER_LANGUAGE);
    const container = dom.window.document.getElementById('root');
    if (!container) throw new Error('prerender: index.html has no #root');
    const root = createRoot(container);
    root.render(createElement(StrictMode, null, createElement(App)));
    await waitFor(() => dom.window.document.documentElement.dataset.interactive === 'true', `${path}`);
    const screen = container.innerHTML;
    const title = dom.window.document.title;
    root.unmount();
    if (!screen.includes(MERCHANT_NAME_SLOT)) {
      console.warn(`prerender: ${path} does not show the merchant's name`);
    }
    return { title, screen };
  } finally {
    restore();
    dom.window.close();
  }
}

/** The app's module script and module preloads of a page, as the metas the head script loads after the paint. */
const afterPaint = (html: string): string => {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html)?.[1];
  if (!entry) throw new Error('prerender: index.html has no module script');
  const imports = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
    (m) => m[1],
  );
  const metas = [entry, ...imports]
    .map((src) => `<meta name="${AFTER_PAINT_META}" content="${src}">`)
    .join('');
  // Replacer functions, not replacement strings: in a string `$&`, `$\``, `$'` are patterns (the app's minified code
  // and the screens' text may hold them).
  return html
    .replace(/<link rel="modulepreload" crossorigin href="[^"]+">\s*/g, '')
    .replace(/<script type="module" crossorigin src="[^"]+"><\/script>/, () => metas);
};

/**
 * The page of one route: index.html with the screen in #root, the app's CSS inline, no splash, and the app
 * loaded after the first paint (web/src/first-paint/head-script.ts).
 */
function pageWith(
  indexHtml: string,
  { title, screen }: { title: string; screen: string },
  css: string,
): string {
  const text = title.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c] ?? c);
  return (
    afterPaint(indexHtml)
      .replace(/<title>[^<]*<\/title>/, () => `<title>${text}</title>`)
      .replace(/<link rel="stylesheet"[^>]*>/g, '')
      .replace('</head>', () => `<style>${css}</style></head>`)
      .replace(/<div id="splash"[\s\S]*?<\/div>\s*<\/div>/, '')
      // Inert and hidden from assistive technology (and from role queries) until the app takes over.
      .replace(
        '<div id="root"></div>',
        () => `<div id="root" ${PRERENDERED_ATTRIBUTE} inert aria-hidden="true">${screen}</div>`,
      )
  );
}

/** Vite plugin: the head script in index.html (build and dev), the prerendered pages after a build. */
export function prerender(): Plugin {
  let outDir = 'dist';
  let isBuild = false;
  let merchant = 'DEMO';
  let head: Promise<string> | null = null;
  return {
    name: 'prerender',
    configResolved(config) {
      outDir = config.build.outDir;
      // The dev server this step starts calls closeBundle too when it closes.
      isBuild = config.command === 'build';
      merchant = String(config.env.VITE_MERCHANT || merchant);
    },
    transformIndexHtml: {
      order: 'pre',
      async handler(html) {
        head ??= headScript();
        const script = await head;
        // The build's merchant is named in the page, so that the server knows whose name and colour to fill
        // in on a host that no merchant lists (web/src/lib/merchant.ts reads the same meta).
        return (
          html
            .replace(
              '<head>',
              () => `<head>\n    <meta name="merchant" content="${merchant.replace(/[^A-Z0-9_]/gi, '')}" />`,
            )
            // A function: the minified script's `$&` or `$\`` would be read as replacement patterns.
            .replace('<script data-head-script></script>', () => `<script>${script}</script>`)
        );
      },
    },
    async closeBundle() {
      if (!isBuild || (this.environment && this.environment.name !== 'client')) return;
      const dir = outDir.startsWith('/') ? outDir : join(WEB, outDir);
      const indexHtml = readFileSync(join(dir, 'index.html'), 'utf8');
      const assets = join(dir, 'assets');
      // The app's one stylesheet (vite.config.ts), which index.html links.
      const css = [...indexHtml.matchAll(/<link rel="stylesheet"[^>]*href="\/m\/assets\/([^"]+)"/g)]
        .map((m) => readFileSync(join(assets, m[1] ?? ''), 'utf8'))
        .join('');
      const vite = await createServer({
        root: WEB,
        logLevel: 'warn',
        server: { middlewareMode: true, hmr: false, watch: null },
        appType: 'custom',
      });
      const manifest: Record<string, string> = {};
      try {
        const { PRERENDERED_PAGES } = await (vite.ssrLoadModule('/src/lib/route-table.ts') as Promise<
          typeof import('../src/lib/route-table')
        >);
        for (const [page, paths] of PRERENDERED_PAGES) {
          const file = `${page}.html`;
          const rendered = await renderRoute(vite, indexHtml, `/${page}`);
          const path = join(dir, file);
          writeFileSync(path, pageWith(indexHtml, rendered, css));
          compressFile(path);
          for (const p of paths) manifest[`${BASENAME}${p}`] = file;
        }
      } finally {
        await vite.close();
      }
      writeFileSync(join(dir, PRERENDER_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    },
  };
}
