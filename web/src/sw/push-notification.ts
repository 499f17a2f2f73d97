/**
 * The messaging worker's decisions, pure so that tables can state them; push-handler.ts carries
 * them out. Plain shapes only: this module runs in the worker and in tests.
 */

/** The FCM web-push payload: the members the worker reads (FCM's `notification`, `data`, `fcmOptions`). */
interface FcmPayload {
  notification?: { title?: unknown; body?: unknown; icon?: unknown; image?: unknown; click_action?: unknown };
  data?: Record<string, unknown>;
  fcmOptions?: { link?: unknown };
}

export interface ShownNotification {
  title: string;
  options: { body?: string; icon?: string; image?: string; data: { link: string | null } };
}

/** Where a notification without a link (or with one that may not be opened) takes the player. */
export const NOTIFICATION_HOME = '/m/home';

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value : undefined;

const asObject = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/**
 * The notification of a push: FCM's notification.title, body and icon (and image); the link from data.url,
 * else fcmOptions.link, else notification.click_action, checked only when tapped (openableLink). A push the
 * worker cannot read still shows a notification under `fallbackTitle` (the browser requires one per push).
 */
export function notificationFromPush(payload: unknown, fallbackTitle: string): ShownNotification {
  const p = asObject(payload) as FcmPayload;
  const n = asObject(p.notification);
  const data = asObject(p.data);
  const body = text(n.body) ?? text(data.body);
  const icon = text(n.icon);
  const image = text(n.image);
  return {
    title: text(n.title) ?? text(data.title) ?? fallbackTitle,
    options: {
      ...(body && { body }),
      ...(icon && { icon }),
      ...(image && { image }),
      data: { link: text(data.url) ?? text(asObject(p.fcmOptions).link) ?? text(n.click_action) ?? null },
    },
  };
}

/**
 * The URL a tapped notification may open: a page of the app on the worker's own origin (under /m/), or an https
 * page on one of the merchant's domains (`merchantOrigins`); anything else (another site, javascript:, http to
 * another host) is null.
 */
export function openableLink(
  link: string | null,
  origin: string,
  merchantOrigins: readonly string[],
): string | null {
  if (!link) return null;
  let url: URL;
  try {
    url = new URL(link, origin);
  } catch {
    return null;
  }
  if (url.origin === origin) return url.pathname.startsWith('/m/') ? url.href : null;
  return url.protocol === 'https:' && merchantOrigins.includes(url.origin) ? url.href : null;
}

/** The https origins of the merchant's domain list (`{ domainName }` entries, each an origin or URL). */
export const httpsOrigins = (domainList: unknown): string[] =>
  (Array.isArray(domainList) ? domainList : []).flatMap((entry) => {
    try {
      const url = new URL(String(asObject(entry).domainName ?? ''));
      return url.protocol === 'https:' ? [url.origin] : [];
    } catch {
      return [];
    }
  });

export type NotificationClick = { kind: 'focus'; navigate: string | null } | { kind: 'open'; url: string };

/**
 * What a tap does: an app page (or no link) focuses a window of the app already open under /m/, taken to the
 * page, or else opens the page (home without a link); a merchant's other domain opens in a new window.
 */
export function notificationClick(
  target: string | null,
  origin: string,
  appWindowOpen: boolean,
): NotificationClick {
  const inApp = target === null || new URL(target).origin === origin;
  if (inApp && appWindowOpen) return { kind: 'focus', navigate: target };
  return { kind: 'open', url: target ?? new URL(NOTIFICATION_HOME, origin).href };
}
