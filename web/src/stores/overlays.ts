import { create } from 'zustand';

/** Global overlays: alerts (title 'notice', button 'confirm'), the session-expired notice and toasts. */
export type Overlay =
  | { id: number; kind: 'alert'; message: string; title?: string; onConfirm?: () => void }
  | { id: number; kind: 'sessionExpired' };

export interface Toast {
  id: number;
  message: string;
}

interface OverlayState {
  overlays: Overlay[];
  toast: Toast | null;
  /** Until when loading indicators stay hidden after an error (ms since epoch). */
  loadingHiddenUntil: number;
  alert(message: string, options?: { title?: string; onConfirm?: () => void }): void;
  showSessionExpired(): void;
  dismiss(id: number): void;
  showToast(message: string, durationMs: number): void;
  hideLoading(durationMs: number): void;
}

let nextId = 1;
let toastTimer: ReturnType<typeof setTimeout> | undefined;

export const useOverlays = create<OverlayState>((set, get) => ({
  overlays: [],
  toast: null,
  loadingHiddenUntil: 0,
  alert(message, options) {
    set((s) => ({ overlays: [...s.overlays, { id: nextId++, kind: 'alert', message, ...options }] }));
  },
  showSessionExpired() {
    // One notice is enough however many calls failed; alerts behind it are moot once logged out.
    const { overlays } = get();
    if (overlays.some((o) => o.kind === 'sessionExpired')) return;
    set({ overlays: [{ id: nextId++, kind: 'sessionExpired' }] });
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
    set({ loadingHiddenUntil: Date.now() + durationMs });
  },
}));

/** Alert with a translated message and wait for the player's confirm. */
export const alertAndWait = (message: string, title?: string): Promise<void> =>
  new Promise((resolve) => useOverlays.getState().alert(message, { title, onConfirm: resolve }));
