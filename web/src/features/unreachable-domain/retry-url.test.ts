// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { retryCodes, retryUrl, type RetryCodes } from './retry-url';

describe('retryUrl: Retry reloads {fastest or current host}/m/index.html with affiliateCode and r (entry §2)', () => {
  const rows: [rule: string, fastest: string | null, codes: RetryCodes, expected: string][] = [
    ['the fastest domain', 'https://m2.example', {}, 'https://m2.example/m/index.html'],
    ['the current host when no domain answered', null, {}, 'https://m.example/m/index.html'],
    [
      'affiliateCode and r when present',
      'https://m2.example',
      { affiliateCode: 'AFF1', r: 'R1' },
      'https://m2.example/m/index.html?affiliateCode=AFF1&r=R1',
    ],
    ['only r', null, { r: 'R1' }, 'https://m.example/m/index.html?r=R1'],
    [
      'values are encoded into the query, not spliced into the URL',
      'http://m1.localhost',
      { affiliateCode: 'a&b=c', r: '#x' },
      'http://m1.localhost/m/index.html?affiliateCode=a%26b%3Dc&r=%23x',
    ],
  ];
  it.each(rows)('%s', (_rule, fastest, codes, expected) => {
    expect(retryUrl(fastest, 'https://m.example', codes)).toBe(expected);
  });
});

describe('retryCodes: from the current query, else the campaign values kept this session', () => {
  const rows: [rule: string, search: string, campaign: Record<string, string>, expected: RetryCodes][] = [
    ['the current query', '?affiliateCode=AFF1&r=R1&utm_source=x', {}, { affiliateCode: 'AFF1', r: 'R1' }],
    ['referralCode in the query is r', '?referralCode=R2', {}, { r: 'R2' }],
    [
      'the campaign values kept this session',
      '',
      { affiliateCode: 'AFF3', r: 'R3' },
      { affiliateCode: 'AFF3', r: 'R3' },
    ],
    ['a kept referralCode is r', '', { referralCode: 'R4' }, { r: 'R4' }],
    [
      'the query wins over the campaign',
      '?r=R1',
      { affiliateCode: 'AFF3', r: 'R3' },
      { affiliateCode: 'AFF3', r: 'R1' },
    ],
    ['none: no codes', '?utm_source=x', { utm_source: 'y' }, {}],
    ['empty values are no codes', '?affiliateCode=&r=', {}, {}],
  ];
  it.each(rows)('%s', (_rule, search, campaign, expected) => {
    expect(retryCodes(search, campaign)).toEqual(expected);
  });
});
