// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { vitalOf } from './vitals';

describe('vitalOf: a Web Vital as the tracking batch carries it', () => {
  it.each([
    ['LCP in whole ms', 'LCP', 1234.56, { name: 'LCP', value: 1235, route: '/home' }],
    ['INP in whole ms', 'INP', 88.2, { name: 'INP', value: 88, route: '/home' }],
    ['CLS to 4 places', 'CLS', 0.123456, { name: 'CLS', value: 0.1235, route: '/home' }],
    ['a CLS of 0 is still one', 'CLS', 0, { name: 'CLS', value: 0, route: '/home' }],
    ['capped at the contract’s bound', 'LCP', 9_999_999, { name: 'LCP', value: 600_000, route: '/home' }],
  ] as const)('%s', (_name, metric, value, expected) => {
    expect(vitalOf(metric, value, '/home')).toEqual(expected);
  });

  it('none for a value that is no measurement', () => {
    expect(vitalOf('LCP', Number.NaN, '/home')).toBeNull();
    expect(vitalOf('LCP', -1, '/home')).toBeNull();
  });

  it('the route within the contract’s 128 characters', () => {
    expect(vitalOf('LCP', 1, `/${'a'.repeat(200)}`)?.route).toHaveLength(128);
  });
});
