import { merchantSettingsSchema } from '@app/contract/settings';
import { hashPassword } from '../crypto/password';
import type { Db } from '../db/database';
import { deepMerge } from '../services/merchants';
import { DuplicateMemberError, findMemberByUsername, insertMember } from '../services/members';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { DEMO_MERCHANT, demoMerchantSettings } from './demo-settings';

/**
 * Idempotent seed: creates DEMO with every setting, fills settings fields a newer seed added (keeping the
 * stored values), and creates each demo account only when missing (a changed password survives restarts).
 */
export async function seedDemo(db: Db, opts: { scryptLogN: number; now: number }): Promise<void> {
  const defaults = demoMerchantSettings();
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
    const merged = merchantSettingsSchema.safeParse(deepMerge(defaults, JSON.parse(row.settings)));
    const settings = JSON.stringify(merged.success ? merged.data : defaults);
    if (settings !== row.settings) {
      await db
        .updateTable('merchants')
        .set({ settings, updated_at: opts.now })
        .where('code', '=', DEMO_MERCHANT)
        .execute();
    }
  }

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
