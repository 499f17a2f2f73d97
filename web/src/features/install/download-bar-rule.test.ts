// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { downloadBarNeedsRank, downloadBarShows, type DownloadBarFacts } from './download-bar-rule';

const facts = (f: Partial<DownloadBarFacts> = {}): DownloadBarFacts => ({
  setting: { enabled: true, minVipRank: 0, loginRequired: false },
  device: 'BROWSER',
  path: '/home',
  systemNotice: false,
  closedThisSession: false,
  signedIn: false,
  rankLevel: null,
  hasAppLink: true,
  ...f,
});
const setting = (s: Partial<DownloadBarFacts['setting']>) => ({ ...facts().setting, ...s });

describe('the top app-download bar (entry §2, §4 "Download bar")', () => {
  it.each<[string, Partial<DownloadBarFacts>, boolean]>([
    ['a guest in the browser on /m/home: shown', {}, true],
    ['on the root / (it counts as home): shown', { path: '/' }, true],
    ['on /m/index: shown', { path: '/index' }, true],
    ['on /m/index.html: shown', { path: '/index.html' }, true],
    ['on an iPad: shown', { device: 'IPAD' }, true],
    ['hidden for the session once closed', { closedThisSession: true }, false],
    ['always hidden inside the app', { device: 'APP' }, false],
    ['always hidden inside the PWA', { device: 'PWA' }, false],
    ['always hidden inside a web clip (installed too)', { device: 'WEBCLIP' }, false],
    ['only on the home routes: not on /m/login', { path: '/login' }, false],
    ['only on the home routes: not on /m/register', { path: '/register' }, false],
    ['only on the home routes: not on /m/member/home', { path: '/member/home', signedIn: true }, false],
    ['only on the home routes: not during a game (/m/launchGame)', { path: '/launchGame' }, false],
    ['the merchant turned it off', { setting: setting({ enabled: false }) }, false],
    ['no app link for this platform: nothing to download', { hasAppLink: false }, false],
    ['not over the maintenance or access-denied notice', { systemNotice: true }, false],
    ['it may require login: a guest does not see it', { setting: setting({ loginRequired: true }) }, false],
    [
      'it may require login: a signed-in player sees it',
      { setting: setting({ loginRequired: true }), signedIn: true, rankLevel: 0 },
      true,
    ],
    [
      'a VIP rank minimum may hide it: below the rank, hidden',
      { setting: setting({ minVipRank: 3 }), signedIn: true, rankLevel: 2 },
      false,
    ],
    [
      'a VIP rank minimum: at the rank, shown',
      { setting: setting({ minVipRank: 3 }), signedIn: true, rankLevel: 3 },
      true,
    ],
    [
      'a VIP rank minimum: above the rank, shown',
      { setting: setting({ minVipRank: 3 }), signedIn: true, rankLevel: 7 },
      true,
    ],
    ['a VIP rank minimum: a guest has no rank, hidden', { setting: setting({ minVipRank: 1 }) }, false],
    [
      'a VIP rank minimum: while the rank is not known yet, hidden (it slides in once known)',
      { setting: setting({ minVipRank: 1 }), signedIn: true, rankLevel: null },
      false,
    ],
    ['no VIP minimum (0): every signed-in rank', { signedIn: true, rankLevel: 0 }, true],
  ])('%s', (_, f, shows) => {
    expect(downloadBarShows(facts(f))).toBe(shows);
  });

  it.each<[string, number, boolean, boolean]>([
    ['a VIP minimum and a member: the member info is needed', 2, true, true],
    ['a VIP minimum and a guest: not needed (hidden anyway)', 2, false, false],
    ['no VIP minimum: not needed', 0, true, false],
  ])('%s', (_, minVipRank, signedIn, needed) => {
    expect(downloadBarNeedsRank(setting({ minVipRank }), signedIn)).toBe(needed);
  });
});
