import { createHash } from 'node:crypto';
import { authEmulatorCspSources } from '../services/auth-emulator';

/** sha256 sources of the inline scripts (no src attribute) of an HTML page, e.g. the install-prompt head script. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attrs = m[1] ?? '';
    const body = m[2] ?? '';
    if (/\bsrc\s*=/i.test(attrs) || body.length === 0) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...new Set(hashes)];
}

export interface CspExtras {
  scriptSrc?: string[];
  connectSrc?: string[];
  styleSrc?: string[];
  frameSrc?: string[];
  imgSrc?: string[];
}

/** Both sets of extra sources, directive by directive. */
export const mergeCspExtras = (a: CspExtras, b: CspExtras): CspExtras => ({
  scriptSrc: [...(a.scriptSrc ?? []), ...(b.scriptSrc ?? [])],
  connectSrc: [...(a.connectSrc ?? []), ...(b.connectSrc ?? [])],
  styleSrc: [...(a.styleSrc ?? []), ...(b.styleSrc ?? [])],
  frameSrc: [...(a.frameSrc ?? []), ...(b.frameSrc ?? [])],
  imgSrc: [...(a.imgSrc ?? []), ...(b.imgSrc ?? [])],
});

/** A host as a CSP source may name it: DNS labels (after IDNA) or a bracketed IPv6 address, nothing else. */
const CSP_HOST = /^(?:[a-z0-9-]+\.)*[a-z0-9-]+$|^\[[0-9a-f:.]+\]$/;

/**
 * The https origin of a settings value ('https://cdn.example.com/x', 'auth.example.com'), or null; an http one
 * too with `allowHttp` (demo and test mode: local origins). Only an origin of a plain host reaches the header:
 * a value with spaces, quotes, ',' or ';' (which a URL's host may hold) cannot add a source or a directive.
 */
