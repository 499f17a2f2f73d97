// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  goToActivityTarget,
  goToActivityVisible,
  type GoToActivity,
  type GoToActivityFacts,
  type GoToActivityRedirect,
  type GoToActivityTarget,
} from './go-to-activity';

const guest: GoToActivityFacts = {
  signedIn: false,
  memberType: null,
  device: 'BROWSER',
  referralFlag: false,
  vipBenefitsShown: false,
  rewardCentre: true,
};
const member = (f: Partial<GoToActivityFacts> = {}): GoToActivityFacts => ({
  ...guest,
  signedIn: true,
  memberType: 0,
  ...f,
});

describe('goToActivityVisible (signed-in §5)', () => {
  it.each<[string, GoToActivityRedirect, GoToActivityFacts, boolean]>([
    ['DEPOSIT for a guest: shown (the guard asks for login)', 'DEPOSIT', guest, true],
    ['DEPOSIT for a member: shown', 'DEPOSIT', member(), true],
    ['MISSION, POINT_MARKET, REDIRECT_URL: no rule of their own', 'MISSION', member(), true],
    ['REWARD_CENTER with REWCEN3 on: shown', 'REWARD_CENTER', member(), true],
    ['REWARD_CENTER hidden with REWCEN3 off', 'REWARD_CENTER', member({ rewardCentre: false }), false],
    [
      'REWARD_CENTER hidden from a guest too with REWCEN3 off',
      'REWARD_CENTER',
      { ...guest, rewardCentre: false },
      false,
    ],
    ['POINT_MARKET for a guest: shown', 'POINT_MARKET', guest, true],
    ['REDIRECT_URL for a member: shown', 'REDIRECT_URL', member(), true],
    ['APP_DOWNLOAD in the browser: shown', 'APP_DOWNLOAD', guest, true],
    ['APP_DOWNLOAD on an iPad browser: shown', 'APP_DOWNLOAD', { ...guest, device: 'IPAD' }, true],
    ['APP_DOWNLOAD hidden inside the app', 'APP_DOWNLOAD', { ...guest, device: 'APP' }, false],
    [
      'APP_DOWNLOAD hidden in home-screen (web clip) mode',
      'APP_DOWNLOAD',
      member({ device: 'WEBCLIP' }),
      false,
    ],
    ['APP_DOWNLOAD hidden in PWA mode', 'APP_DOWNLOAD', member({ device: 'PWA' }), false],
    ['REGISTER appears when signed out', 'REGISTER', guest, true],
    ['REGISTER does not appear when signed in', 'REGISTER', member(), false],
    [
      'INVITE_FRIENDS appears with the referral flag on',
      'INVITE_FRIENDS',
      { ...guest, referralFlag: true },
      true,
    ],
    [
      'INVITE_FRIENDS hidden with the referral flag off',
      'INVITE_FRIENDS',
      member({ referralFlag: false }),
      false,
    ],
    [
      'INVITE_FRIENDS for an agent with the flag on',
      'INVITE_FRIENDS',
      member({ memberType: 1, referralFlag: true }),
      true,
    ],
    ['MEMBER appears when signed out', 'MEMBER', guest, true],
    ['MEMBER appears when VIP benefits are shown', 'MEMBER', member({ vipBenefitsShown: true }), true],
    ['MEMBER hidden for a member whose VIP benefits are not shown', 'MEMBER', member(), false],
    ['member type 1 (agent): shown', 'DEPOSIT', member({ memberType: 1 }), true],
    ['member type 2 (agent): shown', 'DEPOSIT', member({ memberType: 2 }), true],
    ['member type 4: hidden altogether', 'DEPOSIT', member({ memberType: 4 }), false],
    [
      'member type 4: hidden even where its own rule holds',
      'MEMBER',
      member({ memberType: 4, vipBenefitsShown: true }),
      false,
    ],
    ['member type -1 with a session (not known yet): hidden', 'DEPOSIT', member({ memberType: -1 }), false],
    ['an unknown member type: hidden', 'APP_DOWNLOAD', member({ memberType: 7 }), false],
    ['no member type with a session: hidden', 'DEPOSIT', member({ memberType: null }), false],
  ])('%s', (_, redirect, facts, shown) => {
    expect(goToActivityVisible(redirect, facts)).toBe(shown);
  });
});

describe('goToActivityTarget (signed-in §4 "Go-to-activity button")', () => {
  it.each<[string, Pick<GoToActivity, 'redirect' | 'externalLink'>, GoToActivityTarget | null]>([
    ['APP_DOWNLOAD: the app download', { redirect: 'APP_DOWNLOAD' }, { kind: 'appDownload' }],
    ['REGISTER: /m/register', { redirect: 'REGISTER' }, { kind: 'route', to: '/register' }],
    ['DEPOSIT: /m/voucherCenter', { redirect: 'DEPOSIT' }, { kind: 'route', to: '/voucherCenter' }],
    ['REWARD_CENTER: /m/rewardCenter', { redirect: 'REWARD_CENTER' }, { kind: 'route', to: '/rewardCenter' }],
    ['MISSION: /m/leaderBoard', { redirect: 'MISSION' }, { kind: 'route', to: '/leaderBoard' }],
    [
      'INVITE_FRIENDS: /m/inviteFriends, through the referral gate',
      { redirect: 'INVITE_FRIENDS' },
      { kind: 'referral' },
    ],
    ['MEMBER: /m/member/benefits', { redirect: 'MEMBER' }, { kind: 'route', to: '/member/benefits' }],
    ['POINT_MARKET: /m/mall/mallHome', { redirect: 'POINT_MARKET' }, { kind: 'route', to: '/mall/mallHome' }],
    [
      'REDIRECT_URL: the externalLink',
      { redirect: 'REDIRECT_URL', externalLink: 'https://promo.example.com/summer?x=1' },
      { kind: 'external', url: 'https://promo.example.com/summer?x=1' },
    ],
    [
      'REDIRECT_URL over http is followed',
      { redirect: 'REDIRECT_URL', externalLink: 'http://promo.example.com/' },
      { kind: 'external', url: 'http://promo.example.com/' },
    ],
    [
      'REDIRECT_URL javascript: is not followed',
      { redirect: 'REDIRECT_URL', externalLink: 'javascript:alert(1)' },
      null,
    ],
    [
      'REDIRECT_URL data: is not followed',
      { redirect: 'REDIRECT_URL', externalLink: 'data:text/html,<b>x</b>' },
      null,
    ],
    ['REDIRECT_URL without a link: no target', { redirect: 'REDIRECT_URL' }, null],
    [
      'REDIRECT_URL with a relative path: not an external link',
      { redirect: 'REDIRECT_URL', externalLink: '/m/home' },
      null,
    ],
    ['a redirect the app does not know: no target', { redirect: 'SPIN' as GoToActivityRedirect }, null],
    [
      "a redirect named like Object's members: no target",
      { redirect: 'constructor' as GoToActivityRedirect },
      null,
    ],
  ])('%s', (_, item, target) => {
    expect(goToActivityTarget(item)).toEqual(target);
  });
});
