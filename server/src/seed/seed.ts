import { DEMO_MERCHANT, defaultMerchantSettings } from '@app/contract/default-settings';
import { merchantSettingsSchema } from '@app/contract/settings';
import { hashPassword } from '../crypto/password';
import type { Db } from '../db/database';
import { foreignKeys, type ForeignKey } from '../db/dialect';
import { transact } from '../db/transaction';
import type { Database } from '../db/schema';
import { sql, type RawBuilder, type Transaction } from 'kysely';
import { replaceActivities, replaceAnnouncements, replaceBanners } from '../services/home-content';
import {
  deepMerge,
  loadMerchant,
  replaceKnownDefaultPasswords,
  saveMerchantSettings,
  upgradeStoredSettings,
  type SettingsLog,
} from '../services/merchants';
import {
  DuplicateMemberError,
  findMemberByUsername,
  insertMember,
  type MemberRow,
} from '../services/members';
import { recordStaffDeposit } from '../services/deposits';
import { adjustBalance } from '../services/ledger';
import { addPayoutAccount } from '../services/payout-accounts';
import { setRegDate } from '../services/wallet';
import { seedWithdrawPassword } from '../services/withdraw-password';
import { settleWithdrawal, staffWithdrawal } from '../services/withdrawals';
import { DEMO_ACCOUNTS, type DemoWallet } from './demo-accounts';
import { DEMO_ANNOUNCEMENTS, DEMO_BANNERS, DEMO_CATEGORIES, demoActivities } from './demo-home';
import { refreshDemoMatches, seedDemoGames } from './demo-games';
import { seedDemoMall } from './demo-mall';
import { seedDemoMissions } from './demo-missions';
import { seedDemoVip } from './demo-vip';
import { seedDemoReferrals } from './demo-referrals';
import { seedDemoRewards } from './demo-rewards';
import { seedDemoFeedback } from './demo-feedback';

export interface SeedOptions {
  scryptLogN: number;
  /** Seals the demo payout accounts' numbers (crypto/server-key.ts). */
  serverKey: Buffer;
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

/** A foreign key: `tbl.col` refers to `target.key`. */

/**
 * Deletes the rows of `table` that `where` selects, after every row that refers to them, however indirectly
 * (a member's ledger entries refer to their deposits and withdrawals, a withdrawal to a payout account, a
 * payment notification to a deposit), so that no foreign key is left dangling.
 */
async function deleteWithReferences(
  trx: Transaction<Database>,
  references: readonly ForeignKey[],
  table: string,
  where: RawBuilder<unknown>,
): Promise<void> {
  for (const r of references.filter((ref) => ref.target === table)) {
    const referred = sql`${sql.ref(r.col)} IN (SELECT ${sql.ref(r.key)} FROM ${sql.table(table)} WHERE ${where})`;
    await deleteWithReferences(trx, references, r.tbl, referred);
  }
  await sql`DELETE FROM ${sql.table(table)} WHERE ${where}`.execute(trx);
}

/**
 * Deletes the demo accounts (by name, on their merchant) with every row that refers to them, directly or through
 * another row (sessions, verified IPs, bound identities, their money, and any table a later migration adds with a
 * reference). Answers the usernames removed.
 */
export async function removeDemoAccounts(db: Db): Promise<string[]> {
  const references = await foreignKeys(db);
  return transact(db, async (trx) => {
    const removed: string[] = [];
    for (const account of DEMO_ACCOUNTS) {
      const member = await findMemberByUsername(trx, account.merchant, account.username);
      if (!member) continue;
      await deleteWithReferences(trx, references, 'members', sql`id = ${member.id}`);
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

/**
 * A new demo account's wallet, on the ledger as a player's would be: the registration date, the opening balance
 * (a staff adjustment), the deposits credited and the withdrawals paid on the days after the registration (so
 * that none takes from today's limits), the bank cards, the withdrawal password.
 */
async function seedWallet(db: Db, member: MemberRow, wallet: DemoWallet, opts: SeedOptions): Promise<void> {
  const merchant = await loadMerchant(db, member.merchant);
  if (!merchant) throw new Error(`the demo merchant ${member.merchant} is missing`);
  const registered = opts.now - wallet.registeredDaysAgo * DAY_MS;
  let day = 0;
  const nextDay = () => registered + ++day * DAY_MS;
  const memberId = member.id;
  await setRegDate(db, memberId, registered);
  await adjustBalance(db, memberId, wallet.openingBalance, 'demo opening balance', registered);
  for (const amount of wallet.deposits) {
    await recordStaffDeposit(db, { merchant: merchant.code, memberId, amount, note: null }, nextDay());
  }
  const owner = { memberId, payout: merchant.settings.wallet.payout, countryCode: merchant.countryCode };
  for (const card of wallet.bankCards) {
    await addPayoutAccount(db, opts.serverKey, owner, { kind: 'BANK_CARD', ...card }, registered);
  }
  const withdrawer = { memberId, merchant: merchant.code, withdraw: merchant.settings.wallet.withdraw };
  for (const amount of wallet.withdrawals) {
    const at = nextDay();
    const held = await staffWithdrawal(db, withdrawer, { amount }, at);
    await settleWithdrawal(db, merchant.code, held.id, { status: 'PAID' }, at);
  }
  const hash = await hashPassword(wallet.withdrawPassword, opts.scryptLogN);
  await seedWithdrawPassword(db, memberId, hash, opts.now);
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
      if (account.wallet) await seedWallet(db, member, account.wallet, opts);
    } catch (err) {
      // Another process seeded it first.
      if (!(err instanceof DuplicateMemberError)) throw err;
    }
  }
  await seedOnce(db, 'demo_vip', opts.now, () => seedDemoVip(db, opts.now));
  await seedOnce(db, 'demo_referrals', opts.now, () => seedDemoReferrals(db, opts.now));
  await seedOnce(db, 'demo_rewards', opts.now, () => seedDemoRewards(db, opts.now));
  // After the reward centre's: its seeded bets earn demo_member's points (demo-mall.ts tops them up if short).
  await seedOnce(db, 'demo_mall', opts.now, () => seedDemoMall(db, opts.now));
  await seedOnce(db, 'demo_feedback', opts.now, () => seedDemoFeedback(db, opts.serverKey, opts.now));
  // Missions once, and the week's board of the demo accounts' claims once a week (seed/demo-missions.ts).
  await seedDemoMissions(db, opts.now);
}
