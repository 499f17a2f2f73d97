import { TRACKING_QUERY_PARAMS, type TrackingQueryParam } from '@app/contract/constants/navigation';
import { session } from './storage';

export type CampaignValues = Partial<Record<TrackingQueryParam, string>>;

/** The tracking parameters present in a query string. */
export const campaignFromSearch = (search: string): CampaignValues => {
  const q = new URLSearchParams(search);
  const found: CampaignValues = {};
  for (const key of TRACKING_QUERY_PARAMS) {
    const value = q.get(key);
    if (value) found[key] = value;
  }
  return found;
};

/**
 * The target's query with the tracking parameters kept: the current URL's first, then the stored campaign
 * values; a value the target sets itself wins.
 */
export const keepTrackingParams = (
  targetSearch: string,
  currentSearch: string,
  stored: CampaignValues,
): string => {
  const target = new URLSearchParams(targetSearch);
  const current = campaignFromSearch(currentSearch);
  for (const key of TRACKING_QUERY_PARAMS) {
    if (target.has(key)) continue;
    const value = current[key] ?? stored[key];
    if (value) target.set(key, value);
  }
  const s = target.toString();
  return s ? `?${s}` : '';
};

const CAMPAIGN_KEY = 'campaign';

/** Campaign values seen in this session, so a later navigation still carries them. */
export const readStoredCampaign = (): CampaignValues => session.getJson<CampaignValues>(CAMPAIGN_KEY) ?? {};

/** Remembers the tracking parameters of the landing URL (new values win over stored ones). */
export const storeCampaignFromSearch = (search: string): void => {
  const found = campaignFromSearch(search);
  if (Object.keys(found).length > 0) session.setJson(CAMPAIGN_KEY, { ...readStoredCampaign(), ...found });
};
