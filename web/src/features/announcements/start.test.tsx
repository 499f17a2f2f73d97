import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from '@testing-library/react';
import { LEGACY_POPUP_LOOKUP_DELAY_MS, POPUP_LOOKUP_DELAY_MS } from '@app/contract/constants/announcements';
import type { RelayResponse } from '@app/contract/relay';
import { useAppStore } from '../../stores/app-store';
import { useOverlays, type AnnouncementData } from '../../stores/overlays';
import { at, go, startWithRouter, wait } from '../../test/app-path';
import { sessionFixture } from '../../test/fixtures';
import { fail, mockCalls, ok, type RelayAnswers } from '../../test/mock-calls';
import { announcementKey, saveAnnouncementClosed } from './announcement-storage';
import { contentHash } from './announcement-visibility';
import { createAnnouncements } from './start';

type Item = RelayResponse<'MCSFE_getListAnnouncements'>[number];
const item = (id: string, execution: Item['execution'], patch: Partial<Item> = {}): Item => ({
  id,
  title: `Title ${id}`,
  content: `<p>Content ${id}</p>`,
  promotionType: 'events',
  execution,
  forceRead: false,
  ...patch,
});
const B1 = item('b1', 'B');
const B2 = item('b2', 'B', { promotionType: 'news' });
const ITEMS = [item('a1', 'A'), B1, item('f1', 'F'), B2];
const CATEGORIES = [
  { key: 'events', title: 'Events' },
  { key: 'news', title: 'News' },
];

const platform = (
  list: RelayAnswers['MCSFE_getListAnnouncements'] = ok(ITEMS),
  categories: RelayAnswers['PROMOFE_getPromotionAnnouncementCategory'] = ok(CATEGORIES),
) =>
  mockCalls({}, { MCSFE_getListAnnouncements: list, PROMOFE_getPromotionAnnouncementCategory: categories });

const popups = () =>
  useOverlays
    .getState()
    .overlays.filter(
      (o): o is AnnouncementData & { id: number; kind: 'announcement' } => o.kind === 'announcement',
    );
const shownIds = () => popups().map((p) => p.slides.map((s) => s.id));

let stop: (() => void) | undefined;
const start = () => {
  stop = startWithRouter(createAnnouncements);
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(new Date(2025, 5, 16, 10));
});
afterEach(() => {
  stop?.();
  useOverlays.setState({ overlays: [] });
  useAppStore.getState().signOut();
  localStorage.clear();
  sessionStorage.clear();
  vi.useRealTimers();
});

