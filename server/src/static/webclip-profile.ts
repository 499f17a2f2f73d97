import { createHash } from 'node:crypto';
import { CONTRACT_ERROR } from '@app/contract/errors';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { ApiError } from '../http/api-error';
import { loadMerchant } from '../services/merchants';
import { siteOrigin } from '../services/site-origin';
import { appIcon } from './icons';
import { escapeHtml } from './page-fill';

/**
 * The merchant's web-clip configuration profile (the MOBILECONFIG download link, entry §2 "on iOS a profile
 * download"): installed in the iPhone's settings, it puts the merchant's site on the home screen as a
 * full-screen web clip with its name and icon, where iOS gives no install prompt of its own. The profile is not
 * signed (iOS shows it as unverified): signing needs the merchant's own certificate.
 */

export const WEBCLIP_PROFILE_TYPE = 'application/x-apple-aspen-config';
/** The app page the web clip opens. */
export const WEBCLIP_START_PATH = '/m/home';
/** The icon's size: iOS scales it to the home screen's (180 px on current iPhones). */
const WEBCLIP_ICON_SIZE = 192;

export interface WebClipProfile {
  merchantCode: string;
  /** The label under the icon and the profile's name. */
  name: string;
  /** The origin of the site the clip opens: one of the merchant's domains (services/site-origin.ts). */
  origin: string;
  icon: Buffer;
}

/** XML 1.0 text: the characters it cannot hold at all dropped, the markup ones escaped. */
const xmlText = (text: string): string =>
  escapeHtml(text.replace(/[^\t\n\r\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/gu, ''));

/**
 * A UUID from a name (the merchant and the site): the same profile installed again replaces the first instead of
 * adding a second web clip. RFC 9562 version 8 (custom) from SHA-256.
 */
export function nameUuid(name: string): string {
  const b = createHash('sha256').update(name).digest().subarray(0, 16);
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x80;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const hex = b.toString('hex').toUpperCase();
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The profile's plist (Apple's Configuration Profile Reference: a Configuration with one WebClip payload). */
export function webClipProfile(p: WebClipProfile): string {
  const { hostname } = new URL(p.origin);
  // Reverse-DNS identifiers, unique per site and merchant: e.g. example.shop.www.demo.webclip.
  const identifier = `${hostname.split('.').reverse().join('.')}.${p.merchantCode.toLowerCase()}.webclip`;
  const seed = `${p.merchantCode}|${p.origin}`;
  const name = xmlText(p.name);
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
  <key>PayloadContent</key>
  <array>
    <dict>
      <key>FullScreen</key>
      <true/>
      <key>Icon</key>
      <data>${p.icon.toString('base64')}</data>
      <key>IsRemovable</key>
      <true/>
      <key>Label</key>
      <string>${name}</string>
      <key>PayloadDisplayName</key>
      <string>${name}</string>
      <key>PayloadIdentifier</key>
      <string>${identifier}.clip</string>
      <key>PayloadType</key>
      <string>com.apple.webClip.managed</string>
      <key>PayloadUUID</key>
      <string>${nameUuid(`${seed}|clip`)}</string>
      <key>PayloadVersion</key>
      <integer>1</integer>
      <key>Precomposed</key>
      <true/>
      <key>URL</key>
      <string>${xmlText(p.origin + WEBCLIP_START_PATH)}</string>
    </dict>
  </array>
  <key>PayloadDescription</key>
  <string>${name} on your home screen</string>
  <key>PayloadDisplayName</key>
  <string>${name}</string>
  <key>PayloadIdentifier</key>
  <string>${identifier}</string>
  <key>PayloadOrganization</key>
  <string>${name}</string>
  <key>PayloadRemovalDisallowed</key>
  <false/>
  <key>PayloadType</key>
  <string>Configuration</string>
  <key>PayloadUUID</key>
  <string>${nameUuid(seed)}</string>
  <key>PayloadVersion</key>
  <integer>1</integer>
</dict>
</plist>
`;
}

/** The profile's path for a merchant (the MOBILECONFIG download link of contract/src/default-settings.ts). */
export const webClipProfilePath = (merchantCode: string) =>
  `/wps/system/webclip/${encodeURIComponent(merchantCode)}.mobileconfig`;

/**
 * GET /wps/system/webclip/:merchant.mobileconfig (no Merchant header: Safari opens it as a link): the profile of
 * the merchant's web clip with the merchant's icon, for the merchant's site the request came to when its Host is
 * one of the merchant's domains, else for the merchant's first domain: never for a Host the merchant does not
 * name (a profile installed on a phone keeps its URL). A merchant without a domain has no profile.
 */
export function registerWebClipProfile(fastify: FastifyInstance, app: AppContext, webDist?: string): void {
  fastify.get<{ Params: { file: string } }>('/wps/system/webclip/:file', async (request, reply) => {
    const code = /^([A-Za-z0-9_]{1,32})\.mobileconfig$/.exec(request.params.file)?.[1];
    const merchant = code ? await loadMerchant(app.db, code) : undefined;
    if (!merchant) throw new ApiError(404, CONTRACT_ERROR.notFound, 'No such profile.');
    const origin = siteOrigin({
      domains: merchant.settings.domains,
      protocol: request.protocol,
      host: request.host,
      demoMode: app.demoMode,
    });
    if (!origin)
      throw new ApiError(404, CONTRACT_ERROR.notFound, 'No such profile: the merchant has no domain.');
    const { name, theme, mobileTemplate } = merchant.settings.public;
    const profile = webClipProfile({
      merchantCode: merchant.code,
      name,
      origin,
      icon: appIcon(theme.primaryColor, WEBCLIP_ICON_SIZE, mobileTemplate.image_logo, webDist),
    });
    return reply
      .type(WEBCLIP_PROFILE_TYPE)
      .header('content-disposition', `attachment; filename="${merchant.code}.mobileconfig"`)
      .header('cache-control', 'no-cache')
      .send(profile);
  });
}
