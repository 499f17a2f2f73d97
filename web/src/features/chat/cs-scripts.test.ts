import { describe, expect, it } from 'vitest';
import { csScriptsToLoad, csScriptUrl, type CsPage } from './cs-scripts';

const production: CsPage = { origin: 'https://m.casino.example', test: false };
const DEMO_ORIGIN = 'http://127.0.0.1:8181';
const OTHER_PORT = 'http://127.0.0.1:9999';
const demo: CsPage = { origin: DEMO_ORIGIN, test: true };

describe('csScriptUrl: https vendor scripts, or same-origin stand-ins in test/demo mode', () => {
  const rows: [rule: string, src: string, page: CsPage, expected: string | null][] = [
    [
      'a vendor on https',
      'https://cdn.livechatinc.com/tracking.js',
      production,
      'https://cdn.livechatinc.com/tracking.js',
    ],
    ['a vendor on plain http: never', 'http://cdn.vendor.example/a.js', production, null],
    ['javascript: never', 'javascript:alert(1)', production, null],
    ['data: never', 'data:text/javascript,alert(1)', production, null],
    ['an empty src: nothing', ' ', production, null],
    ['a same-origin stand-in in production: never', '/demo-cs/LIVECHAT.js', production, null],
    [
      'a same-origin stand-in in test/demo mode',
      '/demo-cs/LIVECHAT.js',
      demo,
      `${DEMO_ORIGIN}/demo-cs/LIVECHAT.js`,
    ],
    ['another http host in test mode: never', `${OTHER_PORT}/x.js`, demo, null],
    [
      'a protocol-relative URL takes the page’s scheme: http elsewhere, never',
      '//cdn.vendor.example/a.js',
      demo,
      null,
    ],
  ];
  it.each(rows)('%s', (_rule, src, page, expected) => {
    expect(csScriptUrl(src, page)).toBe(expected);
  });
});

describe('csScriptsToLoad: the csType vendors (AICAN, MIDUOKE, LIVECHAT, COMM100, COMM100VIP)', () => {
  it('keeps known vendors with checked URLs, each URL once', () => {
    expect(
      csScriptsToLoad(
        [
          { csType: 'LIVECHAT', src: 'https://cdn.livechatinc.com/tracking.js' },
          { csType: 'COMM100', src: 'https://vue.comm100.com/livechat.ashx' },
          { csType: 'COMM100VIP', src: 'https://vue.comm100.com/livechat.ashx' },
          { csType: 'AICAN', src: 'http://insecure.example/a.js' },
          { csType: 'TELEGRAM', src: 'https://t.me/widget.js' },
          { csType: 'MIDUOKE', src: 'https://miduoke.example/w.js' },
        ],
        production,
      ),
    ).toEqual([
      { csType: 'LIVECHAT', url: 'https://cdn.livechatinc.com/tracking.js' },
      { csType: 'COMM100', url: 'https://vue.comm100.com/livechat.ashx' },
      { csType: 'MIDUOKE', url: 'https://miduoke.example/w.js' },
    ]);
  });
});
