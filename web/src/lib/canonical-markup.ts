/**
 * HTML rewritten as canonical markup of allowed tags and attributes only, without a DOM (lib/sanitize-html.ts runs
 * it before DOMPurify). Chromium reports a CSP violation (script-src-attr) for every inline event handler any HTML
 * parser of the page meets, DOMParser's inert documents included, so handlers must not reach a parser at all.
 *
 * A small tokenizer in the manner of the HTML standard's reads tags, attributes (quoted or not), comments, bogus
 * comments and the raw-text elements, whose content it drops. What it writes is safe whatever it misread: only
 * allowed tag names, only allowed attribute names with double-quoted values, every `<` and `>` of text and values
 * escaped, entities kept (they decode to text, never to markup). So the browser can read nothing else out of it;
 * where the tokenizer reads odd markup otherwise than a browser would, only the text shown differs.
 */

export interface MarkupAllowlist {
  /** Lower-case tag names. */
  tags: ReadonlySet<string>;
  /** Lower-case attribute names. */
  attributes: ReadonlySet<string>;
}

/** Elements whose content is text up to their end tag: dropped with it. */
const RAW_TEXT = new Set([
  'script',
  'style',
  'textarea',
  'title',
  'xmp',
  'iframe',
  'noembed',
  'noframes',
  'noscript',
]);
const SPACE = /[\t\n\f\r ]/;
const LETTER = /[a-z]/i;

const text = (s: string) => s.replace(/\0/g, '').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const attributeValue = (s: string) => text(s).replace(/"/g, '&quot;');

/** Where the comment starting at `at` ("<!--") ends, past its close. */
const commentEnd = (html: string, at: number): number => {
  // "<!-->" and "<!--->" close at once.
  if (html.startsWith('>', at + 4)) return at + 5;
  if (html.startsWith('->', at + 4)) return at + 6;
  const close = /--!?>/g;
  close.lastIndex = at + 4;
  const found = close.exec(html);
  return found ? found.index + found[0].length : html.length;
};

interface Tag {
  name: string;
  closing: boolean;
  attributes: [string, string][];
  /** Past the tag's ">"; null when the input ended inside the tag (a browser drops such a tag). */
  end: number | null;
}

/** The tag whose name starts at `at` (after "<" or "</"). */
const readTag = (html: string, at: number, closing: boolean): Tag => {
  let i = at;
  while (i < html.length && !SPACE.test(html[i]!) && html[i] !== '/' && html[i] !== '>') i++;
  const tag: Tag = { name: html.slice(at, i).toLowerCase(), closing, attributes: [], end: null };
  while (i < html.length) {
    const c = html[i]!;
    if (SPACE.test(c) || c === '/') {
      i++;
      continue;
    }
    if (c === '>') {
      tag.end = i + 1;
      return tag;
    }
    // A name runs to a space, "/", ">" or "=" (not counting its first character).
    const nameStart = i++;
    while (i < html.length && !SPACE.test(html[i]!) && !'/>='.includes(html[i]!)) i++;
    const name = html.slice(nameStart, i).toLowerCase();
    while (i < html.length && SPACE.test(html[i]!)) i++;
    let value = '';
    if (html[i] === '=') {
      i++;
      while (i < html.length && SPACE.test(html[i]!)) i++;
      const quote = html[i];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, i + 1);
        if (close === -1) return tag;
        value = html.slice(i + 1, close);
        i = close + 1;
      } else {
        const valueStart = i;
        while (i < html.length && !SPACE.test(html[i]!) && html[i] !== '>') i++;
        value = html.slice(valueStart, i);
      }
    }
    tag.attributes.push([name, value]);
  }
  return tag;
};

export const canonicalMarkup = (html: string, { tags, attributes }: MarkupAllowlist): string => {
  let out = '';
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt === -1) return out + text(html.slice(i));
    out += text(html.slice(i, lt));
    i = lt;
    if (html.startsWith('<!--', i)) {
      i = commentEnd(html, i);
      continue;
    }
    const closing = html[i + 1] === '/';
    const nameAt = i + (closing ? 2 : 1);
    if (!LETTER.test(html[nameAt] ?? '')) {
      // "<!…>", "<?…>" and "</…>" without a name are bogus comments; any other "<" is text.
      if (closing || html[i + 1] === '!' || html[i + 1] === '?') {
        const gt = html.indexOf('>', i);
        i = gt === -1 ? html.length : gt + 1;
      } else {
        out += '&lt;';
        i++;
      }
      continue;
    }
    const tag = readTag(html, nameAt, closing);
    if (tag.end === null) return out;
    i = tag.end;
    if (tag.closing) {
      if (tags.has(tag.name)) out += `</${tag.name}>`;
      continue;
    }
    if (tag.name === 'plaintext') return out;
    if (RAW_TEXT.has(tag.name)) {
      const close = new RegExp(`</${tag.name}[\\t\\n\\f\\r />]`, 'i');
      const found = close.exec(html.slice(i));
      i = found ? i + found.index : html.length;
      continue;
    }
    if (!tags.has(tag.name)) continue;
    const seen = new Set<string>();
    out += `<${tag.name}`;
    for (const [name, value] of tag.attributes) {
      // The first of a repeated attribute is the one a browser keeps.
      if (!attributes.has(name) || seen.has(name)) continue;
      seen.add(name);
      out += ` ${name}="${attributeValue(value)}"`;
    }
    out += '>';
  }
  return out;
};
