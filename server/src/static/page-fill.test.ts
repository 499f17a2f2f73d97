import { describe, expect, it } from 'vitest';
import {
  bannerImageHref,
  escapeHtml,
  fillPage,
  iconHref,
  MERCHANT_NAME_SLOT,
  pageMerchantCode,
  withMerchantMeta,
  withFirstBanner,
  withScriptNonce,
  withSeoHead,
} from './page-fill';

const PAGE = [
  '<html><head><meta name="merchant" content="DEMO" /><meta name="theme-color" content="#d0341f" /></head>',
  `<body><div id="root" data-prerendered inert><span>${MERCHANT_NAME_SLOT}</span><h1 title="${MERCHANT_NAME_SLOT}">x</h1></div></body></html>`,
].join('');

describe('escapeHtml', () => {
  it.each([
    ['Demo Casino', 'Demo Casino'],
    ['<script>alert(1)</script>', '&lt;script&gt;alert(1)&lt;/script&gt;'],
    [`Tom & "Jerry's"`, 'Tom &amp; &quot;Jerry&#39;s&quot;'],
  ])('%s', (text, escaped) => expect(escapeHtml(text)).toBe(escaped));
});

describe('the merchant named in the page', () => {
  it('is read from the meta the build writes', () => {
    expect(pageMerchantCode(PAGE)).toBe('DEMO');
    expect(pageMerchantCode('<head></head>')).toBeUndefined();
  });

  it('replaces the named merchant, or is added first in the head; never a second meta', () => {
    const renamed = withMerchantMeta(PAGE, 'SHOP2');
    expect(renamed.match(/name="merchant"/g)).toHaveLength(1);
    expect(pageMerchantCode(renamed)).toBe('SHOP2');
    expect(withMerchantMeta('<html><head><title>x</title></head></html>', 'SHOP2')).toBe(
      '<html><head><meta name="merchant" content="SHOP2"><title>x</title></head></html>',
    );
    // Only a code's characters reach the page.
    expect(withMerchantMeta(PAGE, 'A"><script>')).toContain('<meta name="merchant" content="Ascript">');
  });
});

describe('fillPage', () => {
  const shop = { code: 'SHOP2', name: '<Shop & "2">', primaryColor: '#12ab34' };

  it("puts the merchant's name, escaped, wherever the prerendered screen shows it", () => {
    const page = fillPage(PAGE, shop);
    expect(page).not.toContain(MERCHANT_NAME_SLOT);
    expect(page).toContain('<span>&lt;Shop &amp; &quot;2&quot;&gt;</span>');
    expect(page).toContain('title="&lt;Shop &amp; &quot;2&quot;&gt;"');
    expect(page).not.toContain('<Shop');
  });

  it("paints the merchant's colour without JavaScript and tells the head script it is the merchant's", () => {
    const page = fillPage(PAGE, shop);
    expect(page).toContain('<style>:root{--brand:#12ab34}</style></head>');
    expect(page).toContain('<meta name="theme-color" content="#12ab34" data-merchant-color>');
    expect(page).not.toContain('#d0341f');
  });

  it('leaves the build colour when the stored one is not a colour (nothing unchecked reaches the page)', () => {
    const page = fillPage(PAGE, { ...shop, primaryColor: 'red;}</style><script>' });
    expect(page).not.toContain('--brand:');
    expect(page).toContain('<meta name="theme-color" content="#d0341f" />');
    expect(page).not.toContain('<script>');
  });

  it("links the merchant's manifest and apple-touch-icon in the head, for iOS without JavaScript", () => {
    const page = fillPage(PAGE, { ...shop, appleTouchIcon: '/wps/system/icons/SHOP2/192.png' });
    expect(page).toContain(
      '<link rel="manifest" href="/wps/system/manifest.json?merchantCode=SHOP2"><link rel="apple-touch-icon" href="/wps/system/icons/SHOP2/192.png">',
    );
    expect(page.indexOf('rel="manifest"')).toBeLessThan(page.indexOf('</head>'));
    expect(page.match(/rel="manifest"/g)).toHaveLength(1);
  });

  it("falls back to the merchant's 192 px icon when the setting is empty or not a safe link", () => {
    for (const appleTouchIcon of [
      undefined,
      '',
      'javascript:alert(1)',
      '//evil.example/i.png',
      '"><script>',
    ]) {
      expect(fillPage(PAGE, { ...shop, appleTouchIcon })).toContain(
        '<link rel="apple-touch-icon" href="/wps/system/icons/SHOP2/192.png">',
      );
    }
  });

  it("links nothing when no merchant is known (the app links the build merchant's manifest)", () => {
    expect(fillPage(PAGE, undefined)).not.toContain('rel="manifest"');
  });

  it('empties the name slot when no merchant is known', () => {
    const page = fillPage(PAGE, undefined);
    expect(page).not.toContain(MERCHANT_NAME_SLOT);
    expect(page).toContain('<span></span>');
    expect(pageMerchantCode(page)).toBe('DEMO');
  });
});

