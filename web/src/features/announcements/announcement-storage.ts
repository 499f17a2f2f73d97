import { merchantCode } from '../../lib/merchant';
import { local, session } from '../../lib/storage';
import type { AnnouncementRecord } from './announcement-visibility';

/**
 * What closing the announcement popup stores (signed-in §4: "storage keys are per user, or a guest key"): one
 * record per member of this merchant, one for its guests, in local storage, so that hide-today outlasts the tab.
 * Whatever is found there is checked: a value that is not a whole record counts as none (the popup shows).
 */
const KEY_PREFIX = 'announcementPopup';
/** This visit's id, in session storage: it lasts as long as the tab's session (announcement-visibility.ts). */
export const VISIT_KEY = 'announcementVisit';
/** More hashes than any popup holds: a longer list is not ours. */
const MAX_HASHES = 200;

/** The member's key (merchant and username), or the merchant's guest key. */
export const announcementKey = (userName: string | null): string =>
  userName === null
    ? `${KEY_PREFIX}:${merchantCode}:guest`
    : `${KEY_PREFIX}:${merchantCode}:member:${userName}`;

const isRecord = (v: unknown): v is AnnouncementRecord => {
  if (typeof v !== 'object' || v === null) return false;
  const o = v as Record<string, unknown>;
  return (
    Array.isArray(o.hashes) &&
    o.hashes.length <= MAX_HASHES &&
    o.hashes.every((h) => typeof h === 'string') &&
    typeof o.show === 'boolean' &&
    (o.hideTime === null || (typeof o.hideTime === 'number' && Number.isFinite(o.hideTime))) &&
    (o.visit === null || typeof o.visit === 'string')
  );
};

/** The stored record of a key; null when there is none or it is not a whole record. */
export const readAnnouncementRecord = (key: string): AnnouncementRecord | null => {
  const value = local.getJson<unknown>(key);
  return isRecord(value) ? value : null;
};

// Kept for the page too: when session storage refuses the write, the visit is at least this page.
let visit: string | null = null;

/** This visit's id: made at the first look of the tab's session, then read back. */
export const currentVisit = (): string => {
  const stored = session.get(VISIT_KEY);
  if (stored) return (visit = stored);
  // crypto.getRandomValues works on plain http too (randomUUID needs a secure context).
  visit ??= Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');
  session.set(VISIT_KEY, visit);
  return visit;
};

/** Closing: show=false with the hashes shown, and the hide-today time when the checkbox was ticked. */
export const saveAnnouncementClosed = (
  key: string,
  { hashes, hideToday, now }: { hashes: readonly string[]; hideToday: boolean; now: number },
): void => {
  const record: AnnouncementRecord = {
    hashes,
    show: false,
    hideTime: hideToday ? now : null,
    visit: currentVisit(),
  };
  local.setJson(key, record);
};
