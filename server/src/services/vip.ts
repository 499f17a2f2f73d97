import {
  vipLabelId,
  type VipGoal,
  type VipGoalProgress,
  type VipLevel,
  type VipLevelsAnswer,
  type VipStanding,
} from '@app/contract/vip';
import type { Db } from '../db/database';
import { postEntry, withMemberWallet, type MoneyTransaction } from './ledger';
import { parseClubLabel, type ClubLabel, type MemberRow } from './members';

/**
 * VIP levels (contract/src/vip.ts, chosen): the merchant's levels are its settings (`vip.levels`), the member's
 * level is the rankLevel of their club label (no label: level 0), and the goals of the level above are counted
 * from the member's own records. The rank progress relay reads the same (services/rank-progress.ts).
 */

const DAY_MS = 86_400_000;

/** What the goals look at, read from the database. */
export interface VipFacts {
  /** The club label's rankLevel (0 without a label), as stored: it may lie above the merchant's top level. */
  rankLevel: number;
  /** The club label's name and id; null without a label. */
  labelName: string | null;
  labelId: string | null;
  daysSinceRegistration: number;
  /** Sign-ins (sessions ever created: those kept, and those the retention job deleted). */
  signIns: number;
  /** A mobile number or an email on the account. */
  hasContact: boolean;
  /** Successful deposits, minor units. */
  depositTotal: number;
}

/** One goal as the member stands: the count so far, the target, whether it is met. */
export function goalProgress(goal: VipGoal, f: VipFacts): VipGoalProgress {
  const [current, target] = ((): [number, number] => {
    switch (goal.kind) {
      case 'DAYS_REGISTERED':
        return [f.daysSinceRegistration, goal.days];
      case 'SIGN_INS':
        return [f.signIns, goal.count];
      case 'CONTACT':
        return [f.hasContact ? 1 : 0, 1];
      case 'DEPOSIT_TOTAL':
        return [f.depositTotal, goal.amount];
    }
  })();
  return { kind: goal.kind, current, target, met: current >= target };
}

/**
 * The member's level among the merchant's (a label above the top level counts as the top one) and the goals of
 * the level above, none at the top.
 */
export function vipStanding(levels: readonly VipLevel[], f: VipFacts): VipStanding {
  const level = Math.max(0, Math.min(f.rankLevel, levels.length - 1));
  const next = levels[level + 1];
  return {
    level,
    labelName: f.labelName ?? levels[level]?.name ?? '',
    next: next ? next.goals.map((goal) => goalProgress(goal, f)) : [],
  };
}

/** The VIP facts of a member at `now`. */
export async function loadVipFacts(db: Db, member: MemberRow, now: number): Promise<VipFacts> {
  const label = parseClubLabel(member.club_label);
  const [sessions, deposits] = await Promise.all([
    db
      .selectFrom('sessions')
      .select((s) => s.fn.countAll<number>().as('n'))
      .where('member_id', '=', member.id)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('deposits')
      .select((s) => s.fn.sum<number | null>('amount_minor').as('total'))
      .where('member_id', '=', member.id)
      .where('status', '=', 'SUCCESS')
      .executeTakeFirstOrThrow(),
  ]);
  return {
    rankLevel: label?.rankLevel ?? 0,
    labelName: label?.labelName ?? null,
    labelId: label?.labelId ?? null,
    daysSinceRegistration: Math.max(0, Math.floor((now - member.reg_date) / DAY_MS)),
    signIns: Number(sessions.n) + member.archived_sign_ins,
    hasContact: Boolean(member.mobile || member.email),
    depositTotal: Number(deposits.total ?? 0),
  };
}

/** MCSFE_getVipLevels: every level, and a member's standing (null for a guest). */
export async function vipLevels(
  db: Db,
  levels: VipLevel[],
  member: MemberRow | null,
  now: number,
): Promise<VipLevelsAnswer> {
  return { levels, standing: member ? vipStanding(levels, await loadVipFacts(db, member, now)) : null };
}

/** The club label of a level: none for level 0 (every member's start). */
export const vipLabelOf = (level: VipLevel): ClubLabel | null =>
  level.level === 0
    ? null
    : { labelName: level.name, labelId: vipLabelId(level.level), type: 'STAFF', rankLevel: level.level };

/** A level-up bonus credited by a promotion. */
export interface LevelUpBonus {
  level: number;
  amount: number;
}

