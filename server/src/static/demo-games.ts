import { contrastText } from '@app/contract/theme';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { message } from '../http/messages';
import {
  redeemLaunch,
  type DemoGameKind,
  type GameLaunch,
  type PlayMode,
  type RedeemFailure,
} from '../services/games';
import { gameLaunchMerchant } from '../services/link-merchant';
import { findMemberById } from '../services/members';
import { loadMerchant } from '../services/merchants';
import { accessNoticeHtml, accessNoticeLanguage, pageRefusal } from './access-notice';
import { loadHomeImages, registerHomeImages } from './home-images';
import { escapeHtml } from './page-fill';
import { pageLanguage } from './redirect-page';

/**
 * The reference server's demo game provider: the pages a launch URL opens in the app's game frame,
 * a slot-like spinner and a lottery bet slip, each showing the member, the mode and the language it was launched
 * with (read from the launch token when the page is served), and a back button that posts GO_BACK to the app.
 */
export const DEMO_GAMES_PATH = '/demo-games';
/** The games' card art (server/assets/games/), served like home's. */
export const GAME_IMAGES_DIR = fileURLToPath(new URL('../../assets/games/', import.meta.url));
export const GAME_IMAGES_PATH = '/wps/images/games';

const PAGES: Readonly<Record<string, DemoGameKind>> = { 'slot.html': 'slot', 'lottery.html': 'lottery' };

/** The URL a launch answers: the page of its kind on the app's origin, with the launch token. */
export const demoGameUrl = (origin: string, kind: DemoGameKind, token: string): string =>
  `${origin}${DEMO_GAMES_PATH}/${kind}.html?t=${encodeURIComponent(token)}`;

/** Where the back button goes when the page is not in a frame: the launch's backUrl if it is a path, else home. */
export function backPath(backUrl: string, origin: string): string {
  if (!backUrl.startsWith('/') || backUrl.startsWith('//') || /[\s\\]/.test(backUrl)) {
    try {
      const url = new URL(backUrl);
      if (url.origin === origin) return `${url.pathname}${url.search}${url.hash}`;
    } catch {
      // Not a URL: home.
    }
    return '/m/home';
  }
  return backUrl;
}

/** The app's interface codes that are no BCP 47 tag of their language (the provider codes of the map are). */
const INTERFACE_TAGS: Readonly<Record<string, string>> = {
  CN: 'zh-CN',
  TW: 'zh-TW',
  TY: 'fil',
  'UR-LA': 'ur-Latn',
  MY: 'my',
};
const RTL_BASES = new Set(['ar', 'ur', 'fa', 'he']);

/**
 * How the page names the language it was launched with: the BCP 47 tag (for lang and dir) and the language's own
 * name ('Tiếng Việt' for VI or vi-VN). A code that is no language tag is shown as sent, with an English page.
 */
export function launchLanguage(code: string): { tag: string; name: string; rtl: boolean } {
  const mapped = INTERFACE_TAGS[code.toUpperCase()] ?? code;
  try {
    const [tag] = Intl.getCanonicalLocales(mapped);
    if (!tag) throw new RangeError('no tag');
    const locale = new Intl.Locale(tag);
    // The language's own name; Chinese keeps its region or script (简体 or 繁體 readers differ).
    const named = locale.language === 'zh' ? tag : locale.language;
    const name = new Intl.DisplayNames([tag], { type: 'language', fallback: 'none' }).of(named);
    const rtl = RTL_BASES.has(locale.language) && locale.script !== 'Latn';
    return { tag, name: name ?? code, rtl };
  } catch {
    return { tag: 'en', name: code, rtl: false };
  }
}

/** How the page words the mode: real or trial play, a lottery's area, prize mode and view. */
export function modeText(mode: PlayMode): string {
  const play = mode.play === 'trial' ? 'Trial (free play)' : 'Real play';
  if (!mode.lottery) return mode.hasLobby ? `${play} · with lobby` : play;
  const area = mode.lottery.area === 'SEA' ? 'SEA lottery (SEA_Tradition_Mobile)' : 'Vietnam lottery';
  const view = mode.lottery.view === 'lobby' ? 'lobby' : 'betting';
  return `${play} · ${area} · prize mode ${mode.lottery.prizeMode || '-'} · ${view} view`;
}

/** The page's CSP: its own inline style and script by nonce, its own images, framed only by its own origin. */
export const demoGameCsp = (nonce: string): string =>
  [
    "default-src 'none'",
    `script-src 'nonce-${nonce}'`,
    `style-src 'nonce-${nonce}'`,
    "img-src 'self' data:",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'self'",
  ].join('; ');

