// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { chromeIntentUrl } from './in-app-way-out';

describe('open in Chrome: the Android intent link to this page (entry §2)', () => {
  it.each<[string, string, string | null]>([
    [
      'an https page with its query',
      'https://www.demo-casino.example/m/home?affiliateCode=ab1&r=x',
      'intent://www.demo-casino.example/m/home?affiliateCode=ab1&r=x#Intent;scheme=https;package=com.android.chrome;S.browser_fallback_url=https%3A%2F%2Fwww.demo-casino.example%2Fm%2Fhome%3FaffiliateCode%3Dab1%26r%3Dx;end',
    ],
    [
      'an http page with a port keeps both',
      'http://shop.localhost:8210/m/home',
      'intent://shop.localhost:8210/m/home#Intent;scheme=http;package=com.android.chrome;S.browser_fallback_url=http%3A%2F%2Fshop.localhost%3A8210%2Fm%2Fhome;end',
    ],
    [
      "the page's fragment is left out (the intent's takes its place)",
      'https://a.example/m/home#top',
      'intent://a.example/m/home#Intent;scheme=https;package=com.android.chrome;S.browser_fallback_url=https%3A%2F%2Fa.example%2Fm%2Fhome;end',
    ],
    ['not an http(s) page: none', 'file:///sdcard/page.html', null],
    ['not a URL: none', 'not a url', null],
  ])('%s', (_, href, expected) => {
    expect(chromeIntentUrl(href)).toBe(expected);
  });
});
