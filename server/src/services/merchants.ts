import { DEMO_DEFAULT_MOBILE_PASSWORD } from '@app/contract/default-settings';
import { merchantSettingsSchema, type MerchantSettings } from '@app/contract/settings';
import { randomBytes, randomInt } from 'node:crypto';
import type { Db } from '../db/database';
import { insertionOrder, jsonField } from '../db/dialect';

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

/** A merchant's row as read, its settings parsed, or why they do not parse (loadMerchant throws it). */
type LoadedMerchant = { merchant: Merchant } | { error: unknown };

/** What the server keeps of one merchant, as of one version of its row. */
interface KeptMerchant {
  version: number;
  /** Its place in the table: of two merchants that list one host, the older one has it. */
  position: number;
  /** The host names of its domain list. */
  hosts: readonly string[];
  /** Its row, read and parsed on the first request that needs it, then shared by every request. */
  loaded?: Promise<LoadedMerchant | undefined>;
}

/**
 * The merchants table as of one generation (migrations/025_merchants_generation.sql): each merchant's version
 * and host names, and the host → merchant map. A request reads the generation only; while it is the same, no
 * merchant's settings are read or parsed again (a logo may be a 300 KB data URL inside them), however many
 * merchants there are.
 */
interface MerchantsSnapshot {
  generation: number;
  merchants: ReadonlyMap<string, KeptMerchant>;
  /** Host name → code of the first merchant (in table order) whose domain list names the host. */
  hosts: ReadonlyMap<string, string>;
}

interface SnapshotState {
  current?: MerchantsSnapshot;
  /** A build under way: concurrent requests that find the same new generation wait for it. */
  building?: { generation: number; snapshot: Promise<MerchantsSnapshot> };
}

/** Per database (tests open several in one process). */
const snapshotStates = new WeakMap<Db, SnapshotState>();

/** The host names of a domain list as stored (JSON text), or none when it is not one. */
function domainHosts(stored: string | null): string[] {
  if (stored === null) return [];
  try {
    const domains = merchantSettingsSchema.shape.domains.safeParse(JSON.parse(stored));
    return domains.success ? domains.data.map((d) => hostName(d.domainName)).filter(Boolean) : [];
  } catch {
    return [];
  }
}

/** How many merchants one statement asks about (SQLite's bound on a statement's parameters is far above it). */
const CODES_PER_STATEMENT = 500;

/**
 * The snapshot of `generation`: the merchants whose version is the previous snapshot's are kept as they are
 * (their parsed settings too); of the others only the domain list is read, by the database (jsonField), so that a
 * change to one merchant reads none of the others' settings and no logo crosses into JavaScript.
 */
async function buildSnapshot(
  db: Db,
  generation: number,
  previous: MerchantsSnapshot | undefined,
): Promise<MerchantsSnapshot> {
  // The insertion order comes from the index on code (SQLite's rowid): no merchant row is read.
  const versions = await db
    .selectFrom('merchant_versions')
    .innerJoin('merchants', 'merchants.code', 'merchant_versions.code')
    .select([
      'merchant_versions.code',
      'merchant_versions.version',
      insertionOrder(db, 'merchants').as('position'),
    ])
    .execute();
  const changed = versions.filter((v) => previous?.merchants.get(v.code)?.version !== v.version);
  const hostsOf = new Map<string, string[]>();
  for (let i = 0; i < changed.length; i += CODES_PER_STATEMENT) {
    const rows = await db
      .selectFrom('merchants')
      .select(['code', jsonField(db, 'settings', 'domains').as('domains')])
      .where(
        'code',
        'in',
        changed.slice(i, i + CODES_PER_STATEMENT).map((v) => v.code),
      )
      .execute();
    for (const row of rows) hostsOf.set(row.code, domainHosts(row.domains));
  }
  const merchants = new Map<string, KeptMerchant>();
  for (const { code, version, position } of versions) {
    const before = previous?.merchants.get(code);
    // A row keeps its rowid while its version is the same (a delete and insert gives it a new version).
    merchants.set(
      code,
      before?.version === version ? before : { version, position, hosts: hostsOf.get(code) ?? [] },
    );
  }
  const hosts = new Map<string, string>();
  for (const [code, kept] of [...merchants].sort(
    (a, b) => a[1].position - b[1].position || (a[0] < b[0] ? -1 : 1),
  )) {
    for (const name of kept.hosts) if (!hosts.has(name)) hosts.set(name, code);
  }
  return { generation, merchants, hosts };
}

/**
 * The snapshot of the current generation. Every call reads the generation (one small row): a change through the
 * admin API, the CLI, another process or any statement shows on the next call.
 */