describe('the search-engine data in the head', () => {
  const HEAD = {
    title: '</title><script>x</script>',
    description: 'a "quoted" <b>',
    keywords: "it's, & more",
    canonical: 'https://www.shop.com/m/"onload="x',
    robots: 'noindex',
  } as const;

  it('replaces the head’s title and metas with escaped ones, once each', () => {
    const html =
      '<html><head><title>Play</title><meta name="description" content="Old" /><meta name="robots" content="all"></head><body></body></html>';
    expect(withSeoHead(html, HEAD)).toBe(
      '<html><head><title>&lt;/title&gt;&lt;script&gt;x&lt;/script&gt;</title>' +
        '<meta name="description" content="a &quot;quoted&quot; &lt;b&gt;">' +
        '<meta name="keywords" content="it&#39;s, &amp; more">' +
        '<meta name="robots" content="noindex">' +
        '<link rel="canonical" href="https://www.shop.com/m/&quot;onload=&quot;x"></head><body></body></html>',
    );
  });

  it('leaves a page without a head as it is', () => {
    expect(withSeoHead('<p>x</p>', HEAD)).toBe('<p>x</p>');
  });
});

describe('iconHref: only a path of this site or an https URL reaches the page', () => {
  it.each<[string, string | null]>([
    ['/wps/system/icons/DEMO/192.png', '/wps/system/icons/DEMO/192.png'],
    ['/m/assets/icon.png?v=2', '/m/assets/icon.png?v=2'],
    [
      'https://cdn.demo-casino.example/apple-touch-icon.png',
      'https://cdn.demo-casino.example/apple-touch-icon.png',
    ],
    ['/a/../b/"quoted".png', '/b/%22quoted%22.png'],
    ['http://cdn.example/icon.png', null],
    ['javascript:alert(1)', null],
    ['data:image/png;base64,AAAA', null],
    ['//evil.example/icon.png', null],
    ['/\\evil.example/icon.png', null],
    ['https://user:pass@cdn.example/icon.png', null],
    ['https://cdn.example/a b.png', null],
    ['icon.png', null],
    ['', null],
  ])('%s → %s', (value, href) => {
    expect(iconHref(value)).toBe(href);
  });
});

describe("home's first banner in the prerendered banners' box (the largest paint without JavaScript)", () => {
  const HOME =
    '<body><section class="banners" aria-label="Featured offers" aria-busy="true"></section><p>x</p></body>';
  const shop = { code: 'DEMO', name: 'Demo', primaryColor: '#d0341f' };
  const banner = {
    imageUrl: '/wps/images/home/a.svg',
    title: 'Bonus "100%" <now>',
    width: 1500,
    height: 600,
  };

  it('puts the image in the box, its text alternative escaped', () => {
    expect(withFirstBanner(HOME, { ...shop, firstBanner: banner })).toBe(
      '<body><section class="banners" aria-label="Featured offers" aria-busy="true">' +
        '<img class="banners-image" src="/wps/images/home/a.svg" alt="Bonus &quot;100%&quot; &lt;now&gt;" ' +
        'width="1500" height="600" fetchpriority="high"></section><p>x</p></body>',
    );
  });

  it('leaves the page as it is without a banner, without the box, or with an image it must not name', () => {
    expect(withFirstBanner(HOME, shop)).toBe(HOME);
    expect(withFirstBanner('<p>login</p>', { ...shop, firstBanner: banner })).toBe('<p>login</p>');
    for (const imageUrl of [
      'javascript:alert(1)',
      'data:image/svg+xml,<svg onload=alert(1)>',
      'http://x.example/a.png',
      '//evil.example/a.png',
      '" onerror="alert(1)',
    ]) {
      expect(withFirstBanner(HOME, { ...shop, firstBanner: { ...banner, imageUrl } })).toBe(HOME);
    }
  });

  it.each<[what: string, imageUrl: string, cdns: string[], expected: string | null]>([
    ['a path, no CDN: this site', '/wps/images/home/a.svg', [], '/wps/images/home/a.svg'],
    [
      'a path, on the first https CDN',
      '/b/a.webp',
      ['http://plain.example', 'https://img.cdn.example/'],
      'https://img.cdn.example/b/a.webp',
    ],
    [
      'an https URL as it is',
      'https://other.example/a.png',
      ['https://cdn.example'],
      'https://other.example/a.png',
    ],
    ['javascript: never', 'javascript:alert(1)', [], null],
  ])('bannerImageHref: %s', (_what, imageUrl, cdns, expected) => {
    expect(bannerImageHref(imageUrl, cdns)).toBe(expected);
  });

  it('is done by fillPage for a merchant with banners', () => {
    expect(fillPage(HOME, { ...shop, firstBanner: banner })).toContain(
      '<img class="banners-image" src="/wps/images/home/a.svg"',
    );
  });
});

