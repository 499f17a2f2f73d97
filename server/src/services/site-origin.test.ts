import { describe, expect, it } from 'vitest';
import { domainOrigin, isLoopbackHostName, siteOrigin, siteOriginOfCall } from './site-origin';

const SHOP = [{ domainName: 'https://www.shop.example' }, { domainName: 'm.shop.example' }];

describe('siteOrigin: the merchant’s configured domains, never a forged Host', () => {
  it.each([
    // [protocol, Host, domains, demo mode, origin]
    ['https', 'www.shop.example', SHOP, false, 'https://www.shop.example'],
    ['https', 'M.Shop.example', SHOP, false, 'https://m.shop.example'],
    // A proxy that forwards http (no X-Forwarded-Proto): still the https domain.
    ['http', 'm.shop.example', SHOP, false, 'https://m.shop.example'],
    // The configured host on another port: the domain as configured.
    ['https', 'm.shop.example:8443', SHOP, false, 'https://m.shop.example'],
    // Attack: a Host no domain names gets the merchant's first domain.
    ['https', 'evil.example', SHOP, false, 'https://www.shop.example'],
    ['http', 'evil.example:8080', SHOP, true, 'https://www.shop.example'],
    ['https', 'www.shop.example.evil.example', SHOP, false, 'https://www.shop.example'],
    ['https', 'www.shop.example/"><script>', SHOP, false, 'https://www.shop.example'],
    ['https', 'user@www.shop.example', SHOP, false, 'https://www.shop.example'],
    ['https', '', SHOP, false, 'https://www.shop.example'],
    // A loopback host outside demo mode is just another unconfigured host.
    ['http', 'localhost:8681', SHOP, false, 'https://www.shop.example'],
    // Demo and test mode on a loopback host: the request's own origin (the e2e sites, npm start).
    ['http', 'localhost:8681', SHOP, true, 'http://localhost:8681'],
    ['http', 'localhost:80', SHOP, true, 'http://localhost'],
    ['http', 'm1.localhost:8681', [], true, 'http://m1.localhost:8681'],
    ['http', '127.0.0.1:8080', [], true, 'http://127.0.0.1:8080'],
    ['http', '[::1]:8080', [], true, 'http://[::1]:8080'],
    // No domain and no loopback demo: none.
    ['https', 'www.shop.example', [], false, undefined],
    ['https', 'evil.example', [{ domainName: 'javascript:alert(1)' }], false, undefined],
  ] as const)('%s://%s with %j (demo %s) is %s', (protocol, host, domains, demoMode, origin) => {
    expect(siteOrigin({ protocol, host, domains, demoMode })).toBe(origin);
  });

  it('prefers the domain of the same host and port, then the same host name', () => {
    const domains = [
      { domainName: 'https://a.example' },
      { domainName: 'https://b.example:8443' },
      { domainName: 'https://b.example' },
    ];
    expect(siteOrigin({ protocol: 'https', host: 'b.example', domains, demoMode: false })).toBe(
      'https://b.example',
    );
    expect(siteOrigin({ protocol: 'https', host: 'b.example:8443', domains, demoMode: false })).toBe(
      'https://b.example:8443',
    );
    expect(siteOrigin({ protocol: 'https', host: 'b.example:9', domains, demoMode: false })).toBe(
      'https://b.example:8443',
    );
  });

  it('reads a call’s request origin the same way', () => {
    expect(siteOriginOfCall(SHOP, 'http://evil.example', true)).toBe('https://www.shop.example');
    expect(siteOriginOfCall(SHOP, 'http://m.shop.example:80', false)).toBe('https://m.shop.example');
    expect(siteOriginOfCall(SHOP, 'http://localhost:80', true)).toBe('http://localhost');
    expect(siteOriginOfCall([], 'http://evil.example', true)).toBeUndefined();
  });
});

describe('domainOrigin: https, http only for a loopback host in demo mode', () => {
  it.each([
    ['https://www.shop.example/m/home', false, 'https://www.shop.example'],
    ['www.shop.example', false, 'https://www.shop.example'],
    ['http://www.shop.example', false, 'https://www.shop.example'],
    ['http://www.shop.example', true, 'https://www.shop.example'],
    ['http://m1.localhost:8681', true, 'http://m1.localhost:8681'],
    ['http://m1.localhost:8681', false, 'https://m1.localhost:8681'],
    ['https://user:pw@www.shop.example', false, null],
    ['ftp://www.shop.example', false, null],
    ['https://x;sandbox', false, null],
    ['', false, null],
  ] as const)('%s (demo %s) is %s', (value, demoMode, origin) => {
    expect(domainOrigin(value, demoMode)).toBe(origin);
  });
});

describe('isLoopbackHostName', () => {
  it.each([
    ['localhost', true],
    ['m1.localhost', true],
    ['127.0.0.1', true],
    ['127.8.9.10', true],
    ['[::1]', true],
    ['localhost.evil.example', false],
    ['evil-localhost', false],
    ['128.0.0.1', false],
  ])('%s: %s', (host, loopback) => {
    expect(isLoopbackHostName(host)).toBe(loopback);
  });
});
