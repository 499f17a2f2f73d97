import {
  LEADERBOARD_SIZE,
  MISSION_PERIODS,
  type MissionMetric,
  type MissionPeriod,
} from '@app/contract/constants/missions';
import type { Leaderboard, MissionDefinition, MissionsResponse } from '@app/contract/missions';
import { sql, type Selectable } from 'kysely';
import type { Db } from '../db/database';
import type { MissionsTable } from '../db/schema';
import { postEntry, walletOf, withMemberWallet, type MoneyTransaction } from './ledger';
import { maskedName } from './masked-name';
import { missionStatus, periodOf, type PeriodSpan } from './missions-rules';
import { Refused } from './refused';

/**
 * Missions and the week's board (signed-in §2 /m/leaderBoard, "Mission. Needs login."; the rest is the contract's,
 * chosen: contract/src/missions.ts). A mission's progress is counted from what the member really did in the
 * period (credited deposits, real-money game launches, days with a sign-in, friends who registered with the
 * member's invite code); a claim is once per member, mission and period, held by the database's UNIQUE
 * constraint, and credits its reward as a BONUS ledger entry in the same transaction.
 */

/** Why a mission call is refused (the answers: routes/refusals.ts). */
export type MissionsRefusal =
  { reason: 'mission-incomplete' } | { reason: 'mission-claimed' } | { reason: 'mission-unavailable' };

export type MissionRow = Selectable<MissionsTable>;

/** The member a mission call is about, and their merchant. */
export interface MissionMember {
  merchant: string;
  memberId: number;
}

type Reader = Db | MoneyTransaction;

const enabledMissions = (db: Reader, merchant: string) =>
  db
    .selectFrom('missions')
    .selectAll()
    .where('merchant', '=', merchant)
    .where('enabled', '=', 1)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();

/** What the member did in the span, by what a mission counts. */
async function measured(db: Reader, member: MissionMember, metric: MissionMetric, span: PeriodSpan) {
  const { memberId } = member;
  switch (metric) {
    case 'DEPOSIT_AMOUNT':
    case 'DEPOSIT_COUNT': {
      const row = await db
        .selectFrom('deposits')
        .select((eb) => [
          eb.fn.coalesce(eb.fn.sum<number>('amount_minor'), eb.lit(0)).as('amount'),
          eb.fn.countAll<number>().as('count'),
        ])
        .where('member_id', '=', memberId)
        .where('status', '=', 'SUCCESS')
        .where('completed_at', '>=', span.start)
        .where('completed_at', '<', span.end)
        .executeTakeFirstOrThrow();
      return Number(metric === 'DEPOSIT_AMOUNT' ? row.amount : row.count);
    }
    case 'GAME_LAUNCHES': {
      const row = await db
        .selectFrom('mission_game_launches')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('member_id', '=', memberId)
        .where('launched_at', '>=', span.start)
        .where('launched_at', '<', span.end)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    }
    case 'DAYS_SIGNED_IN': {
      const row = await db
        .selectFrom('mission_sign_in_days')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('member_id', '=', memberId)
        .where('day_start', '>=', span.start)
        .where('day_start', '<', span.end)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    }
    case 'FRIENDS_INVITED': {
      // An invitee: a member of the merchant who registered with the member's invite code (migration 032).
      const row = await db
        .selectFrom('members as friend')
        .innerJoin('members as me', (join) =>
          join
            .onRef('friend.referral_code', '=', 'me.invite_code')
            .onRef('friend.merchant', '=', 'me.merchant'),
        )
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('me.id', '=', memberId)
        .where('friend.id', '!=', memberId)
        .where('friend.created_at', '>=', span.start)
        .where('friend.created_at', '<', span.end)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    }
  }
}

/** Each mission's progress (not capped), each metric and period measured once. */
async function progressOf(db: Reader, member: MissionMember, missions: readonly MissionRow[], now: number) {
  const counted = new Map<string, Promise<number>>();
  const measure = (metric: MissionMetric, period: MissionPeriod) => {
    const key = `${metric}:${period}`;
    let value = counted.get(key);
    if (!value) {
      value = measured(db, member, metric, periodOf(period, now));
      counted.set(key, value);
    }
    return value;
  };
  return Promise.all(missions.map((m) => measure(m.metric, m.period)));
}

