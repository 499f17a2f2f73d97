/** Routes and navigation (entry §2; signed-in §2): the app's base path and the query parameters it keeps. */

export const BASENAME = '/m';
/** Query parameters that navigation keeps across route changes (with stored campaign values). */
export const TRACKING_QUERY_PARAMS = [
  'affiliateCode',
  'referralCode',
  'r',
  'inApp',
  'fbclid',
  'gclid',
  'ttclid',
  'kwaiclid',
  'bbg',
  'isBgeTest',
  'cid',
] as const;
export type TrackingQueryParam = (typeof TRACKING_QUERY_PARAMS)[number];
