import { isValidMember } from '@app/contract/member-type';
import type { Activity } from '@app/contract/relay';
import { isAppMode } from '../../lib/app-mode';
import type { DeviceKind } from '../../lib/device';
import type { AppPath } from '../../lib/route-table';
import { httpUrl } from '../../lib/safe-url';

/** An activity's call to action (signed-in §3 "Go-to-activity item"), with its optional label. */
export type GoToActivity = NonNullable<Activity['action']>;
export type GoToActivityRedirect = GoToActivity['redirect'];

export interface GoToActivityFacts {
  /** A session is held. */
  signedIn: boolean;
  /** The session's member type (renewed from member info). */
  memberType: number | null;
  device: DeviceKind;
  /** The referral flag: the referral entry would show (referralEntryVisible); false while not known. */
  referralFlag: boolean;
  /** The member's VIP benefits are shown: their rank progress (vipProgress) answered; false while not known. */
  vipBenefitsShown: boolean;
  /** The merchant's reward centre switch (whitelabel REWCEN3, signed-in §2: it gates the page's entries). */
  rewardCentre: boolean;
}

/**
 * Whether the go-to-activity button shows (signed-in §5):
 * - hidden altogether when the member type is not 0, 1 or 2. A guest has no member type, yet REGISTER is for
 *   guests only, so the type rule is read as applying to a signed-in player: type 4, -1 and unknown types hide
 *   it (a session whose type is not known yet too), a guest sees it;
 * - APP_DOWNLOAD is hidden inside the app, home-screen or PWA mode;
 * - REGISTER appears only when signed out;
 * - INVITE_FRIENDS only with the referral flag on;
 * - MEMBER when signed out (the benefits page asks a guest to log in) or when VIP benefits are shown;
 * - REWARD_CENTER only while REWCEN3 is on (signed-in §2: the switch gates the reward centre's entries).
 */
export function goToActivityVisible(redirect: GoToActivityRedirect, f: GoToActivityFacts): boolean {
  if (f.signedIn && !isValidMember(f.memberType)) return false;
  switch (redirect) {
    case 'APP_DOWNLOAD':
      return !isAppMode(f.device);
    case 'REGISTER':
      return !f.signedIn;
    case 'INVITE_FRIENDS':
      return f.referralFlag;
    case 'MEMBER':
      return !f.signedIn || f.vipBenefitsShown;
    case 'REWARD_CENTER':
      return f.rewardCentre;
    default:
      return true;
  }
}

/** What the button does. */
export type GoToActivityTarget =
  | { kind: 'appDownload' }
  | { kind: 'route'; to: AppPath }
  /** Through the referral gate, like every way into the referral page (an agent goes to /m/agentRegister). */
  | { kind: 'referral' }
  | { kind: 'external'; url: string };

const ROUTES: Partial<Record<GoToActivityRedirect, AppPath>> = {
  REGISTER: '/register',
  DEPOSIT: '/voucherCenter',
  REWARD_CENTER: '/rewardCenter',
  MISSION: '/leaderBoard',
  MEMBER: '/member/benefits',
  POINT_MARKET: '/mall/mallHome',
};

/**
 * Where each redirect leads (signed-in §4 "Go-to-activity button"). A page that needs login is the route
 * guard's to refuse a guest (to /m/login). REDIRECT_URL follows its externalLink only as an absolute http(s)
 * URL; without one, or for a redirect the app does not know, there is no target and the button is hidden.
 */
export function goToActivityTarget(
  item: Pick<GoToActivity, 'redirect' | 'externalLink'>,
): GoToActivityTarget | null {
  switch (item.redirect) {
    case 'APP_DOWNLOAD':
      return { kind: 'appDownload' };
    case 'INVITE_FRIENDS':
      return { kind: 'referral' };
    case 'REDIRECT_URL': {
      const url = httpUrl(item.externalLink ?? null);
      return url ? { kind: 'external', url } : null;
    }
    default: {
      // Own keys only: a redirect named 'constructor' must not find Object's.
      const to = Object.hasOwn(ROUTES, item.redirect) ? ROUTES[item.redirect] : undefined;
      return to ? { kind: 'route', to } : null;
    }
  }
}
