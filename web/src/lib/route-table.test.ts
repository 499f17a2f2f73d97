import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { INTERFACE_LANGUAGES } from '@app/contract/constants/language';
import { routeAccess } from '../app/route-guard';
import {
  defineRoutes,
  isHomeRoute,
  NAV_ROUTES,
  PRERENDERED_PAGES,
  ROUTE_TABLE,
  routeOf,
  TILE_ROUTES,
} from './route-table';
import { seoOf } from './route-seo';

const locale = (code: string): Record<string, string> =>
  JSON.parse(readFileSync(join(__dirname, '..', 'i18n', 'locales', `${code}.json`), 'utf8'));

describe('the route table', () => {
  it.each(INTERFACE_LANGUAGES)('every route title and search-engine key exists in %s', (code) => {
    const strings = locale(code);
    for (const route of ROUTE_TABLE) {
      const { title, description, keywords } = seoOf(route);
      expect(title === undefined, `${route.path}: only home has no screen title`).toBe(route.home === true);
      for (const key of [route.titleKey, title ?? route.titleKey, description, keywords]) {
        expect(strings[key], `${code}: ${route.path} needs "${key}"`).toBeTruthy();
      }
    }
  });

  it.each(ROUTE_TABLE.filter((r) => r.access === 'member').map((r) => r.path))(
    'a guest who opens the member route %s is sent to /m/login',
    (path) => {
      expect(routeAccess(path, false)).toEqual({ kind: 'redirect', to: '/login' });
      expect(routeAccess(path, true)).toEqual({ kind: 'allow' });
    },
  );

  it('the member routes are exactly the ones the specs say need a login', () => {
    expect(ROUTE_TABLE.filter((r) => r.access === 'member').map((r) => r.path)).toEqual([
      '/changePsw',
      '/member/home',
      '/voucherCenter',
      '/withdraw',
      '/securityCenter/addBankCard',
      '/securityCenter/addBankCardPix',
      '/rewardCenter',
      '/mall/mallHome',
      '/leaderBoard',
    ]);
  });

  it.each([
    ['/activity/:id', 'a parameter'],
    ['/game/*', 'a wildcard'],
    ['/member/', 'a trailing slash'],
    ['member/home', 'no leading slash'],
    ['/launchGame?code=1', 'a query'],
  ])('refuses %s (%s) when the module loads', (path) => {
    expect(() => defineRoutes([{ path, access: 'public', titleKey: 'home' }])).toThrow(/not a static path/);
  });

  it('refuses a path listed twice', () => {
    expect(() =>
      defineRoutes([
        { path: '/home', access: 'public', titleKey: 'home' },
        { path: '/home', access: 'member', titleKey: 'home' },
      ]),
    ).toThrow(/twice/);
  });

  it.each([
    ['/', true],
    ['/home', true],
    ['/home/', true],
    ['/index', true],
    ['/index.html', true],
    ['/login', false],
    ['/member/home', false],
    ['/unknown', false],
  ])('%s counts as a home route for popups: %s', (path, home) => {
    expect(isHomeRoute(path)).toBe(home);
  });

  it('the nav and the home tiles come from the table, in its order', () => {
    expect(NAV_ROUTES.map((r) => r.path)).toEqual(['/home', '/member/home']);
    expect(TILE_ROUTES.map((r) => r.path)).toEqual([
      '/game',
      '/voucherCenter',
      '/inviteFriends',
      '/member/benefits',
    ]);
  });

  it('an unknown path has no route (the app sends it home)', () => {
    expect(routeOf('/nowhere')).toBeUndefined();
    expect(routeOf('/member/benefits/')?.path).toBe('/member/benefits');
  });
});

describe('prerendered pages (first paint from the HTML)', () => {
  it('each page is rendered at its own public path and answers every path that names it', () => {
    expect(Object.fromEntries(PRERENDERED_PAGES)).toEqual({
      home: ['/', '/home', '/index', '/index.html'],
      login: ['/login'],
      register: ['/register', '/register.html'],
    });
    for (const page of PRERENDERED_PAGES.keys()) {
      expect(ROUTE_TABLE.find((r) => r.path === `/${page}`)).toMatchObject({
        access: 'public',
        prerender: page,
      });
    }
  });
});
