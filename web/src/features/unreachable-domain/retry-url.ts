import type { CampaignValues } from '../../lib/tracking-params';

/** The codes the retry keeps (entry §2: "optional query parameters affiliateCode and r"). */
export interface RetryCodes {
  affiliateCode?: string;
  r?: string;
}

/**
 * Where the codes come from: the current query, else the campaign values kept this session from the landing
 * (lib/tracking-params.ts; `referralCode` is the long name of `r`).
 */
export const retryCodes = (search: string, campaign: CampaignValues): RetryCodes => {
  const q = new URLSearchParams(search);
  const affiliateCode = q.get('affiliateCode') || campaign.affiliateCode;
  const r = q.get('r') || q.get('referralCode') || campaign.r || campaign.referralCode;
  return { ...(affiliateCode && { affiliateCode }), ...(r && { r }) };
};

/** Retry reloads {fastest or current host}/m/index.html with affiliateCode and r when present (entry §2). */
export const retryUrl = (fastest: string | null, currentOrigin: string, codes: RetryCodes): string => {
  const url = new URL('/m/index.html', fastest ?? currentOrigin);
  if (codes.affiliateCode) url.searchParams.set('affiliateCode', codes.affiliateCode);
  if (codes.r) url.searchParams.set('r', codes.r);
  return url.href;
};
