/**
 * When the announcement popup shows (signed-in §4 "Announcement popup"), decided purely.
 *
 * Which items: execution A for a signed-in player, B for a guest, and F besides A only on a first-time login.
 *
 * When it shows again, reading the spec's three sentences as one rule:
 * - "when the content hash list differs from the stored one": when the player's list holds an item whose hash
 *   is not in the stored list (new or changed content). A list that only lost items has nothing new to read:
 *   otherwise every member would see the A items again at the login after their first, when the F item drops
 *   out of their list. New content shows even while hide-today holds.
 * - Hide-today: "a stored hide-for-today time has passed the end of that day" and "hide-today lasts until the
 *   end of the next day after the hide time" are one rule when "that day" is the next day after the hide time:
 *   ticked at any moment of day D (the player's local calendar), the popup stays hidden for the rest of D and
 *   all of D+1, and shows again from 00:00 on D+2 (`hideTodayEnd`). A hide time whose day has not begun yet
 *   (the clock was turned back, or storage was tampered with) hides nothing: it cannot hide the popup for years.
 * - "Closing saves show=false": without hide-today, a closed list stays closed for the rest of the visit (this
 *   browser tab's session: other home visits, reloads), and shows on the next visit. The checkbox is what keeps
 *   it away longer; were show=false kept for good, ticking "don't show again today" would bring the popup back
 *   sooner than not ticking it.
 */

export type Execution = 'A' | 'B' | 'F';

/** The player as the popup sees them (the session info's firstTimeLogin: lib/session-info.ts). */
export interface AnnouncementPlayer {
  signedIn: boolean;
  firstTimeLogin: boolean;
}

/** The executions a player sees. */
export const executionsFor = ({ signedIn, firstTimeLogin }: AnnouncementPlayer): readonly Execution[] => {
  if (!signedIn) return ['B'];
  return firstTimeLogin ? ['A', 'F'] : ['A'];
};

/** The items a player sees, in the server's (the admin's) order. */
export const itemsFor = <T extends { execution: Execution }>(
  items: readonly T[],
  player: AnnouncementPlayer,
): T[] => {
  const executions = executionsFor(player);
  return items.filter((item) => executions.includes(item.execution));
};

/** What closing stored for one player (announcement-storage.ts). */
export interface AnnouncementRecord {
  /** The content hashes of the items shown when the player closed the popup. */
  hashes: readonly string[];
  /** false once closed ("closing saves show=false"). */
  show: boolean;
  /** When the player closed it with "don't show again today" ticked (ms); null without. */
  hideTime: number | null;
  /** The visit (browser tab session) in which it was closed. */
  visit: string | null;
}

export interface VisibilityFacts {
  /** The content hashes of the items this player sees now (`contentHash`), in order. */
  hashes: readonly string[];
  /** What closing stored for this player; null when nothing (or nothing readable) is stored. */
  stored: AnnouncementRecord | null;
  /** This visit's id (announcement-storage.ts `currentVisit`). */
  visit: string;
  now: number;
}

/** The moment hide-today ends for a hide time: 00:00 local time two calendar days after the hide time's day. */
export const hideTodayEnd = (hideTime: number): number => {
  const day = new Date(hideTime);
  // The Date constructor rolls the month and year over and follows daylight saving: local midnight of D+2.
  return new Date(day.getFullYear(), day.getMonth(), day.getDate() + 2).getTime();
};

const startOfDay = (time: number): number => {
  const day = new Date(time);
  return new Date(day.getFullYear(), day.getMonth(), day.getDate()).getTime();
};

/** Hide-today holds: from the start of the hide time's day until `hideTodayEnd`. */
export const hiddenToday = (hideTime: number, now: number): boolean =>
  now >= startOfDay(hideTime) && now < hideTodayEnd(hideTime);

/** Whether the popup shows now, for the items the player sees (see the rule at the top of this file). */
export const announcementVisibility = ({ hashes, stored, visit, now }: VisibilityFacts): boolean => {
  if (hashes.length === 0) return false;
  if (!stored) return true;
  if (hashes.some((hash) => !stored.hashes.includes(hash))) return true;
  if (stored.hideTime !== null && hiddenToday(stored.hideTime, now)) return false;
  // A hide-today that is over shows the popup again, whatever the visit.
  if (stored.hideTime !== null) return true;
  return stored.show || stored.visit !== visit;
};

/**
 * The content hash of an item: its title and HTML (53-bit cyrb53, as 14 hex digits). For telling a change, not
 * for security: it is computed on the player's device from what the server sent.
 */
export const contentHash = ({ title, content }: { title: string; content: string }): string => {
  const text = `${title}\u0000${content}`;
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16).padStart(14, '0');
};
