import type { MissionDefinition } from '@app/contract/missions';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import { addMember as addMemberTo, merchantDb } from '../testing/member-db';
import { recordStaffDeposit } from './deposits';
import { ledgerSums, walletOf } from './ledger';
import {
  claimMission,
  createMission,
  listMissions,
  memberMissions,
  missionLeaderboard,
  updateMission,
} from './missions';
import { periodOf } from './missions-rules';
import { Refused } from './refused';

// A Wednesday: its day is 2026-12-02, its week began on Monday 2026-11-30.
const NOW = Date.parse('2026-12-02T10:00:00Z');
const DAY_MS = 86_400_000;
const TODAY = '2026-12-02';
const THIS_WEEK = '2026-11-30';

let db: Db;

/** A database of its own (on SQLite a file in WAL, as the server opens it) with merchant DEMO and OTHER. */
beforeEach(async () => {
  db = await merchantDb('file', ['OTHER']);
});
afterEach(() => db.destroy());

async function addMember(username: string, extra: { referral_code?: string; created_at?: number } = {}) {
  const memberId = await addMemberTo(db, username, { ...extra, invite_code: `INV${username.toUpperCase()}` });
  return { merchant: 'DEMO', memberId };
}

const mission = (d: Partial<MissionDefinition> & Pick<MissionDefinition, 'metric'>, merchant = 'DEMO') =>
  createMission(
    db,
    merchant,
    { period: 'DAILY', target: 1, reward: 10_00, points: 10, sortOrder: 0, enabled: true, ...d },
    1,
  );

const deposit = (memberId: number, amount: number, at: number) =>
  recordStaffDeposit(db, { merchant: 'DEMO', memberId, amount, note: null }, at);

let launches = 0;
const launch = (memberId: number | null, at: number, play: 'real' | 'trial' = 'real') =>
  db
    .insertInto('game_launches')
    .values({
      token_hash: `t${++launches}`,
      merchant: 'DEMO',
      member_id: memberId,
      game_code: 'g',
      kind: 'slot',
      mode: JSON.stringify({ play, hasLobby: false, lottery: null, displayName: 'G' }),
      language: 'EN',
      origin: 'http://x',
      back_url: '/m/home',
      created_at: at,
      expires_at: at + 60_000,
    })
    .execute();

let sessions = 0;
const signIn = (memberId: number, at: number) =>
  db
    .insertInto('sessions')
    .values({
      token_hash: `s${++sessions}`,
      member_id: memberId,
      merchant: 'DEMO',
      ip: '1.1.1.1',
      created_at: at,
      expires_at: at + DAY_MS,
    })
    .execute();

const progressOf = async (member: { merchant: string; memberId: number }, id: number) =>
  (await memberMissions(db, member, NOW)).periods.flatMap((p) => p.missions).find((m) => m.id === id);

const refusal = async (work: Promise<unknown>) => {
  const err = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(Refused);
  return (err as Refused).refusal.reason;
};

