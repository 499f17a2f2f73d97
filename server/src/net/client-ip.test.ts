import { describe, expect, it } from 'vitest';
import { canonicalIp, ipLimitKey, ipMatches } from './client-ip';

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
