import type { MallItem, PointMall, Redemption } from '@app/contract/mall';
import { MALL_ERROR } from '@app/contract/mall-rules';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server';

let s: TestServer;
let token: string;

beforeEach(async () => {
  s = await startTestServer();
  token = await s.loginNewMember('mall_admin', 'Mall@2026');
});
afterEach(() => s.close());

const addItem = async (item: Record<string, unknown>) => s.admin<MallItem>('POST', '/admin/mall/items', item);
let keys = 0;
const redeem = (itemId: number, address: unknown = null, language = 'EN') =>
  s.relay<Redemption>(
    'MCSFE_redeemMallItem',
    { itemId, idempotencyKey: `adm-mall-${String(++keys).padStart(8, '0')}`, address },
    { authorization: token, language },
  );
const points = async () =>
  (await s.admin<{ points: number; sum: number }>('GET', '/admin/members/mall_admin/points')).body.value;

describe('the point mall admin API and relays', () => {
  it('checks an item whole: each kind with its own fields, an image as a path or an https URL', async () => {
    expect((await addItem({ kind: 'BONUS', title: 'No amount', cost: 10 })).status).toBe(400);
    expect((await addItem({ kind: 'PHYSICAL', title: 'Cap', cost: 10, spins: 5 })).status).toBe(400);
    expect(
      (await addItem({ kind: 'PHYSICAL', title: 'Cap', cost: 10, imageUrl: 'javascript:alert(1)' })).status,
    ).toBe(400);
    const cap = await addItem({
      kind: 'PHYSICAL',
      title: 'Cap',
      cost: 10,
      stock: 2,
      imageUrl: '/mall/cap.webp',
    });
    expect(cap.body.value).toMatchObject({
      kind: 'PHYSICAL',
      stock: 2,
      imageUrl: '/mall/cap.webp',
      active: true,
    });
    // A change is checked with the rest of the item: a cap cannot take a bonus amount.
    const id = cap.body.value.id;
    expect((await s.admin('PUT', `/admin/mall/items/${id}`, { bonusAmount: 100 })).status).toBe(400);
    expect((await s.admin('PUT', `/admin/mall/items/${id}`, { stock: 0 })).body.value).toMatchObject({
      stock: 0,
    });
    expect((await s.admin('PUT', '/admin/mall/items/999999', { stock: 1 })).status).toBe(404);
    expect((await s.admin('PUT', '/admin/mall/items/abc', { stock: 1 })).status).toBe(400);
  });

  it('a member earns from a deposit, redeems, is refused in their language; staff ship once and correct points', async () => {
    await s.admin('POST', '/admin/members/mall_admin/deposits', { amount: 500_00 });
    expect(await points()).toEqual(expect.objectContaining({ points: 500, sum: 500 }));
    const cap = (await addItem({ kind: 'PHYSICAL', title: 'Cap', cost: 300, stock: 1 })).body.value;
    const mall = await s.relay<PointMall>('MCSFE_getPointMall', {}, { authorization: token });
    expect(mall.body.value.points).toBe(500);
    expect(mall.body.value.items.find((i) => i.id === cap.id)).toMatchObject({ stock: 1 });

    const noAddress = await redeem(cap.id);
    expect(noAddress.status).toBe(200);
    expect(noAddress.body).toMatchObject({
      success: false,
      errorCode: MALL_ERROR.addressInvalid,
      value: { fields: ['name', 'phone', 'address'] },
    });
    const address = { name: 'Ana Cruz', phone: '09171234567', address: '7 Luna St, Pasig City' };
    const made = await redeem(cap.id, address);
    expect(made.body.value).toMatchObject({ status: 'AWAITING_SHIPMENT', address });
    const soldOut = await redeem(cap.id, address, 'CN');
    expect(soldOut.body).toMatchObject({
      success: false,
      errorCode: MALL_ERROR.soldOut,
      message: '该商品已售罄。',
    });
    expect(await points()).toEqual(expect.objectContaining({ points: 200 }));

    const listed = await s.admin<Redemption[]>('GET', '/admin/mall/redemptions?status=AWAITING_SHIPMENT');
    expect(listed.body.value).toMatchObject([{ id: made.body.value.id, username: 'mall_admin' }]);
    const path = `/admin/mall/redemptions/${made.body.value.id}`;
    expect((await s.admin('POST', `${path}/ship`, { trackingNote: 'LBC 1' })).body.value).toMatchObject({
      status: 'SHIPPED',
    });
    expect((await s.admin('POST', `${path}/ship`, { trackingNote: 'LBC 2' })).status).toBe(409);
    expect((await s.admin('POST', `${path}/cancel`)).status).toBe(409);
    expect((await s.admin('POST', '/admin/mall/redemptions/RNOPE/cancel')).status).toBe(404);

    const over = await s.admin('POST', '/admin/members/mall_admin/points', { points: -201, note: 'x' });
    expect(over.status).toBe(409);
    const fixed = await s.admin('POST', '/admin/members/mall_admin/points', { points: 50, note: 'goodwill' });
    expect(fixed.body.value).toEqual({ points: 250 });
  });

  it("seeds DEMO's mall: five items (one sold out) and demo_member's points, earned by its seeded bets", async () => {
    const items = (await s.admin<MallItem[]>('GET', '/admin/mall/items')).body.value;
    expect(items.map((i) => [i.kind, i.stock])).toEqual([
      ['BONUS', null],
      ['FREE_SPINS', null],
      ['PHYSICAL', 2],
      ['BONUS', 20],
      ['PHYSICAL', 0],
    ]);
    const demo = await s.admin<{ points: number; sum: number; entries: { kind: string }[] }>(
      'GET',
      '/admin/members/demo_member/points',
    );
    expect(demo.body.value.points).toBeGreaterThanOrEqual(1_200);
    expect(demo.body.value.sum).toBe(demo.body.value.points);
    expect(demo.body.value.entries.map((e) => e.kind)).toContain('EARN_PLAY');
  });

  it('answers the mall only to a member', async () => {
    expect((await s.relay('MCSFE_getPointMall', {})).status).toBe(401);
  });
});
