// @vitest-environment node
// Runs in a process of its own (web/vitest.config.ts): it sets the time zone (TZ).
import { afterEach, describe, expect, it } from 'vitest';
import {
  announcementVisibility,
  contentHash,
  executionsFor,
  hideTodayEnd,
  itemsFor,
  type AnnouncementRecord,
  type VisibilityFacts,
} from './announcement-visibility';

/** A moment in the player's local time zone (months from 1). */
const local = (y: number, mo: number, d: number, h = 0, mi = 0, s = 0, ms = 0) =>
  new Date(y, mo - 1, d, h, mi, s, ms).getTime();

const A1 = contentHash({ title: 'Weekend bonus', content: '<p>100% up to 500</p>' });
const A2 = contentHash({ title: 'Maintenance', content: '<p>Sunday 02:00</p>' });
const F1 = contentHash({ title: 'Welcome', content: '<p>Your first deposit doubles</p>' });
const A1_CHANGED = contentHash({ title: 'Weekend bonus', content: '<p>150% up to 500</p>' });

const MONDAY_10 = local(2025, 6, 16, 10);

const closed = (r: Partial<AnnouncementRecord> = {}): AnnouncementRecord => ({
  hashes: [A1, A2],
  show: false,
  hideTime: null,
  visit: 'visit-1',
  ...r,
});

const facts = (f: Partial<VisibilityFacts> = {}): VisibilityFacts => ({
  hashes: [A1, A2],
  stored: closed(),
  visit: 'visit-1',
  now: MONDAY_10,
  ...f,
});

describe('which items a player sees (signed-in §4: A signed in, B guests, F only on a first-time login)', () => {
  it.each<[string, { signedIn: boolean; firstTimeLogin: boolean }, string[]]>([
    ['a guest: B', { signedIn: false, firstTimeLogin: false }, ['B']],
    ['a signed-in member: A', { signedIn: true, firstTimeLogin: false }, ['A']],
    ['a member on a first-time login: A and F', { signedIn: true, firstTimeLogin: true }, ['A', 'F']],
  ])('%s', (_, player, executions) => {
    expect(executionsFor(player)).toEqual(executions);
  });

  it("keeps the admin's order", () => {
    const items = [
      { id: 'f', execution: 'F' as const },
      { id: 'b', execution: 'B' as const },
      { id: 'a', execution: 'A' as const },
    ];
    expect(itemsFor(items, { signedIn: true, firstTimeLogin: true }).map((i) => i.id)).toEqual(['f', 'a']);
    expect(itemsFor(items, { signedIn: false, firstTimeLogin: false }).map((i) => i.id)).toEqual(['b']);
  });
});

describe('when the popup shows (signed-in §4 "Announcement popup")', () => {
  it.each<[string, Partial<VisibilityFacts>, boolean]>([
    ['no items for this player: nothing to show', { hashes: [] }, false],
    ['nothing stored yet: shown', { stored: null }, true],
    // show=false
    ['closed in this visit, same content, no hide-today: not shown again in this visit', {}, false],
    ['closed in an earlier visit, no hide-today: shown on this visit', { visit: 'visit-2' }, true],
    ['a record that says show (never closed): shown', { stored: closed({ show: true }) }, true],
    // the content-hash list
    ['the hash list differs by a new item: shown, even in the same visit', { hashes: [A1, A2, F1] }, true],
    ['the hash list differs by a changed item: shown', { hashes: [A1_CHANGED, A2] }, true],
    ['an item was removed: nothing new to read, not shown', { hashes: [A2] }, false],
    [
      'the F item dropped out after the first login: the A item closed then is not shown again',
      { hashes: [A1], stored: closed({ hashes: [A1, F1] }) },
      false,
    ],
    ['the same items in another order: nothing new, not shown', { hashes: [A2, A1] }, false],
    [
      'new content shows while hide-today holds',
      { hashes: [A1_CHANGED, A2], stored: closed({ hideTime: MONDAY_10 }), now: local(2025, 6, 16, 11) },
      true,
    ],
  ])('%s', (_, f, shown) => {
    expect(announcementVisibility(facts(f))).toBe(shown);
  });
});

