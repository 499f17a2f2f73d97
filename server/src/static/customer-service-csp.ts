import type { CustomerServiceScript } from '../services/chat';
import { cspOrigin, mergeCspExtras, type CspExtras } from './csp';

/**
 * The customer-service vendors' own hosts (production only; test and demo mode load the same-origin stand-ins of
 * /demo-cs/): a vendor's widget loads more than its first script — its frames, its calls and sockets, its images —
 * from hosts under its domain.
 */
export const CUSTOMER_SERVICE_CSP: CspExtras = {
  scriptSrc: ['https://*.livechatinc.com', 'https://*.comm100.com', 'https://*.comm100.io'],
  connectSrc: [
    'https://*.livechatinc.com',
    'wss://*.livechatinc.com',
    'https://*.comm100.com',
    'https://*.comm100.io',
    'wss://*.comm100.io',
  ],
  frameSrc: ['https://*.livechatinc.com', 'https://*.comm100.com', 'https://*.comm100.io'],
  imgSrc: ['https://*.livechatinc.com', 'https://*.comm100.com', 'https://*.comm100.io'],
};

/** The extras plus the vendors' hosts. */
export const withCustomerServiceSources = (extras: CspExtras = {}): CspExtras =>
  mergeCspExtras(extras, CUSTOMER_SERVICE_CSP);

/**
 * What a merchant's configured vendor scripts need on its page (the vendors whose hosts are the merchant's own,
 * e.g. AICAN and MIDUOKE): each script's origin, for the script and for what the widget loads from there.
 */
export function customerServiceCspSources(scripts: readonly CustomerServiceScript[]): CspExtras {
  const origins = [...new Set(scripts.map((s) => cspOrigin(s.src)).filter((o): o is string => o !== null))];
  return { scriptSrc: origins, connectSrc: origins, frameSrc: origins, imgSrc: origins };
}
