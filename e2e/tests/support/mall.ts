import type { MallItem, PointEntry, Redemption } from '@app/contract/mall';
import type { Admin } from './admin';

/** The point mall's staff steps (server/src/admin/mall.ts), on the merchant of the Admin given. */

/** An item as staff create it: the kind's own fields; the rest takes the API's defaults. */
export type NewMallItem = Pick<MallItem, 'kind' | 'title' | 'cost'> &
  Partial<Pick<MallItem, 'stock' | 'bonusAmount' | 'spins' | 'gameCode' | 'description'>>;

const q = (shop: Admin) => `merchant=${encodeURIComponent(shop.merchant)}`;

export const addMallItem = (shop: Admin, item: NewMallItem) =>
  shop.send<MallItem>('POST', `/admin/mall/items?${q(shop)}`, item);

/** Changes an item's fields (stock, active, cost …). */
export const setMallItem = (shop: Admin, id: number, patch: Partial<NewMallItem> & { active?: boolean }) =>
  shop.send<MallItem>('PUT', `/admin/mall/items/${id}?${q(shop)}`, patch);

export const mallItem = async (shop: Admin, id: number): Promise<MallItem | undefined> =>
  (await shop.send<MallItem[]>('GET', `/admin/mall/items?${q(shop)}`)).find((i) => i.id === id);

/** The member's points, the sum of their entries (equal to them) and the entries, newest first. */
export const memberPoints = (shop: Admin, username: string) =>
  shop.send<{ points: number; sum: number; entries: PointEntry[] }>(
    'GET',
    `/admin/members/${encodeURIComponent(username)}/points?${q(shop)}`,
  );

/** Staff's correction of a member's points (signed). */
export const adjustPoints = (shop: Admin, username: string, points: number, note: string) =>
  shop.send<{ points: number }>('POST', `/admin/members/${encodeURIComponent(username)}/points?${q(shop)}`, {
    points,
    note,
  });

export const redemptions = (shop: Admin, username: string) =>
  shop.send<(Redemption & { username: string })[]>(
    'GET',
    `/admin/mall/redemptions?${q(shop)}&username=${encodeURIComponent(username)}`,
  );

export const shipRedemption = (shop: Admin, id: string, trackingNote: string) =>
  shop.send<Redemption>('POST', `/admin/mall/redemptions/${encodeURIComponent(id)}/ship?${q(shop)}`, {
    trackingNote,
  });
