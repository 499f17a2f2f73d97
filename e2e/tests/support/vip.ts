import type { Admin, Member } from './admin';

/** What staff's promotion answers (server/src/admin/vip.ts). */
export interface Promotion {
  from: number;
  level: number;
  bonuses: { level: number; amount: number }[];
}

/** Staff set the member's VIP level (PUT /admin/members/:username/vip): its level-up bonuses are credited. */
export const setVipLevel = (admin: Admin, member: Member, level: number): Promise<Promotion> =>
  admin.send<Promotion>('PUT', `/admin/members/${member.username}/vip?merchant=${admin.merchant}`, { level });

/** Staff's review of the merchant (POST /admin/merchants/:code/vip-review): each member promoted as far as their records reach. */
export const reviewVipLevels = (admin: Admin): Promise<{ promoted: (Promotion & { username: string })[] }> =>
  admin.send('POST', `/admin/merchants/${admin.merchant}/vip-review`);
