// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { countryName, dialCode, filterCountries, flagEmoji } from './country-display';

describe('flags are emoji made from the country code', () => {
  it.each([
    ['PH', '🇵🇭'],
    ['cn', '🇨🇳'],
    ['', ''],
    ['PHL', ''],
    ['1A', ''],
  ])('%s → %s', (code, flag) => {
    expect(flagEmoji(code)).toBe(flag);
  });
});

describe('dialling codes are shown with one "+"', () => {
  it.each([
    ['+63', '+63'],
    ['63', '+63'],
    ['+1', '+1'],
  ])('%s → %s', (raw, shown) => {
    expect(dialCode(raw)).toBe(shown);
  });
});

describe('country names come from the interface language', () => {
  it('names a country in English and Chinese', () => {
    expect(countryName('PH', 'en-US')).toBe('Philippines');
    expect(countryName('CN', 'zh-CN')).toBe('中国');
  });
  it('falls back to the code', () => {
    expect(countryName('not a code', 'en-US')).toBe('not a code');
  });
});

describe('the picker list can be searched by name, code or dialling code', () => {
  const countries = [
    { countryCode: 'PH', countryDialingCode: '+63' },
    { countryCode: 'CN', countryDialingCode: '+86' },
    { countryCode: 'US', countryDialingCode: '+1' },
  ];
  const name = (code: string) => countryName(code, 'en-US');
  it.each<[string, string[]]>([
    ['', ['PH', 'CN', 'US']],
    ['phil', ['PH']],
    ['cn', ['CN']],
    ['+86', ['CN']],
    ['1', ['US']],
    ['zz', []],
  ])('"%s" → %j', (query, codes) => {
    expect(filterCountries(countries, query, name).map((c) => c.countryCode)).toEqual(codes);
  });
});
