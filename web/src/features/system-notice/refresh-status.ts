import type { SystemStatus } from '@app/contract/calls';
import { fetchCall, invalidateCalls } from '../../api/call-cache';
import { systemStatusQuery } from '../../stores/system-status';

/**
 * Asks for the system status again; the store follows the answer (stores/system-status.ts), so a notice shows
 * or clears without a reload. Settles with the answer (null: it failed, the last one stays).
 */
export const refreshSystemStatus = (): Promise<SystemStatus | null> => {
  invalidateCalls({ name: systemStatusQuery.name });
  return fetchCall(systemStatusQuery);
};