describe('progress: what the member really did in the period', () => {
  it('deposits: the credited ones completed today (amount and count), not yesterday', async () => {
    const me = await addMember('dora');
    const amount = await mission({ metric: 'DEPOSIT_AMOUNT', target: 500_00 });
    const count = await mission({ metric: 'DEPOSIT_COUNT', period: 'WEEKLY', target: 3 });
    await deposit(me.memberId, 300_00, NOW - DAY_MS); // yesterday: this week, not today
    await deposit(me.memberId, 120_00, NOW - 60_000);
    expect(await progressOf(me, amount.id)).toMatchObject({ progress: 120_00, status: 'IN_PROGRESS' });
    expect(await progressOf(me, count.id)).toMatchObject({ progress: 2, status: 'IN_PROGRESS' });
    await deposit(me.memberId, 400_00, NOW - 1);
    // Capped at the target on the page.
    expect(await progressOf(me, amount.id)).toMatchObject({ progress: 500_00, status: 'COMPLETE' });
    expect(await progressOf(me, count.id)).toMatchObject({ progress: 3, status: 'COMPLETE' });
  });

  it('a pending deposit does not count', async () => {
    const me = await addMember('penny');
    const count = await mission({ metric: 'DEPOSIT_COUNT' });
    await db
      .insertInto('deposits')
      .values({
        public_id: 'DP1',
        merchant: 'DEMO',
        member_id: me.memberId,
        channel_code: 'GCASH',
        channel_kind: 'ONLINE',
        channel_name: 'GCash',
        amount_minor: 100_00,
        status: 'PENDING',
        reference: 'R1',
        created_at: NOW,
        expires_at: NOW + 1,
      })
      .execute();
    expect(await progressOf(me, count.id)).toMatchObject({ progress: 0 });
  });

  it("game launches: the member's real-money ones, kept after their launch tokens are deleted", async () => {
    const me = await addMember('gamer');
    const other = await addMember('other');
    const launchesToday = await mission({ metric: 'GAME_LAUNCHES', target: 3 });
    await launch(me.memberId, NOW - 3);
    await launch(me.memberId, NOW - 2);
    await launch(me.memberId, NOW - 1, 'trial');
    await launch(null, NOW - 1, 'trial');
    await launch(other.memberId, NOW - 1);
    await launch(me.memberId, NOW - DAY_MS);
    await db.deleteFrom('game_launches').execute();
    expect(await progressOf(me, launchesToday.id)).toMatchObject({ progress: 2, status: 'IN_PROGRESS' });
  });

  it('days signed in: distinct UTC days with a sign-in this week, kept after the sessions are deleted', async () => {
    const me = await addMember('sigrid');
    const days = await mission({ metric: 'DAYS_SIGNED_IN', period: 'WEEKLY', target: 3 });
    const today = await mission({ metric: 'DAYS_SIGNED_IN' });
    await signIn(me.memberId, NOW - 2 * DAY_MS); // Monday
    await signIn(me.memberId, NOW - 2 * DAY_MS + 60_000); // Monday again
    await signIn(me.memberId, NOW - 3 * DAY_MS); // last Sunday: last week
    expect(await progressOf(me, today.id)).toMatchObject({ progress: 0 });
    await signIn(me.memberId, NOW);
    await db.deleteFrom('sessions').execute();
    expect(await progressOf(me, days.id)).toMatchObject({ progress: 2 });
    expect(await progressOf(me, today.id)).toMatchObject({ progress: 1, status: 'COMPLETE' });
  });

  it("friends invited: members registered this week with the member's invite code", async () => {
    const me = await addMember('inviter');
    const friends = await mission({ metric: 'FRIENDS_INVITED', period: 'WEEKLY', target: 2 });
    await addMember('friend1', { referral_code: 'INVINVITER', created_at: NOW - DAY_MS });
    await addMember('friend0', { referral_code: 'INVINVITER', created_at: NOW - 7 * DAY_MS });
    await addMember('stranger', { referral_code: 'INVSOMEONE', created_at: NOW });
    expect(await progressOf(me, friends.id)).toMatchObject({ progress: 1 });
    await addMember('friend2', { referral_code: 'INVINVITER', created_at: NOW });
    expect(await progressOf(me, friends.id)).toMatchObject({ progress: 2, status: 'COMPLETE' });
  });

  it("answers the day's and the week's enabled missions of the member's merchant, with each period's end", async () => {
    const me = await addMember('lister');
    const daily = await mission({ metric: 'DAYS_SIGNED_IN', sortOrder: 2 });
    const first = await mission({ metric: 'DEPOSIT_COUNT', sortOrder: 1 });
    const weekly = await mission({ metric: 'DEPOSIT_COUNT', period: 'WEEKLY' });
    const off = await mission({ metric: 'DEPOSIT_COUNT' });
    await updateMission(db, 'DEMO', off.id, { enabled: false }, 2);
    await mission({ metric: 'DEPOSIT_COUNT' }, 'OTHER');
    const { periods } = await memberMissions(db, me, NOW);
    expect(periods.map((p) => [p.period, p.key, p.endsAt, p.missions.map((m) => m.id)])).toEqual([
      ['DAILY', TODAY, Date.parse('2026-12-03T00:00:00Z'), [first.id, daily.id]],
      ['WEEKLY', THIS_WEEK, Date.parse('2026-12-07T00:00:00Z'), [weekly.id]],
    ]);
  });
});

