// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { followableUrl, httpUrl } from './safe-url';

describe('httpUrl: only an absolute http(s) URL is followed', () => {
  const rows: [text: string | null, expected: string | null][] = [
    ['https://secure.livechatinc.com/chat', 'https://secure.livechatinc.com/chat'],
    ['http://cs.localhost:8080/chat?x=1', 'http://cs.localhost:8080/chat?x=1'],
    ['javascript:alert(1)', null],
    ['JavaScript:alert(1)', null],
    ['data:text/html,<script>alert(1)</script>', null],
    ['/relative/path', null],
    ['//cs.example/chat', null],
    ['not a url', null],
    ['', null],
    [null, null],
  ];
  it.each(rows)('%s → %s', (text, expected) => {
    expect(httpUrl(text)).toBe(expected);
  });
});

describe('followableUrl: an http(s) URL, a relative one resolved against the page', () => {
  const base = 'https://m.shop.example/m/home';
  const rows: [raw: string, expected: string | null][] = [
    ['https://cdn.example/a.png', 'https://cdn.example/a.png'],
    ['/wps/images/a.png', 'https://m.shop.example/wps/images/a.png'],
    ['  /m/activity?id=1 ', 'https://m.shop.example/m/activity?id=1'],
    ['javascript:alert(1)', null],
    [' jAvAsCrIpT:alert(1)', null],
    ['data:image/png;base64,AAAA', null],
    ['ftp://files.example/a', null],
    ['', null],
    ['   ', null],
  ];
  it.each(rows)('%s → %s', (raw, expected) => {
    expect(followableUrl(raw, base)).toBe(expected);
  });
});
