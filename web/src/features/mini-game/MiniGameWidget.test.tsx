import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../test/render-at';
import { sessionFixture } from '../../test/fixtures';
import { setInterfaceLanguage } from '../../lib/language-storage';
import { MiniGameWidget } from './MiniGameWidget';

const loadScript = vi.hoisted(() => vi.fn<(url: string) => Promise<void>>());
vi.mock('../../lib/load-script', () => ({ loadScript }));

afterEach(() => {
  delete window.MiniGame;
  loadScript.mockReset();
});

/** A stand-in of the demo script: records its mounts and renders a close button that calls onClose. */
const fakeGame = (version: 'v1' | 's1') => {
  const unmount = vi.fn();
  const mount = vi.fn((container: HTMLElement, opts: { onClose(): void }) => {
    const close = document.createElement('button');
    close.textContent = 'Close game';
    close.onclick = () => opts.onClose();
    container.append(close);
    return () => {
      close.remove();
      unmount();
    };
  });
  return { version, mount, unmount };
};

describe('MiniGameWidget', () => {
  it('loads /mini-game/{version}/minigame.js?_t=, and a tap mounts the game with the token and language', async () => {
    const game = fakeGame('v1');
    loadScript.mockImplementation(async () => {
      window.MiniGame = game;
    });
    setInterfaceLanguage('VI');
    renderAt('/home', <MiniGameWidget version="v1" />, { session: sessionFixture({ token: 'tok-7' }) });
    const fab = await screen.findByRole('button', { name: 'Open the mini-game' });
    expect(loadScript.mock.calls[0]?.[0]).toMatch(/^\/mini-game\/v1\/minigame\.js\?_t=\d+$/);

    await userEvent.click(fab);
    const dialog = await screen.findByRole('dialog', { name: 'Mini-game' });
    expect(game.mount).toHaveBeenCalledWith(expect.any(HTMLElement), {
      token: 'tok-7',
      language: 'VI',
      onClose: expect.any(Function),
    });
    // Focus goes into the game once it is there.
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Close game'));

    await userEvent.click(screen.getByRole('button', { name: 'Close game' }));
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    expect(game.unmount).toHaveBeenCalledTimes(1);
  });

  const nothing: [what: string, load: () => Promise<void>][] = [
    ['the script does not load', () => Promise.reject(new Error('offline'))],
    [
      'the script defines another flavour',
      async () => {
        window.MiniGame = fakeGame('s1');
      },
    ],
    [
      'the script defines no mount',
      async () => {
        window.MiniGame = { version: 'v1' };
      },
    ],
  ];
  it.each(nothing)('nothing shows when %s', async (_what, load) => {
    loadScript.mockImplementation(load);
    renderAt('/home', <MiniGameWidget version="v1" />, { session: sessionFixture() });
    await act(() => Promise.resolve());
    await waitFor(() => expect(loadScript).toHaveBeenCalled());
    expect(screen.queryByRole('button', { name: 'Open the mini-game' })).toBeNull();
  });

  it('a game that throws when it starts closes its panel; the app goes on', async () => {
    loadScript.mockImplementation(async () => {
      window.MiniGame = {
        version: 's1',
        mount: () => {
          throw new Error('broken game');
        },
      };
    });
    renderAt('/home', <MiniGameWidget version="s1" />, { session: sessionFixture() });
    await userEvent.click(await screen.findByRole('button', { name: 'Open the mini-game' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Open the mini-game' })).toBeTruthy();
  });
});