describe('claims: once per mission and period, credited on the ledger', () => {
  it('a complete mission credits its reward as a BONUS entry once, and shows claimed', async () => {
    const me = await addMember('claire');
    const m = await mission({ metric: 'DEPOSIT_AMOUNT', target: 500_00, reward: 25_00, points: 50 });
    await deposit(me.memberId, 500_00, NOW - 1);
    const claim = { ...me, missionId: m.id, periodKey: TODAY };
    expect(await claimMission(db, claim, NOW)).toEqual({ reward: 25_00, points: 50, balance: 525_00 });
    expect(await progressOf(me, m.id)).toMatchObject({ status: 'CLAIMED' });
    expect(await refusal(claimMission(db, claim, NOW + 1))).toBe('mission-claimed');
    expect(await walletOf(db, me.memberId)).toEqual(await ledgerSums(db, me.memberId));
    const bonus = await db.selectFrom('ledger_entries').selectAll().where('kind', '=', 'BONUS').execute();
    expect(bonus).toMatchObject([
      { member_id: me.memberId, amount_minor: 25_00, note: `mission ${m.id} ${TODAY}` },
    ]);
  });

  it('tomorrow the daily mission may be claimed again, once its progress is made again', async () => {
    const me = await addMember('daily');
    const m = await mission({ metric: 'DEPOSIT_COUNT' });
    await deposit(me.memberId, 100_00, NOW - 1);
    await claimMission(db, { ...me, missionId: m.id, periodKey: TODAY }, NOW);
    const tomorrow = { ...me, missionId: m.id, periodKey: '2026-12-03' };
    expect(await refusal(claimMission(db, tomorrow, NOW + DAY_MS))).toBe('mission-incomplete');
    await deposit(me.memberId, 100_00, NOW + DAY_MS - 1);
    expect(await claimMission(db, tomorrow, NOW + DAY_MS)).toMatchObject({ reward: 10_00 });
  });

  it('refuses an incomplete, unknown, disabled, foreign or ended mission, writing nothing', async () => {
    const me = await addMember('refused');
    const m = await mission({ metric: 'DEPOSIT_COUNT', target: 2 });
    const foreign = await mission({ metric: 'DEPOSIT_COUNT' }, 'OTHER');
    await deposit(me.memberId, 100_00, NOW - 1);
    const claim = (missionId: number, periodKey = TODAY) =>
      claimMission(db, { ...me, missionId, periodKey }, NOW);
    expect(await refusal(claim(m.id))).toBe('mission-incomplete');
    expect(await refusal(claim(9999))).toBe('mission-unavailable');
    expect(await refusal(claim(foreign.id))).toBe('mission-unavailable');
    expect(await refusal(claim(m.id, '2026-12-01'))).toBe('mission-unavailable');
    await deposit(me.memberId, 100_00, NOW - 1);
    await updateMission(db, 'DEMO', m.id, { enabled: false }, NOW);
    expect(await refusal(claim(m.id))).toBe('mission-unavailable');
    expect(await db.selectFrom('mission_claims').selectAll().execute()).toEqual([]);
    expect(await walletOf(db, me.memberId)).toEqual({ balance: 200_00, held: 0 });
  });

  it('20 parallel claims of one mission give 1: one claim row, one credit', async () => {
    const me = await addMember('racer');
    const m = await mission({ metric: 'DEPOSIT_COUNT', reward: 7_00 });
    await deposit(me.memberId, 100_00, NOW - 1);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, () => claimMission(db, { ...me, missionId: m.id, periodKey: TODAY }, NOW)),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    for (const o of outcomes.filter((x) => x.status === 'rejected')) {
      expect((o as PromiseRejectedResult).reason).toEqual(new Refused({ reason: 'mission-claimed' }));
    }
    expect(await db.selectFrom('mission_claims').selectAll().execute()).toHaveLength(1);
    expect(await walletOf(db, me.memberId)).toEqual({ balance: 107_00, held: 0 });
    expect(await ledgerSums(db, me.memberId)).toEqual({ balance: 107_00, held: 0 });
  });
});

