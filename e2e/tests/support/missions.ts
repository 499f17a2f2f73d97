import type { MissionDefinition } from '@app/contract/missions';
import type { Admin } from './admin';

/** Staff steps of the missions room (server/src/admin/missions.ts) on a merchant of the test's own. */

export type NewMission = Omit<MissionDefinition, 'sortOrder' | 'enabled'> & Partial<MissionDefinition>;

/** A mission of the shop, answered as staff read it (its id). */
export const createMission = (shop: Admin, mission: NewMission) =>
  shop.send<MissionDefinition & { id: number }>('POST', `/admin/missions?merchant=${shop.merchant}`, mission);

/** The member's claims, newest first. */
export const missionClaims = (shop: Admin, username: string) =>
  shop.send<{ missionId: number; periodKey: string; reward: number; points: number }[]>(
    'GET',
    `/admin/members/${encodeURIComponent(username)}/mission-claims?merchant=${shop.merchant}`,
  );
