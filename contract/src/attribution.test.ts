import { describe, expect, it } from 'vitest';
import { affiliateFromHost } from './attribution';

describe('affiliates are identified by subdomain: the first label of a host below the site domain', () => {
  it.each([
    ['aff01.brand.com', 'aff01'],
    ['AFF01.Brand.com', 'aff01'],
    ['aff01.brand.com:8443', 'aff01'],
    ['aff01.brand.com.', 'aff01'],
    ['aff01.m.brand.com', 'aff01'],
    ['aff01.brand.com.ph', 'aff01'],
    ['aff01.brand.co.uk', 'aff01'],
    ['aff01.demo.localhost', 'aff01'],
  ])('%s names the affiliate %s', (host, affiliate) => {
    expect(affiliateFromHost(host)).toBe(affiliate);
  });

  it.each([
    ['the site domain itself', 'brand.com'],
    ['the site domain under a second-level label', 'brand.com.ph'],
    ['a site domain on localhost', 'demo.localhost'],
    ['www names the site', 'www.brand.com'],
    ['m names the site', 'm.brand.com'],
    ['h5 names the site', 'h5.brand.com'],
    ['wap names the site', 'wap.brand.com'],
    ['mobile names the site', 'mobile.brand.com'],
    ['app names the site', 'app.brand.com'],
    ['m under a second-level label', 'm.brand.co.uk'],
    ['an IPv4 address', '127.0.0.1'],
    ['an IPv4 address with a port', '10.0.0.12:8080'],
    ['an IPv6 address', '[::1]'],
    ['a single label', 'localhost'],
    ['nothing', ''],
  ])('%s names no affiliate (%s)', (_rule, host) => {
    expect(affiliateFromHost(host)).toBeNull();
  });
});