describe("the week's board", () => {
  /** Gives the member a claim worth `points` at `at`, through a real deposit and a real claim. */
  const scored = async (member: { merchant: string; memberId: number }, points: number, at: number) => {
    const m = await mission({ metric: 'DEPOSIT_COUNT', period: 'WEEKLY', points, reward: 0 });
    await deposit(member.memberId, 100_00, at - 1);
    await claimMission(db, { ...member, missionId: m.id, periodKey: periodOf('WEEKLY', at).key }, at);
  };

  it('ranks by the points of this week, ties by who reached them first, names masked', async () => {
    const ann = await addMember('annabel');
    const bob = await addMember('bobby_b');
    const cat = await addMember('cat');
    const me = await addMember('meself');
    await scored(bob, 100, NOW - 3_000);
    await scored(ann, 100, NOW - 4_000);
    await scored(cat, 40, NOW - 5_000);
    await scored(cat, 60, NOW - 1_000);
    // Last week's claim does not count.
    await scored(me, 500, NOW - 3 * DAY_MS);
    const board = await missionLeaderboard(db, me, NOW);
    expect(board).toEqual({
      key: THIS_WEEK,
      endsAt: Date.parse('2026-12-07T00:00:00Z'),
      rows: [
        { rank: 1, name: 'an****el', points: 100, me: false },
        { rank: 2, name: 'bo****_b', points: 100, me: false },
        { rank: 3, name: 'c****', points: 100, me: false },
      ],
      me: { rank: null, points: 0 },
    });
    await scored(me, 30, NOW);
    expect((await missionLeaderboard(db, me, NOW)).me).toEqual({ rank: 4, points: 30 });
    expect((await missionLeaderboard(db, me, NOW)).rows[3]).toEqual({
      rank: 4,
      name: 'me****lf',
      points: 30,
      me: true,
    });
  });

  it("shows the top 50 only, and the member's own rank beyond them", async () => {
    for (let i = 0; i < 52; i++) await scored(await addMember(`player${i}`), 100 - i, NOW - 10_000 + i);
    const me = await addMember('lastone');
    await scored(me, 1, NOW);
    const board = await missionLeaderboard(db, me, NOW);
    expect(board.rows).toHaveLength(50);
    expect(board.rows.at(-1)).toMatchObject({ rank: 50, points: 51 });
    expect(board.rows.some((r) => r.me)).toBe(false);
    expect(board.me).toEqual({ rank: 53, points: 1 });
  });
});

describe('staff: missions listed, created and changed', () => {
  it('lists the merchant’s missions, enabled or not, and changes only the fields given', async () => {
    const m = await mission({ metric: 'GAME_LAUNCHES', target: 3 });
    const changed = await updateMission(db, 'DEMO', m.id, { target: 5, enabled: false }, 9);
    expect(changed).toMatchObject({
      id: m.id,
      metric: 'GAME_LAUNCHES',
      target: 5,
      enabled: false,
      updatedAt: 9,
    });
    expect(await updateMission(db, 'OTHER', m.id, { target: 1 }, 9)).toBeNull();
    expect((await listMissions(db, 'DEMO')).map((x) => x.id)).toEqual([m.id]);
  });
});
