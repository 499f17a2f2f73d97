import { callRelay } from '../../api/call';
import { withHandover, type BannerClick } from './banner-click';

type OpenClick = Extract<BannerClick, { kind: 'open' }>;

/**
 * How long the tap waits for the hand-over code before the link opens without it. Well inside Chromium's
 * transient user activation (5 s), so a new window after the wait is still the tap's and not blocked as a popup.
 */
export const HANDOVER_TIMEOUT_MS = 3_000;

/** The hand-over of a link (WPSCORE_bannerHandover), or null: none for this host, or the call failed. */
const askHandover = async (url: string) => {
  // Quiet: a failure is no notice; the player still gets the link, without parameters.
  const res = await callRelay(
    'WPSCORE_bannerHandover',
    { url },
    { quiet: true, timeout: HANDOVER_TIMEOUT_MS },
  );
  return res.success ? (res.value ?? null) : null;
};

/** Whether the page may still open a window for the tap (the transient activation; unknown: assume so). */
const tapStillActive = (): boolean => navigator.userActivation?.isActive ?? true;

/**
 * Opens an outside page cut off from the app: no `window.opener`, no Referer (the app's URL names the page the
 * player was on). A new window only while the tap's activation lasts (a popup blocker would swallow it
 * otherwise, and `noopener` answers null either way); else this window, through a link without a referrer.
 */
export const openOutside = (url: string, newWindow: boolean): void => {
  if (newWindow && tapStillActive()) {
    window.open(url, '_blank', 'noopener,noreferrer');
    return;
  }
  const link = document.createElement('a');
  link.href = url;
  link.rel = 'noopener noreferrer';
  link.referrerPolicy = 'no-referrer';
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
};

let pending: Promise<void> | null = null;

/**
 * The effect of a tap on an outside banner (bannerClick decided it): a signed-in player's https link first asks
 * the server for its hand-over code (the session token never goes to the banner's host), then the link opens,
 * with the code when the server gave one and as written otherwise, whatever went wrong with the call. One at a
 * time: a second tap while the code loads opens nothing more.
 */
export const openBanner = (click: OpenClick): Promise<void> => {
  if (!click.handover) {
    openOutside(click.url, click.newWindow);
    return Promise.resolve();
  }
  pending ??= askHandover(click.url)
    .catch(() => null)
    .then((handover) => openOutside(withHandover(click.url, handover), click.newWindow))
    .finally(() => {
      pending = null;
    });
  return pending;
};
