import { describe, expect, it } from 'vitest';
import { AD_COOKIE_DAYS } from '@app/contract/constants/tracking';
import { cookieDomain, cookieExpiry, cookieLine, metaCookieValues, newFbp, readCookie } from './cookies';

describe('cookieDomain: Facebook cookies on the top domain (signed-in §9)', () => {
  it.each([
    ['www.brand.com', 'brand.com'],
    ['brand.com', 'brand.com'],
    ['aff01.m.brand.com', 'brand.com'],
    ['m.brand.com.ph', 'brand.com.ph'],
    ['brand.co.uk', 'brand.co.uk'],
    ['WWW.Brand.COM.', 'brand.com'],
    ['www.brand.com:8443', 'brand.com'],
    ['brand.ph', 'brand.ph'],
  ])('%s → %s', (host, domain) => {
    expect(cookieDomain(host)).toBe(domain);
  });

  it.each([
    ['an IPv4 address', '192.168.1.20'],
    ['an IPv6 address', '[::1]'],
    ['localhost', 'localhost'],
    ['a *.localhost name (the e2e merchants)', 'm1a2b3.localhost'],
    ['a one-label host', 'intranet'],
    ['nothing', ''],
  ])('none (a host-only cookie) for %s', (_name, host) => {
    expect(cookieDomain(host)).toBeNull();
  });
});

describe('the Meta cookies last 90 days, SameSite Lax', () => {
  const now = Date.UTC(2026, 0, 1);

  it('expire 90 days after they are written', () => {
    expect(AD_COOKIE_DAYS).toBe(90);
    expect(cookieExpiry(now, AD_COOKIE_DAYS).toISOString()).toBe('2026-04-01T00:00:00.000Z');
  });

  it('are written on the top domain, for the whole site, Secure on https', () => {
    expect(cookieLine('_fbp', 'fb.1.1.2', { host: 'www.brand.com', now, days: 90, https: true })).toBe(
      '_fbp=fb.1.1.2; expires=Wed, 01 Apr 2026 00:00:00 GMT; path=/; domain=brand.com; SameSite=Lax; Secure',
    );
  });

  it('are host-only, and not Secure, on a local http host', () => {
    expect(cookieLine('_fbc', 'a b', { host: '127.0.0.1', now, days: 90, https: false })).toBe(
      '_fbc=a%20b; expires=Wed, 01 Apr 2026 00:00:00 GMT; path=/; SameSite=Lax',
    );
  });
});

describe('the Meta cookie values at start', () => {
  const fresh = () => 'fb.1.5.6';

  it.each([
    ['nothing yet: a new browser id, no click id', '', {}, { fbp: 'fb.1.5.6' }],
    ['a landing with fbclid stored fbc', '', { fbc: 'fb.1.9.abc' }, { fbc: 'fb.1.9.abc', fbp: 'fb.1.5.6' }],
    ['the cookies are kept', '_fbp=fb.1.2.3; _fbc=fb.1.2.x', {}, { fbc: 'fb.1.2.x', fbp: 'fb.1.2.3' }],
    [
      'a newer stored click id wins over the cookie',
      '_fbc=fb.1.2.old',
      { fbc: 'fb.1.9.new' },
      { fbc: 'fb.1.9.new', fbp: 'fb.1.5.6' },
    ],
    ['the browser cookie wins over a stored fbp', '_fbp=fb.1.2.3', { fbp: 'fb.1.7.7' }, { fbp: 'fb.1.2.3' }],
  ])('%s', (_name, cookies, stored, expected) => {
    expect(metaCookieValues(cookies, stored, fresh)).toEqual(expected);
  });

  it('a new browser id has Meta’s format fb.1.{ms}.{random}', () => {
    expect(newFbp(1700000000000, 0.123456789)).toBe('fb.1.1700000000000.1234567890');
  });

  it('reads a cookie by its exact name', () => {
    expect(readCookie('a_fbp=1; _fbp=fb.1.2%2C3', '_fbp')).toBe('fb.1.2,3');
    expect(readCookie('_fbp=1', '_fbc')).toBeUndefined();
  });
});
