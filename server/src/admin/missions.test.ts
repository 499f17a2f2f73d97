import { MISSION_ERROR } from '@app/contract/constants/missions';
import type { Leaderboard, MissionsResponse } from '@app/contract/missions';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { StaffMission } from '../services/missions';
import { startTestServer, type TestServer } from '../testing/test-server';

/** The missions' relays and admin API through the whole server, on a merchant of the test's own (not DEMO's). */

let s: TestServer;
let token: string;
const SHOP = 'MISSIONS';
const PASSWORD = 'Mission@2026';

beforeEach(async () => {
  s = await startTestServer();
  await s.admin('POST', '/admin/merchants', { code: SHOP });
  token = await s.loginNewMember('quest_one', PASSWORD, { merchant: SHOP });
});
afterEach(() => s.close());

const relay = <T>(name: string, body: unknown = {}, auth = token) =>
  s.relay<T>(name, body, { authorization: auth }, SHOP);
const create = async (body: Record<string, unknown>) =>
  (await s.admin<StaffMission>('POST', `/admin/missions?merchant=${SHOP}`, body)).body.value;
const missions = async () => (await relay<MissionsResponse>('MCSFE_getMissions')).body.value;
const daily = async () => (await missions()).periods.find((p) => p.period === 'DAILY');

describe('missions through the server', () => {
  it('a deposit completes the deposit mission; the claim credits the reward once and ranks the member', async () => {
    const m = await create({
      period: 'DAILY',
      metric: 'DEPOSIT_AMOUNT',
      target: 500_00,
      reward: 20_00,
      points: 50,
    });
    expect((await daily())?.missions).toMatchObject([{ id: m.id, progress: 0, status: 'IN_PROGRESS' }]);
    const periodKey = (await daily())?.key;

    const early = await relay('MCSFE_claimMission', { missionId: m.id, periodKey });
    expect(early.status).toBe(200);
    expect(early.body).toMatchObject({ success: false, errorCode: MISSION_ERROR.incomplete });

    await s.admin('POST', `/admin/members/quest_one/deposits?merchant=${SHOP}`, { amount: 500_00 });
    expect((await daily())?.missions).toMatchObject([{ progress: 500_00, status: 'COMPLETE' }]);

    const claimed = await relay('MCSFE_claimMission', { missionId: m.id, periodKey });
    expect(claimed.body).toMatchObject({
      success: true,
      value: { reward: 20_00, points: 50, balance: 520_00 },
    });
    const again = await relay('MCSFE_claimMission', { missionId: m.id, periodKey });
    expect(again.body).toMatchObject({ success: false, errorCode: MISSION_ERROR.claimed });
    expect((await daily())?.missions).toMatchObject([{ status: 'CLAIMED' }]);

    const board = (await relay<Leaderboard>('MCSFE_getMissionLeaderboard')).body.value;
    expect(board.rows).toEqual([{ rank: 1, name: 'qu****ne', points: 50, me: true }]);
    expect(board.me).toEqual({ rank: 1, points: 50 });

    const claims = await s.admin<unknown[]>(
      'GET',
      `/admin/members/quest_one/mission-claims?merchant=${SHOP}`,
    );
    expect(claims.body.value).toMatchObject([{ missionId: m.id, periodKey, reward: 20_00, points: 50 }]);
  });

  it('signing in completes the sign-in mission of the day', async () => {
    await create({ period: 'DAILY', metric: 'DAYS_SIGNED_IN', target: 1, reward: 1_00, points: 5 });
    expect((await daily())?.missions).toMatchObject([{ progress: 1, status: 'COMPLETE' }]);
  });

  it('answers a disabled mission as unavailable, and refuses bad input with 400, never 5xx', async () => {
    const m = await create({ period: 'WEEKLY', metric: 'DEPOSIT_COUNT', target: 1, reward: 0, points: 1 });
    const off = await s.admin<StaffMission>('PUT', `/admin/missions/${m.id}?merchant=${SHOP}`, {
      enabled: false,
    });
    expect(off.body.value).toMatchObject({ id: m.id, enabled: false });
    expect((await missions()).periods.flatMap((p) => p.missions)).toEqual([]);
    const week = (await missions()).periods.find((p) => p.period === 'WEEKLY')?.key;
    const refused = await relay('MCSFE_claimMission', { missionId: m.id, periodKey: week });
    expect(refused.body).toMatchObject({ success: false, errorCode: MISSION_ERROR.unavailable });

    for (const body of [{}, { missionId: 'x', periodKey: week }, { missionId: m.id, periodKey: 'today' }]) {
      expect((await relay('MCSFE_claimMission', body)).status).toBe(400);
    }
    expect((await s.relay('MCSFE_getMissions', {}, {}, SHOP)).status).toBe(401);
    expect((await s.admin('POST', `/admin/missions?merchant=${SHOP}`, { period: 'DAILY' })).status).toBe(400);
    expect((await s.admin('PUT', `/admin/missions/999?merchant=${SHOP}`, { target: 2 })).status).toBe(400);
    expect((await s.admin('PUT', `/admin/missions/${m.id}?merchant=${SHOP}`, {})).status).toBe(400);
    expect((await s.admin('GET', '/admin/missions?merchant=NOPE')).status).toBe(404);
  });

  it('lists the merchant’s missions for staff, enabled or not', async () => {
    const a = await create({
      period: 'DAILY',
      metric: 'GAME_LAUNCHES',
      target: 3,
      reward: 5_00,
      points: 10,
      sortOrder: 2,
    });
    const b = await create({
      period: 'WEEKLY',
      metric: 'FRIENDS_INVITED',
      target: 1,
      reward: 50_00,
      points: 100,
      sortOrder: 1,
      enabled: false,
    });
    const list = await s.admin<StaffMission[]>('GET', `/admin/missions?merchant=${SHOP}`);
    expect(list.body.value.map((m) => [m.id, m.enabled])).toEqual([
      [b.id, false],
      [a.id, true],
    ]);
  });
});