/** MCSFE_getMissions: the day's and the week's enabled missions, with the member's progress and claims. */
export async function memberMissions(db: Db, member: MissionMember, now: number): Promise<MissionsResponse> {
  const missions = await enabledMissions(db, member.merchant);
  const progress = await progressOf(db, member, missions, now);
  const spans = { DAILY: periodOf('DAILY', now), WEEKLY: periodOf('WEEKLY', now) };
  const claims = await db
    .selectFrom('mission_claims')
    .select(['mission_id', 'period_key'])
    .where('member_id', '=', member.memberId)
    .where('period_key', 'in', [spans.DAILY.key, spans.WEEKLY.key])
    .execute();
  const claimed = new Set(claims.map((c) => `${c.mission_id}:${c.period_key}`));
  return {
    periods: MISSION_PERIODS.map((period) => ({
      period,
      key: spans[period].key,
      endsAt: spans[period].end,
      missions: missions.flatMap((m, i) => {
        if (m.period !== period) return [];
        const done = progress[i] ?? 0;
        return [
          {
            id: m.id,
            period,
            metric: m.metric,
            target: m.target,
            progress: Math.min(done, m.target),
            reward: m.reward_minor,
            points: m.points,
            status: missionStatus(done, m.target, claimed.has(`${m.id}:${spans[period].key}`)),
          },
        ];
      }),
    })),
  };
}

/**
 * MCSFE_claimMission: credits the mission's reward once for the period, in one `withMemberWallet` transaction:
 * the mission is read and the progress counted again inside it, the claim row is written (the UNIQUE constraint
 * on member, mission and period refuses a second, whatever runs in parallel), then the BONUS entry. Refused: the
 * mission unknown, disabled or of another period than `periodKey` (the page showed an ended one), not complete,
 * or claimed already; nothing is written then.
 */