export interface Promotion {
  /** The level the member had. */
  from: number;
  level: number;
  clubLabel: ClubLabel | null;
  /** The bonuses credited now: one for each level passed whose bonus the member never had. */
  bonuses: LevelUpBonus[];
}

/**
 * The highest level the member's records reach from their level: each level above while all its goals are met
 * (a level is reached through the ones below it). Their own level when the next one's goals are not all met.
 */
export function reachableLevel(levels: readonly VipLevel[], f: VipFacts): number {
  let { level } = vipStanding(levels, f);
  for (let next = levels[level + 1]; next; next = levels[level + 1]) {
    if (!next.goals.every((goal) => goalProgress(goal, f).met)) break;
    level = next.level;
  }
  return level;
}

/**
 * Moves a member to the level `decide` names from their current one (null: stays, nothing written). In one
 * transaction under the member's wallet lock, so the level decided from is the one changed: the club label, then
 * the level-up bonus of each level passed on the way up, once per member and level ever (the table's primary key
 * decides; a demoted member who climbs again gets none twice), each a BONUS ledger entry.
 */
function moveLevel(
  db: Db,
  memberId: number,
  levels: readonly VipLevel[],
  now: number,
  decide: (from: number) => VipLevel | null,
): Promise<Promotion | null> {
  return withMemberWallet(db, memberId, now, async (trx) => {
    const row = await trx
      .selectFrom('members')
      .select('club_label')
      .where('id', '=', memberId)
      .executeTakeFirstOrThrow();
    const from = parseClubLabel(row.club_label)?.rankLevel ?? 0;
    const target = decide(from);
    if (!target) return null;
    const clubLabel = vipLabelOf(target);
    await trx
      .updateTable('members')
      .set({ club_label: clubLabel ? JSON.stringify(clubLabel) : null })
      .where('id', '=', memberId)
      .execute();
    const bonuses: LevelUpBonus[] = [];
    for (const level of levels.filter((l) => l.level > from && l.level <= target.level)) {
      const bonus = level.benefits.find((b) => b.kind === 'LEVEL_UP_BONUS');
      if (bonus && (await creditLevelUpBonus(trx, memberId, level, bonus.amount, now))) {
        bonuses.push({ level: level.level, amount: bonus.amount });
      }
    }
    return { from, level: target.level, clubLabel, bonuses };
  });
}

/** Staff set a member's level, up or down (admin API, CLI). */
export async function setVipLevel(
  db: Db,
  memberId: number,
  levels: readonly VipLevel[],
  target: VipLevel,
  now: number,
): Promise<Promotion> {
  return (await moveLevel(db, memberId, levels, now, () => target))!;
}

/**
 * Staff's review (chosen: levels are not raised by themselves): the member is promoted to the highest level their
 * records reach, never down; null when they reach none above their own.
 */
export async function reviewVipLevel(
  db: Db,
  member: MemberRow,
  levels: readonly VipLevel[],
  now: number,
): Promise<Promotion | null> {
  const facts = await loadVipFacts(db, member, now);
  return moveLevel(db, member.id, levels, now, (from) => {
    const reached = reachableLevel(levels, { ...facts, rankLevel: from });
    return reached > Math.min(from, levels.length - 1) ? (levels[reached] ?? null) : null;
  });
}

/** Staff's review of every member of the merchant: the promotions made, by username. */
export async function reviewVipLevels(
  db: Db,
  merchant: string,
  levels: readonly VipLevel[],
  now: number,
): Promise<(Promotion & { username: string })[]> {
  const members = await db.selectFrom('members').selectAll().where('merchant', '=', merchant).execute();
  const promoted: (Promotion & { username: string })[] = [];
  for (const member of members) {
    const promotion = await reviewVipLevel(db, member, levels, now);
    if (promotion) promoted.push({ username: member.username, ...promotion });
  }
  return promoted;
}

/** The bonus of `level`, unless the member had it before: false then, and nothing is written. */
async function creditLevelUpBonus(
  trx: MoneyTransaction,
  memberId: number,
  level: VipLevel,
  amount: number,
  now: number,
): Promise<boolean> {
  const granted = await trx
    .insertInto('vip_level_bonuses')
    .values({ member_id: memberId, level: level.level, amount_minor: amount, created_at: now })
    .onConflict((oc) => oc.doNothing())
    .returning('level')
    .executeTakeFirst();
  if (!granted) return false;
  const note = `VIP level-up bonus: ${level.name} (level ${level.level})`;
  return postEntry(trx, { memberId, kind: 'BONUS', amount, note }, now);
}
