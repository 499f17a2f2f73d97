import { normalisePath } from '../lib/router';

/** Route guard decisions (signed-in-shared §2 and §6). Paths are under the /m basename. */

/** Routes that need a token; without one the player goes to /m/login. */
export const PROTECTED_PATHS: readonly string[] = [
  '/member/home',
  '/changePsw',
  '/voucherCenter',
  '/withdraw',
  '/securityCenter/addBankCard',
  '/securityCenter/addBankCardPix',
  '/rewardCenter',
  '/mall/mallHome',
  '/leaderBoard',
];

/** Feedback without a session goes to /m/home, not to login. */
export const HOME_IF_SIGNED_OUT_PATHS: readonly string[] = ['/feedback'];

export type RouteAccess = { kind: 'allow' } | { kind: 'redirect'; to: '/login' | '/home' };

export const routeAccess = (path: string, hasToken: boolean): RouteAccess => {
  if (hasToken) return { kind: 'allow' };
  const p = normalisePath(path);
  if (PROTECTED_PATHS.includes(p)) return { kind: 'redirect', to: '/login' };
  if (HOME_IF_SIGNED_OUT_PATHS.includes(p)) return { kind: 'redirect', to: '/home' };
  return { kind: 'allow' };
};

/** The token handed over in the URL: query parameter token, else tokens. */
export const tokenFromQuery = (search: string): string | null => {
  const q = new URLSearchParams(search);
  const token = q.get('token') || q.get('tokens');
  return token && token.trim() !== '' ? token.trim() : null;
};

/** The query without the token parameters, so the token does not stay in the address bar or history. */
export const searchWithoutToken = (search: string): string => {
  const q = new URLSearchParams(search);
  q.delete('token');
  q.delete('tokens');
  const s = q.toString();
  return s ? `?${s}` : '';
};