describe('attack: `$` replacement patterns in a setting paste nothing of the page', () => {
  // In a replacement string `$\`` is the text before the match (the whole head before </head>), `$&` the match,
  // `$'` the text after it, `$1` a group: every value goes in through a replacer function.
  const PATTERNS = "$`$&$'$1$<x>$$";
  const seo = {
    title: PATTERNS,
    description: PATTERNS,
    keywords: PATTERNS,
    canonical: `https://www.shop.com/m/${PATTERNS}`,
    robots: 'noindex',
  } as const;
  const BANNERS_HOME = PAGE.replace('</div></body>', '</div><section class="banners"></section></body>');
  const page = fillPage(
    BANNERS_HOME,
    {
      code: 'SHOP2',
      name: PATTERNS,
      primaryColor: '#12ab34',
      appleTouchIcon: `/i.png?${PATTERNS}`,
      firstBanner: { imageUrl: `/b.png?${PATTERNS}`, title: PATTERNS, width: 10, height: 5 },
    },
    seo,
  );
  const escaped = escapeHtml(PATTERNS);

  it.each([
    ['the name in the screen', `<span>${escaped}</span>`],
    ['the name in an attribute', `title="${escaped}"`],
    ['the title', `<title>${escaped}</title>`],
    ['the description', `<meta name="description" content="${escaped}">`],
    ['the canonical link', `<link rel="canonical" href="https://www.shop.com/m/${escaped}">`],
    ['the apple-touch-icon', '<link rel="apple-touch-icon" href="/i.png?$`$&amp;$%27$1$%3Cx%3E$$">'],
    ['the banner', `alt="${escaped}"`],
  ])('%s holds the text as it is, escaped', (_where, text) => {
    expect(page).toContain(text);
  });

  it('the head, the body and each inserted tag once', () => {
    for (const tag of [
      /<head>/g,
      /<\/head>/g,
      /<body>/g,
      /rel="manifest"/g,
      /--brand:/g,
      /theme-color/g,
      /<img /g,
    ]) {
      expect(page.match(tag), String(tag)).toHaveLength(1);
    }
  });

  it('in the merchant meta and the nonce too', () => {
    expect(withMerchantMeta(PAGE, '$`$&')).toContain('<meta name="merchant" content="">');
    expect(withMerchantMeta(PAGE, '$`$&').match(/<head>/g)).toHaveLength(1);
  });
});

describe("withScriptNonce: the response's nonce on the build's scripts only", () => {
  const NONCE = 'AbC+/dEf0123456789xyzw==';
  const BUILT =
    '<html><head><meta charset="UTF-8" /><script>var s="<script>",l="<link rel=modulepreload>"</script>' +
    '<script type="module" crossorigin src="/m/assets/index-1.js"></script>' +
    '<link rel="modulepreload" crossorigin href="/m/assets/app-1.js"><link rel=modulepreload href="/m/a.js">' +
    '<link rel="stylesheet" crossorigin href="/m/assets/index-1.css"><link rel="icon" href="/m/favicon.svg">' +
    '</head><body><div id="root"></div></body></html>';

  it('on every script, module preload and the meta Vite’s preloader reads, first among the attributes', () => {
    expect(withScriptNonce(BUILT, NONCE)).toBe(
      `<html><head><meta property="csp-nonce" nonce="${NONCE}"><meta charset="UTF-8" />` +
        `<script nonce="${NONCE}">var s="<script>",l="<link rel=modulepreload>"</script>` +
        `<script nonce="${NONCE}" type="module" crossorigin src="/m/assets/index-1.js"></script>` +
        `<link nonce="${NONCE}" rel="modulepreload" crossorigin href="/m/assets/app-1.js"><link nonce="${NONCE}" rel=modulepreload href="/m/a.js">` +
        '<link rel="stylesheet" crossorigin href="/m/assets/index-1.css"><link rel="icon" href="/m/favicon.svg">' +
        '</head><body><div id="root"></div></body></html>',
    );
  });

  it('is applied before the merchant: a script in a setting never gets it', () => {
    const built = PAGE.replace(
      '</head>',
      '<script type="module" src="/m/assets/index-1.js"></script></head>',
    );
    const page = fillPage(withScriptNonce(built, NONCE), {
      code: 'SHOP2',
      name: '<script>alert(1)</script>',
      primaryColor: '#12ab34',
    });
    expect(page.match(/<script\b[^>]*>/g)).toEqual([
      `<script nonce="${NONCE}" type="module" src="/m/assets/index-1.js">`,
    ]);
    expect(page).toContain('<span>&lt;script&gt;alert(1)&lt;/script&gt;</span>');
  });

  it.each(['', 'short', 'AbC"><script>', "abcdefghijklmnop' 'unsafe-inline"])(
    'refuses %j as a nonce',
    (nonce) => {
      expect(() => withScriptNonce(BUILT, nonce)).toThrow();
    },
  );
});
