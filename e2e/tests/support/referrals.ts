import type { AgentApplication } from '@app/contract/referrals';
import type { Admin } from './admin';

/** An agent application as staff list it (server/src/admin/referrals.ts). */
export type StaffApplication = AgentApplication & { memberId: number; username: string; memberType: number };

/** Staff's steps of the invite and agent pages, on the admin API (server/README.md, "Referrals and agents"). */
export const referralsStaff = (shop: Admin) => {
  const merchant = `merchant=${encodeURIComponent(shop.merchant)}`;
  return {
    /** The merchant's agent applications, newest first; of one member when given. */
    applications: async (username?: string): Promise<StaffApplication[]> => {
      const all = await shop.send<StaffApplication[]>('GET', `/admin/agent-applications?${merchant}`);
      return username ? all.filter((a) => a.username === username) : all;
    },
    approve: (id: number) =>
      shop.send<AgentApplication>('POST', `/admin/agent-applications/${id}/approve?${merchant}`),
    reject: (id: number, reason: string) =>
      shop.send<AgentApplication>('POST', `/admin/agent-applications/${id}/reject?${merchant}`, { reason }),
    /** The member's invite code, invitees (names unmasked) and rewards. */
    referrals: (username: string) =>
      shop.send<{
        inviteCode: string;
        invitees: { username: string; deposited: boolean; claimed: boolean }[];
        rewards: { amount: number }[];
      }>('GET', `/admin/members/${encodeURIComponent(username)}/referrals?${merchant}`),
  };
};
