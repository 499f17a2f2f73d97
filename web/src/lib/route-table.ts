import type { MessageKey } from '../i18n/keys';
import { normalisePath } from './router';

/**
 * The route table: every route of both specs (entry §2, signed-in §2) under the /m basename, with what the
 * guard, the bottom nav, the home tiles, the document title and the popups need to know of it. The screens
 * are bound to these paths in app/routes.tsx, typed so that a path without a screen does not compile.
 */

/** Who may open a route: anyone; members only (a guest goes to /m/login); members, a guest goes home. */
export type RouteAccess = 'public' | 'member' | 'home-if-signed-out';

/** The icons the nav and the tiles can show (drawn in components/icons.tsx). */
export type RouteIcon = 'home' | 'member' | 'game' | 'wallet' | 'gift' | 'vip';

/** Search-engine data of a route, as message keys (the shell sets them per path: entry §2). */
export interface RouteSeo {
  title: MessageKey;
  description: MessageKey;
  keywords: MessageKey;
}

export interface RouteDefinition<P extends string = string> {
  path: P;
  access: RouteAccess;
  /** The screen's title, also the document title. */
  titleKey: MessageKey;
  /** Counts as home for popup display (signed-in §2: /, /m/, /m/home, /m/index, /m/index.html). */
  home?: true;
  /** Shown in the bottom nav, in table order. */
  nav?: RouteIcon;
  /** Shown as a home tile, in table order. */
  tile?: RouteIcon;
  /** Defaults to the title and the site-wide description and keywords (`seoOf`, lib/route-seo.ts). */
  seo?: Partial<RouteSeo>;
  /**
   * First paint from the HTML (web/build/prerender.ts): the page `<name>.html` answers this path, rendered at
   * `/<name>` for a guest; every path naming the same page shares it.
   */
  prerender?: PrerenderedPage;
}

/** The pages written at build time with their screen already in the HTML. */
export type PrerenderedPage = 'login' | 'register' | 'home';

/**
 * The router matches static paths only (lib/router.tsx): a parameter or wildcard segment would never match and
 * the route would silently fall through to home, so the table refuses it when the module loads.
 */
export const defineRoutes = <const P extends string>(
  routes: readonly RouteDefinition<P>[],
): readonly RouteDefinition<P>[] => {
  const seen = new Set<string>();
  for (const { path } of routes) {
    if (!/^\/(?:[A-Za-z0-9._-]+(?:\/[A-Za-z0-9._-]+)*)?$/.test(path)) {
      throw new Error(`Route table: "${path}" is not a static path (no parameters, wildcards or trailing /)`);
    }
    if (seen.has(path)) throw new Error(`Route table: "${path}" is listed twice`);
    seen.add(path);
  }
  return routes;
};

export const ROUTE_TABLE = defineRoutes([
  { path: '/', access: 'public', titleKey: 'home', home: true, prerender: 'home' },
  { path: '/home', access: 'public', titleKey: 'home', home: true, nav: 'home', prerender: 'home' },
  { path: '/index', access: 'public', titleKey: 'home', home: true, prerender: 'home' },
  { path: '/index.html', access: 'public', titleKey: 'home', home: true, prerender: 'home' },
  { path: '/login', access: 'public', titleKey: 'login', prerender: 'login' },
  { path: '/register', access: 'public', titleKey: 'register', prerender: 'register' },
  { path: '/register.html', access: 'public', titleKey: 'register', prerender: 'register' },
  { path: '/changePsw', access: 'member', titleKey: 'change_password' },
  { path: '/member/home', access: 'member', titleKey: 'member', nav: 'member' },
  { path: '/game', access: 'public', titleKey: 'page_game', tile: 'game' },
  { path: '/launchGame', access: 'public', titleKey: 'page_launchGame' },
  { path: '/voucherCenter', access: 'member', titleKey: 'page_voucherCenter', tile: 'wallet' },
  { path: '/withdraw', access: 'member', titleKey: 'page_withdraw' },
  { path: '/securityCenter/addBankCard', access: 'member', titleKey: 'page_addBankCard' },
  { path: '/securityCenter/addBankCardPix', access: 'member', titleKey: 'page_addBankCardPix' },
  { path: '/agentRegister', access: 'public', titleKey: 'page_agentRegister' },
  { path: '/inviteFriends', access: 'public', titleKey: 'page_inviteFriends', tile: 'gift' },
  { path: '/member/benefits', access: 'public', titleKey: 'page_benefits', tile: 'vip' },
  { path: '/activity', access: 'public', titleKey: 'page_activity' },
  { path: '/rewardCenter', access: 'member', titleKey: 'page_rewardCenter' },
  { path: '/mall/mallHome', access: 'member', titleKey: 'page_mallHome' },
  { path: '/leaderBoard', access: 'member', titleKey: 'page_leaderBoard' },
  { path: '/feedback', access: 'home-if-signed-out', titleKey: 'page_feedback' },
]);

export type AppRoute = (typeof ROUTE_TABLE)[number];
/** A path of the app under the /m basename. */
export type AppPath = AppRoute['path'];
/** A path with an optional query (`/launchGame?code=…`), for navigate and AppLink. */
export type AppTarget = AppPath | `${AppPath}?${string}`;
/** navigate() of the app: to a route of the table, keeping the tracking parameters (hooks/use-app-navigate.ts). */
export type AppNavigate = (to: AppTarget, options?: { replace?: boolean }) => void;

const BY_PATH = new Map<string, AppRoute>(ROUTE_TABLE.map((r) => [r.path, r]));

/** The route of a location's path ('/home/' is '/home'); undefined for a path the app does not have. */
export const routeOf = (pathname: string): AppRoute | undefined => BY_PATH.get(normalisePath(pathname));

/** The home routes: the popups of signed-in §4 show only there. */
export const isHomeRoute = (pathname: string): boolean => routeOf(pathname)?.home === true;

export const NAV_ROUTES = ROUTE_TABLE.filter((r): r is AppRoute & { nav: RouteIcon } => r.nav !== undefined);
export const TILE_ROUTES = ROUTE_TABLE.filter(
  (r): r is AppRoute & { tile: RouteIcon } => r.tile !== undefined,
);

/** Each prerendered page and the paths it answers (from the `prerender` flags, in table order). */
export const PRERENDERED_PAGES: ReadonlyMap<PrerenderedPage, readonly string[]> = ROUTE_TABLE.reduce(
  (pages, { path, prerender }) =>
    prerender ? pages.set(prerender, [...(pages.get(prerender) ?? []), path]) : pages,
  new Map<PrerenderedPage, string[]>(),
);
