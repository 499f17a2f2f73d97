// Runs in a process of its own (web/vitest.config.ts): it replaces window.location.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { Overlays } from './Overlays';
import { useOverlays } from '../stores/overlays';
import { renderAt } from '../test/render-at';
import { startUpdateCheck } from '../features/update-check';

afterEach(() => {
  useOverlays.setState({ overlays: [] });
  vi.unstubAllGlobals();
});

/** The server's two manifests, as the test sets them: the app's build and the desktop build's. */
const serve = (app: string, desktop: string) =>
  vi.fn((url: string) =>
    Promise.resolve(
      new Response(JSON.stringify({ files: { 'index.html': url.startsWith('/m/') ? app : desktop } })),
    ),
  );
const returnToPage = () => act(() => void document.dispatchEvent(new Event('visibilitychange')));

describe('the update prompt: a new deployment while the page is open', () => {
  it('shows once when a manifest changes, and its refresh reloads the new version', async () => {
    renderAt('/home', <Overlays />);
    let fetch = serve('/m/assets/index-a1.js', '/pc/assets/main-d1.js');
    vi.stubGlobal('fetch', fetch);
    const stop = startUpdateCheck();
    try {
      // The first check (1.5 s after the page started) reads both manifests.
      await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2), { timeout: 3_000 });
      returnToPage();
      await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(4));
      expect(screen.queryByRole('alertdialog')).toBeNull();

      fetch = serve('/m/assets/index-a1.js', '/pc/assets/main-d2.js');
      vi.stubGlobal('fetch', fetch);
      // A return while the last check still reads is not a check: return until one reads the new manifest.
      await vi.waitFor(() => {
        returnToPage();
        expect(useOverlays.getState().overlays).toHaveLength(1);
      });
      const prompt = await screen.findByRole('alertdialog', { name: 'Update available' }, { timeout: 5_000 });
      expect(prompt.textContent).toContain('A new version of the site is available.');

      // Once: later checks neither read again nor queue a second prompt.
      const reads = fetch.mock.calls.length;
      returnToPage();
      expect(fetch).toHaveBeenCalledTimes(reads);
      expect(useOverlays.getState().overlays).toHaveLength(1);

      const location = { pathname: '/m/home', search: '', reload: vi.fn(), replace: vi.fn() };
      vi.stubGlobal('location', location);
      fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
      // After a new service worker, if any, took over (features/update-check/activate-worker.ts).
      await vi.waitFor(() => expect(location.reload).toHaveBeenCalled());
      expect(screen.queryByRole('alertdialog')).toBeNull();
    } finally {
      stop();
    }
  });
});
