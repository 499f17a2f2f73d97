import { describe, expect, it } from 'vitest';
import { PIXEL_CSP } from './demo-pixels';
import { withCustomerServiceSources } from './customer-service-csp';
import {
  buildCsp,
  buildPageCsp,
  cspOrigin,
  merchantCspSources,
  mergeCspExtras,
  withFirebaseSources,
  withGeetestSources,
} from './csp';

describe('cspOrigin: only the origin of a plain host reaches the header', () => {
  const rows: [value: string, allowHttp: boolean, expected: string | null][] = [
    ['https://cdn.example.com/images/x.png', false, 'https://cdn.example.com'],
    ['cdn.example.com', false, 'https://cdn.example.com'],
    ['  https://cdn.example.com:8443  ', false, 'https://cdn.example.com:8443'],
    ['https://[::1]:8443/', false, 'https://[::1]:8443'],
    ['https://例え.jp', false, 'https://xn--r8jz45g.jp'],
    ['http://m1.localhost:8181', false, null],
    ['http://m1.localhost:8181', true, 'http://m1.localhost:8181'],
    ['ftp://files.example.com', true, null],
    ['javascript:alert(1)', true, null],
    ['data:text/html,x', true, null],
    ['', true, null],
  ];
  it.each(rows)('%s (http allowed: %s) → %s', (value, allowHttp, expected) => {
    expect(cspOrigin(value, { allowHttp })).toBe(expected);
  });
});

// The attack: a merchant's domain (or CDN) value that, copied into the header, ends the source list and adds a
// directive (`; sandbox`, `; script-src *`) or a quoted keyword ('unsafe-inline'). A URL's host may hold ';',
// quotes and ',' (the URL parser keeps them), so the origin alone is not enough: the host must be plain.
describe('merchantCspSources: a domain value cannot add a CSP source or directive', () => {
  const attacks = [
    'https://x;sandbox',
    'https://evil.example;script-src',
    "https://a.example 'unsafe-inline'",
    "https://a'unsafe-eval'.example",
    'https://a"b.example',
    'https://a,b.example',
    'https://a.example;script-src *',
    'https://*.example.com',
    'https://a.example\nscript-src *',
    "x.example; script-src 'unsafe-inline'",
  ];
  it.each(attacks)('%s is left out', (domainName) => {
    const extras = merchantCspSources({
      imageCDNs: [domainName],
      gameHosts: [domainName],
      authDomain: domainName,
      domains: [{ domainName }, { domainName: 'https://m.example.com' }],
      allowHttpDomains: true,
    });
    expect(extras).toEqual({
      imgSrc: [],
      frameSrc: [],
      connectSrc: ['https://m.example.com'],
    });
    const csp = buildCsp([], extras);
    expect(csp.split('; ').map((d) => d.split(' ')[0])).toEqual([
      'default-src',
      'script-src',
      'style-src',
      'img-src',
      'font-src',
      'connect-src',
      'frame-src',
      'worker-src',
      'manifest-src',
      'object-src',
      'base-uri',
      'form-action',
      'frame-ancestors',
    ]);
    expect(csp).toContain("connect-src 'self' https://m.example.com;");
  });
});

describe("merchantCspSources: the page may ping the merchant's domains (the fastest-domain race)", () => {
  const sources = (allowHttpDomains: boolean) =>
    merchantCspSources({
      imageCDNs: [],
      gameHosts: [],
      authDomain: '',
      domains: [
        { domainName: 'https://www.example.com/m/home' },
        { domainName: 'm.example.com' },
        { domainName: 'http://m1.localhost:8181' },
        { domainName: 'https://www.example.com' },
      ],
      allowHttpDomains,
    }).connectSrc;

  it('https origins always, each once', () => {
    expect(sources(false)).toEqual(['https://www.example.com', 'https://m.example.com']);
  });

  it('http origins only in demo and test mode (local origins)', () => {
    expect(sources(true)).toEqual([
      'https://www.example.com',
      'https://m.example.com',
      'http://m1.localhost:8181',
    ]);
  });
});

describe("buildPageCsp: the app page's scripts by nonce and 'strict-dynamic'", () => {
  // The production policy's extras, as app.ts composes them.
  const production = withFirebaseSources(
    mergeCspExtras(withCustomerServiceSources(withGeetestSources()), PIXEL_CSP),
  );
  const directive = (csp: string, name: string) =>
    csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';

  it("runs the nonce's scripts and what they add; the hosts are only the fallback of browsers without strict-dynamic", () => {
    const scriptSrc = directive(buildPageCsp('AbCdEfGhIjKlMnOpQrStUv==', production), 'script-src');
    expect(scriptSrc.startsWith("script-src 'self' 'nonce-AbCdEfGhIjKlMnOpQrStUv==' 'strict-dynamic' ")).toBe(
      true,
    );
    // A browser with strict-dynamic ignores these (and 'self'): the JSONP-serving hosts open nothing there.
    expect(scriptSrc).toContain('https://api.geetest.com');
    expect(scriptSrc).not.toMatch(/'unsafe-inline'|'unsafe-eval'|sha256-|\shttps:(\s|$)|\s\*(\s|$)/);
  });

  it('leaves the other directives as the plain policy has them (a nonce in style-src would turn off its inline styles)', () => {
    const page = buildPageCsp('AbCdEfGhIjKlMnOpQrStUv==', production);
    const plain = buildCsp([], production);
    for (const name of [
      'default-src',
      'style-src',
      'img-src',
      'connect-src',
      'frame-src',
      'object-src',
      'base-uri',
    ]) {
      expect(directive(page, name), name).toBe(directive(plain, name));
    }
    expect(directive(page, 'style-src')).not.toContain('nonce-');
    expect(directive(page, 'object-src')).toBe("object-src 'none'");
    expect(directive(page, 'base-uri')).toBe("base-uri 'self'");
  });
});
