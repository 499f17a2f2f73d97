import { merchantSettingsSchema, type MerchantSettings } from '@app/contract/settings';
import type { Db } from '../db/database';

export interface Merchant {
  code: string;
  settings: MerchantSettings;
  countryCode: string;
  currency: string;
  currencySymbol: string;
  currencyPosition: 'prefix' | 'suffix';
}

/** Merchant codes are compared upper-case. */
export const normaliseMerchantCode = (code: string): string => code.trim().toUpperCase();

export async function loadMerchant(db: Db, code: string): Promise<Merchant | undefined> {
  const row = await db
    .selectFrom('merchants')
    .selectAll()
    .where('code', '=', normaliseMerchantCode(code))
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    code: row.code,
    settings: merchantSettingsSchema.parse(JSON.parse(row.settings)),
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

/** Deep merge for settings patches: objects merge key by key, arrays and scalars (and null) replace. */
export function deepMerge(base: unknown, patch: unknown): unknown {
  if (!isPlainObject(base) || !isPlainObject(patch)) return patch;
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(patch)) {
    if (key === '__proto__' || key === 'constructor' || key === 'prototype') continue;
    out[key] = key in base ? deepMerge(base[key], value) : value;
  }
  return out;
}
