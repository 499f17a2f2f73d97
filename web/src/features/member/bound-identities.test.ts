// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { boundDate, providerLabel } from './bound-identities';

describe("a bound identity's provider as the member page names it", () => {
  it.each([
    ['google', { brand: 'google' }],
    ['facebook', { brand: 'facebook' }],
    ['twitter', { brand: 'twitter' }],
    ['line', { brand: 'line' }],
    ['phone', { key: 'bound_identity_phone' }],
  ] as const)('%s', (provider, label) => {
    expect(providerLabel(provider)).toEqual(label);
  });
});

describe('the bound date', () => {
  it("is written in the interface language's way", () => {
    const at = Date.UTC(2026, 10, 27, 12);
    expect(boundDate(at, 'en')).toBe('Nov 27, 2026');
    expect(boundDate(at, 'ja')).toBe('2026年11月27日');
  });
});
