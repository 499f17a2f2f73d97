import type { Leaderboard, MissionsResponse } from '@app/contract/missions';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from './demo-accounts';
import { DEMO_BOARD_PLAYERS, DEMO_MISSIONS, seedDemoMissions } from './demo-missions';
import { ledgerSums, walletOf } from '../services/ledger';
import { findMemberByUsername } from '../services/members';
import { startTestServer, type TestServer } from '../testing/test-server';
import type { Db } from '../db/database';

let s: TestServer;
let db: Db;
beforeEach(async () => {
  s = await startTestServer();
  db = s.app.appContext.db;
});
afterEach(() => s.close());

describe('DEMO missions and the week’s board (demo mode)', () => {
  it('demo_member finds the missions, completes "sign in today" by signing in, and the board has real rows', async () => {
    const token = await s.login('demo_member', DEMO_PASSWORD);
    const auth = { authorization: token };
    const { periods } = (await s.relay<MissionsResponse>('MCSFE_getMissions', {}, auth)).body.value;
    expect(periods.flatMap((p) => p.missions)).toHaveLength(DEMO_MISSIONS.length);
    const signIn = periods[0]?.missions.find((m) => m.metric === 'DAYS_SIGNED_IN');
    expect(signIn).toMatchObject({ status: 'COMPLETE' });
    const claim = await s.relay(
      'MCSFE_claimMission',
      { missionId: signIn?.id, periodKey: periods[0]?.key },
      auth,
    );
    expect(claim.body).toMatchObject({ success: true, value: { reward: 5_00, points: 10 } });

    const board = (await s.relay<Leaderboard>('MCSFE_getMissionLeaderboard', {}, auth)).body.value;
    expect(board.rows.length).toBe(DEMO_BOARD_PLAYERS.length + 1);
    expect(board.rows.filter((r) => r.me)).toHaveLength(1);
    expect(board.me.points).toBe(10);
    for (const row of board.rows) expect(row.name).toContain('****');
  });

  it('a second start this week changes nothing; every board point is a claim with its ledger entry', async () => {
    const count = async () => (await db.selectFrom('mission_claims').selectAll().execute()).length;
    const before = await count();
    expect(before).toBeGreaterThan(0);
    await seedDemoMissions(db, Date.now());
    expect(await count()).toBe(before);
    expect(await db.selectFrom('missions').selectAll().execute()).toHaveLength(DEMO_MISSIONS.length);
    for (const { username } of DEMO_BOARD_PLAYERS) {
      const member = await findMemberByUsername(db, 'DEMO', username);
      expect(member).toBeDefined();
      if (member) expect(await walletOf(db, member.id)).toEqual(await ledgerSums(db, member.id));
    }
  });
});