describe('the announcement popup at work (start.ts; signed-in §4)', () => {
  it('a guest on /m/home: after 1 s, the B items with their categories; the list asked for PR on M', async () => {
    const api = platform();
    at('/home');
    start();
    await wait(LEGACY_POPUP_LOOKUP_DELAY_MS - 1);
    expect(api.calls).toEqual([]);
    await wait(1);
    expect(shownIds()).toEqual([['b1', 'b2']]);
    expect(popups()[0]).toMatchObject({
      slides: [
        { id: 'b1', title: 'Title b1', content: '<p>Content b1</p>', category: 'Events' },
        { id: 'b2', category: 'News' },
      ],
      forceRead: false,
      storageKey: announcementKey(null),
      hashes: [B1, B2].map(contentHash),
    });
    expect(api.payloadsOf('MCSFE_getListAnnouncements')).toEqual([{ types: ['PR'], platform: 'M' }]);
  });

  it('a member: after 500 ms, the A items only', async () => {
    useAppStore.getState().signIn(sessionFixture());
    platform();
    at('/home');
    start();
    await wait(POPUP_LOOKUP_DELAY_MS - 1);
    expect(popups()).toEqual([]);
    await wait(1);
    expect(shownIds()).toEqual([['a1']]);
    expect(popups()[0]?.storageKey).toBe(announcementKey('player'));
  });

  it('a member on a first-time login: the A and F items', async () => {
    useAppStore.getState().signIn(sessionFixture({ firstTimeLogin: true }));
    platform();
    at('/home');
    start();
    await wait(POPUP_LOOKUP_DELAY_MS);
    expect(shownIds()).toEqual([['a1', 'f1']]);
  });

  it.each(['/', '/index', '/index.html'])('%s counts as home', async (path) => {
    platform();
    at(path);
    start();
    await wait(LEGACY_POPUP_LOOKUP_DELAY_MS);
    expect(shownIds()).toEqual([['b1', 'b2']]);
  });

  it('not off home; arriving home later starts the lookup delay then', async () => {
    const api = platform();
    at('/login');
    start();
    await wait(5_000);
    expect(api.calls).toEqual([]);
    await go('/home');
    await wait(LEGACY_POPUP_LOOKUP_DELAY_MS - 1);
    expect(popups()).toEqual([]);
    await wait(1);
    expect(shownIds()).toEqual([['b1', 'b2']]);
  });

  it('leaving home before the delay is over: no lookup, until the player returns', async () => {
    const api = platform();
    at('/home');
    start();
    await wait(LEGACY_POPUP_LOOKUP_DELAY_MS / 2);
    await go('/register');
    await wait(LEGACY_POPUP_LOOKUP_DELAY_MS);
    expect(api.calls).toEqual([]);
    await go('/home');
    await wait(LEGACY_POPUP_LOOKUP_DELAY_MS);
    expect(shownIds()).toEqual([['b1', 'b2']]);
  });

  it('once per page per player: back on home after closing, no second lookup', async () => {
    const api = platform();
    at('/home');
    start();
    await wait(LEGACY_POPUP_LOOKUP_DELAY_MS);
    useOverlays.getState().dismiss(popups()[0]!.id);
    await go('/register');
    await go('/home');
    await wait(10_000);
    expect(popups()).toEqual([]);
    expect(api.payloadsOf('MCSFE_getListAnnouncements')).toHaveLength(1);
  });

  it("after the guest's lookup, a sign-in that lands home looks up the member's items", async () => {
    platform();
    at('/home');
    start();
    await wait(LEGACY_POPUP_LOOKUP_DELAY_MS);
    useOverlays.getState().dismiss(popups()[0]!.id);
    await go('/login');
    act(() => useAppStore.getState().signIn(sessionFixture()));
    await go('/home');
    await wait(POPUP_LOOKUP_DELAY_MS);
    expect(shownIds()).toEqual([['a1']]);
  });

  it("a guest's popup still queued when the player signs in is not shown to the member", async () => {
    platform();
    at('/home');
    start();
    // A higher overlay holds the screen; the guest's popup waits behind it.
    useOverlays.getState().alert('Notice');
    await wait(LEGACY_POPUP_LOOKUP_DELAY_MS);
    expect(shownIds()).toEqual([['b1', 'b2']]);
    act(() => useAppStore.getState().signIn(sessionFixture()));
    await wait(POPUP_LOOKUP_DELAY_MS);
    expect(shownIds()).toEqual([['a1']]);
  });

  it('signed out during the lookup: the guest key is not the member, nothing opens for the member', async () => {
    useAppStore.getState().signIn(sessionFixture());
    let answer: (() => void) | undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    platform(async () => {
      await answered;
      return ok(ITEMS);
    });
    at('/home');
    start();
    await wait(POPUP_LOOKUP_DELAY_MS);
    act(() => useAppStore.getState().signOut());
    answer?.();
    await wait(0);
    // The member's answer is dropped; the guest gets their own lookup.
    await wait(LEGACY_POPUP_LOOKUP_DELAY_MS);
    expect(shownIds()).toEqual([['b1', 'b2']]);
  });

  it.each<[string, Parameters<typeof platform>[0]]>([
    ['fails', fail('system.error', 'Down')],
    ['answers HTTP 500', { status: 500, body: fail(null) }],
    ['cannot be reached', 'network-error'],
    ['answers garbage', ok('<html>' as unknown as Item[])],
  ])('the list %s: no popup and no notice (quiet)', async (_, list) => {
    platform(list);
    at('/home');
    start();
    await wait(LEGACY_POPUP_LOOKUP_DELAY_MS);
    expect(useOverlays.getState().overlays).toEqual([]);
    expect(useOverlays.getState().toast).toBeNull();
  });

  it('the categories fail: the slides show without their labels', async () => {
    platform(ok(ITEMS), fail('system.error'));
    at('/home');
    start();
    await wait(LEGACY_POPUP_LOOKUP_DELAY_MS);
    expect(popups()[0]?.slides.map((s) => s.category)).toEqual([null, null]);
  });

  it('no item for this player: no popup, and the categories are not asked for', async () => {
    const api = platform(ok([item('a1', 'A')]));
    at('/home');
    start();
    await wait(LEGACY_POPUP_LOOKUP_DELAY_MS);
    expect(popups()).toEqual([]);
    expect(api.payloadsOf('PROMOFE_getPromotionAnnouncementCategory')).toEqual([]);
  });

  it('one force-read item makes the whole popup force-read', async () => {
    platform(ok([item('b1', 'B'), item('b2', 'B', { forceRead: true })]));
    at('/home');
    start();
    await wait(LEGACY_POPUP_LOOKUP_DELAY_MS);
    expect(popups()[0]?.forceRead).toBe(true);
  });

  it('closed with the same content in this visit: not shown; garbage in storage: shown', async () => {
    const hashes = [B1, B2].map(contentHash);
    saveAnnouncementClosed(announcementKey(null), { hashes, hideToday: false, now: Date.now() });
    platform();
    at('/home');
    start();
    await wait(LEGACY_POPUP_LOOKUP_DELAY_MS);
    expect(popups()).toEqual([]);

    stop?.();
    localStorage.setItem(announcementKey(null), '{"hashes":');
    start();
    await wait(LEGACY_POPUP_LOOKUP_DELAY_MS);
    expect(shownIds()).toEqual([['b1', 'b2']]);
  });
});
