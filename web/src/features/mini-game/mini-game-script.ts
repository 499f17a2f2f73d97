import type { PublicSettings } from '@app/contract/settings';

/** The mini-game's script flavours: v1 the lottery mini-game, s1 the SEA lottery's. */
export type MiniGameVersion = 'v1' | 's1';

/**
 * Which mini-game script the merchant runs (entry §3, §7): v1 for LOTTMINIGAME3, s1 for
 * SEALOTTMINIGAME3, none when both are off. Both on: the lottery's own (v1), the first the spec names.
 */
export const miniGameScript = (
  whitelabel: Partial<PublicSettings['whitelabel']> | undefined,
): MiniGameVersion | null => {
  if (whitelabel?.LOTTMINIGAME3) return 'v1';
  if (whitelabel?.SEALOTTMINIGAME3) return 's1';
  return null;
};

/** GET /mini-game/{v1 or s1}/minigame.js?_t={timestamp} (entry §7): the timestamp keeps a cached copy out. */
export const miniGameScriptPath = (version: MiniGameVersion, now: number): string =>
  `/mini-game/${version}/minigame.js?_t=${now}`;
