import {
  AD_ATTRIBUTION_KEYS,
  AD_ATTRIBUTION_STORAGE_KEY,
  affiliateFromHost,
  PIXEL_TRACK_KEYS,
  REGISTRATION_INFO_STORAGE_KEY,
  type AdAttributionKey,
  type PixelTrackKey,
} from '@app/contract/attribution';
import {
  HOST_NAME_MAX_LENGTH,
  REGISTRATION_CODE_MAX_LENGTH,
  TRACKING_VALUE_MAX_LENGTH,
} from '@app/contract/constants/registration';
import { takeQueuedLandings, type Landing } from './landing-queue';
import { local } from './storage';

/** Stored registration info (entry §3). */
export interface RegistrationInfo {
  affiliateCode?: string;
  referralCode?: string;
  /** The host of the landing that carried the codes. */
  originalDomain: string;
}

export type AdAttribution = Partial<Record<AdAttributionKey, string>>;
export type PixelValues = Partial<Record<PixelTrackKey, string>>;

/** A trimmed value within the bound, else undefined (an over-long value would make the server refuse the call). */
const bounded = (value: string | null | undefined, max: number): string | undefined => {
  const v = value?.trim();
  return v && v.length <= max ? v : undefined;
};

/** The values of the named query parameters that are set, or null when none is. */
const pick = <K extends string>(search: string, keys: readonly K[]): Partial<Record<K, string>> | null => {
  const q = new URLSearchParams(search);
  const found: Partial<Record<K, string>> = {};
  for (const key of keys) {
    const value = bounded(q.get(key), TRACKING_VALUE_MAX_LENGTH);
    if (value) found[key] = value;
  }
  return Object.keys(found).length > 0 ? found : null;
};

/**
 * The registration info a landing gives (spec §3: affiliates by subdomain or by the query parameters
 * affiliateCode and r / referralCode): affiliateCode from the query, else from the subdomain (affiliateFromHost);
 * referralCode from the query's referralCode, else r; originalDomain the landing's host. Null when the landing
 * has neither code: the stored info is then kept. A landing with a code replaces the stored info whole, so
 * the link the player followed last attributes them and codes of different links never mix.
 */
export const registrationInfoFromLanding = ({
  search,
  hostname,
}: Pick<Landing, 'search' | 'hostname'>): RegistrationInfo | null => {
  const q = new URLSearchParams(search);
  const affiliateCode =
    bounded(q.get('affiliateCode'), REGISTRATION_CODE_MAX_LENGTH) ??
    bounded(affiliateFromHost(hostname), REGISTRATION_CODE_MAX_LENGTH);
  const referralCode =
    bounded(q.get('referralCode'), REGISTRATION_CODE_MAX_LENGTH) ??
    bounded(q.get('r'), REGISTRATION_CODE_MAX_LENGTH);
  if (!affiliateCode && !referralCode) return null;
  return {
    ...(affiliateCode && { affiliateCode }),
    ...(referralCode && { referralCode }),
    originalDomain: hostname,
  };
};

/**
 * The ad attribution info a landing gives (the native app passes it in the query): null when the query has
 * none, else it replaces the stored info whole (one install's identifiers belong together).
 */
export const adAttributionFromLanding = (search: string): AdAttribution | null =>
  pick(search, AD_ATTRIBUTION_KEYS);

/** Meta's click id cookie format for a click id seen at `now`: fb.1.{ms}.{fbclid}. */
export const fbcOf = (fbclid: string, now: number): string => `fb.1.${now}.${fbclid}`;

/**
 * The pixel values a landing writes: each pixel key in the query (a new value wins over the stored one, keys
 * not in the query keep theirs). A click id fbclid without fbc in the query also gives fbc, unless the stored
 * fbc already belongs to that click id.
 */
export const pixelValuesFromLanding = (search: string, stored: PixelValues, now: number): PixelValues => {
  const found: PixelValues = pick(search, PIXEL_TRACK_KEYS) ?? {};
  const { fbclid } = found;
  if (fbclid && !found.fbc && !stored.fbc?.endsWith(`.${fbclid}`)) {
    const fbc = bounded(fbcOf(fbclid, now), TRACKING_VALUE_MAX_LENGTH);
    if (fbc) found.fbc = fbc;
  }
  return found;
};

/**
 * The pixel tracking object of the registration request (spec §3: "sent only if at least one is set"): the
 * contract's keys with a value, or undefined when none has one.
 */
export const pixelTrackPayload = (values: PixelValues): PixelValues | undefined => {
  const set: PixelValues = {};
  for (const key of PIXEL_TRACK_KEYS) {
    const value = bounded(values[key], TRACKING_VALUE_MAX_LENGTH);
    if (value) set[key] = value;
  }
  return Object.keys(set).length > 0 ? set : undefined;
};

/** The named string fields of a stored object, each within the bound (storage may hold anything). */
const fieldsOf = <K extends string>(
  stored: unknown,
  keys: readonly K[],
  max: number,
): Partial<Record<K, string>> => {
  const found: Partial<Record<K, string>> = {};
  if (typeof stored !== 'object' || stored === null) return found;
  const o = stored as Record<string, unknown>;
  for (const key of keys) {
    const value = typeof o[key] === 'string' ? bounded(o[key], max) : undefined;
    if (value) found[key] = value;
  }
  return found;
};

export const readRegistrationInfo = (): RegistrationInfo | null => {
  const stored = local.getJson<unknown>(REGISTRATION_INFO_STORAGE_KEY);
  const { originalDomain } = fieldsOf(stored, ['originalDomain'], HOST_NAME_MAX_LENGTH);
  if (!originalDomain) return null;
  return {
    ...fieldsOf(stored, ['affiliateCode', 'referralCode'], REGISTRATION_CODE_MAX_LENGTH),
    originalDomain,
  };
};

export const readAdAttribution = (): AdAttribution =>
  fieldsOf(
    local.getJson<unknown>(AD_ATTRIBUTION_STORAGE_KEY),
    AD_ATTRIBUTION_KEYS,
    TRACKING_VALUE_MAX_LENGTH,
  );

/** The pixel values kept in local storage, each under its own key. */
export const readPixelValues = (): PixelValues => {
  const values: PixelValues = {};
  for (const key of PIXEL_TRACK_KEYS) {
    const value = local.get(key);
    if (value) values[key] = value;
  }
  return values;
};

/** What a landing says about who brought the player, kept in local storage (across visits). */
export const storeLandingAttribution = (landing: Landing): void => {
  const info = registrationInfoFromLanding(landing);
  if (info) local.setJson(REGISTRATION_INFO_STORAGE_KEY, info);
  const ad = adAttributionFromLanding(landing.search);
  if (ad) local.setJson(AD_ATTRIBUTION_STORAGE_KEY, ad);
  const pixels = pixelValuesFromLanding(landing.search, readPixelValues(), landing.at);
  for (const [key, value] of Object.entries(pixels)) local.set(key, value);
};

/** Stores what the queued landings say, oldest first: call it before reading the stored attribution. */
export const keepQueuedLandings = (): void => {
  for (const landing of takeQueuedLandings()) storeLandingAttribution(landing);
};
