import { local } from '../../lib/storage';

const STORAGE_KEY = 'depositsTracked';
/** Enough for every deposit a player makes between two visits; the oldest go first. */
export const TRACKED_MAX = 50;

/** The ids with `id` remembered (at most `max`, the newest kept), and whether it is new to them. */
export const rememberId = (
  ids: readonly string[],
  id: string,
  max: number,
): { ids: string[]; isNew: boolean } =>
  ids.includes(id) ? { ids: [...ids], isNew: false } : { ids: [...ids, id].slice(-max), isNew: true };

/**
 * Whether the success of deposit `id` is seen here for the first time in this browser: its tracking events and
 * the download prompts' check run once, though the page that shows it is reloaded or opened again.
 */
export const firstSuccessSeen = (id: string): boolean => {
  const stored = local.getJson<unknown>(STORAGE_KEY);
  const ids = Array.isArray(stored) ? stored.filter((v): v is string => typeof v === 'string') : [];
  const next = rememberId(ids, id, TRACKED_MAX);
  if (next.isNew) local.setJson(STORAGE_KEY, next.ids);
  return next.isNew;
};
