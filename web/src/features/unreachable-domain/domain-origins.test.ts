// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { domainOrigins } from './domain-origins';

describe('domainOrigins: only http(s) origins from the domain list are raced and followed', () => {
  const rows: [what: string, names: string[], expected: string[]][] = [
    [
      "the demo's https domains",
      ['https://www.demo-casino.example', 'https://m.demo-casino.example'],
      ['https://www.demo-casino.example', 'https://m.demo-casino.example'],
    ],
    ['a host alone is taken as https', ['m.example.com'], ['https://m.example.com']],
    ['a local http origin with its port', ['http://m1.localhost:8181'], ['http://m1.localhost:8181']],
    [
      'a path or query is dropped: the origin is raced',
      ['https://a.example/m/home?x=1'],
      ['https://a.example'],
    ],
    [
      'each origin once',
      ['https://a.example', 'https://a.example/', ' https://a.example '],
      ['https://a.example'],
    ],
    ['other schemes are skipped', ['javascript:alert(1)', 'ftp://a.example', 'data:text/html,x'], []],
    ['values that are not URLs are skipped', ['', '   ', 'http://', 'a b.example'], []],
  ];
  it.each(rows)('%s', (_what, names, expected) => {
    expect(domainOrigins(names.map((domainName) => ({ domainName })))).toEqual(expected);
  });
});