export function claimMission(
  db: Db,
  claim: MissionMember & { missionId: number; periodKey: string },
  now: number,
): Promise<{ reward: number; points: number; balance: number }> {
  const { memberId, merchant } = claim;
  return withMemberWallet(db, memberId, now, async (trx) => {
    const mission = await trx
      .selectFrom('missions')
      .selectAll()
      .where('id', '=', claim.missionId)
      .where('merchant', '=', merchant)
      .where('enabled', '=', 1)
      .executeTakeFirst();
    if (!mission) throw new Refused({ reason: 'mission-unavailable' });
    const span = periodOf(mission.period, now);
    if (span.key !== claim.periodKey) throw new Refused({ reason: 'mission-unavailable' });
    const [done = 0] = await progressOf(trx, claim, [mission], now);
    const written = await trx
      .insertInto('mission_claims')
      .values({
        merchant,
        member_id: memberId,
        mission_id: mission.id,
        period_key: span.key,
        reward_minor: mission.reward_minor,
        points: mission.points,
        claimed_at: now,
      })
      .onConflict((oc) => oc.columns(['member_id', 'mission_id', 'period_key']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!written) throw new Refused({ reason: 'mission-claimed' });
    // Counted after the claim's conflict check: a claimed mission answers "claimed", not "incomplete", even when
    // staff raised its target since.
    if (done < mission.target) throw new Refused({ reason: 'mission-incomplete' });
    if (mission.reward_minor > 0) {
      const note = `mission ${mission.id} ${span.key}`;
      await postEntry(trx, { memberId, kind: 'BONUS', amount: mission.reward_minor, note }, now);
    }
    const { balance } = await walletOf(trx, memberId);
    return { reward: mission.reward_minor, points: mission.points, balance };
  });
}

interface BoardRow {
  member_id: number;
  username: string;
  points: number;
  rank: number;
}

/**
 * MCSFE_getMissionLeaderboard: the week's board of the merchant. A member's score is the points of the missions
 * they claimed this week (daily and weekly ones); at equal points, who reached the score first (their last claim
 * earlier) ranks higher, then the earlier claim row. The top LEADERBOARD_SIZE, names masked, and the member's own
 * rank wherever it is (null without points).
 */
export async function missionLeaderboard(db: Db, member: MissionMember, now: number): Promise<Leaderboard> {
  const week = periodOf('WEEKLY', now);
  const { rows } = await sql<BoardRow>`
    WITH scores AS (
      SELECT member_id, SUM(points) AS points, MAX(claimed_at) AS reached, MAX(id) AS last_claim
      FROM mission_claims
      WHERE merchant = ${member.merchant} AND claimed_at >= ${week.start} AND claimed_at < ${week.end}
      GROUP BY member_id
      HAVING SUM(points) > 0
    ),
    ranked AS (
      SELECT member_id, points, ROW_NUMBER() OVER (ORDER BY points DESC, reached, last_claim) AS rank
      FROM scores
    )
    SELECT ranked.member_id, members.username, ranked.points, ranked.rank
    FROM ranked JOIN members ON members.id = ranked.member_id
    WHERE ranked.rank <= ${LEADERBOARD_SIZE} OR ranked.member_id = ${member.memberId}
    ORDER BY ranked.rank`.execute(db);
  const mine = rows.find((r) => r.member_id === member.memberId);
  return {
    key: week.key,
    endsAt: week.end,
    rows: rows
      .filter((r) => r.rank <= LEADERBOARD_SIZE)
      .map((r) => ({
        rank: Number(r.rank),
        name: maskedName(r.username),
        points: Number(r.points),
        me: r.member_id === member.memberId,
      })),
    me: { rank: mine ? Number(mine.rank) : null, points: mine ? Number(mine.points) : 0 },
  };
}

// ---------- staff (admin API, CLI) ----------

/** A mission as staff read it. */
export interface StaffMission extends MissionDefinition {
  id: number;
  createdAt: number;
  updatedAt: number;
}

const staffMission = (row: MissionRow): StaffMission => ({
  id: row.id,
  period: row.period,
  metric: row.metric,
  target: row.target,
  reward: row.reward_minor,
  points: row.points,
  sortOrder: row.sort_order,
  enabled: row.enabled === 1,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

const columnsOf = (d: Partial<MissionDefinition>) => ({
  ...(d.period === undefined ? {} : { period: d.period }),
  ...(d.metric === undefined ? {} : { metric: d.metric }),
  ...(d.target === undefined ? {} : { target: d.target }),
  ...(d.reward === undefined ? {} : { reward_minor: d.reward }),
  ...(d.points === undefined ? {} : { points: d.points }),
  ...(d.sortOrder === undefined ? {} : { sort_order: d.sortOrder }),
  ...(d.enabled === undefined ? {} : { enabled: d.enabled ? 1 : 0 }),
});

/** The merchant's missions, enabled or not, in the page's order. */
export async function listMissions(db: Db, merchant: string): Promise<StaffMission[]> {
  const rows = await db
    .selectFrom('missions')
    .selectAll()
    .where('merchant', '=', merchant)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return rows.map(staffMission);
}

export async function createMission(
  db: Db,
  merchant: string,
  d: MissionDefinition,
  now: number,
): Promise<StaffMission> {
  const row = await db
    .insertInto('missions')
    .values({
      merchant,
      period: d.period,
      metric: d.metric,
      target: d.target,
      reward_minor: d.reward,
      points: d.points,
      sort_order: d.sortOrder,
      enabled: d.enabled ? 1 : 0,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return staffMission(row);
}

/** Changes the fields given of one of the merchant's missions; null when it has none of that id. */
export async function updateMission(
  db: Db,
  merchant: string,
  id: number,
  patch: Partial<MissionDefinition>,
  now: number,
): Promise<StaffMission | null> {
  const row = await db
    .updateTable('missions')
    .set({ ...columnsOf(patch), updated_at: now })
    .where('id', '=', id)
    .where('merchant', '=', merchant)
    .returningAll()
    .executeTakeFirst();
  return row ? staffMission(row) : null;
}

/** The member's claims, newest first (staff's view). */
export async function memberMissionClaims(db: Db, memberId: number, limit: number) {
  const rows = await db
    .selectFrom('mission_claims')
    .select(['id', 'mission_id', 'period_key', 'reward_minor', 'points', 'claimed_at'])
    .where('member_id', '=', memberId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    missionId: r.mission_id,
    periodKey: r.period_key,
    reward: r.reward_minor,
    points: r.points,
    claimedAt: r.claimed_at,
  }));
}
