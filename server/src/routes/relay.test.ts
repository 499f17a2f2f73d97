import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server';

let s: TestServer;
beforeEach(async () => {
  s = await startTestServer();
});
afterEach(() => s.close());

const RANK = '/wps/relay/MCSFE_getPlayerRankProgress';
const PASSWORD = 'Rank@20261';

const createMember = (username: string, extra: Record<string, unknown> = {}) =>
  s.admin('POST', '/admin/members', { username, password: PASSWORD, ...extra });

describe('POST /wps/relay/MCSFE_getPlayerRankProgress', () => {
  it('a new member without a label is rank VIP0 with 1 of the 3 goals of rank 1 met', async () => {
    await createMember('rank_new');
    const token = await s.login('rank_new', PASSWORD);
    const res = await s.post(RANK, {}, { authorization: token });
    expect(res.body).toMatchObject({
      success: true,
      value: {
        currentProgress: { completedConditions: 1, totalExpectedConditions: 3 },
        playerRankProgress: { labelId: 'VIP0' },
      },
    });
  });

  it('counts the sign-ins and the contact from the database, and names the club label', async () => {
    const clubLabel = { labelName: 'VIP 1', labelId: 'VIP1', type: 'AUTO', rankLevel: 1 };
    await createMember('rank_vip', { mobile: '+639170001234', clubLabel });
    let token = '';
    for (let i = 0; i < 3; i++) token = await s.login('rank_vip', PASSWORD);
    const res = await s.post<{ currentProgress: unknown; playerRankProgress: unknown }>(
      RANK,
      {},
      { authorization: token },
    );
    // Toward rank 2: 30 days (not yet), 20 sign-ins (3 so far), a contact (the mobile number).
    expect(res.body.value).toEqual({
      currentProgress: { completedConditions: 1, totalExpectedConditions: 3 },
      playerRankProgress: { labelId: 'VIP1' },
    });
  });

  it('needs a session', async () => {
    const res = await s.post(RANK, {});
    expect(res.status).toBe(401);
    expect(res.body.errorCode).toBe('CUSTOMER_NOT_LOGIN');
  });

  it('refuses parameters the relay does not take (its own schema), without a 500', async () => {
    await createMember('rank_bad');
    const token = await s.login('rank_bad', PASSWORD);
    const res = await s.post(RANK, { labelId: 'VIP9' }, { authorization: token });
    expect(res.status).toBe(400);
    expect(res.body.errorCode).toBe('request.invalid');
  });
});
