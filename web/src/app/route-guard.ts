import { routeOf } from '../lib/route-table';

/** Route guard decisions (signed-in §2 and §6), read from the route table. Paths are under the /m basename. */

export type RouteAccessDecision = { kind: 'allow' } | { kind: 'redirect'; to: '/login' | '/home' };

export const routeAccess = (path: string, hasToken: boolean): RouteAccessDecision => {
  if (hasToken) return { kind: 'allow' };
  switch (routeOf(path)?.access) {
    case 'member':
      return { kind: 'redirect', to: '/login' };
    case 'home-if-signed-out':
      return { kind: 'redirect', to: '/home' };
    default:
      return { kind: 'allow' };
  }
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
