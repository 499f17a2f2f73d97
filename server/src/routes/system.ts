import {
  PWA_DISPLAY,
  PWA_ICON_SIZES,
  PWA_ORIENTATION,
  PWA_SCOPE,
  PWA_THEME_COLOR,
} from '@app/contract/constants/install';
import { trackingEventSchema, webVitalSchema, type TrackingEvent, type WebVital } from '@app/contract/calls';
import type { z } from 'zod';
import { publicSettingsOf } from '@app/contract/default-settings';
import { restrictedBy } from '../http/access-hook';
import { RawAnswer, type CallHandler } from '../http/call-handler';
import { describeIssues, invalidRequest, malformedRequest } from '../http/validate';
import { COUNTRIES } from '../services/countries';
import { recordErrorReport, recordEvents } from '../services/events';
import { authEmulatorOrigin } from '../services/auth-emulator';
import { canonicalIp } from '../net/client-ip';

/**
 * GET /wps/system/status: maintenance, region restriction (the access hook's rule: switched on, or the client
 * IP blocked) with what blocks and until when, the client IP in its canonical spelling, public settings.
 */
export const systemStatus: CallHandler<'systemStatus'> = async ({ input, merchant, ip, app }) => {
  const s = merchant.settings;
  const blockedBy = restrictedBy(s, ip);
  return {
    maintenance: s.maintenance.enabled,
    maintenanceEnd: s.maintenance.endTime,
    maintenanceDescription: s.maintenance.description,
    maintenanceDescriptionLanguage: s.maintenance.descriptionLanguage,
    regionRestriction: blockedBy !== null,
    restrictedBy: blockedBy,
    regionRestrictionEnd: s.regionRestriction.endTime,
    ip: canonicalIp(ip),
    test: app.demoMode,
    settings: publicSettingsOf(
      s,
      app.firebaseAuthEmulatorHost
        ? authEmulatorOrigin(app.firebaseAuthEmulatorHost, input.originalDomain)
        : undefined,
    ),
    geetestScripts: app.geetest.scripts,
  };
};

/** GET /wps/system/country: the list, the merchant's default country and currency. */
export const country: CallHandler<'country'> = async ({ merchant }) => {
  const def = COUNTRIES.find((c) => c.countryCode === merchant.countryCode) ?? COUNTRIES[0];
  return {
    countryCode: def?.countryCode ?? 'PH',
    countryDialingCode: def?.countryDialingCode ?? '+63',
    countries: [...COUNTRIES],
    currency: merchant.currency,
    currencySymbol: merchant.currencySymbol,
    currencyPosition: merchant.currencyPosition,
  };
};

export const domainRoute: CallHandler<'domainRoute'> = async ({ merchant }) => ({
  domainList: merchant.settings.domains,
});

/**
 * GET /wps/system/test/ping: reachability. Any origin may read it (http/register-calls.ts): the fastest-domain
 * race pings the merchant's other domains from the page it runs on.
 */
export const ping: CallHandler<'ping'> = async ({ app }) => ({ time: app.now() });

/** GET /wps/system/support: customer-service entries (obfuscated paths) and the domain list. */
export const support: CallHandler<'support'> = async ({ merchant }) => ({
  customerService: merchant.settings.customerService,
  domainList: merchant.settings.domains,
});

export const launchSettings: CallHandler<'launchSettings'> = async ({ merchant }) =>
  merchant.settings.public.launchSettings;

export const downloadLinks: CallHandler<'downloadLinks'> = async ({ merchant }) =>
  merchant.settings.public.downloadLinks;

export const iconUrl = (merchantCode: string, size: number) =>
  `/wps/system/icons/${encodeURIComponent(merchantCode)}/${size}.png`;

/** GET /wps/system/manifest.json?merchantCode=: the PWA manifest itself (a browser reads it, so no envelope). */
export const manifest: CallHandler<'manifest'> = async ({ merchant }) => {
  const name = merchant.settings.public.name;
  return new RawAnswer(
    {
      name,
      short_name: name.length > 12 ? name.slice(0, 12).trim() : name,
      icons: PWA_ICON_SIZES.map((size) => ({
        src: iconUrl(merchant.code, size),
        sizes: `${size}x${size}`,
        type: 'image/png',
      })),
      display: PWA_DISPLAY,
      orientation: PWA_ORIENTATION,
      scope: PWA_SCOPE,
      start_url: '/m/home',
      theme_color: PWA_THEME_COLOR,
      background_color: PWA_THEME_COLOR,
    },
    { 'content-type': 'application/manifest+json; charset=utf-8', 'cache-control': 'no-cache' },
  );
};

/** The items of a serialised event list (or one item), each valid under `schema`; `field` names them in a refusal. */
const parseList = <T>(json: string, schema: z.ZodType<T>, field: string): T[] => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    throw malformedRequest(`${field}: not valid JSON`);
  }
  const list: unknown[] = Array.isArray(parsed) ? parsed : [parsed];
  return list.map((item, i) => {
    const result = schema.safeParse(item);
    if (!result.success) {
      const prefix = Array.isArray(parsed) ? `${field}[${i}].` : `${field}.`;
      throw invalidRequest(prefix + describeIssues(result.error.issues));
    }
    return result.data;
  });
};

/**
 * POST /wps/tracking/events: `events` is a serialised event (or array of events), `vitals` a serialised array of
 * Web Vitals; each is stored, the vitals as events of type 'vital' (services/events.ts: the per-client rows and
 * bytes, and the merchant's daily cap, count both).
 */
export const trackEvents: CallHandler<'trackEvents'> = async ({ input, merchant, ip, app }) => {
  const events = parseList(input.events, trackingEventSchema, 'events');
  const vitals = input.vitals === undefined ? [] : parseList(input.vitals, webVitalSchema, 'vitals');
  await recordEvents(
    app.db,
    ip,
    [
      ...events.map((e: TrackingEvent) => ({
        merchant: merchant.code,
        type: 'tracking' as const,
        name: e.eventName,
        payload: e,
        memberId: null,
      })),
      ...vitals.map((v: WebVital) => ({
        merchant: merchant.code,
        type: 'vital' as const,
        name: v.name,
        payload: v,
        memberId: null,
      })),
    ],
    app.now(),
  );
  return null;
};

/**
 * POST /wps/system/errorReport: a front-end error, stored as an event of type error, its message and stack cut to
 * a bound; the same report from the same client within the hour is counted, not stored again (services/events.ts
 * recordErrorReport, under the per-client and daily limits). Either way the answer is the same.
 */
export const errorReport: CallHandler<'errorReport'> = async ({ input, merchant, ip, app }) => {
  await recordErrorReport(app.db, ip, merchant.code, input, app.now());
  return null;
};