export function cspOrigin(value: string, { allowHttp = false }: { allowHttp?: boolean } = {}): string | null {
  const text = value.trim();
  try {
    const url = new URL(text.includes('://') ? text : `https://${text}`);
    const scheme = url.protocol === 'https:' || (allowHttp && url.protocol === 'http:');
    return scheme && CSP_HOST.test(url.hostname) ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * What the merchant's page may reach outside its origin: images from its CDNs and game hosts, frames of its
 * games, and its domains, which the fastest-domain race pings (entry §7).
 */
export interface MerchantCspSettings {
  imageCDNs: readonly string[];
  gameHosts: readonly string[];
  /** Firebase's auth domain: the sign-in helper frame comes from there. */
  authDomain: string;
  domains: readonly { domainName: string }[];
  /** Demo and test mode: http domains too (the e2e merchants' local origins); otherwise https only. */
  allowHttpDomains: boolean;
}

const originsOf = (values: readonly string[], allowHttp = false) => [
  ...new Set(values.map((v) => cspOrigin(v, { allowHttp })).filter((o): o is string => o !== null)),
];

export function merchantCspSources({
  imageCDNs,
  gameHosts,
  authDomain,
  domains,
  allowHttpDomains,
}: MerchantCspSettings): CspExtras {
  return {
    imgSrc: originsOf([...imageCDNs, ...gameHosts]),
    frameSrc: originsOf(authDomain ? [...gameHosts, authDomain] : gameHosts),
    connectSrc: originsOf(
      domains.map((d) => d.domainName),
      allowHttpDomains,
    ),
  };
}

/**
 * Google's hosts behind Firebase Auth (the popup and redirect helper script, the token calls), one-tap Google
 * (Google Identity Services), the invisible reCAPTCHA of the phone-code sign-in, and Firebase Cloud Messaging's
 * token calls (push opt-in: the installation, then the registration of the push token).
 */
export const FIREBASE_AUTH_CSP: CspExtras = {
  scriptSrc: [
    'https://apis.google.com',
    'https://accounts.google.com/gsi/client',
    'https://www.google.com/recaptcha/',
    'https://www.gstatic.com/recaptcha/',
  ],
  connectSrc: [
    'https://identitytoolkit.googleapis.com',
    'https://securetoken.googleapis.com',
    'https://accounts.google.com/gsi/',
    'https://firebaseinstallations.googleapis.com',
    'https://fcmregistrations.googleapis.com',
  ],
  styleSrc: ['https://accounts.google.com/gsi/style'],
  // reCAPTCHA's challenge and one-tap's account chooser are frames; the auth domain's helper frame is the
  // merchant's (merchantCspSources).
  frameSrc: [
    'https://www.google.com/recaptcha/',
    'https://recaptcha.google.com/recaptcha/',
    'https://accounts.google.com/gsi/',
  ],
};

/** The extras plus Firebase Auth's hosts, and the Auth emulator (calls and its helper iframe) when there is one. */
export function withFirebaseSources(extras: CspExtras = {}, emulatorHost: string | null = null): CspExtras {
  const emulator = emulatorHost ? authEmulatorCspSources(emulatorHost) : [];
  return mergeCspExtras(mergeCspExtras(extras, FIREBASE_AUTH_CSP), {
    connectSrc: emulator,
    frameSrc: emulator,
  });
}

/**
 * Geetest's hosts (production only; test and demo mode use the same-origin stand-in): the v3 and v4 scripts and
 * the resources and JSONP calls they load, their stylesheets.
 */
export const GEETEST_CSP: CspExtras = {
  scriptSrc: [
    'https://static.geetest.com',
    'https://static.geevisit.com',
    'https://api.geetest.com',
    'https://api.geevisit.com',
    'https://gcaptcha4.geetest.com',
    'https://gcaptcha4.geevisit.com',
  ],
  styleSrc: ['https://static.geetest.com', 'https://static.geevisit.com'],
  // The puzzle pictures.
  imgSrc: ['https://static.geetest.com', 'https://static.geevisit.com'],
};

/** The extras plus Geetest's hosts. */
export const withGeetestSources = (extras: CspExtras = {}): CspExtras => mergeCspExtras(extras, GEETEST_CSP);

/**
 * The Content-Security-Policy of the Vite React SPA. Images and frames come from the page's own origin (data:
 * and blob: images too: the captcha image, generated icons) and the hosts the extras name, nothing else.
 * `scriptSources` are the page's own script sources besides 'self': the inline scripts' hashes (the policy of
 * every answer but the app page, e.g. the offline page's), or the app page's nonce (buildPageCsp).
 */
export function buildCsp(scriptSources: string[], extras: CspExtras = {}): string {
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...scriptSources, ...(extras.scriptSrc ?? [])]],
    ['style-src', ["'self'", "'unsafe-inline'", ...(extras.styleSrc ?? [])]],
    ['img-src', ["'self'", 'data:', 'blob:', ...(extras.imgSrc ?? [])]],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...(extras.connectSrc ?? [])]],
    ['frame-src', ["'self'", ...(extras.frameSrc ?? [])]],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'self'"]],
  ];
  return directives.map(([name, values]) => `${name} ${[...new Set(values)].join(' ')}`).join('; ');
}

/**
 * The policy of an app page (static-host.ts): scripts run only by this response's nonce, which the server put on
 * the build's own scripts (page-fill.ts withScriptNonce), and by 'strict-dynamic' whatever those scripts add to
 * the page themselves (the app's chunks, the vendor widgets, the pixels, Geetest and its JSONP calls, Firebase's
 * helpers: each is added with document.createElement, which 'strict-dynamic' trusts). A browser with
 * 'strict-dynamic' (CSP level 3: Chrome 52, Firefox 52, Safari 15.4 and later) then ignores 'self' and every host
 * of script-src, so a script tag injected into the page runs from nowhere: not from this origin (any same-origin
 * file or JSONP-like answer) and not from a vendor host that serves JSONP. 'self' and the hosts stay only for
 * browsers without 'strict-dynamic' (Safari 14.1 to 15.3, still in the build's targets), which would otherwise
 * load none of the vendors' scripts; they honour the nonce and ignore 'strict-dynamic'. No 'unsafe-inline': a
 * browser with neither nonces nor hashes runs no inline script, as before.
 */
export const buildPageCsp = (nonce: string, extras: CspExtras = {}): string =>
  buildCsp([`'nonce-${nonce}'`, "'strict-dynamic'"], extras);
