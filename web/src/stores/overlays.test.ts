// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OVERLAY_PRIORITY, shownOverlay, useOverlays, type Overlay, type OverlayKind } from './overlays';

afterEach(() => useOverlays.setState({ overlays: [] }));

const ANNOUNCEMENT = { slides: [], forceRead: false, storageKey: 'guest', hashes: [] };

let id = 0;
const queued = (kind: OverlayKind): Overlay =>
  (kind === 'alert' ? { id: ++id, kind, message: `alert ${id}` } : { id: ++id, kind }) as Overlay;

describe('overlays: one at a time, by priority', () => {
  it('the order: session expiry, alerts, notices, the update prompt, upgrade, announcement, download prompts, image popup, push opt-in', () => {
    expect(OVERLAY_PRIORITY).toEqual([
      'sessionExpired',
      'alert',
      'notice',
      'update',
      'upgrade',
      'announcement',
      'download',
      'image',
      'push',
    ]);
  });

  it.each<[string, OverlayKind[], number | null]>([
    ['nothing queued, nothing shown', [], null],
    ['one overlay shows', ['image'], 0],
    ['an alert goes before the announcement that came first', ['announcement', 'alert'], 1],
    ['the upgrade modal goes before the download prompt', ['download', 'upgrade'], 1],
    ['a notice goes before the upgrade modal', ['upgrade', 'notice'], 1],
    ['a notice goes before the update prompt', ['update', 'notice'], 1],
    ['the update prompt goes before the upgrade modal', ['upgrade', 'update'], 1],
    [
      'the announcement goes before the download prompt and the image popup',
      ['image', 'download', 'announcement'],
      2,
    ],
    ['the download prompt goes before the image popup', ['image', 'download'], 1],
    ['the push opt-in waits for the image popup', ['push', 'image'], 1],
    ['the push opt-in waits for the announcement', ['push', 'announcement'], 1],
    ['session expiry goes before everything', ['alert', 'notice', 'sessionExpired', 'upgrade'], 2],
    ['within a kind, first come first shown', ['announcement', 'alert', 'alert'], 1],
  ])('%s', (_, kinds, shownIndex) => {
    const queue = kinds.map(queued);
    expect(shownOverlay(queue)).toBe(shownIndex === null ? undefined : queue[shownIndex]);
  });

  it('a lower overlay waits while a higher one shows, and comes back when it is dismissed', () => {
    const store = useOverlays.getState();
    const announcement = store.open('announcement', ANNOUNCEMENT);
    expect(shownOverlay(useOverlays.getState().overlays)?.id).toBe(announcement);
    store.alert('Wrong code.');
    const alert = shownOverlay(useOverlays.getState().overlays)!;
    expect(alert).toMatchObject({ kind: 'alert', message: 'Wrong code.' });
    store.dismiss(alert.id);
    expect(shownOverlay(useOverlays.getState().overlays)?.id).toBe(announcement);
  });

  it('session expiry drops what was queued and releases whoever waited on an alert', () => {
    const store = useOverlays.getState();
    const onConfirm = vi.fn();
    store.alert('Busy', { onConfirm });
    store.open('download', { view: 'popup', trigger: 'first_deposit', closable: true });
    store.showSessionExpired();
    store.showSessionExpired();
    expect(useOverlays.getState().overlays).toMatchObject([{ kind: 'sessionExpired' }]);
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('session expiry keeps the update prompt, which shows once, behind its notice', () => {
    const store = useOverlays.getState();
    const update = store.open('update', {});
    store.open('announcement', ANNOUNCEMENT);
    store.showSessionExpired();
    const { overlays } = useOverlays.getState();
    expect(overlays).toMatchObject([{ kind: 'sessionExpired' }, { kind: 'update', id: update }]);
    store.dismiss(shownOverlay(overlays)!.id);
    expect(shownOverlay(useOverlays.getState().overlays)?.id).toBe(update);
  });
});
