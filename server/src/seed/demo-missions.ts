import { DEMO_MERCHANT } from '@app/contract/default-settings';
import type { MissionDefinition } from '@app/contract/missions';
import type { Db } from '../db/database';
import { recordStaffDeposit } from '../services/deposits';
import { findMemberByUsername } from '../services/members';
import { claimMission, createMission, listMissions, type StaffMission } from '../services/missions';
import { periodOf } from '../services/missions-rules';
import { Refused } from '../services/refused';

/**
 * DEMO's missions and a week's board with real rows (server/README.md, "Missions and the leaderboard"). The
 * missions are seeded once (staff's changes survive restarts). The board's players are seeded once per week: each
 * makes real deposits this week and claims the missions they complete, through the same services as a player,
 * so every point on the board is a claim with its ledger entry. `demo_member` completes "Sign in today" by
 * signing in, and can claim it at once.
 */

const mission = (d: Omit<MissionDefinition, 'enabled'>): MissionDefinition => ({ ...d, enabled: true });

export const DEMO_MISSIONS: readonly MissionDefinition[] = [
  mission({ period: 'DAILY', metric: 'DAYS_SIGNED_IN', target: 1, reward: 5_00, points: 10, sortOrder: 1 }),
  mission({ period: 'DAILY', metric: 'GAME_LAUNCHES', target: 3, reward: 10_00, points: 20, sortOrder: 2 }),
  mission({
    period: 'DAILY',
    metric: 'DEPOSIT_AMOUNT',
    target: 500_00,
    reward: 25_00,
    points: 50,
    sortOrder: 3,
  }),
  mission({
    period: 'WEEKLY',
    metric: 'DEPOSIT_COUNT',
    target: 3,
    reward: 100_00,
    points: 150,
    sortOrder: 4,
  }),
  mission({
    period: 'WEEKLY',
    metric: 'FRIENDS_INVITED',
    target: 1,
    reward: 50_00,
    points: 100,
    sortOrder: 5,
  }),
  mission({ period: 'WEEKLY', metric: 'DAYS_SIGNED_IN', target: 5, reward: 30_00, points: 80, sortOrder: 6 }),
  mission({
    period: 'WEEKLY',
    metric: 'GAME_LAUNCHES',
    target: 20,
    reward: 50_00,
    points: 100,
    sortOrder: 7,
  }),
];

/**
 * The board's players: demo accounts other than demo_member (whose board place is the player's to win) and
 * demo_wallet (whose deposits the download prompts count). Each deposits these amounts this week, one a day back
 * from today, and claims what they complete. Demo accounts, not players of their own: the demo data is the demo
 * accounts, removed with them when demo mode is off (seed.ts removeDemoAccounts, with every row referring to them).
 */
export const DEMO_BOARD_PLAYERS: readonly { username: string; deposits: readonly number[] }[] = [
  { username: 'demo_agent', deposits: [800_00, 500_00, 1_200_00, 600_00] },
  { username: 'demo_2fa', deposits: [2_000_00, 300_00, 700_00] },
  { username: 'demo_restricted', deposits: [500_00, 900_00] },
  { username: 'demo_default_pw', deposits: [650_00] },
];

const DAY_MS = 86_400_000;

/** The note of the board players' seeded deposits: how a later start finds the week's already seeded. */
const BOARD_NOTE = 'demo mission board';

/** Whether the player's deposits of this week were seeded already (an earlier start this week). */
const seededThisWeek = async (db: Db, memberId: number, weekStart: number) =>
  Boolean(
    await db
      .selectFrom('ledger_entries')
      .select('id')
      .where('member_id', '=', memberId)
      .where('note', '=', BOARD_NOTE)
      .where('created_at', '>=', weekStart)
      .executeTakeFirst(),
  );

/**
 * The week's deposits and claims of each board player, in the order they happened: one deposit a day back from
 * now (a few minutes apart between players), never before the week's start; the daily ₱500 deposit claimed on
 * each day that reached it, the weekly three deposits once the third is in.
 */
async function seedBoard(db: Db, now: number) {
  const week = periodOf('WEEKLY', now);
  const missions = await listMissions(db, DEMO_MERCHANT);
  const find = (period: string, metric: string) =>
    missions.find((m) => m.period === period && m.metric === metric && m.enabled);
  const dailyDeposit = find('DAILY', 'DEPOSIT_AMOUNT');
  const weeklyCount = find('WEEKLY', 'DEPOSIT_COUNT');
  // Without both (staff disabled them), nothing to claim: no deposits either.
  if (!dailyDeposit || !weeklyCount) return;
  for (const [index, player] of DEMO_BOARD_PLAYERS.entries()) {
    const member = await findMemberByUsername(db, DEMO_MERCHANT, player.username);
    if (!member || (await seededThisWeek(db, member.id, week.start))) continue;
    const who = { merchant: DEMO_MERCHANT, memberId: member.id };
    const deposits = player.deposits
      .map((amount, day) => ({
        amount,
        at: Math.min(
          now,
          Math.max(week.start + index * 60_000 + day, now - day * DAY_MS - (index + 1) * 60_000),
        ),
      }))
      .reverse();
    const claimed = new Set<string>();
    const claim = async (m: StaffMission, at: number) => {
      const periodKey = periodOf(m.period, at).key;
      if (claimed.has(`${m.id}:${periodKey}`)) return;
      claimed.add(`${m.id}:${periodKey}`);
      // The player may have claimed it themselves (signed in as the demo account): theirs stands.
      await claimMission(db, { ...who, missionId: m.id, periodKey }, at).catch((err: unknown) => {
        if (!(err instanceof Refused && err.refusal.reason === 'mission-claimed')) throw err;
      });
    };
    for (const [i, { amount, at }] of deposits.entries()) {
      await recordStaffDeposit(db, { ...who, amount, note: BOARD_NOTE }, at);
      if (amount >= dailyDeposit.target) await claim(dailyDeposit, at);
      if (i + 1 === weeklyCount.target) await claim(weeklyCount, at);
    }
  }
}

/**
 * DEMO's missions, when it has none (staff cannot delete missions, only disable them: a restart keeps what staff
 * changed), and the board's deposits and claims once a week (of the demo accounts: called after they are seeded,
 * in demo mode only). Each step finds what an earlier start did, so neither needs a seed mark.
 */
export async function seedDemoMissions(db: Db, now: number): Promise<void> {
  if ((await listMissions(db, DEMO_MERCHANT)).length === 0) {
    for (const d of DEMO_MISSIONS) await createMission(db, DEMO_MERCHANT, d, now);
  }
  await seedBoard(db, now);
}
