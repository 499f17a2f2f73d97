import type { RelayResponse } from '@app/contract/relay';
import type { Db } from '../db/database';
import { parseClubLabel, type MemberRow } from './members';

/**
 * Player rank progress (relay MCSFE_getPlayerRankProgress). The spec names the call, not the rules, so this
 * server's design is: the member's rank is the rankLevel of their club label (no label: rank 0, label id
 * VIP0), and the next rank asks for the goals of its ladder step below. Each goal counts as one of the
 * "expected conditions"; the answer says how many of them the member has met. At the top of the ladder there
 * is nothing left to meet: 0 of 0.
 */
export interface RankStep {
  /** Days since registration. */
  minDays: number;
  /** Sign-ins (sessions ever created: those kept, and those the retention job deleted). */
  minSignIns: number;
  /** A mobile number or an email on the account. */
  needsContact: boolean;
}

/** The steps to ranks 1 to 5, by the rank they lead to. */
export const RANK_LADDER: Readonly<Record<number, RankStep>> = {
  1: { minDays: 0, minSignIns: 3, needsContact: true },
  2: { minDays: 30, minSignIns: 20, needsContact: true },
  3: { minDays: 90, minSignIns: 60, needsContact: true },
  4: { minDays: 180, minSignIns: 150, needsContact: true },
  5: { minDays: 365, minSignIns: 300, needsContact: true },
};

const DAY_MS = 86_400_000;

/** What the rules look at, read from the database. */
export interface RankFacts {
  rankLevel: number;
  labelId: string;
  daysSinceRegistration: number;
  signIns: number;
  hasContact: boolean;
}

export type RankProgress = RelayResponse<'MCSFE_getPlayerRankProgress'>;

/** The progress from the member's rank to the next one. */
export function rankProgress(f: RankFacts): RankProgress {
  const next = RANK_LADDER[f.rankLevel + 1];
  const goals = next
    ? [
        f.daysSinceRegistration >= next.minDays,
        f.signIns >= next.minSignIns,
        ...(next.needsContact ? [f.hasContact] : []),
      ]
    : [];
  return {
    currentProgress: {
      completedConditions: goals.filter(Boolean).length,
      totalExpectedConditions: goals.length,
    },
    playerRankProgress: { labelId: f.labelId },
  };
}

/** The rank facts of a member at `now`. */
export async function loadRankFacts(db: Db, member: MemberRow, now: number): Promise<RankFacts> {
  const label = parseClubLabel(member.club_label);
  const { n } = await db
    .selectFrom('sessions')
    .select((s) => s.fn.countAll<number>().as('n'))
    .where('member_id', '=', member.id)
    .executeTakeFirstOrThrow();
  return {
    rankLevel: label?.rankLevel ?? 0,
    labelId: label?.labelId ?? 'VIP0',
    daysSinceRegistration: Math.max(0, Math.floor((now - member.reg_date) / DAY_MS)),
    signIns: Number(n) + member.archived_sign_ins,
    hasContact: Boolean(member.mobile || member.email),
  };
}
