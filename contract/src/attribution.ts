/**
 * Who brought a player (entry §3): the keys of the pixel tracking object and of the ad
 * attribution info, where the web keeps them, and the affiliate-by-subdomain rule. Kept apart from
 * constants/registration.ts, whose landing queue the first screen reads, so that these lists load with the
 * registration, not with the first screen.
 */

/**
 * Keys of the pixel tracking object (spec: "ad-network pixel ids, click ids, fbc, fbp, twclid, utm_source and
 * similar values read from local storage"). Each value is kept in local storage under its own key; a landing
 * URL's query parameter of the same name writes it, and fbc is derived from a new fbclid (Meta's format).
 */
export const PIXEL_TRACK_KEYS = [
  // ad-network pixel ids
  'fbPixelId',
  'tiktokPixelId',
  'kwaiPixelId',
  'bigoPixelId',
  'googleAdsId',
  // click ids
  'fbclid',
  'gclid',
  'ttclid',
  'kwaiclid',
  'twclid',
  'bbg',
  // Meta click and browser ids
  'fbc',
  'fbp',
  // campaign
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_content',
  'utm_term',
] as const;
export type PixelTrackKey = (typeof PIXEL_TRACK_KEYS)[number];

/** The stored ad attribution info (spec §3), as the native app hands it over in the landing URL's query. */
export const AD_ATTRIBUTION_KEYS = [
  'adAppToken',
  'gpsAdid',
  'adid',
  'afAppId',
  'appsflyerId',
  'afAdvertisingId',
  'afOaid',
  'idfa',
  'idfv',
] as const;
export type AdAttributionKey = (typeof AD_ATTRIBUTION_KEYS)[number];

/** Local-storage keys of the stored registration info and ad attribution info (kept across visits). */
export const REGISTRATION_INFO_STORAGE_KEY = 'registrationInfo';
export const AD_ATTRIBUTION_STORAGE_KEY = 'adAttributionInfo';

/** First labels of a host that name the site, never an affiliate. */
export const NON_AFFILIATE_SUBDOMAINS = ['www', 'm', 'h5', 'wap', 'mobile', 'app'] as const;
/**
 * Second-level labels under a country code (brand.com.ph, brand.co.uk): with one of these before the last
 * label, the site's own domain has three labels instead of two.
 */
export const SECOND_LEVEL_DOMAIN_LABELS = ['com', 'net', 'org', 'co', 'edu', 'gov', 'ac'] as const;

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/**
 * Affiliates by subdomain (§3: "Affiliates are identified by subdomain"). The spec gives no rule; the
 * contract's: the site's own domain is the last two labels of the host (three when the label before the
 * last is a second-level label such as com or co: brand.com.ph, brand.co.uk). A host with more labels than
 * that names an affiliate by its first label, unless that label names the site itself (www, m, h5, wap,
 * mobile, app). IP addresses name none. So aff01.brand.com gives aff01; www.brand.com, brand.com,
 * brand.com.ph and m.brand.co.uk give none.
 */
export const affiliateFromHost = (host: string): string | null => {
  const name = host.toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  if (!name || IPV4.test(name) || name.includes(':')) return null;
  const labels = name.split('.');
  const beforeLast = labels.at(-2);
  const ownLabels =
    beforeLast !== undefined && labels.length >= 3 && SECOND_LEVEL_DOMAIN_LABELS.some((l) => l === beforeLast)
      ? 3
      : 2;
  if (labels.length <= ownLabels) return null;
  const first = labels[0] ?? '';
  if (!first || NON_AFFILIATE_SUBDOMAINS.some((l) => l === first)) return null;
  return first;
};
