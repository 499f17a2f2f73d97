import { describe, expect, it } from 'vitest';
import { canonicalMarkup } from './canonical-markup';

const ALLOW = {
  tags: new Set(['a', 'b', 'p', 'img', 'ul', 'li']),
  attributes: new Set(['href', 'src', 'alt', 'title']),
};
const canonical = (html: string) => canonicalMarkup(html, ALLOW);

describe('canonical markup: only allowed tags and attributes, written so that a browser reads nothing else', () => {
  it.each<[string, string, string]>([
    [
      'rich text stays',
      '<p>Hi <b>there</b></p><ul><li>One</li></ul>',
      '<p>Hi <b>there</b></p><ul><li>One</li></ul>',
    ],
    [
      'attributes are double-quoted, quotes inside escaped',
      `<a href=https://x.example/?a=1&b=2 title='say "hi"'>x</a>`,
      '<a href="https://x.example/?a=1&b=2" title="say &quot;hi&quot;">x</a>',
    ],
    ['an event handler goes', '<img src=x onerror=alert(1)>', '<img src="x">'],
    ['…written with slashes', '<img/src="x"/onerror=alert(1)>', '<img src="x">'],
    [
      'a slash inside an unquoted value belongs to it',
      '<img/src=x/onerror=alert(1)>',
      '<img src="x/onerror=alert(1)">',
    ],
    ['…in capitals', '<IMG SRC=x ONERROR="alert(1)">', '<img src="x">'],
    ['…after a space before "="', '<img src=x onerror =alert(1)>', '<img src="x">'],
    ['an attribute not allowed goes', '<p style="x" class="y" id="z">t</p>', '<p>t</p>'],
    [
      'the first of a repeated attribute is kept',
      '<a href="/a" href="javascript:x">x</a>',
      '<a href="/a">x</a>',
    ],
    ['a tag not allowed goes, its content stays', '<svg><g onload=alert(1)>x</g></svg>', 'x'],
    ['script goes with its content', '<script>alert(1)</script>ok', 'ok'],
    ['style goes with its content, whatever the end tag case', '<style>p{}</STYLE >ok', 'ok'],
    ['textarea content is text: gone', '<textarea><img src=x onerror=1></textarea>ok', 'ok'],
    [
      'noscript content is text up to its end tag, even inside a quote (as the page reads it)',
      '<noscript><p title="</noscript><img src=x onerror=1>">',
      '<img src="x">"&gt;',
    ],
    ['a raw-text element never closed takes the rest', '<xmp><b>x', ''],
    ['plaintext takes the rest', 'a<plaintext><b>x</b>', 'a'],
    ['a comment goes', 'a<!-- <img src=x onerror=1> -->b', 'ab'],
    ['"<!-->" is an empty comment', '<!-->a', 'a'],
    ['"<!--->" is an empty comment', '<!--->a', 'a'],
    ['"--!>" closes a comment', '<!-- x --!>a', 'a'],
    [
      'doctype, processing instructions, CDATA and "</ 3>" are bogus comments',
      '<!DOCTYPE html><?xml x?><![CDATA[x]]>a</ 3>b',
      'ab',
    ],
    ['"<" and ">" in text are escaped', '1 < 2 > 0, a <3', '1 &lt; 2 &gt; 0, a &lt;3'],
    ['entities stay (they decode to text)', '&lt;script&gt; &amp; &nbsp;', '&lt;script&gt; &amp; &nbsp;'],
    ['"<" and ">" in a value are escaped', '<img alt="<script>">', '<img alt="&lt;script&gt;">'],
    ['a tag cut off by the end of the text goes', 'a<img src=x onerror=1', 'a'],
    ['a value never closed goes with the rest', '<a title="x>y</a>', ''],
    ['NUL characters go', 'a\u0000b<p\u0000>c', 'abc'],
    ['an end tag of an allowed tag stays; others go', '</p></script></div>', '</p>'],
  ])('%s', (_, html, out) => {
    expect(canonical(html)).toBe(out);
  });

  it('whatever goes in, the DOM of what comes out holds only allowed tags and attributes', () => {
    const inputs = [
      '<img src=x onerror=alert(1)//<',
      '<<img src=x onerror=alert(1)>',
      '<a title="</a><img src=x onerror=alert(1)>">x</a>',
      '<svg><![CDATA[><img src=x onerror=alert(1)>]]></svg>',
      '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
      '"><img src=x onerror=alert(1)>',
      '<img src=`x` onerror=`alert(1)`>',
      '<p =onerror=alert(1) title=x>t</p>',
      '<scr<script>ipt>alert(1)</scr</script>ipt>',
      '<a href="x"onclick="alert(1)">x</a>',
    ];
    for (const html of inputs) {
      const doc = document.implementation.createHTMLDocument('');
      doc.body.innerHTML = canonical(html);
      for (const el of doc.body.querySelectorAll('*')) {
        expect(ALLOW.tags.has(el.localName), `${html}: <${el.localName}>`).toBe(true);
        for (const { name } of el.attributes)
          expect(ALLOW.attributes.has(name), `${html}: [${name}]`).toBe(true);
      }
    }
  });
});
