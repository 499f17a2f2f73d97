import type { CallName, SystemStatus } from '@app/contract/calls';
import { CONTRACT_ERROR } from '@app/contract/errors';
import type { MerchantSettings } from '@app/contract/settings';
import type { FastifyRequest } from 'fastify';
import { canonicalIp, ipMatches } from '../net/client-ip';
import { ApiError } from './api-error';
import { message } from './messages';
import { requestLanguage } from './request-state';

/** Why a visitor may not use the merchant's calls right now: the notices of entry §2. */
export type AccessRefusal = 'region-restricted' | 'maintenance';

type AccessSettings = Pick<MerchantSettings, 'maintenance' | 'regionRestriction'>;

/** What blocks the visitor: the notice's title says access is denied by region or by IP. */
export type RestrictedBy = NonNullable<SystemStatus['restrictedBy']>;

/**
 * What restricts the visitor, if anything: the IP is blocked (it matches in any spelling, an IPv4-mapped IPv6
 * address being its IPv4 one, and within a blocked CIDR range), else the restriction is switched on for the
 * whole merchant (this server has no geo-IP database, so "on" means every visitor's region is blocked). A
 * blocked IP is named first: it stays blocked when the region opens.
 */
export const restrictedBy = (settings: AccessSettings, ip: string): RestrictedBy | null => {
  const { enabled, blockedIps } = settings.regionRestriction;
  // Most merchants block no IP: no address parsing on every call for them.
  if (blockedIps.length > 0 && ipMatches(ip, blockedIps)) return 'IP';
  return enabled ? 'REGION' : null;
};

/**
 * The one access rule, read by the system status and enforced by the access hook. A blocked visitor gets the
 * blocked notice even during maintenance: the site will not open for them when maintenance ends. Maintenance
 * lasts until it is switched off; its end time is what the notice shows, not a switch.
 */
export const accessRefusal = (settings: AccessSettings, ip: string): AccessRefusal | null => {
  if (restrictedBy(settings, ip)) return 'region-restricted';
  if (settings.maintenance.enabled) return 'maintenance';
  return null;
};

/**
 * The calls that stay open during maintenance and for a blocked visitor: the status (it tells the app to
 * show the notice), the RSA key and the manifest (read before any call and by the browser), the ping (domain
 * race) and support (the notices' contact-us button).
 */
export const ACCESS_EXEMPT_CALLS: ReadonlySet<CallName> = new Set<CallName>([
  'systemStatus',
  'rsaKey',
  'manifest',
  'ping',
  'support',
]);

/** The answer to a refusal: the errorCode the app routes to its notice, with what the notice shows. */
export function accessRefusalError(
  refusal: AccessRefusal,
  settings: AccessSettings,
  ip: string,
  language: string,
): ApiError {
  return refusal === 'region-restricted'
    ? new ApiError(403, CONTRACT_ERROR.regionRestricted, message(language, 'regionRestricted'), {
        ip: canonicalIp(ip),
      })
    : new ApiError(503, CONTRACT_ERROR.maintenance, message(language, 'maintenance'), {
        maintenanceEnd: settings.maintenance.endTime,
      });
}

/** Refuses the call when the access rule applies to the visitor; runs after the merchant hook. */
export function accessHook() {
  return async (request: FastifyRequest): Promise<void> => {
    const merchant = request.merchant;
    if (!merchant) throw new Error('merchant hook did not run');
    const refusal = accessRefusal(merchant.settings, request.ip);
    if (refusal) {
      throw accessRefusalError(refusal, merchant.settings, request.ip, requestLanguage(request.headers));
    }
  };
}
