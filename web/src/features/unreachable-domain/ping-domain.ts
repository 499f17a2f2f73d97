import { endpoints } from '@app/contract/endpoints';
import { merchantCode } from '../../lib/merchant';
import type { PingDomain } from './domain-race';

/**
 * GET {domain}/wps/system/test/ping?speed={timestamp} (entry §7), straight to the other domain: no credentials
 * and no custom header, so the browser sends it without a preflight. The merchant goes in the query, as the
 * browser-fetched manifest names it, since the Merchant header would need one.
 */
export const pingDomain: PingDomain = async (origin, signal) => {
  const query = new URLSearchParams({ speed: String(Date.now()), merchantCode });
  const res = await fetch(`${origin}${endpoints.ping.path}?${query}`, {
    signal,
    credentials: 'omit',
    cache: 'no-store',
  });
  return res.ok && ((await res.json()) as { success?: unknown }).success === true;
};
