import { LANDING_QUEUE_MAX, LANDING_QUEUE_STORAGE_KEY } from '@app/contract/constants/registration';
import { local } from './storage';

/** Where the player landed: the query, the host name (no port) and when. */
export interface Landing {
  search: string;
  hostname: string;
  at: number;
}

const isLanding = (v: unknown): v is Landing => {
  const o = v as Partial<Landing> | null;
  return typeof o?.search === 'string' && typeof o.hostname === 'string' && typeof o.at === 'number';
};

const queued = (): Landing[] => {
  const stored = local.getJson<unknown>(LANDING_QUEUE_STORAGE_KEY);
  return Array.isArray(stored) ? stored.filter(isLanding) : [];
};

/**
 * At start: the landing joins the queue read for attribution when it is needed (lib/attribution.ts), so that
 * code stays out of the first load. A landing that can name nobody (no query, a host without a subdomain) is
 * not queued, nor one just like the last.
 */
export const queueLanding = (landing: Landing): void => {
  if (landing.search.length <= 1 && landing.hostname.split('.').length < 3) return;
  const all = queued();
  const last = all.at(-1);
  if (last && last.search === landing.search && last.hostname === landing.hostname) return;
  local.setJson(LANDING_QUEUE_STORAGE_KEY, [...all, landing].slice(-LANDING_QUEUE_MAX));
};

/** The queued landings, oldest first; the queue is emptied. */
export const takeQueuedLandings = (): Landing[] => {
  const all = queued();
  local.remove(LANDING_QUEUE_STORAGE_KEY);
  return all;
};
