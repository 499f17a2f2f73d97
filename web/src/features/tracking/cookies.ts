import { SECOND_LEVEL_DOMAIN_LABELS } from '@app/contract/attribution';

/** Meta's own names for the click and browser id cookies, which its pixel reads and renews. */
export const FBC_COOKIE = '_fbc';
export const FBP_COOKIE = '_fbp';

const DAY_MS = 24 * 60 * 60 * 1000;
const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/**
 * The top domain a cookie is set on (signed-in §9: "set on the top domain"): the site's registrable domain, the
 * last two labels of the host, three under a second-level label (brand.com.ph), as contract/src/attribution.ts
 * reads a site's own domain. Null, for a host-only cookie, when there is none: an IP address, localhost and
 * *.localhost (a name no browser lets a cookie span), a one-label host.
 */
export const cookieDomain = (host: string): string | null => {
  const name = host.toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  if (!name || IPV4.test(name) || name.includes(':') || name === 'localhost' || name.endsWith('.localhost')) {
    return null;
  }
  const labels = name.split('.');
  if (labels.length < 2) return null;
  const beforeLast = labels.at(-2) ?? '';
  const own = labels.length >= 3 && SECOND_LEVEL_DOMAIN_LABELS.some((l) => l === beforeLast) ? 3 : 2;
  return labels.slice(-own).join('.');
};

/** When a cookie set at `now` for `days` expires. */
export const cookieExpiry = (now: number, days: number): Date => new Date(now + days * DAY_MS);

/** The document.cookie line of a tracking cookie: top domain (if any), whole site, SameSite=Lax, Secure on https. */
export const cookieLine = (
  name: string,
  value: string,
  o: { host: string; now: number; days: number; https: boolean },
): string => {
  const domain = cookieDomain(o.host);
  return [
    `${name}=${encodeURIComponent(value)}`,
    `expires=${cookieExpiry(o.now, o.days).toUTCString()}`,
    'path=/',
    ...(domain ? [`domain=${domain}`] : []),
    'SameSite=Lax',
    ...(o.https ? ['Secure'] : []),
  ].join('; ');
};

/** A cookie's value in a document.cookie string, or undefined. */
export const readCookie = (cookies: string, name: string): string | undefined => {
  for (const part of cookies.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
};

/** Meta's browser id format: fb.1.{creation ms}.{random number}. */
export const newFbp = (now: number, random: number): string => `fb.1.${now}.${Math.floor(random * 1e10)}`;

/**
 * The Meta cookies' values at start: the click id cookie from the stored fbc (a landing with fbclid made it) or the
 * cookie already there; the browser id from the cookie, else the stored fbp, else a new one. Both are written
 * again, so each lasts 90 days from the last visit (as Meta's pixel renews them).
 */
export const metaCookieValues = (
  cookies: string,
  stored: { fbc?: string; fbp?: string },
  fresh: () => string,
): { fbc?: string; fbp: string } => {
  const fbc = stored.fbc ?? readCookie(cookies, FBC_COOKIE);
  const fbp = readCookie(cookies, FBP_COOKIE) ?? stored.fbp ?? fresh();
  return fbc ? { fbc, fbp } : { fbp };
};
