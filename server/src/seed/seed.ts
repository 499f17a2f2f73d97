import { DEMO_MERCHANT, defaultMerchantSettings } from '@app/contract/default-settings';
import { merchantSettingsSchema } from '@app/contract/settings';
import { hashPassword } from '../crypto/password';
import type { Db } from '../db/database';
import { sql } from 'kysely';
import { replaceActivities, replaceAnnouncements, replaceBanners } from '../services/home-content';
import {
  deepMerge,
  loadMerchant,
  replaceKnownDefaultPasswords,
  saveMerchantSettings,
  upgradeStoredSettings,
  type SettingsLog,
} from '../services/merchants';
import { DuplicateMemberError, findMemberByUsername, insertMember } from '../services/members';
import { addPayoutAccount, recordTransaction, setRegDate } from '../services/wallet';
import { DEMO_ACCOUNTS, type DemoWallet } from './demo-accounts';
import { DEMO_ANNOUNCEMENTS, DEMO_BANNERS, DEMO_CATEGORIES, demoActivities } from './demo-home';
import { refreshDemoMatches, seedDemoGames } from './demo-games';

export interface SeedOptions {
  scryptLogN: number;
  now: number;
  /**
   * Demo mode: create the demo accounts (their passwords are public). Off: remove them, and give every merchant
   * still holding the public default mobile password a random one.
   */
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
 * Deletes the demo accounts (by name, on their merchant) with every row that refers to them (sessions, verified
 * IPs, bound identities, and any table a later migration adds with a reference to members). Answers the
 * usernames removed.
 */
export async function removeDemoAccounts(db: Db): Promise<string[]> {
  const references = await sql<{ tbl: string; col: string }>`
    SELECT m.name AS tbl, f."from" AS col
    FROM sqlite_master m JOIN pragma_foreign_key_list(m.name) f
    WHERE m.type = 'table' AND f."table" = 'members'`.execute(db);
  return db.transaction().execute(async (trx) => {
    const removed: string[] = [];
    for (const account of DEMO_ACCOUNTS) {
      const member = await findMemberByUsername(trx, account.merchant, account.username);
      if (!member) continue;
      for (const { tbl, col } of references.rows) {
        await sql`DELETE FROM ${sql.table(tbl)} WHERE ${sql.ref(col)} = ${member.id}`.execute(trx);
      }
      await trx.deleteFrom('members').where('id', '=', member.id).execute();
      removed.push(account.username);
    }
    return removed;
  });
}

const DAY_MS = 86_400_000;

/** The image CDN DEMO named before its images were this server's: a host that never existed. */
const PLACEHOLDER_IMAGE_CDN = 'https://cdn.demo-casino.example';

/**
 * A step the seed takes once per database (recorded in seed_marks): what it wrote is the admin's from then on,
 * so a later change, even emptying a list, survives restarts.
 */
async function seedOnce(db: Db, name: string, now: number, step: () => Promise<void>): Promise<void> {
  const done = await db.selectFrom('seed_marks').select('name').where('name', '=', name).executeTakeFirst();
  if (done) return;
  await step();
  await db
    .insertInto('seed_marks')
    .values({ name, at: now })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
}

/**
 * DEMO's home content (demo-home.ts): banners, announcements with their categories, activities. Its images are
 * paths of this server, so the placeholder image CDN an older seed stored goes (a path would load from it).
 */
async function seedDemoHome(db: Db, now: number): Promise<void> {
  await replaceActivities(db, DEMO_MERCHANT, demoActivities(now));
  await replaceBanners(db, DEMO_MERCHANT, DEMO_BANNERS);
  await replaceAnnouncements(db, DEMO_MERCHANT, DEMO_ANNOUNCEMENTS, DEMO_CATEGORIES);
  const demo = await loadMerchant(db, DEMO_MERCHANT);
  const cdns = demo?.settings.public.imageCDNs ?? [];
  if (demo && cdns.length === 1 && cdns[0] === PLACEHOLDER_IMAGE_CDN) {
    const settings = { ...demo.settings, public: { ...demo.settings.public, imageCDNs: [] } };
    await saveMerchantSettings(db, DEMO_MERCHANT, settings, now);
  }
}

/** A new demo account's wallet: its registration date, successful deposits and withdrawals, bank cards. */
async function seedWallet(db: Db, memberId: number, wallet: DemoWallet, now: number): Promise<void> {
  await setRegDate(db, memberId, now - wallet.registeredDaysAgo * DAY_MS);
  const status = 'SUCCESS';
  for (const amount of wallet.deposits) {
    await recordTransaction(db, { memberId, kind: 'DEPOSIT', amount, status }, now);
  }
  for (const amount of wallet.withdrawals) {
    await recordTransaction(db, { memberId, kind: 'WITHDRAWAL', amount, status }, now);
  }
  for (const card of wallet.bankCards) {
    await addPayoutAccount(db, { memberId, kind: 'BANK_CARD', provider: card.bankName, ...card }, now);
  }
}

/**
 * Idempotent seed: creates DEMO with every setting, fills settings fields a newer seed added (keeping the
 * stored values, legacy ones moved to their new place; stored settings that are not valid are replaced
 * with the defaults, with a warning), seeds DEMO's home content once per database, and, when `accounts` is on,
 * creates each demo account only when missing (a changed password survives restarts).
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

  await seedOnce(db, 'demo_home_content', opts.now, () => seedDemoHome(db, opts.now));
  await seedOnce(db, 'demo_games', opts.now, () => seedDemoGames(db, opts.now));
  await refreshDemoMatches(db, opts.now);

  if (!opts.accounts) {
    const removed = await removeDemoAccounts(db);
    if (removed.length > 0) {
      opts.log.warn({ removed }, `Demo mode is off: removed the demo accounts ${removed.join(', ')}.`);
    }
    await replaceKnownDefaultPasswords(db, opts.now, opts.log);
    return;
  }
  for (const account of DEMO_ACCOUNTS) {
    if (await findMemberByUsername(db, account.merchant, account.username)) continue;
    try {
      const member = await insertMember(
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
      // Only with a new account: a restart keeps what the demo did to the wallet since.
      if (account.wallet) await seedWallet(db, member.id, account.wallet, opts.now);
    } catch (err) {
      // Another process seeded it first.
      if (!(err instanceof DuplicateMemberError)) throw err;
    }
  }
}
