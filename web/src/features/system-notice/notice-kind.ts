import type { SystemStatus } from '@app/contract/calls';

/** The screen that replaces the app while the status says so (entry §2, signed-in §2). */
export type NoticeKind = 'accessDenied' | 'maintenance';

/**
 * Which notice the status calls for, if any. A blocked visitor gets the access-denied notice even during
 * maintenance, as the server's access rule refuses them first (server/src/http/access-hook.ts).
 */
export const noticeKind = (
  status: Pick<SystemStatus, 'maintenance' | 'regionRestriction'>,
): NoticeKind | null =>
  status.regionRestriction ? 'accessDenied' : status.maintenance ? 'maintenance' : null;
