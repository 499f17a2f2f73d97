import { describe, expect, it } from 'vitest';
import type { Banner } from '@app/contract/relay';
import { bannerClick, withHandover, type BannerClick, type Handover } from './banner-click';

const ORIGIN = 'https://m.shop.example';
/** Signed in or a guest: the rule never sees the session token (the server hands over a code instead). */
const MEMBER = true;
const GUEST = false;

const banner = (fields: Partial<Banner>): Banner => ({
  id: 'b1',
  title: 'Summer cup',
  imageUrl: '/wps/images/home/summer.svg',
  width: 1500,
  height: 600,
  linkageType: 'URL',
  linkage: '',
  openInNewWindow: false,
  ...fields,
});
const url = (link: string, openInNewWindow = false) =>
  banner({ linkageType: 'URL', url: link, openInNewWindow });
const open = (to: string, newWindow = false, handover = false): BannerClick => ({
  kind: 'open',
  url: to,
  newWindow,
  handover,
});
const IGNORE: BannerClick = { kind: 'ignore' };

describe('bannerClick: where a banner leads, by linkageType (signed-in §4 "Banner click")', () => {
  it.each<[string, Banner, boolean, BannerClick]>([
    // P: the activity page with the id.
    [
      'P opens the activity page with the id',
      banner({ linkageType: 'P', linkage: '42' }),
      GUEST,
      { kind: 'navigate', to: '/activity?id=42' },
    ],
    [
      'P: the id is URL-encoded and trimmed',
      banner({ linkageType: 'P', linkage: ' a&b=c ' }),
      MEMBER,
      { kind: 'navigate', to: '/activity?id=a%26b%3Dc' },
    ],
    ['P without an id leads nowhere', banner({ linkageType: 'P', linkage: '  ' }), MEMBER, IGNORE],

    // URL: an internal /m path is navigated to in the app.
    ['URL: an internal /m path is navigated to', url('/m/inviteFriends'), GUEST, nav('/inviteFriends')],
    [
      'URL: an internal /m path keeps its query (the app navigate adds the tracking parameters)',
      url('/m/activity?id=7&affiliateCode=SUMMER'),
      MEMBER,
      nav('/activity?id=7&affiliateCode=SUMMER'),
    ],
    [
      'URL: an absolute URL on this origin under /m is internal, and gets no session',
      url(`${ORIGIN}/m/member/benefits`, true),
      MEMBER,
      nav('/member/benefits'),
    ],
    ['URL: /m itself is home', url('/m'), GUEST, nav('/')],
    ['URL: a trailing slash names the same route', url('/m/voucherCenter/'), GUEST, nav('/voucherCenter')],
    ['URL: an internal link drops its hash (the routes use none)', url('/m/game#top'), GUEST, nav('/game')],
    ['URL: an /m path the app does not have leads nowhere', url('/m/no-such-page'), MEMBER, IGNORE],
    ['URL: /mall is not under /m/', url('/mall/x'), GUEST, open(`${ORIGIN}/mall/x`)],

    // URL: external. The link is as written: no session token in it, ever; a member's https link asks the
    // server for a hand-over code (the server decides whether the host gets one).
    [
      'URL: external, a guest: as written, no hand-over',
      url('https://promo.example/cup?a=1#rules'),
      GUEST,
      open('https://promo.example/cup?a=1#rules'),
    ],
    [
      'URL: external https, a member: as written, with a hand-over to ask for (never the session token)',
      url('https://promo.example/cup?a=1&b=x%20y#rules'),
      MEMBER,
      open('https://promo.example/cup?a=1&b=x%20y#rules', false, true),
    ],
    [
      "URL: the link's own token is the admin's text, kept as written until a hand-over replaces it",
      url('https://promo.example/?token=evil&a=1'),
      MEMBER,
      open('https://promo.example/?token=evil&a=1', false, true),
    ],
    [
      'URL: openInNewWindow opens a new window',
      url('https://promo.example/', true),
      GUEST,
      open('https://promo.example/', true),
    ],
    [
      'URL: http is followed, as written',
      url('http://promo.example/x'),
      GUEST,
      open('http://promo.example/x'),
    ],
    [
      'URL: http, a member: no hand-over (a code would be readable on the way)',
      url('http://promo.example/x', true),
      MEMBER,
      open('http://promo.example/x', true, false),
    ],
    [
      'URL: this origin outside /m/ is a page the app does not own: external, with a hand-over to ask for',
      url('/promo/summer.html', true),
      MEMBER,
      open(`${ORIGIN}/promo/summer.html`, true, true),
    ],
    [
      'URL: another host of the merchant is external, even under /m/',
      url('https://www.shop.example/m/home'),
      MEMBER,
      open('https://www.shop.example/m/home', false, true),
    ],
    [
      'URL: a protocol-relative link is another host: external',
      url('//promo.example/x'),
      GUEST,
      open('https://promo.example/x'),
    ],

    // URL: nothing but http(s) is followed.
    ['URL: javascript: leads nowhere', url('javascript:alert(document.cookie)'), MEMBER, IGNORE],
    ['URL: JavaScript: in any case and with spaces', url('  JaVaScRiPt:alert(1)'), MEMBER, IGNORE],
    ['URL: data: leads nowhere', url('data:text/html,<script>alert(1)</script>', true), MEMBER, IGNORE],
    ['URL: ftp: leads nowhere', url('ftp://files.example/x'), MEMBER, IGNORE],
    ['URL: a relative link leads nowhere', url('promo.html'), MEMBER, IGNORE],
    ['URL: a bare host leads nowhere', url('www.promo.example'), MEMBER, IGNORE],
    ['URL: an empty link leads nowhere', url('   '), MEMBER, IGNORE],
    ['URL: no link at all leads nowhere', banner({ linkageType: 'URL' }), MEMBER, IGNORE],
    ['URL: a malformed URL leads nowhere', url('https://'), MEMBER, IGNORE],

    // G: a game or a lottery.
    [
      'G launches the game, with what tells its card (roomId and groupName no launch takes)',
      banner({
        linkageType: 'G',
        linkage: 'SLOT7',
        gameType: 'RNG',
        vendor: 'PG',
        nodeId: '3',
        roomId: ' ',
        groupName: 'hot',
      }),
      GUEST,
      {
        kind: 'launch',
        game: { gameCode: 'SLOT7', gameType: 'RNG', vendor: 'PG', nodeId: '3' },
      },
    ],
    [
      'G: a lottery sends a guest to /m/login',
      banner({ linkageType: 'G', linkage: 'LOTTO5', gameType: 'LOTT' }),
      GUEST,
      { kind: 'navigate', to: '/login' },
    ],
    [
      'G: the SEA lottery is a lottery too: a guest goes to /m/login',
      banner({ linkageType: 'G', linkage: 'SEA5', gameType: 'SEA_LOTT' }),
      GUEST,
      { kind: 'navigate', to: '/login' },
    ],
    [
      'G: a lottery (any case) launches for a signed-in player',
      banner({ linkageType: 'G', linkage: 'LOTTO5', gameType: 'lott' }),
      MEMBER,
      { kind: 'launch', game: { gameCode: 'LOTTO5', gameType: 'lott' } },
    ],
    [
      'G: a game that is not a lottery launches for a guest',
      banner({ linkageType: 'G', linkage: 'SLOT7' }),
      GUEST,
      { kind: 'launch', game: { gameCode: 'SLOT7' } },
    ],
    [
      'G without a game code leads nowhere',
      banner({ linkageType: 'G', linkage: ' ', gameType: 'LOTT' }),
      GUEST,
      IGNORE,
    ],
    [
      'an unknown linkage type leads nowhere',
      banner({ linkageType: 'X' as Banner['linkageType'], linkage: '1' }),
      MEMBER,
      IGNORE,
    ],
  ])('%s', (_rule, b, player, expected) => {
    expect(bannerClick(b, player, ORIGIN)).toEqual(expected);
  });
});

