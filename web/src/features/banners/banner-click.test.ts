import { describe, expect, it } from 'vitest';
import type { Banner } from '@app/contract/relay';
import { bannerClick, type BannerClick, type BannerPlayer } from './banner-click';

const ORIGIN = 'https://m.shop.example';
const MEMBER: BannerPlayer = { token: 'tok/+ en=1&x', userName: 'ana maría' };
/** The member's session as the external link carries it, URL-encoded. */
const SESSION = 'token=tok%2F%2B%20en%3D1%26x&username=ana%20mar%C3%ADa';

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
const open = (to: string, newWindow = false): BannerClick => ({ kind: 'open', url: to, newWindow });
const IGNORE: BannerClick = { kind: 'ignore' };

describe('bannerClick: where a banner leads, by linkageType (signed-in §4 "Banner click")', () => {
  it.each<[string, Banner, BannerPlayer, BannerClick]>([
    // P: the activity page with the id.
    [
      'P opens the activity page with the id',
      banner({ linkageType: 'P', linkage: '42' }),
      null,
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
    ['URL: an internal /m path is navigated to', url('/m/inviteFriends'), null, nav('/inviteFriends')],
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
    ['URL: /m itself is home', url('/m'), null, nav('/')],
    ['URL: a trailing slash names the same route', url('/m/voucherCenter/'), null, nav('/voucherCenter')],
    ['URL: an internal link drops its hash (the routes use none)', url('/m/game#top'), null, nav('/game')],
    ['URL: an /m path the app does not have leads nowhere', url('/m/no-such-page'), MEMBER, IGNORE],
    ['URL: /mall is not under /m/', url('/mall/x'), null, open(`${ORIGIN}/mall/x`)],

    // URL: external, with the session for a signed-in player only.
    [
      'URL: external, a guest: as written',
      url('https://promo.example/cup?a=1#rules'),
      null,
      open('https://promo.example/cup?a=1#rules'),
    ],
    [
      'URL: external, a member: token and username appended, URL-encoded, query and hash kept',
      url('https://promo.example/cup?a=1&b=x%20y#rules'),
      MEMBER,
      open(`https://promo.example/cup?a=1&b=x%20y&${SESSION}#rules`),
    ],
    [
      'URL: external without a query, a member',
      url('https://promo.example/cup'),
      MEMBER,
      open(`https://promo.example/cup?${SESSION}`),
    ],
    [
      "URL: the link's own token and username are replaced, never sent twice",
      url('https://promo.example/?token=evil&a=1&user%6Eame=x'),
      MEMBER,
      open(`https://promo.example/?a=1&${SESSION}`),
    ],
    [
      'URL: openInNewWindow opens a new window',
      url('https://promo.example/', true),
      null,
      open('https://promo.example/', true),
    ],
    ['URL: http is followed too', url('http://promo.example/x'), null, open('http://promo.example/x')],
    [
      'URL: this origin outside /m/ is a page the app does not own: external, with the session',
      url('/promo/summer.html', true),
      MEMBER,
      open(`${ORIGIN}/promo/summer.html?${SESSION}`, true),
    ],
    [
      'URL: another host of the merchant is external, even under /m/',
      url('https://www.shop.example/m/home'),
      MEMBER,
      open(`https://www.shop.example/m/home?${SESSION}`),
    ],
    [
      'URL: a protocol-relative link is another host: external',
      url('//promo.example/x'),
      null,
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
      'G launches the game, with what the banner says of it',
      banner({
        linkageType: 'G',
        linkage: 'SLOT7',
        gameType: 'RNG',
        vendor: 'PG',
        nodeId: '3',
        roomId: ' ',
        groupName: 'hot',
      }),
      null,
      {
        kind: 'launch',
        game: { gameCode: 'SLOT7', gameType: 'RNG', vendor: 'PG', nodeId: '3', groupName: 'hot' },
      },
    ],
    [
      'G: a lottery sends a guest to /m/login',
      banner({ linkageType: 'G', linkage: 'LOTTO5', gameType: 'LOTT' }),
      null,
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
      null,
      { kind: 'launch', game: { gameCode: 'SLOT7' } },
    ],
    [
      'G without a game code leads nowhere',
      banner({ linkageType: 'G', linkage: ' ', gameType: 'LOTT' }),
      null,
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

function nav(to: string): BannerClick {
  return { kind: 'navigate', to: to as Extract<BannerClick, { kind: 'navigate' }>['to'] };
}