describe('hide-today: ticked on day D, hidden through the end of D+1, shown from 00:00 on D+2 (local time)', () => {
  const hiddenOn = (hideTime: number, now: number, visit = 'visit-2') =>
    !announcementVisibility(facts({ stored: closed({ hideTime }), now, visit }));

  it.each<[string, number, number, boolean]>([
    [
      'ticked Monday 10:00; Monday 10:01, in another visit: hidden',
      MONDAY_10,
      local(2025, 6, 16, 10, 1),
      true,
    ],
    ['…Monday 23:59:59.999: hidden', MONDAY_10, local(2025, 6, 16, 23, 59, 59, 999), true],
    ['…past midnight, Tuesday 00:00: still hidden (the next day)', MONDAY_10, local(2025, 6, 17), true],
    ['…Tuesday 12:00: hidden', MONDAY_10, local(2025, 6, 17, 12), true],
    [
      '…Tuesday 23:59:59.999, the end of the next day: hidden',
      MONDAY_10,
      local(2025, 6, 17, 23, 59, 59, 999),
      true,
    ],
    ['…Wednesday 00:00, past the end of the next day: shown', MONDAY_10, local(2025, 6, 18), false],
    ['…a week later: shown', MONDAY_10, local(2025, 6, 23, 9), false],
    ['ticked Monday 23:59: Tuesday 23:00 hidden', local(2025, 6, 16, 23, 59), local(2025, 6, 17, 23), true],
    ['ticked Monday 23:59: Wednesday 00:00 shown', local(2025, 6, 16, 23, 59), local(2025, 6, 18), false],
    ['ticked Monday 00:00: Tuesday 23:59 hidden', local(2025, 6, 16), local(2025, 6, 17, 23, 59), true],
    ['ticked Monday 00:00: Wednesday 00:00 shown', local(2025, 6, 16), local(2025, 6, 18), false],
    [
      'across the month: ticked 31 January, 1 February hidden',
      local(2025, 1, 31, 8),
      local(2025, 2, 1, 20),
      true,
    ],
    ['across the month: 2 February shown', local(2025, 1, 31, 8), local(2025, 2, 2), false],
    [
      'across the year: ticked 31 December, 1 January hidden',
      local(2025, 12, 31, 22),
      local(2026, 1, 1, 22),
      true,
    ],
    ['across the year: 2 January shown', local(2025, 12, 31, 22), local(2026, 1, 2), false],
    ['a clock turned back within the day still hides', MONDAY_10, local(2025, 6, 16, 9), true],
    [
      'a hide time whose day has not begun (clock turned back, tampering) hides nothing',
      MONDAY_10,
      local(2025, 6, 15, 12),
      false,
    ],
    ['a hide time years ahead hides nothing', local(2999, 1, 1), MONDAY_10, false],
  ])('%s', (_, hideTime, now, hidden) => {
    expect(hiddenOn(hideTime, now)).toBe(hidden);
  });

  it('once hide-today is over it shows again even in the visit it was closed in', () => {
    expect(
      announcementVisibility(facts({ stored: closed({ hideTime: MONDAY_10 }), now: local(2025, 6, 18, 8) })),
    ).toBe(true);
  });

  describe("in other time zones (the player's local calendar, daylight saving included)", () => {
    const zone = process.env.TZ;
    afterEach(() => {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    });

    it.each<[string, string, string, string]>([
      // UTC+8: local midnight is 16:00 UTC the day before.
      ['Asia/Manila', '2025-06-16T02:00:00Z', '2025-06-17T16:00:00.000Z', 'Wednesday 00:00 in Manila'],
      // Spring forward on 9 March 2025: the day after is 23 hours long.
      ['America/New_York', '2025-03-08T17:00:00Z', '2025-03-10T04:00:00.000Z', '00:00 EDT on 10 March'],
      // Fall back on 2 November 2025: the day after is 25 hours long.
      ['America/New_York', '2025-11-01T16:00:00Z', '2025-11-03T05:00:00.000Z', '00:00 EST on 3 November'],
    ])('%s: ticked at %s, shown again from %s (%s)', (tz, hidden, end) => {
      process.env.TZ = tz;
      const hideTime = Date.parse(hidden);
      expect(new Date(hideTodayEnd(hideTime)).toISOString()).toBe(end);
      const stored = closed({ hideTime });
      expect(announcementVisibility(facts({ stored, visit: 'other', now: Date.parse(end) - 1 }))).toBe(false);
      expect(announcementVisibility(facts({ stored, visit: 'other', now: Date.parse(end) }))).toBe(true);
    });
  });
});

describe('the content hash', () => {
  it('is the same for the same title and content, and differs when either changes', () => {
    const item = { title: 'Weekend bonus', content: '<p>100% up to 500</p>' };
    expect(contentHash({ ...item })).toBe(A1);
    expect(contentHash({ ...item, title: 'Weekend bonus!' })).not.toBe(A1);
    expect(contentHash({ ...item, content: '<p>100% up to 501</p>' })).not.toBe(A1);
    // The separator keeps title and content apart.
    expect(contentHash({ title: 'ab', content: 'c' })).not.toBe(contentHash({ title: 'a', content: 'bc' }));
    expect(A1).toMatch(/^[0-9a-f]{14}$/);
  });
});
