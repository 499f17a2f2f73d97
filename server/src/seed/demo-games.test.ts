import { DEMO_MERCHANT } from '@app/contract/default-settings';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listMatches, replaceMatches } from '../services/games';
import { startTestServer, type TestServer } from '../testing/test-server';
import { refreshDemoMatches } from './demo-games';

const DAY = 86_400_000;
const now = Date.UTC(2026, 5, 1, 12);
let s: TestServer;
beforeEach(async () => {
  // The demo's matches and activities are seeded relative to this clock.
  s = await startTestServer({ now: () => now, seedAtStart: true });
});
afterEach(() => s.close());

describe('refreshDemoMatches: a long-running demo keeps matches to show', () => {
  it("writes DEMO's matches again from now once every one has ended", async () => {
    const { db } = s.app.appContext;
    const later = now + 3 * DAY;
    expect(await listMatches(db, DEMO_MERCHANT, undefined, later)).toEqual([]);
    await refreshDemoMatches(db, later);
    const matches = await listMatches(db, DEMO_MERCHANT, undefined, later);
    expect(matches.length).toBeGreaterThan(0);
    expect(matches.every((m) => m.startTime > later)).toBe(true);
  });

  it('leaves an emptied list empty, and a list with a match still open as it is', async () => {
    const { db } = s.app.appContext;
    const before = await listMatches(db, DEMO_MERCHANT, undefined, now);
    await refreshDemoMatches(db, now);
    expect(await listMatches(db, DEMO_MERCHANT, undefined, now)).toEqual(before);
    await replaceMatches(db, DEMO_MERCHANT, []);
    await refreshDemoMatches(db, now + 3 * DAY);
    expect(await listMatches(db, DEMO_MERCHANT, undefined, now + 3 * DAY)).toEqual([]);
  });
});
