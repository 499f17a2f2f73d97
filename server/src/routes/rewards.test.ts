import type { RewardCenter, RewardClaimAnswer, RewardHistory } from '@app/contract/rewards';
import type { PayoutAccount, WithdrawAccountInfo, WithdrawalRecord } from '@app/contract/wallet';
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adjustBalance } from '../services/ledger';
import { startTestServer, type TestServer } from '../testing/test-server';

// The reward centre's relays and the turnover feed end to end, as the app and staff send them.

const PASSWORD = 'Reward@2026';
const PIN = '246810';
const DAY = 86_400_000;

let s: TestServer;
let clock: number;
beforeEach(async () => {
  clock = Date.UTC(2026, 10, 30, 9);
  s = await startTestServer({ now: () => clock });
});
afterEach(() => s.close());

async function player(username: string) {
  const token = await s.loginNewMember(username, PASSWORD);
  const member = await s.admin<{ id: number }>('GET', `/admin/members/${username}`);
  return { token, id: member.body.value.id, username };
}
type Player = Awaited<ReturnType<typeof player>>;

const center = (p: Player) => s.relay<RewardCenter>('MCSFE_getRewardCenter', {}, { authorization: p.token });
const claim = (p: Player, kind: string, period: string) =>
  s.relay<RewardClaimAnswer>('MCSFE_claimReward', { kind, period }, { authorization: p.token });
const turnover = (p: Player, body: Record<string, unknown>) =>
  s.admin<{ recorded: boolean }>('POST', `/admin/members/${p.username}/turnover`, body);

describe('the reward centre', () => {
  it('claims the check-in once; the second claim answers reward.claimed', async () => {
    const p = await player('rw_checkin');
    const before = (await center(p)).body.value;
    expect(before.checkIn).toMatchObject({ todayDay: 1, claimedToday: false });
    const first = await claim(p, 'CHECK_IN', before.today);
    expect(first.body).toMatchObject({ success: true, value: { claim: { amount: 5_00 }, balance: 5_00 } });
    const second = await claim(p, 'CHECK_IN', before.today);
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({ success: false, errorCode: 'reward.claimed' });
    const after = (await center(p)).body.value;
    expect(after).toMatchObject({ checkIn: { claimedToday: true }, locked: 5_00, turnoverToPlay: 5_00 });
    const history = await s.relay<RewardHistory>(
      'MCSFE_getRewardHistory',
      { page: 1 },
      { authorization: p.token },
    );
    expect(history.body.value).toMatchObject({ total: 1, items: [{ kind: 'CHECK_IN' }] });
  });

  it('refuses a malformed claim with request.invalid, never a 5xx', async () => {
    const p = await player('rw_bad');
    for (const body of [
      { kind: 'JACKPOT', period: '2026-11-30' },
      { kind: 'CHECK_IN', period: 'today' },
      {},
    ]) {
      const res = await s.relay('MCSFE_claimReward', body, { authorization: p.token });
      expect(res.status).toBeLessThan(500);
      expect(res.body).toMatchObject({ success: false, errorCode: 'request.invalid' });
    }
  });

  it('the feed may report a bet played earlier: it counts on its day', async () => {
    const p = await player('rw_earlier');
    await turnover(p, { amount: 10_000_00, playedAt: clock - DAY });
    expect((await center(p)).body.value.rebate.days).toEqual([
      { period: '2026-11-29', turnover: 10_000_00, amount: 50_00, claimed: false },
    ]);
  });

  it("a rebate of yesterday's turnover recorded through the admin API", async () => {
    const p = await player('rw_rebate');
    const recorded = await turnover(p, { amount: 20_000_00, gameCode: 'SLOT1', reference: 'FEED-1' });
    expect(recorded.body.value).toMatchObject({ recorded: true });
    expect((await turnover(p, { amount: 20_000_00, reference: 'FEED-1' })).body.value).toMatchObject({
      recorded: false,
    });
    clock += DAY;
    // The session of yesterday has ended (24 hours): the member signs in again.
    p.token = await s.login(p.username, PASSWORD);
    const rebate = (await center(p)).body.value.rebate;
    expect(rebate.days).toEqual([
      { period: '2026-11-30', turnover: 20_000_00, amount: 100_00, claimed: false },
    ]);
    expect((await claim(p, 'REBATE', '2026-11-30')).body).toMatchObject({
      success: true,
      value: { balance: 100_00 },
    });
    const staff = await s.admin<{ claims: unknown[] }>('GET', `/admin/members/${p.username}/rewards`);
    expect(staff.body.value.claims).toHaveLength(1);
  });

  it('REWCEN3 off: every reward call answers reward.closed', async () => {
    const p = await player('rw_off');
    await s.admin('PATCH', '/admin/merchants/DEMO/settings', { public: { whitelabel: { REWCEN3: false } } });
    expect((await center(p)).body).toMatchObject({ success: false, errorCode: 'reward.closed' });
    expect((await claim(p, 'CHECK_IN', '2026-11-30')).body).toMatchObject({ errorCode: 'reward.closed' });
  });

  it('the admin feed refuses a bad bet with 400 and an unknown member with 404', async () => {
    const p = await player('rw_feed');
    expect((await turnover(p, { amount: 0 })).status).toBe(400);
    expect((await turnover(p, { amount: 100, reference: 'has space' })).status).toBe(400);
    expect((await turnover(p, { amount: 100, playedAt: clock + 1 })).status).toBe(400);
    expect((await turnover(p, { amount: 100, playedAt: clock - 31 * DAY })).status).toBe(400);
    expect((await s.admin('POST', '/admin/members/nobody_here/turnover', { amount: 100 })).status).toBe(404);
  });
});

