import { AD_COOKIE_DAYS } from '@app/contract/constants/tracking';
import { onAppPathChange } from '../../lib/router';
import { currentAppPath } from '../../lib/app-path';
import { keepQueuedLandings, readPixelValues, readRegistrationInfo } from '../../lib/attribution';
import { local } from '../../lib/storage';
import { setTrackSender, track, type TrackedEvent } from '../../lib/track';
import { readStoredCampaign } from '../../lib/tracking-params';
import { ensureSystemStatus } from '../../stores/system-status';
import { FBC_COOKIE, FBP_COOKIE, cookieLine, metaCookieValues, newFbp } from './cookies';
import { startErrorReports } from './error-reporter';
import { newEventId, trackingEvent, type MerchantPixels } from './event-payload';
import { firePixelCalls, loadPixels } from './pixel-loader';
import { pixelCalls, pixelScripts, type PixelVendor } from './pixels';
import { createSender, flushOnHide } from './sender';
import { startVitals } from './vitals';

/** Local-storage flag: firstOpen was tracked in this browser ("once per browser"). */
export const FIRST_OPEN_KEY = 'firstOpenTracked';
const NO_PIXELS: MerchantPixels = { facebook: '', tiktok: '', google: '' };

/** Writes the Meta cookies (signed-in §9: 90 days, top domain, SameSite Lax) and answers their values. */
function keepMetaCookies(): { fbc?: string; fbp: string } {
  const now = Date.now();
  const stored = readPixelValues();
  const values = metaCookieValues(document.cookie, stored, () => newFbp(now, Math.random()));
  const options = {
    host: window.location.hostname,
    now,
    days: AD_COOKIE_DAYS,
    https: window.location.protocol === 'https:',
  };
  document.cookie = cookieLine(FBP_COOKIE, values.fbp, options);
  if (values.fbc) document.cookie = cookieLine(FBC_COOKIE, values.fbc, options);
  return values;
}

/**
 * Tracking (signed-in §3, §4 "Tracking"), started idle after the first screen (app/after-first-screen.ts):
 * error reports first (errors before are kept by the head script), then the Meta cookies, the sender of lib/track.ts
 * (the events that waited go first), the merchant's pixels, firstOpen once per browser, viewContent on every
 * route, and Web Vitals.
 */
export async function startTracking(): Promise<void> {
  startErrorReports();
  const sender = createSender();
  flushOnHide(sender);
  const status = await ensureSystemStatus();
  const merchantPixels = status?.settings.pixels ?? NO_PIXELS;
  // The landing's click id (fbclid → fbc) is read from storage: store what the landings say first.
  keepQueuedLandings();
  const cookies = keepMetaCookies();
  let vendors: PixelVendor[] = [];
  try {
    vendors = loadPixels(pixelScripts(merchantPixels, status?.test ?? false));
  } catch {
    // A pixel that cannot be set up leaves the others and the app's own tracking.
  }

  setTrackSender((event: TrackedEvent) => {
    keepQueuedLandings();
    const eventID = newEventId(Date.now());
    const registration = readRegistrationInfo();
    sender.addEvent(
      trackingEvent(
        event,
        {
          domain: window.location.hostname,
          ...(registration?.affiliateCode && { affiliateCode: registration.affiliateCode }),
          pixelValues: readPixelValues(),
          campaign: readStoredCampaign(),
          merchantPixels,
          ...cookies,
        },
        eventID,
      ),
    );
    firePixelCalls(pixelCalls(event, eventID, vendors));
  });

  if (!local.get(FIRST_OPEN_KEY)) {
    local.set(FIRST_OPEN_KEY, '1');
    track('firstOpen');
  }
  track('viewContent', { path: currentAppPath() });
  onAppPathChange((path) => track('viewContent', { path }));

  startVitals((vital) => {
    sender.addVital(vital);
    // Vitals are reported as the page is hidden: after the hide's flush, so they go now.
    if (document.visibilityState === 'hidden') sender.flush(true);
  }).catch(() => undefined);
}
