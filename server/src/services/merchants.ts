import { DEMO_DEFAULT_MOBILE_PASSWORD } from '@app/contract/default-settings';
import { merchantSettingsSchema, type MerchantSettings } from '@app/contract/settings';
import { randomBytes, randomInt } from 'node:crypto';
import type { Db } from '../db/database';

export interface Merchant {
  code: string;
  settings: MerchantSettings;
  countryCode: string;
  currency: string;
  currencySymbol: string;
  currencyPosition: 'prefix' | 'suffix';
}

/** Longest session lifetime a merchant may set (30 days); sessions never outlive it. */
export const MAX_SESSION_TTL_SECONDS = 30 * 86_400;

/** The settings the admin API accepts: the contract's schema, with the server's bound on sessionTtlSeconds. */
export const adminSettingsSchema = merchantSettingsSchema.extend({
  sessionTtlSeconds: merchantSettingsSchema.shape.sessionTtlSeconds.max(MAX_SESSION_TTL_SECONDS),
});

/** The top-level keys of the settings (a patch naming any other key is refused). */
export const SETTINGS_KEYS: readonly string[] = Object.keys(merchantSettingsSchema.shape);

/** Merchant codes are compared upper-case. */
export const normaliseMerchantCode = (code: string): string => code.trim().toUpperCase();

/** Freezes an object and everything in it: parsed settings are shared by every request of the merchant. */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/**
 * Each merchant's settings as last parsed, with the stored text they came from. The row is read on every call
 * (a change through the admin API, the CLI or the file shows at once), but a text equal to the last one is not
 * parsed again: JSON parsing and the schema were the largest part of a system status answer.
 */
const parsedSettings = new Map<string, { stored: string; settings: MerchantSettings }>();

function settingsOf(code: string, stored: string): MerchantSettings {
  const cached = parsedSettings.get(code);
  if (cached?.stored === stored) return cached.settings;
  const settings = deepFreeze(merchantSettingsSchema.parse(JSON.parse(stored)));
  parsedSettings.set(code, { stored, settings });
  return settings;
}

export async function loadMerchant(db: Db, code: string): Promise<Merchant | undefined> {
  const row = await db
    .selectFrom('merchants')
    .selectAll()
    .where('code', '=', normaliseMerchantCode(code))
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    code: row.code,
    settings: settingsOf(row.code, row.settings),
    countryCode: row.country_code,
    currency: row.currency,
    currencySymbol: row.currency_symbol,
    currencyPosition: row.currency_position === 'suffix' ? 'suffix' : 'prefix',
  };
}

export async function saveMerchantSettings(db: Db, code: string, settings: MerchantSettings, now: number) {
  await db
    .updateTable('merchants')
    .set({ settings: JSON.stringify(settings), updated_at: now })
    .where('code', '=', normaliseMerchantCode(code))
    .execute();
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Brings stored settings (parsed JSON) written by an older server to the current shape, keeping the
 * merchant's values: `public.register.defaultMobilePassword` moved to the top-level, server-only
 * `defaultMobilePassword` (the public settings must not carry it). Answers the input itself when nothing
 * needed moving.
 */
export function upgradeStoredSettings(stored: unknown): unknown {
  if (!isPlainObject(stored) || !isPlainObject(stored.public)) return stored;
  const register = stored.public.register;
  if (!isPlainObject(register) || !Object.hasOwn(register, 'defaultMobilePassword')) return stored;
  const { defaultMobilePassword: legacy, ...rest } = register;
  return {
    ...stored,
    public: { ...stored.public, register: rest },
    // A value already at the top level (a newer server wrote it) wins over the legacy one.
    defaultMobilePassword: Object.hasOwn(stored, 'defaultMobilePassword')
      ? stored.defaultMobilePassword
      : legacy,
  };
}

export interface SettingsLog {
  warn(details: object, message: string): void;
}

/**
 * Rewrites every merchant's stored settings that `rewrite` changes (it answers the object it was given when
 * nothing changes); answers the merchant codes rewritten. Stored text that is not JSON is left as it is.
 */
async function rewriteStoredSettings(
  db: Db,
  now: number,
  rewrite: (stored: unknown, merchant: string) => unknown,
  onInvalidJson?: (merchant: string) => void,
): Promise<string[]> {
  const rows = await db.selectFrom('merchants').select(['code', 'settings']).execute();
  const rewritten: string[] = [];
  for (const row of rows) {
    let stored: unknown;
    try {
      stored = JSON.parse(row.settings);
    } catch {
      onInvalidJson?.(row.code);
      continue;
    }
    const next = rewrite(stored, row.code);
    if (next === stored) continue;
    await db
      .updateTable('merchants')
      .set({ settings: JSON.stringify(next), updated_at: now })
      .where('code', '=', row.code)
      .execute();
    rewritten.push(row.code);
  }
  return rewritten;
}

/** Rewrites every merchant's stored settings that upgradeStoredSettings changes; answers the merchant codes. */
export const migrateStoredSettings = (db: Db, now: number, log?: SettingsLog): Promise<string[]> =>
  rewriteStoredSettings(db, now, upgradeStoredSettings, (merchant) =>
    log?.warn({ merchant }, `The stored settings of merchant ${merchant} are not valid JSON.`),
  );

/** Deep merge for settings patches: objects merge key by key (own keys only), arrays and scalars (and null) replace. */
export function deepMerge(base: unknown, patch: unknown): unknown {
  if (!isPlainObject(base) || !isPlainObject(patch)) return patch;
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(patch)) {
    if (key === '__proto__' || key === 'constructor' || key === 'prototype') continue;
    out[key] = Object.hasOwn(base, key) ? deepMerge(base[key], value) : value;
  }
  return out;
}