describe('bonus locks on withdrawals', () => {
  it('the account info names the lock, a withdrawal above what is left is refused, and turnover releases it', async () => {
    const p = await player('rw_lock');
    await adjustBalance(s.app.appContext.db, p.id, 1_000_00, 'test', clock);
    await s.postEncrypted(
      '/wps/wallet/withdrawPassword',
      { loginPassword: PASSWORD, withdrawPassword: PIN },
      {
        authorization: p.token,
      },
    );
    const card = await s.postEncrypted<PayoutAccount>(
      '/wps/wallet/payoutAccount',
      { kind: 'BANK_CARD', provider: 'BDO', accountNumber: '1234 5678 9012', holderName: 'Ana Reyes' },
      { authorization: p.token },
    );
    await s.admin('PATCH', '/admin/merchants/DEMO/settings', {
      rewards: {
        checkInAmounts: [200_00, 5_00, 10_00, 10_00, 15_00, 20_00, 50_00],
        checkInTurnoverMultiplier: 2,
      },
    });
    await claim(p, 'CHECK_IN', '2026-11-30');
    const info = async () =>
      (await s.relay<WithdrawAccountInfo>('MCSFE_getWithdrawAccountInfo', {}, { authorization: p.token }))
        .body.value;
    expect(await info()).toMatchObject({
      balance: 1_200_00,
      withdrawable: 1_000_00,
      bonusLocked: 200_00,
      turnoverToPlay: 400_00,
    });
    const withdraw = (amount: number) =>
      s.postEncrypted<WithdrawalRecord>(
        '/wps/wallet/withdraw',
        { withdrawPassword: PIN, idempotencyKey: randomUUID(), accountId: card.body.value.id, amount },
        { authorization: p.token },
      );
    const refused = await withdraw(1_100_00);
    expect(refused.body).toMatchObject({
      success: false,
      errorCode: 'wallet.bonus.locked',
      value: { locked: 200_00, turnoverToPlay: 400_00 },
    });
    await turnover(p, { amount: 400_00 });
    expect(await info()).toMatchObject({ withdrawable: 1_200_00, bonusLocked: 0, turnoverToPlay: 0 });
    expect((await withdraw(1_100_00)).body).toMatchObject({ success: true });
  });
});