async function merchantsSnapshot(db: Db): Promise<MerchantsSnapshot> {
  const row = await db
    .selectFrom('merchants_generation')
    .select('generation')
    .where('id', '=', 1)
    .executeTakeFirst();
  const generation = row?.generation ?? 0;
  let state = snapshotStates.get(db);
  if (!state) {
    state = {};
    snapshotStates.set(db, state);
  }
  if (state.current?.generation === generation) return state.current;
  if (state.building?.generation !== generation) {
    const building = { generation, snapshot: buildSnapshot(db, generation, state.current) };
    state.building = building;
    const done = (snapshot?: MerchantsSnapshot) => {
      if (state.building !== building) return;
      state.building = undefined;
      if (snapshot) state.current = snapshot;
    };
    building.snapshot.then(done, () => done());
  }
  return state.building.snapshot;
}

/** A merchant's row, its settings parsed and frozen (the same object serves every request of the merchant). */
async function readMerchant(db: Db, code: string): Promise<LoadedMerchant | undefined> {
  const row = await db.selectFrom('merchants').selectAll().where('code', '=', code).executeTakeFirst();
  if (!row) return undefined;
  try {
    const settings = deepFreeze(merchantSettingsSchema.parse(JSON.parse(row.settings)));
    return {
      merchant: Object.freeze({
        code: row.code,
        settings,
        countryCode: row.country_code,
        currency: row.currency,
        currencySymbol: row.currency_symbol,
        currencyPosition: row.currency_position === 'suffix' ? 'suffix' : 'prefix',
      }),
    };
  } catch (error) {
    return { error };
  }
}

/**
 * The merchant of this code, read and parsed once per version of its row: a later request reads the generation
 * only, and a change however written shows on the next call.
 */
export async function loadMerchant(db: Db, code: string): Promise<Merchant | undefined> {
  const normalised = normaliseMerchantCode(code);
  const kept = (await merchantsSnapshot(db)).merchants.get(normalised);
  if (!kept) return undefined;
  if (!kept.loaded) {
    const loading = readMerchant(db, normalised);
    kept.loaded = loading;
    // A failed read (not a settings error, which is kept) is tried again by the next request.
    loading.catch(() => {
      if (kept.loaded === loading) kept.loaded = undefined;
    });
  }
  const loaded = await kept.loaded;
  if (!loaded) return undefined;
  if ('error' in loaded) throw loaded.error;
  return loaded.merchant;
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

/** `public.register.defaultMobilePassword` moved to the top-level, server-only `defaultMobilePassword`. */
const moveDefaultMobilePassword = (stored: Record<string, unknown>, pub: Record<string, unknown>) => {
  const register = pub.register;
  if (!isPlainObject(register) || !Object.hasOwn(register, 'defaultMobilePassword')) return stored;
  const { defaultMobilePassword: legacy, ...rest } = register;
  return {
    ...stored,
    public: { ...pub, register: rest },
    // A value already at the top level (a newer server wrote it) wins over the legacy one.
    defaultMobilePassword: Object.hasOwn(stored, 'defaultMobilePassword')
      ? stored.defaultMobilePassword
      : legacy,
  };
};

/** `public.installPrompt.enabled`, the install prompt's own switch, became the spec's `mobileTemplate.pwa`. */
const installPromptToPwa = (stored: Record<string, unknown>, pub: Record<string, unknown>) => {
  if (!Object.hasOwn(pub, 'installPrompt')) return stored;
  const { installPrompt, ...rest } = pub;
  const enabled = isPlainObject(installPrompt) ? installPrompt.enabled : undefined;
  const template = isPlainObject(rest.mobileTemplate) ? rest.mobileTemplate : {};
  return {
    ...stored,
    public: typeof enabled === 'boolean' ? { ...rest, mobileTemplate: { ...template, pwa: enabled } } : rest,
  };
};

/**
 * Brings stored settings (parsed JSON) written by an older server to the current shape, keeping the
 * merchant's values, one step per change of shape. Answers the input itself when nothing needed moving.
 */
export function upgradeStoredSettings(stored: unknown): unknown {
  let upgraded = stored;
  for (const step of [moveDefaultMobilePassword, installPromptToPwa]) {
    if (!isPlainObject(upgraded) || !isPlainObject(upgraded.public)) return upgraded;
    upgraded = step(upgraded, upgraded.public);
  }
  return upgraded;
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

/**
 * The merchant whose domain list names this host, if any (how one server serves several merchants' sites): a
 * look-up in the snapshot's host map, which parses no settings and grows with no merchant's.
 */
export async function merchantCodeForHost(db: Db, host: string): Promise<string | undefined> {
  const name = hostName(host);
  if (!name) return undefined;
  return (await merchantsSnapshot(db)).hosts.get(name);
}

/** Creates a merchant with another's settings, country and currency (the admin API's merchant copy). */
export async function copyMerchant(
  db: Db,
  from: Pick<Merchant, 'countryCode' | 'currency' | 'currencySymbol' | 'currencyPosition'>,
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
