import { defaultVipSettings } from '@app/contract/default-vip';
import type { RelayResponse } from '@app/contract/relay';
import type { VipLevelsAnswer, VipSettings } from '@app/contract/vip';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { WalletSums } from '../services/ledger';
import type { Promotion } from '../services/vip';
import { startTestServer, type TestServer } from '../testing/test-server';

let s: TestServer;
let token: string;

beforeEach(async () => {
  s = await startTestServer();
  token = await s.loginNewMember('vip_staff', 'Vip@2026', { mobile: '+639171234567' });
});
afterEach(() => s.close());

const levels = async (auth?: string) =>
  (await s.relay<VipLevelsAnswer>('MCSFE_getVipLevels', {}, auth ? { authorization: auth } : {})).body;
const rank = async () =>
  (
    await s.relay<RelayResponse<'MCSFE_getPlayerRankProgress'>>(
      'MCSFE_getPlayerRankProgress',
      {},
      { authorization: token },
    )
  ).body.value;
const promote = (level: unknown, username = 'vip_staff') =>
  s.admin<Promotion>('PUT', `/admin/members/${username}/vip`, { level });

describe('MCSFE_getVipLevels', () => {
  it("a guest gets the merchant's levels and no standing", async () => {
    const answer = await levels();
    expect(answer.success).toBe(true);
    expect(answer.value).toEqual({ levels: defaultVipSettings().levels, standing: null });
  });

  it('a member gets their level 0 and the goals of level 1, counted from their records', async () => {
    // One sign-in so far (loginNewMember), a mobile on the account.
    expect((await levels(token)).value.standing).toEqual({
      level: 0,
      labelName: 'Member',
      next: [
        { kind: 'SIGN_INS', current: 1, target: 3, met: false },
        { kind: 'CONTACT', current: 1, target: 1, met: true },
      ],
    });
    expect(await rank()).toEqual({
      currentProgress: { completedConditions: 1, totalExpectedConditions: 2 },
      playerRankProgress: { labelId: 'VIP0' },
    });
  });
});

describe('staff set a member’s level', () => {
  it('promotion: the label, the level-up bonuses on the ledger once, what the member reads', async () => {
    const up = await promote(2);
    expect(up.body.value).toEqual({
      from: 0,
      level: 2,
      clubLabel: { labelName: 'Silver', labelId: 'VIP2', type: 'STAFF', rankLevel: 2 },
      bonuses: [
        { level: 1, amount: 50_00 },
        { level: 2, amount: 200_00 },
      ],
    });
    expect((await promote(2)).body.value.bonuses).toEqual([]);
    const standing = (await levels(token)).value.standing;
    expect(standing).toMatchObject({ level: 2, labelName: 'Silver' });
    expect(standing?.next.map((g) => g.kind)).toEqual([
      'DAYS_REGISTERED',
      'SIGN_INS',
      'CONTACT',
      'DEPOSIT_TOTAL',
    ]);
    expect(await rank()).toEqual({
      currentProgress: { completedConditions: 1, totalExpectedConditions: 4 },
      playerRankProgress: { labelId: 'VIP2' },
    });
    const member = await s.admin<{ wallet: WalletSums }>('GET', '/admin/members/vip_staff/ledger');
    expect(member.body.value.wallet).toEqual({ balance: 250_00, held: 0 });
    expect((await s.admin('GET', '/admin/members/vip_staff/vip')).body.value).toEqual(standing);
  });

  it.each([[6], [-1], ['2']])(
    'a level the merchant does not have (%j) is refused, nothing changed',
    async (level) => {
      const res = await promote(level);
      expect(res.status).toBe(400);
      expect((await levels(token)).value.standing?.level).toBe(0);
    },
  );

  it('an unknown member is 404', async () => {
    expect((await promote(1, 'nobody_here')).status).toBe(404);
  });
});

describe("the merchant's levels", () => {
  const two: VipSettings = {
    levels: [
      { level: 0, name: 'Guest', goals: [], benefits: [] },
      {
        level: 1,
        name: 'Star',
        goals: [{ kind: 'SIGN_INS', count: 1 }],
        benefits: [{ kind: 'DEDICATED_SERVICE' }],
      },
    ],
  };

  it('PUT replaces them whole; the relays read the new ones', async () => {
    const put = await s.admin<VipSettings>('PUT', '/admin/merchants/DEMO/vip-levels', two);
    expect(put.body.value).toEqual(two);
    expect((await s.admin('GET', '/admin/merchants/DEMO/vip-levels')).body.value).toEqual(two);
    expect((await levels(token)).value).toEqual({
      levels: two.levels,
      standing: {
        level: 0,
        labelName: 'Guest',
        next: [{ kind: 'SIGN_INS', current: 1, target: 1, met: true }],
      },
    });
    expect((await rank()).currentProgress).toEqual({ completedConditions: 1, totalExpectedConditions: 1 });
  });

  it('levels out of order are refused and the old ones kept', async () => {
    const res = await s.admin('PUT', '/admin/merchants/DEMO/vip-levels', { levels: [two.levels[1]] });
    expect(res.status).toBe(400);
    expect((await levels()).value.levels).toEqual(defaultVipSettings().levels);
  });
});

describe("staff's review", () => {
  it('promotes each member to the highest level their records reach, once, never down', async () => {
    // vip_staff: a mobile and 3 sign-ins reach Bronze (Silver asks for 30 days).
    await s.login('vip_staff', 'Vip@2026');
    await s.login('vip_staff', 'Vip@2026');
    await s.loginNewMember('vip_low', 'Vip@2026');
    await s.loginNewMember('vip_top', 'Vip@2026');
    await promote(5, 'vip_top');
    const review = async () =>
      (
        await s.admin<{ promoted: (Promotion & { username: string })[] }>(
          'POST',
          '/admin/merchants/DEMO/vip-review',
        )
      ).body.value.promoted;
    expect(await review()).toEqual([
      {
        username: 'vip_staff',
        from: 0,
        level: 1,
        clubLabel: { labelName: 'Bronze', labelId: 'VIP1', type: 'STAFF', rankLevel: 1 },
        bonuses: [{ level: 1, amount: 50_00 }],
      },
    ]);
    expect(await review()).toEqual([]);
    expect((await levels(token)).value.standing).toMatchObject({ level: 1, labelName: 'Bronze' });
    expect((await s.admin('GET', '/admin/members/vip_top/vip')).body.value).toMatchObject({ level: 5 });
  });
});

describe('the demo seed', () => {
  it('demo_member is Bronze, its level-up bonus on the ledger once', async () => {
    expect((await s.admin('GET', '/admin/members/demo_member/vip')).body.value).toMatchObject({
      level: 1,
      labelName: 'Bronze',
    });
    const ledger = await s.admin<{ entries: { kind: string; amount: number; note: string | null }[] }>(
      'GET',
      '/admin/members/demo_member/ledger',
    );
    // Other demo data may put more on it (the reward centre's check-ins): the VIP bonus is there once.
    expect(ledger.body.value.entries.filter((e) => e.note?.startsWith('VIP '))).toMatchObject([
      { kind: 'BONUS', amount: 50_00, note: 'VIP level-up bonus: Bronze (level 1)' },
    ]);
  });
});