/** The host name of a Host header or a domain entry ("https://www.x.com"), lower-case, without port. */
export const hostName = (hostOrUrl: string): string => {
  const text = hostOrUrl.trim().toLowerCase();
  try {
    return new URL(text.includes('://') ? text : `http://${text}`).hostname;
  } catch {
    return '';
  }
};

/** The merchant whose domain list names this host, if any (how one server serves several merchants' sites). */
export async function merchantCodeForHost(db: Db, host: string): Promise<string | undefined> {
  const name = hostName(host);
  if (!name) return undefined;
  const rows = await db.selectFrom('merchants').select(['code', 'settings']).execute();
  for (const row of rows) {
    let stored: unknown;
    try {
      stored = JSON.parse(row.settings);
    } catch {
      continue;
    }
    const domains = merchantSettingsSchema.shape.domains.safeParse(
      isPlainObject(stored) ? stored.domains : null,
    );
    if (domains.success && domains.data.some((d) => hostName(d.domainName) === name)) return row.code;
  }
  return undefined;
}

/** Creates a merchant with another's settings, country and currency (the admin API's merchant copy). */
export async function copyMerchant(
  db: Db,
  from: Merchant,
  code: string,
  settings: MerchantSettings,
  now: number,
) {
  await db
    .insertInto('merchants')
    .values({
      code: normaliseMerchantCode(code),
      settings: JSON.stringify(settings),
      country_code: from.countryCode,
      currency: from.currency,
      currency_symbol: from.currencySymbol,
      currency_position: from.currencyPosition,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

/** Default mobile passwords anyone can read (README, the contract's seed): never a merchant's outside demo mode. */
export const KNOWN_DEFAULT_MOBILE_PASSWORDS: readonly string[] = [DEMO_DEFAULT_MOBILE_PASSWORD];

export const isKnownDefaultMobilePassword = (password: string): boolean =>
  KNOWN_DEFAULT_MOBILE_PASSWORDS.includes(password);

/**
 * A merchant's own default mobile password: 96 random bits, within the contract's password rule (a letter
 * first, a digit last, 18 printable characters), so that it can be typed into the login form.
 */
export const randomDefaultMobilePassword = (): string =>
  `m${randomBytes(12).toString('base64url')}${randomInt(10)}`;

/**
 * Outside demo mode: gives every merchant whose default mobile password is a known one a random one (a seed
 * from demo mode, or a merchant copied from it). Answers the merchant codes changed.
 */
export const replaceKnownDefaultPasswords = (db: Db, now: number, log?: SettingsLog): Promise<string[]> =>
  rewriteStoredSettings(db, now, (stored, merchant) => {
    if (!isPlainObject(stored) || typeof stored.defaultMobilePassword !== 'string') return stored;
    if (!isKnownDefaultMobilePassword(stored.defaultMobilePassword)) return stored;
    log?.warn(
      { merchant },
      `Merchant ${merchant} had the public default mobile password: replaced with a random one (the admin API shows it).`,
    );
    return { ...stored, defaultMobilePassword: randomDefaultMobilePassword() };
  });
