// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { contentImageUrl } from './image-url';

describe('contentImageUrl: a path goes to the first image CDN (else this site); only http(s) loads', () => {
  const origin = 'https://m.shop.example';
  const rows: [what: string, src: string, cdns: string[], expected: string | null][] = [
    [
      'a path, no CDN: this site',
      '/wps/images/home/a.svg',
      [],
      'https://m.shop.example/wps/images/home/a.svg',
    ],
    ['a path, a CDN', '/b/a.webp', ['https://img.cdn.example/'], 'https://img.cdn.example/b/a.webp'],
    ['the first usable CDN', '/a.png', ['javascript:x', 'https://c2.example'], 'https://c2.example/a.png'],
    [
      'an absolute URL stays',
      'https://other.example/a.png',
      ['https://cdn.example'],
      'https://other.example/a.png',
    ],
    ['a protocol-relative URL resolves against the page', '//x.example/a.png', [], 'https://x.example/a.png'],
    ['javascript: is no image', 'javascript:alert(1)', ['https://cdn.example'], null],
    ['data: is no image', 'data:image/svg+xml,<svg onload=alert(1)>', [], null],
    ['empty', '', [], null],
  ];
  it.each(rows)('%s', (_what, src, cdns, expected) => {
    expect(contentImageUrl(src, cdns, origin)).toBe(expected);
  });
});