const STYLE = `*{box-sizing:border-box}body{margin:0;min-height:100vh;background:#10131c;color:#f4f5f8;font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans',sans-serif}
.bar{display:flex;align-items:center;gap:12px;padding:8px 12px;background:var(--brand);color:var(--brand-contrast)}
.bar h1{font-size:1.05rem;margin:0;flex:1;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
button{font:inherit;min-height:44px;min-width:44px;border-radius:12px;border:0;cursor:pointer}
button:focus-visible{outline:3px solid #ffd54a;outline-offset:2px}
.back{background:rgba(0,0,0,.2);color:inherit;padding:0 14px;font-weight:600}
main{padding:16px;max-width:480px;margin:0 auto}
.facts{display:grid;gap:6px;margin:0 0 16px;padding:12px;border-radius:12px;background:#1b2030}
.facts div{display:flex;gap:8px}.facts dt{color:#b8bfd0;min-width:5.5em}.facts dd{margin:0;font-weight:600;overflow-wrap:anywhere}
.panel{padding:16px;border-radius:16px;background:#1b2030;text-align:center}
.reels{display:flex;justify-content:center;gap:8px;margin:8px 0 16px}
.reel{width:76px;height:92px;display:flex;align-items:center;justify-content:center;border-radius:12px;background:#f4f5f8;color:#10131c;font-size:2.6rem;font-weight:800}
.spinning .reel{animation:blink .12s linear infinite alternate}@keyframes blink{to{opacity:.55}}
.row{display:flex;justify-content:center;align-items:center;gap:10px;flex-wrap:wrap;margin:10px 0}
.primary{background:var(--brand);color:var(--brand-contrast);padding:0 28px;font-weight:700}
.secondary{background:#2c3448;color:#f4f5f8;padding:0 16px}
.result{min-height:1.5em;font-weight:600;color:#ffd54a}
.grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(44px,1fr));gap:6px;margin:12px 0}
.grid button{background:#2c3448;color:#f4f5f8;font-weight:700}
.grid button[aria-pressed=true]{background:var(--brand);color:var(--brand-contrast)}
.draws{list-style:none;padding:0;margin:0 0 12px;text-align:start}.draws li{padding:8px 0;border-bottom:1px solid #2c3448}
[hidden]{display:none!important}`;

/** The pages' script: the back button, the spinner and the bet slip (whichever the page has). Plain ES5-level DOM. */
const SCRIPT = `(function(){
var d=document,b=d.body,$=function(id){return d.getElementById(id)};
$('back').addEventListener('click',function(){
if(window.parent!==window){window.parent.postMessage({type:'GO_BACK'},b.getAttribute('data-origin'))}
else{location.assign(b.getAttribute('data-back'))}});
var rnd=function(n){var a=new Uint32Array(1);crypto.getRandomValues(a);return a[0]%n};
var credits=Number(b.getAttribute('data-credits')),cr=$('credits');
var show=function(){cr.textContent=String(credits)};
if($('spin')){var S=['7','\\u2605','\\u2666','\\u2663','\\u2665','\\u2660'],bet=10,reels=d.querySelectorAll('.reel'),box=$('reels');
$('bet').textContent=String(bet);
$('less').addEventListener('click',function(){bet=Math.max(10,bet-10);$('bet').textContent=String(bet)});
$('more').addEventListener('click',function(){bet=Math.min(100,bet+10);$('bet').textContent=String(bet)});
$('spin').addEventListener('click',function(){if(credits<bet){$('result').textContent='Not enough credits';return}
credits-=bet;show();var btn=$('spin');btn.disabled=true;box.classList.add('spinning');$('result').textContent='';
var t=setInterval(function(){for(var i=0;i<reels.length;i++)reels[i].textContent=S[rnd(S.length)]},80);
setTimeout(function(){clearInterval(t);box.classList.remove('spinning');var r=[S[rnd(6)],S[rnd(6)],S[rnd(6)]];
for(var i=0;i<3;i++)reels[i].textContent=r[i];var win=r[0]===r[1]&&r[1]===r[2]?bet*10:(r[0]===r[1]||r[1]===r[2]||r[0]===r[2]?bet*2:0);
credits+=win;show();box.setAttribute('aria-label','Reels: '+r.join(' '));$('result').textContent=win?'You win '+win+'!':'No win, try again';btn.disabled=false},900)})}
if($('slip')){var picked=[],max=6,nums=d.querySelectorAll('.grid button');
var sync=function(){for(var i=0;i<nums.length;i++){var n=Number(nums[i].getAttribute('data-n'));nums[i].setAttribute('aria-pressed',String(picked.indexOf(n)>=0))}
$('picked').textContent=picked.length?picked.slice().sort(function(x,y){return x-y}).join(' '):'-';$('place').disabled=picked.length!==max};
for(var i=0;i<nums.length;i++)nums[i].addEventListener('click',function(e){var n=Number(e.currentTarget.getAttribute('data-n')),k=picked.indexOf(n);
if(k>=0)picked.splice(k,1);else if(picked.length<max)picked.push(n);sync()});
$('quick').addEventListener('click',function(){picked=[];while(picked.length<max){var n=rnd(nums.length)+1;if(picked.indexOf(n)<0)picked.push(n)}sync()});
$('clear').addEventListener('click',function(){picked=[];sync()});
$('place').addEventListener('click',function(){credits-=10;show();var draw=[];while(draw.length<max){var n=rnd(nums.length)+1;if(draw.indexOf(n)<0)draw.push(n)}
var hits=picked.filter(function(n){return draw.indexOf(n)>=0}).length;
$('result').textContent='Draw: '+draw.sort(function(x,y){return x-y}).join(' ')+' \\u00b7 '+hits+' match'+(hits===1?'':'es');picked=[];sync()});
if($('bet-now'))$('bet-now').addEventListener('click',function(){$('lobby').hidden=true;$('slip').hidden=false;$('quick').focus()});
sync()}
show()})();`;

