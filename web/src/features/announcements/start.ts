import { LEGACY_POPUP_LOOKUP_DELAY_MS, POPUP_LOOKUP_DELAY_MS } from '@app/contract/constants/announcements';
import { fetchCall } from '../../api/call-cache';
import { isHomeRoute } from '../../lib/route-table';
import { currentAppPath } from '../../lib/app-path';
import { onAppPathChange } from '../../lib/router';
import { useAppStore } from '../../stores/app-store';
import { useOverlays } from '../../stores/overlays';
import { announcementsApi } from './api';
import { categoryTitles, MAX_SLIDES, popupItems, slideOf } from './announcement-items';
import { announcementKey, currentVisit, readAnnouncementRecord } from './announcement-storage';
import {
  announcementVisibility,
  contentHash,
  itemsFor,
  type AnnouncementPlayer,
} from './announcement-visibility';

type Player = AnnouncementPlayer & { key: string };

const playerNow = (): Player => {
  const session = useAppStore.getState().session;
  return {
    signedIn: session !== null,
    firstTimeLogin: session?.firstTimeLogin ?? false,
    key: announcementKey(session?.userName ?? null),
  };
};

/** The popup opened for another player (a guest's, still queued when they signed in) is not theirs to see. */
const dismissOthers = (key: string) => {
  const overlays = useOverlays.getState();
  for (const o of overlays.overlays)
    if (o.kind === 'announcement' && o.storageKey !== key) overlays.dismiss(o.id);
};

/**
 * The announcement popup at work (signed-in §4): on a home route, after the lookup delay (500 ms
 * for a member, 1 s for a guest: "1 s for the older popup when logged out"), the player's items are fetched and,
 * when announcementVisibility says so, opened as the `announcement` overlay. Once per page per player: the
 * guest's lookup, then the member's after a sign-in (the player arrives home again). A player who leaves home
 * before the lookup is done gets it on their next return. Answers the stop.
 */
export function createAnnouncements(): () => void {
  const lookedUp = new Set<string>();
  let pending: { key: string; timer: ReturnType<typeof setTimeout> } | null = null;
  let stopped = false;

  const cancel = () => {
    if (pending) clearTimeout(pending.timer);
    pending = null;
  };

  const stillFor = (player: Player) =>
    !stopped && isHomeRoute(currentAppPath()) && playerNow().key === player.key;

  const lookUp = async (player: Player) => {
    lookedUp.add(player.key);
    const items = itemsFor(popupItems(await fetchCall(announcementsApi.list)), player).slice(0, MAX_SLIDES);
    const hashes = items.map(contentHash);
    const shows = announcementVisibility({
      hashes,
      stored: readAnnouncementRecord(player.key),
      visit: currentVisit(),
      now: Date.now(),
    });
    if (!shows) return;
    const categories = categoryTitles(await fetchCall(announcementsApi.categories));
    // Left home (or signed in or out) meanwhile: it shows on the next return instead.
    if (!stillFor(player)) {
      lookedUp.delete(player.key);
      return;
    }
    useOverlays.getState().open('announcement', {
      slides: items.map((item) => slideOf(item, categories)),
      forceRead: items.some((item) => item.forceRead),
      storageKey: player.key,
      hashes,
    });
  };

  const consider = () => {
    const player = playerNow();
    if (stopped || !isHomeRoute(currentAppPath()) || lookedUp.has(player.key)) return cancel();
    if (pending?.key === player.key) return;
    cancel();
    // 500 ms for popups, 1 s "for the older popup when logged out" (signed-in §4, §9).
    const delay = player.signedIn ? POPUP_LOOKUP_DELAY_MS : LEGACY_POPUP_LOOKUP_DELAY_MS;
    const timer = setTimeout(() => {
      pending = null;
      if (stillFor(player)) void lookUp(player);
    }, delay);
    pending = { key: player.key, timer };
  };

  const stops = [
    onAppPathChange(consider),
    useAppStore.subscribe((state, before) => {
      if (state.session?.userName === before.session?.userName && !state.session === !before.session) return;
      dismissOthers(playerNow().key);
      consider();
    }),
  ];
  consider();

  return () => {
    stopped = true;
    cancel();
    stops.forEach((stop) => stop());
  };
}

let started = false;

/** Starts the announcement popup, once per page (app/after-first-screen.ts, after the first screen). */
export function startAnnouncements(): void {
  if (started) return;
  started = true;
  createAnnouncements();
}
