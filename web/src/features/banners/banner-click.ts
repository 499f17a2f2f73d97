import type { Banner } from '@app/contract/relay';
import { BASENAME } from '@app/contract/constants/navigation';
import type { GameTarget } from '../../lib/game-launch';
import { isLottery } from '../../lib/game-launch';
import { routeOf, type AppTarget } from '../../lib/route-table';
import { normalisePath, stripBasename } from '../../lib/router';

/** What a tap on a banner does (signed-in §4 "Banner click"). */
export type BannerClick =
  /** A route of this app, navigated to in the app (the tracking parameters are kept by the app's navigate). */
  | { kind: 'navigate'; to: AppTarget }
  /**
   * A page outside the app, in a new window or in this one. `handover`: a signed-in player's tap on an https
   * link asks the server for the hand-over code the link carries as `token` (open-banner.ts); the server answers
   * none for a host the merchant does not trust, and the link opens as written.
   */
  | { kind: 'open'; url: string; newWindow: boolean; handover: boolean }
  | { kind: 'launch'; game: GameTarget }
  /** Nothing to follow: the banner is only a picture. */
  | { kind: 'ignore' };

const IGNORE: BannerClick = { kind: 'ignore' };
/** The query parameters an external banner link carries for a signed-in player (signed-in §4). */
const SESSION_PARAMS = ['token', 'username'] as const;

/** What the server hands over for a link (WPSCORE_bannerHandover): a single-use code, never the session token. */
export interface Handover {
  token: string;
  username: string;
}

/**
 * Where a banner leads, by linkageType:
 * - P: the activity page of the id in `linkage` (none: nothing).
 * - URL: only http(s) URLs and root-relative paths are followed; anything else (javascript:, data:, ftp:, a
 *   relative file name without a leading slash) is ignored. A URL on this origin under /m/ that names a route
 *   of the app is navigated to in the app, its query kept (a hash is not: the app's routes do not use one);
 *   an /m/ path the app does not have is ignored (the app would only send the player home). Every other
 *   URL, this origin's pages outside /m/ included (pages of the site the app does not own), is external: it
 *   opens as the banner says, in a new window or this one. For a signed-in player an https link asks for a
 *   hand-over (`handover`): the server decides whether the host gets `token` and `username` (withHandover), and
 *   the token is a short-lived, single-use code, never the session token. A guest's link, and an http one, open
 *   as written.
 * - G: the game in `linkage` (none: nothing); a lottery sends a guest to /m/login first.
 */
export const bannerClick = (banner: Banner, signedIn: boolean, origin: string): BannerClick => {
  const linkage = banner.linkage.trim();
  switch (banner.linkageType) {
    case 'P':
      return linkage ? { kind: 'navigate', to: `/activity?${new URLSearchParams({ id: linkage })}` } : IGNORE;
    case 'URL':
      return urlClick(banner.url ?? '', banner.openInNewWindow, signedIn, origin);
    case 'G':
      if (!linkage) return IGNORE;
      if (isLottery(banner) && !signedIn) return { kind: 'navigate', to: '/login' };
      return { kind: 'launch', game: gameOf(banner, linkage) };
    default:
      return IGNORE;
  }
};

const urlClick = (raw: string, newWindow: boolean, signedIn: boolean, origin: string): BannerClick => {
  const text = raw.trim();
  let url: URL;
  try {
    // A root-relative path (or //host) resolves against this page; anything else must be absolute.
    url = text.startsWith('/') ? new URL(text, origin) : new URL(text);
  } catch {
    return IGNORE;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return IGNORE;

  const inApp = url.pathname === BASENAME || url.pathname.startsWith(`${BASENAME}/`);
  if (url.origin === new URL(origin).origin && inApp) {
    const route = routeOf(normalisePath(stripBasename(url.pathname, BASENAME)));
    if (!route) return IGNORE;
    return { kind: 'navigate', to: url.search ? `${route.path}?${url.search.slice(1)}` : route.path };
  }
  // Only https: over plain http the code would be readable on the way (the server refuses it too).
  return { kind: 'open', url: url.href, newWindow, handover: signedIn && url.protocol === 'https:' };
};

/**
 * The link with the server's hand-over appended as `token` and `username` (URL-encoded, after the link's own
 * query, which stays as written, its hash kept; the link's own token or username are replaced, never sent twice).
 * Without a hand-over the link is as written.
 */
export const withHandover = (link: string, handover: Handover | null): string => {
  if (!handover) return link;
  const url = new URL(link);
  const own = url.search
    .slice(1)
    .split('&')
    .filter((pair) => pair && !isSessionParam(pair));
  const session = `token=${encodeURIComponent(handover.token)}&username=${encodeURIComponent(handover.username)}`;
  url.search = [...own, session].join('&');
  return url.href;
};

const isSessionParam = (pair: string): boolean => {
  const name = pair.split('=')[0] ?? '';
  try {
    return (SESSION_PARAMS as readonly string[]).includes(decodeURIComponent(name.replace(/\+/g, ' ')));
  } catch {
    return false;
  }
};

const gameOf = (banner: Banner, gameCode: string): GameTarget => {
  const game: GameTarget = { gameCode };
  for (const key of ['gameType', 'vendor', 'nodeId'] as const) {
    const value = banner[key]?.trim();
    if (value) game[key] = value;
  }
  return game;
};