const fact = (label: string, value: string, testId: string, lang?: string) =>
  `<div><dt>${label}</dt><dd data-testid="${testId}"${lang ? ` lang="${escapeHtml(lang)}"` : ''}>${value}</dd></div>`;

const SLOT_BODY = `<section class="panel" aria-label="Slot machine">
<div id="reels" class="reels" role="img" aria-label="Reels: 7 7 7"><span class="reel">7</span><span class="reel">7</span><span class="reel">7</span></div>
<p class="row">Credits: <strong id="credits" data-testid="demo-credits"></strong></p>
<div class="row"><button type="button" id="less" class="secondary" aria-label="Lower the bet">−</button><span>Bet <strong id="bet"></strong></span><button type="button" id="more" class="secondary" aria-label="Raise the bet">+</button></div>
<div class="row"><button type="button" id="spin" class="primary">Spin</button></div>
<p id="result" class="result" role="status"></p>
</section>`;

const lotteryBody = (view: 'betting' | 'lobby') => {
  const numbers = Array.from({ length: 45 }, (_, i) => i + 1)
    .map(
      (n) =>
        `<button type="button" data-n="${n}" aria-pressed="false">${String(n).padStart(2, '0')}</button>`,
    )
    .join('');
  const lobby = `<section id="lobby" class="panel" aria-label="Lobby"><h2>Next draws</h2><ul class="draws"><li>Today 18:15</li><li>Tomorrow 18:15</li></ul><button type="button" id="bet-now" class="primary">Bet now</button></section>`;
  return `${view === 'lobby' ? lobby : ''}<section id="slip" class="panel" aria-label="Bet slip"${view === 'lobby' ? ' hidden' : ''}>
<h2>Pick 6 numbers</h2>
<p class="row">Credits: <strong id="credits" data-testid="demo-credits"></strong></p>
<div class="grid" role="group" aria-label="Numbers">${numbers}</div>
<p>Your numbers: <strong id="picked">-</strong></p>
<div class="row"><button type="button" id="quick" class="secondary">Quick pick</button><button type="button" id="clear" class="secondary">Clear</button><button type="button" id="place" class="primary" disabled>Place bet (10)</button></div>
<p id="result" class="result" role="status"></p>
</section>`;
};

export interface DemoGamePage {
  launch: GameLaunch;
  /** The member's username; null for a trial. */
  member: string | null;
  merchantName: string;
  brand: string;
}

