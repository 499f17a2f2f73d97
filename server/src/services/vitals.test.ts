import { describe, expect, it } from 'vitest';
import { percentile, summariseVitals } from './vitals';

describe('percentile: nearest rank, always a measured value', () => {
  const ten = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
  it.each([
    [ten, 50, 5],
    [ten, 75, 8],
    [ten, 95, 10],
    [ten, 100, 10],
    [[42], 50, 42],
    [[42], 95, 42],
    [[1, 100], 50, 1],
    [[1, 100], 75, 100],
  ])('%j p%i = %i', (values, p, expected) => {
    expect(percentile(values, p)).toBe(expected);
  });

  it('NaN for no values', () => {
    expect(percentile([], 50)).toBeNaN();
  });
});

describe('summariseVitals: per route and metric', () => {
  it('groups, counts and takes p50, p75 and p95, sorted by route then metric', () => {
    const lcp = [900, 1000, 1100, 3000].map((value) => ({ name: 'LCP' as const, value, route: '/home' }));
    expect(
      summariseVitals([
        ...lcp,
        { name: 'CLS', value: 0.02, route: '/home' },
        { name: 'INP', value: 120, route: '/game' },
      ]),
    ).toEqual([
      { route: '/game', metric: 'INP', count: 1, p50: 120, p75: 120, p95: 120 },
      { route: '/home', metric: 'CLS', count: 1, p50: 0.02, p75: 0.02, p95: 0.02 },
      { route: '/home', metric: 'LCP', count: 4, p50: 1000, p75: 1100, p95: 3000 },
    ]);
  });

  it('nothing for no vitals', () => {
    expect(summariseVitals([])).toEqual([]);
  });
});
