import type { PublicSettings } from '@app/contract/settings';
import { isAppMode } from '../../lib/app-mode';
import type { DeviceKind } from '../../lib/device';
import { isHomeRoute } from '../../lib/route-table';

export interface DownloadBarFacts {
  /** The merchant's setting (public.downloadBar). */
  setting: PublicSettings['downloadBar'];
  device: DeviceKind;
  /** The path inside /m ('/home'). */
  path: string;
  /** Maintenance or a region or IP block: the notice replaces every page. */
  systemNotice: boolean;
  /** The player closed the bar in this session. */
  closedThisSession: boolean;
  signedIn: boolean;
  /** The member's VIP rank (clubLabel.rankLevel, 0 without a label); null for a guest or while not known. */
  rankLevel: number | null;
  /** The merchant has an app link for this device's platform (download-links.ts). */
  hasAppLink: boolean;
}

/**
 * Whether the top app-download bar shows (entry §2, §4 "Download bar"):
 * - hidden for the session once closed, and always inside the app, the PWA or a web clip;
 * - on the home routes only (/, /m/home, /m/index, /m/index.html: the route table's `home`), the landing pages
 *   where a visitor decides: over a form or a game it would be in the way;
 * - "a VIP rank minimum may hide it and may require login": `minVipRank` above 0 hides it below that rank (and
 *   from guests, who have none), `loginRequired` from guests;
 * - only when the merchant turned it on and has an app link for this platform, and not over a system notice.
 */
export function downloadBarShows(f: DownloadBarFacts): boolean {
  if (!f.setting.enabled || f.systemNotice || !f.hasAppLink) return false;
  // Already installed, or the app itself: nothing to download (entry §4 "always inside the app or the PWA").
  if (isAppMode(f.device) || f.closedThisSession) return false;
  if (!isHomeRoute(f.path)) return false;
  if (f.setting.loginRequired && !f.signedIn) return false;
  if (f.setting.minVipRank > 0 && (!f.signedIn || f.rankLevel === null || f.rankLevel < f.setting.minVipRank))
    return false;
  return true;
}

/** Whether the bar needs the member's rank (member info) to decide: a VIP minimum, for a signed-in player. */
export const downloadBarNeedsRank = (setting: PublicSettings['downloadBar'], signedIn: boolean): boolean =>
  signedIn && setting.minVipRank > 0;
