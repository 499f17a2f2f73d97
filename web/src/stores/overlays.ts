import { create } from 'zustand';

/**
 * The overlays of the app, shown one at a time, highest priority first (the first kind here goes first).
 * - sessionExpired: the session is gone; whatever else was waiting is moot (but the update prompt), and its
 *   button leaves for /m/login.
 * - alert: the answer to what the player just did (title 'notice', button 'confirm'); a form may wait on it.
 * - notice: the app's own notices about the site (an unreachable domain).
 * - update: the update prompt (a new version to refresh to), behind a notice that the site cannot be reached.
 * - upgrade: the app-upgrade modal, which may be mandatory, so it comes before the merchant's content.
 * - announcement: the merchant's announcement popup.
 * - download: the download prompts, which sell the app rather than answer the player.
 * - image: the download image popup, the least urgent of the merchant's (it waits 20 s anyway, signed-in §4).
 * - push: the push opt-in dialog, a question the app asks for itself: it waits for everything else (entry §4).
 * A higher kind that arrives while a lower one shows takes the screen; the lower one waits in the queue and
 * shows again when the higher one is dismissed. Within a kind, first come first shown.
 */
export const OVERLAY_PRIORITY = [
  'sessionExpired',
  'alert',
  'notice',
  'update',
  'upgrade',
  'announcement',
  'download',
  'image',
  'push',
] as const;

export type OverlayKind = (typeof OVERLAY_PRIORITY)[number];

/**
 * What each kind carries besides its id (`object`: nothing); the view of each kind is in app/Overlays.tsx.
 */
export interface OverlayData {
  sessionExpired: object;
  alert: { message: string; title?: string; onConfirm?: () => void };
  notice: NoticeData;
  update: object;
  upgrade: UpgradeData;
  announcement: AnnouncementData;
  download: DownloadData;
  image: ImagePopupData;
  push: object;
}

/**
 * The app's notices about the site (features/unreachable-domain): the unreachable-domain modal with its message
 * (null: 'Error'), or the domain-not-available screen (entry §8).
 */
/**
 * The unreachable-domain modal's text: the server's message, or the key of the app's own text (translated when it
 * shows: the status may fail before the strings are loaded), or neither ('Error').
 */
export type NoticeData =
  | { view: 'unreachable'; message: string | null; messageKey: 'network_cors_error' | null }
  | { view: 'domainNotAvailable' };

/**
 * The announcement popup (features/announcements): the player's items as slides, in the admin's order. Closing
 * saves show=false with the items' content hashes (and the hide-today time) under the player's storage key.
 */
export interface AnnouncementData {
  slides: readonly AnnouncementSlide[];
  /** An item is force-read: the popup closes only on the last slide (signed-in §4). */
  forceRead: boolean;
  /** The member's or the guest key the closing is saved under. */
  storageKey: string;
  /** The slides' content hashes, as closing saves them. */
  hashes: readonly string[];
}

/** One item of the announcement popup. */
export interface AnnouncementSlide {
  id: string;
  title: string;
  /** Server HTML: it reaches the DOM only through components/SafeHtml.tsx. */
  content: string;
  /** Its category's title (PROMOFE_getPromotionAnnouncementCategory); null when there is none. */
  category: string | null;
}

/**
 * The download prompts (features/install): the install prompt offered at start (the bottom bar, or its
 * full-screen variant), the download popup of a launch-settings rule (its trigger, and whether it can be closed),
 * or the iOS step-by-step install guide.
 */
export type DownloadData =
  | { view: 'install'; fullScreen: boolean }
  | { view: 'popup'; trigger: string; closable: boolean }
  | { view: 'iosGuide' };

/**
 * The download image popup (features/image-popup): one banner of category app_download (signed-in §4). `slot` is
 * its place (1, 2: banner 1 is followed by banner 2), under which its file name and session flag are kept.
 */
export interface ImagePopupData {
  slot: number;
  /** The image's URL (on the image CDN or this site) and its file name, the last segment of its path. */
  imageUrl: string;
  fileName: string;
  /** The item's title: the image's alternative text. */
  title: string;
}

