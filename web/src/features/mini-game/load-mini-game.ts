import { loadScript } from '../../lib/load-script';
import { miniGameScriptPath, type MiniGameVersion } from './mini-game-script';

/** What the mini-game script puts on the page (the interface the reference server's demo script implements). */
export interface MiniGame {
  version: MiniGameVersion;
  /** Renders the game into `container`; answers the function that takes it away again. */
  mount(
    container: HTMLElement,
    opts: { token: string | null; language: string; onClose(): void },
  ): () => void;
}

declare global {
  interface Window {
    MiniGame?: unknown;
  }
}

const isMiniGame = (value: unknown, version: MiniGameVersion): value is MiniGame =>
  typeof value === 'object' &&
  value !== null &&
  (value as { version?: unknown }).version === version &&
  typeof (value as { mount?: unknown }).mount === 'function';

// Once per page and flavour: the timestamp is the page's, so a second widget does not fetch it again.
const loads = new Map<MiniGameVersion, Promise<MiniGame | null>>();

/**
 * The mini-game script of `version`, loaded after the first screen (entry §4): the game it defines, or null
 * when it cannot load or defines something else (the widget then does not show; a later mount tries again).
 */
export const loadMiniGame = (version: MiniGameVersion): Promise<MiniGame | null> => {
  let load = loads.get(version);
  if (!load) {
    load = loadScript(miniGameScriptPath(version, Date.now())).then(
      () => (isMiniGame(window.MiniGame, version) ? window.MiniGame : null),
      () => null,
    );
    void load.then((game) => {
      if (!game) loads.delete(version);
    });
    loads.set(version, load);
  }
  return load;
};

// Each unit test starts with no script loaded (test/setup.ts runs the resets); dropped from the app's build.
if (import.meta.env.MODE === 'test') {
  ((globalThis as { __testResets?: Set<() => void> }).__testResets ??= new Set()).add(() => loads.clear());
}
