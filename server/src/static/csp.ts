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
}

/**
 * Google's hosts behind Firebase Auth (the popup and redirect helper script, the token calls), one-tap Google
 * (Google Identity Services) and the invisible reCAPTCHA of the phone-code sign-in.
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
  ],
  styleSrc: ['https://accounts.google.com/gsi/style'],
};

/** The extras plus Firebase Auth's hosts, and the Auth emulator (calls and its helper iframe) when there is one. */
export function withFirebaseSources(extras: CspExtras = {}, emulatorHost: string | null = null): CspExtras {
  const emulator = emulatorHost ? authEmulatorCspSources(emulatorHost) : [];
  return {
    scriptSrc: [...(extras.scriptSrc ?? []), ...(FIREBASE_AUTH_CSP.scriptSrc ?? [])],
    connectSrc: [...(extras.connectSrc ?? []), ...(FIREBASE_AUTH_CSP.connectSrc ?? []), ...emulator],
    styleSrc: [...(extras.styleSrc ?? []), ...(FIREBASE_AUTH_CSP.styleSrc ?? [])],
    frameSrc: [...(extras.frameSrc ?? []), ...emulator],
  };
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
};

/** The extras plus Geetest's hosts. */
export const withGeetestSources = (extras: CspExtras = {}): CspExtras => ({
  ...extras,
  scriptSrc: [...(extras.scriptSrc ?? []), ...(GEETEST_CSP.scriptSrc ?? [])],
  styleSrc: [...(extras.styleSrc ?? []), ...(GEETEST_CSP.styleSrc ?? [])],
});

/** The Content-Security-Policy of the Vite React SPA. */
export function buildCsp(scriptHashes: string[], extras: CspExtras = {}): string {
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...scriptHashes, ...(extras.scriptSrc ?? [])]],
    ['style-src', ["'self'", "'unsafe-inline'", ...(extras.styleSrc ?? [])]],
    ['img-src', ["'self'", 'data:', 'blob:', 'https:']],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...(extras.connectSrc ?? [])]],
    ['frame-src', ['https:', ...(extras.frameSrc ?? [])]],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'self'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}
