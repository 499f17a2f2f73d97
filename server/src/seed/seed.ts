import { DEMO_MERCHANT, defaultMerchantSettings } from '@app/contract/default-settings';
import { merchantSettingsSchema } from '@app/contract/settings';
import { hashPassword } from '../crypto/password';
import type { Db } from '../db/database';
import { deepMerge, upgradeStoredSettings, type SettingsLog } from '../services/merchants';
import { DuplicateMemberError, findMemberByUsername, insertMember } from '../services/members';
import { DEMO_ACCOUNTS } from './demo-accounts';

export interface SeedOptions {
  scryptLogN: number;
  now: number;
  /** Also create the demo accounts (demo mode only: their passwords are public). */
  accounts: boolean;
  log: SettingsLog;
}

/** The stored DEMO settings upgraded and completed with the defaults, or why they are not valid. */
function completeStoredSettings(text: string) {
  let stored: unknown;
  try {
    stored = JSON.parse(text);
  } catch {
    return { ok: false as const, details: { error: 'not valid JSON' } };
  }
  const merged = merchantSettingsSchema.safeParse(
    deepMerge(defaultMerchantSettings(), upgradeStoredSettings(stored)),
  );
  return merged.success
    ? { ok: true as const, settings: merged.data }
    : { ok: false as const, details: { issues: merged.error.issues.slice(0, 5) } };
}

/**
 * Idempotent seed: creates DEMO with every setting, fills settings fields a newer seed added (keeping the
 * stored values, legacy ones moved to their new place; stored settings that are not valid are replaced
 * with the defaults, with a warning), and, when `accounts` is on, creates each demo account only when
 * missing (a changed password survives restarts).
 */
export async function seedDemo(db: Db, opts: SeedOptions): Promise<void> {
  const defaults = defaultMerchantSettings();
  const row = await db
    .selectFrom('merchants')
    .select('settings')
    .where('code', '=', DEMO_MERCHANT)
    .executeTakeFirst();
  if (!row) {
    await db
      .insertInto('merchants')
      .values({
        code: DEMO_MERCHANT,
        settings: JSON.stringify(defaults),
        country_code: 'PH',
        currency: 'PHP',
        currency_symbol: '₱',
        currency_position: 'prefix',
        created_at: opts.now,
        updated_at: opts.now,
      })
      .onConflict((oc) => oc.column('code').doNothing())
      .execute();
  } else {
    const completed = completeStoredSettings(row.settings);
    if (!completed.ok) {
      opts.log.warn(
        { merchant: DEMO_MERCHANT, ...completed.details },
        `The stored settings of merchant ${DEMO_MERCHANT} are not valid: replaced with the defaults.`,
      );
    }
    const settings = JSON.stringify(completed.ok ? completed.settings : defaults);
    if (settings !== row.settings) {
      await db
        .updateTable('merchants')
        .set({ settings, updated_at: opts.now })
        .where('code', '=', DEMO_MERCHANT)
        .execute();
    }
  }

  if (!opts.accounts) return;
  for (const account of DEMO_ACCOUNTS) {
    if (await findMemberByUsername(db, account.merchant, account.username)) continue;
    try {
      await insertMember(
        db,
        {
          merchant: account.merchant,
          username: account.username,
          passwordHash: await hashPassword(account.password, opts.scryptLogN),
          passwordIsDefault: account.passwordIsDefault ?? false,
          type: account.type,
          mobile: account.mobile ?? null,
          email: account.email ?? null,
          payeeName: account.payeeName ?? null,
          totpSecret: account.totpSecret ?? null,
          verifyNewIp: account.verifyNewIp ?? false,
          language: 'EN',
          // Demo players are existing players: their login goes home, not to the first-login password change.
          firstLoginDone: true,
          registerMethod: 'H5',
        },
        opts.now,
      );
    } catch (err) {
      // Another process seeded it first.
      if (!(err instanceof DuplicateMemberError)) throw err;
    }
  }
}