/** The app-upgrade modal (signed-in §4): the app link to upgrade through; closable unless mandatory. */
export interface UpgradeData {
  url: string;
  mandatory: boolean;
}

export type OverlayOf<K extends OverlayKind> = { id: number; kind: K } & OverlayData[K];
export type Overlay = { [K in OverlayKind]: OverlayOf<K> }[OverlayKind];

/** The overlay on screen: the first queued one of the highest-priority kind queued. */
export const shownOverlay = (queue: readonly Overlay[]): Overlay | undefined => {
  let shown: Overlay | undefined;
  for (const o of queue) {
    if (!shown || OVERLAY_PRIORITY.indexOf(o.kind) < OVERLAY_PRIORITY.indexOf(shown.kind)) shown = o;
  }
  return shown;
};

export interface Toast {
  id: number;
  message: string;
}

interface OverlayState {
  /** Queued overlays in arrival order; shownOverlay picks the one on screen. */
  overlays: Overlay[];
  toast: Toast | null;
  /** Loading indicators are hidden for a while after an error (signed-in §8); see hooks/use-loading-visible.ts. */
  loadingHidden: boolean;
  /** Queues an overlay of any kind; answers its id for dismiss. */
  open<K extends OverlayKind>(kind: K, data: OverlayData[K]): number;
  alert(message: string, options?: { title?: string; onConfirm?: () => void }): void;
  showSessionExpired(): void;
  dismiss(id: number): void;
  showToast(message: string, durationMs: number): void;
  hideLoading(durationMs: number): void;
}

let nextId = 1;
let toastTimer: ReturnType<typeof setTimeout> | undefined;
let loadingTimer: ReturnType<typeof setTimeout> | undefined;
/** Until when loading indicators stay hidden (ms since epoch): a later, shorter hiding does not cut it short. */
let loadingHiddenUntil = 0;

export const useOverlays = create<OverlayState>((set, get) => ({
  overlays: [],
  toast: null,
  loadingHidden: false,
  open(kind, data) {
    const id = nextId++;
    // The mapped union cannot follow a generic K; the object is exactly OverlayOf<K>.
    const overlay = { ...data, id, kind } as OverlayOf<typeof kind> as Overlay;
    set((s) => ({ overlays: [...s.overlays, overlay] }));
    return id;
  },
  alert(message, options) {
    get().open('alert', { message, ...options });
  },
  showSessionExpired() {
    // One notice is enough however many calls failed; alerts behind it are moot once logged out.
    const { overlays } = get();
    if (overlays.some((o) => o.kind === 'sessionExpired')) return;
    // The update prompt is not moot (it shows once, and the new version still waits): it stays behind.
    set({
      overlays: [{ id: nextId++, kind: 'sessionExpired' }, ...overlays.filter((o) => o.kind === 'update')],
    });
    // Whoever waits on a dropped alert must not wait forever (a busy form would stay locked).
    for (const o of overlays) if (o.kind === 'alert') o.onConfirm?.();
  },
  dismiss(id) {
    set((s) => ({ overlays: s.overlays.filter((o) => o.id !== id) }));
  },
  showToast(message, durationMs) {
    clearTimeout(toastTimer);
    const toast = { id: nextId++, message };
    set({ toast });
    toastTimer = setTimeout(() => {
      if (get().toast?.id === toast.id) set({ toast: null });
    }, durationMs);
  },
  hideLoading(durationMs) {
    loadingHiddenUntil = Math.max(loadingHiddenUntil, Date.now() + durationMs);
    clearTimeout(loadingTimer);
    set({ loadingHidden: true });
    // A timer, not a time read at render: the indicators come back on their own when the time is up.
    loadingTimer = setTimeout(() => {
      loadingHiddenUntil = 0;
      set({ loadingHidden: false });
    }, loadingHiddenUntil - Date.now());
  },
}));

/** Alert with a translated message and wait for the player's confirm. */
export const alertAndWait = (message: string, title?: string): Promise<void> =>
  new Promise((resolve) => useOverlays.getState().alert(message, { title, onConfirm: resolve }));
