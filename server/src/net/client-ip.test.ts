import { describe, expect, it } from 'vitest';
import { canonicalIp, hasForwardedHeader, ipLimitKey, ipMatches, isProxyLikePeer } from './client-ip';

describe('canonicalIp: one spelling per address', () => {
  it.each([
    ['1.2.3.4', '1.2.3.4'],
    ['::ffff:1.2.3.4', '1.2.3.4'],
    ['::FFFF:0102:0304', '1.2.3.4'],
    ['2001:DB8:0:0::1', '2001:db8::1'],
    [' 10.0.0.1 ', '10.0.0.1'],
    ['not-an-ip', 'not-an-ip'],
  ])('%s → %s', (input, expected) => expect(canonicalIp(input)).toBe(expected));
});

describe('ipLimitKey: IPv4 per address, IPv6 per /64', () => {
  it.each([
    ['1.2.3.4', '1.2.3.4'],
    ['::ffff:1.2.3.4', '1.2.3.4'],
    ['2001:db8:1:2:aaaa::1', '2001:db8:1:2::/64'],
    ['2001:db8:1:2:ffff:ffff:ffff:ffff', '2001:db8:1:2::/64'],
    ['2001:db8:1:3::1', '2001:db8:1:3::/64'],
  ])('%s → %s', (input, expected) => expect(ipLimitKey(input)).toBe(expected));
});

describe('ipMatches: addresses and CIDRs, any spelling', () => {
  it.each([
    ['1.2.3.4', ['1.2.3.4'], true],
    ['::ffff:1.2.3.4', ['1.2.3.4'], true],
    ['1.2.3.4', ['::ffff:1.2.3.4'], true],
    ['1.2.3.4', ['1.2.0.0/16'], true],
    ['::ffff:1.2.3.4', ['1.2.0.0/16'], true],
    ['1.3.0.1', ['1.2.0.0/16'], false],
    ['1.2.3.4', ['::ffff:1.2.0.0/112'], true],
    ['2001:db8::5', ['2001:db8::/32'], true],
    ['2001:db9::5', ['2001:db8::/32'], false],
    ['1.2.3.4', ['garbage', '1.2.3.4/99'], false],
    ['garbage', ['1.2.3.4'], false],
  ] as const)('%s in %j → %s', (ip, entries, expected) => expect(ipMatches(ip, entries)).toBe(expected));
});

describe('isProxyLikePeer: an address a reverse proxy in front would have', () => {
  it.each([
    ['127.0.0.1', true],
    ['::1', true],
    ['::ffff:127.0.0.1', true],
    ['10.1.2.3', true],
    ['172.16.0.9', true],
    ['192.168.1.1', true],
    ['100.64.0.1', true],
    ['169.254.0.1', true],
    ['fd00::1', true],
    ['fe80::1', true],
    ['203.0.113.9', false],
    ['8.8.8.8', false],
    ['2001:4860::1', false],
    ['not-an-ip', false],
    ['', false],
  ])('%s → %s', (ip, proxyLike) => expect(isProxyLikePeer(ip)).toBe(proxyLike));
});

describe('hasForwardedHeader: X-Forwarded-For or Forwarded with a value', () => {
  it.each([
    [{}, false],
    [{ 'x-forwarded-for': '1.2.3.4' }, true],
    [{ forwarded: 'for=1.2.3.4' }, true],
    [{ 'x-forwarded-for': ' ' }, false],
    [{ 'x-forwarded-for': ['1.2.3.4', '5.6.7.8'] }, true],
    [{ 'x-forwarded-proto': 'https' }, false],
  ])('%j → %s', (headers, forwarded) => expect(hasForwardedHeader(headers)).toBe(forwarded));
});