describe('withHandover: the code the server handed over, appended as token and username (signed-in §4)', () => {
  const HANDOVER: Handover = { token: 'c0de/+ en=1&x', username: 'ana maría' };
  /** The hand-over as the link carries it, URL-encoded. */
  const PARAMS = 'token=c0de%2F%2B%20en%3D1%26x&username=ana%20mar%C3%ADa';
  it.each<[string, string, Handover | null, string]>([
    [
      'appended after the query, URL-encoded, the hash kept',
      'https://promo.example/cup?a=1&b=x%20y#rules',
      HANDOVER,
      `https://promo.example/cup?a=1&b=x%20y&${PARAMS}#rules`,
    ],
    ['a link without a query', 'https://promo.example/cup', HANDOVER, `https://promo.example/cup?${PARAMS}`],
    [
      "the link's own token and username are replaced, never sent twice",
      'https://promo.example/?token=evil&a=1&user%6Eame=x',
      HANDOVER,
      `https://promo.example/?a=1&${PARAMS}`,
    ],
    [
      'no hand-over (a host the server does not trust, or the call failed): as written',
      'https://promo.example/?token=evil&a=1#x',
      null,
      'https://promo.example/?token=evil&a=1#x',
    ],
  ])('%s', (_rule, link, handover, expected) => {
    expect(withHandover(link, handover)).toBe(expected);
  });
});

function nav(to: string): BannerClick {
  return { kind: 'navigate', to: to as Extract<BannerClick, { kind: 'navigate' }>['to'] };
}
