import type { TrackingEvent } from '@app/contract/calls';
import { PIXEL_TRACK_KEYS, type PixelTrackKey } from '@app/contract/attribution';
import { TRACKING_VALUE_MAX_LENGTH } from '@app/contract/constants/registration';
import type { PixelValues } from '../../lib/attribution';
import type { CampaignValues } from '../../lib/tracking-params';
import type { TrackedEvent } from '../../lib/track';

/** The merchant's pixel ids (public settings `pixels`; '' = not configured). */
export interface MerchantPixels {
  facebook: string;
  tiktok: string;
  google: string;
}

/** What the page knows about who brought the player, read when an event is sent. */
export interface Attribution {
  /** The page's host (the payload's domain). */
  domain: string;
  affiliateCode?: string;
  /** The stored pixel tracking object (entry §3): pixel ids, click ids, fbc, fbp, utm_*. */
  pixelValues: PixelValues;
  /** The campaign values of this session's landing (lib/tracking-params.ts). */
  campaign: CampaignValues;
  merchantPixels: MerchantPixels;
  /** The Meta cookies' values (_fbc, _fbp), which win over stored ones: the pixel may have renewed them. */
  fbc?: string;
  fbp?: string;
}

/** The ad networks a click id names: the event's `channels`. */
const CLICK_ID_CHANNELS: readonly (readonly [PixelTrackKey, string])[] = [
  ['fbclid', 'facebook'],
  ['gclid', 'google'],
  ['ttclid', 'tiktok'],
  ['kwaiclid', 'kwai'],
  ['twclid', 'twitter'],
  ['bbg', 'bigo'],
];

/**
 * The channels that brought the player (the spec names "channels" in eventValue and no more): the ad networks of
 * the click ids the player has, comma-separated in that order ('' for none), and fbc counts as Facebook's.
 */
export const channelsOf = (values: PixelValues): string =>
  CLICK_ID_CHANNELS.filter(([key, channel]) => values[key] || (channel === 'facebook' && values.fbc))
    .map(([, channel]) => channel)
    .join(',');

const within = (value: string | undefined): string | undefined =>
  value && value.length <= TRACKING_VALUE_MAX_LENGTH ? value : undefined;

/**
 * The event of the tracking post (signed-in §3 "Tracking event payload"): domain, affiliateCode, eventName,
 * eventValue and eventID. eventValue holds what the code that saw the event gave, then the stored pixel tracking
 * object (pixel ids, click ids, fbc, fbp, utm_*), the merchant's configured pixel ids (fbPixelId, tiktokPixelId,
 * googleAdsId where the landing named none), `channels` and `trackSubId` (the contract's choice: the landing's
 * `cid`, the campaign's sub id). The attribution keys win over the event's own values of the same name.
 */
export const trackingEvent = (event: TrackedEvent, a: Attribution, eventID: string): TrackingEvent => {
  const value: TrackingEvent['eventValue'] = { ...event.eventValue };
  const pixels: PixelValues = {
    fbPixelId: within(a.merchantPixels.facebook),
    tiktokPixelId: within(a.merchantPixels.tiktok),
    googleAdsId: within(a.merchantPixels.google),
    ...a.pixelValues,
    ...(within(a.fbc) && { fbc: a.fbc }),
    ...(within(a.fbp) && { fbp: a.fbp }),
  };
  for (const key of PIXEL_TRACK_KEYS) {
    const v = pixels[key];
    if (v) value[key] = v;
  }
  const channels = channelsOf(pixels);
  if (channels) value.channels = channels;
  const trackSubId = within(a.campaign.cid);
  if (trackSubId) value.trackSubId = trackSubId;
  return {
    domain: a.domain,
    ...(a.affiliateCode && { affiliateCode: a.affiliateCode }),
    eventName: event.eventName,
    eventValue: value,
    eventID,
  };
};

/** A unique event id (also the pixels' deduplication id): time and 64 random bits, no secure context needed. */
export const newEventId = (now: number): string => {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return `${now.toString(36)}-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
};

/**
 * The serialised batches of a tracking post: the events in order, as few JSON arrays as fit `maxChars` each (the
 * contract bounds `events`), so one large event never makes the server refuse the others. An event that alone is
 * too large is dropped.
 */
export const packBatches = (events: readonly TrackingEvent[], maxChars: number): string[] => {
  const batches: string[] = [];
  let current: string[] = [];
  let size = 2;
  for (const event of events) {
    const json = JSON.stringify(event);
    if (json.length + 2 > maxChars) continue;
    if (current.length > 0 && size + 1 + json.length > maxChars) {
      batches.push(`[${current.join(',')}]`);
      current = [];
      size = 2;
    }
    size += (current.length > 0 ? 1 : 0) + json.length;
    current.push(json);
  }
  if (current.length > 0) batches.push(`[${current.join(',')}]`);
  return batches;
};