/** The game page of a redeemed launch. Its URL carries the token: the page sends no referrer. */
export function demoGamePage({ launch, member, merchantName, brand }: DemoGamePage, nonce: string): string {
  const language = launchLanguage(launch.language);
  const game = escapeHtml(launch.displayName);
  const player = member === null ? 'Guest (trial)' : escapeHtml(member);
  const body = launch.kind === 'slot' ? SLOT_BODY : lotteryBody(launch.mode.lottery?.view ?? 'betting');
  const credits = launch.mode.play === 'trial' ? 2000 : 1000;
  return `<!doctype html><html lang="${escapeHtml(language.tag)}" dir="${language.rtl ? 'rtl' : 'ltr'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><meta name="referrer" content="no-referrer"><title>${game} · ${escapeHtml(merchantName)}</title><style nonce="${nonce}">:root{--brand:${brand};--brand-contrast:${contrastText(brand)}}${STYLE}</style></head>
<body data-origin="${escapeHtml(launch.origin)}" data-back="${escapeHtml(backPath(launch.backUrl, launch.origin))}" data-credits="${credits}" data-kind="${launch.kind}">
<header class="bar"><button type="button" id="back" class="back" data-testid="demo-back">Back</button><h1>${game}</h1></header>
<main><dl class="facts" aria-label="Launch details">${fact('Player', player, 'demo-member')}${fact('Mode', escapeHtml(modeText(launch.mode)), 'demo-mode')}${fact('Language', `${escapeHtml(language.name)} (${escapeHtml(launch.language)})`, 'demo-language', language.tag)}</dl>
${body}</main><script nonce="${nonce}">${SCRIPT}</script></body></html>`;
}

/** The page of a launch link that opens nothing: why, in plain words, in the browser's language. */
export function demoGameErrorPage(language: string, nonce: string): string {
  const text = escapeHtml(message(language, 'demoGameLinkInvalid'));
  return `<!doctype html><html lang="${escapeHtml(launchLanguage(language).tag)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${text}</title><style nonce="${nonce}">body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:24px;background:#10131c;color:#f4f5f8;font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans',sans-serif}main{max-width:360px;text-align:center}h1{font-size:1.125rem;line-height:1.5}</style></head><body><main><h1>${text}</h1></main></body></html>`;
}

/** Why a launch link failed, for the server's log (the page says the same words for each). */
const FAILURE_LOG: Readonly<Record<RedeemFailure, string>> = {
  unknown: 'unknown launch token',
  expired: 'expired launch token',
  used: 'launch token already used',
};

const send = (reply: FastifyReply, status: number, html: string, nonce: string) =>
  reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', demoGameCsp(nonce))
    .send(html);

/**
 * GET /demo-games/slot.html and /demo-games/lottery.html?t=<launch token>: the game of a launch of that kind, once
 * (the token is single-use and lives LAUNCH_TOKEN_TTL_MS); any other token answers the error page with HTTP 400.
 * The launch's merchant's access rule (maintenance, a blocked IP, a restricted region: static/access-notice.ts)
 * is checked before the token is redeemed: a refused visitor gets the notice and the launch stays unused.
 * Also serves the card art under /wps/images/games/.
 */
export function registerDemoGames(fastify: FastifyInstance, images = loadHomeImages(GAME_IMAGES_DIR)): void {
  registerHomeImages(fastify, images, GAME_IMAGES_PATH);
  fastify.get<{ Params: { page: string }; Querystring: Record<string, unknown> }>(
    `${DEMO_GAMES_PATH}/:page`,
    async (request, reply) => {
      const nonce = randomBytes(16).toString('base64');
      const kind = PAGES[request.params.page];
      const token = request.query.t;
      const { db } = fastify.appContext;
      const wellFormed = typeof token === 'string' && token.length > 0 && token.length <= 128;
      const launchMerchant = wellFormed ? await gameLaunchMerchant(db, token) : undefined;
      const refusal = pageRefusal(
        launchMerchant === undefined ? undefined : await loadMerchant(db, launchMerchant),
        request.ip,
      );
      if (refusal) {
        const language = accessNoticeLanguage(request);
        return send(reply, refusal.status, accessNoticeHtml(refusal.notice, language, nonce), nonce);
      }
      const redeemed =
        kind && wellFormed
          ? await redeemLaunch(db, token, kind, fastify.appContext.now())
          : ({ ok: false, failure: 'unknown' } as const);
      if (!redeemed.ok) {
        request.log.info({ page: request.params.page }, FAILURE_LOG[redeemed.failure]);
        return send(reply, 400, demoGameErrorPage(pageLanguage(request.headers), nonce), nonce);
      }
      const { launch } = redeemed;
      const [merchant, member] = await Promise.all([
        loadMerchant(db, launch.merchant),
        launch.memberId === null ? undefined : findMemberById(db, launch.memberId),
      ]);
      const page = {
        launch,
        member: member?.username ?? null,
        merchantName: merchant?.settings.public.name ?? launch.merchant,
        brand: merchant?.settings.public.theme.primaryColor ?? '#d0341f',
      };
      return send(reply, 200, demoGamePage(page, nonce), nonce);
    },
  );
}
