import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';

/** The mini-game's versions (entry §7): v1 for LOTTMINIGAME3, s1 for SEALOTTMINIGAME3. */
export const MINI_GAME_VERSIONS = ['v1', 's1'] as const;
export type MiniGameVersion = (typeof MINI_GAME_VERSIONS)[number];

// Read as text, never imported: it is the browser's script.
const SCRIPT = readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'mini-game-script.js'), 'utf8');

/** The script of a version: the shared text with that version passed in. */
export const miniGameScript = (version: MiniGameVersion): string =>
  SCRIPT.replace("})('MINIGAME_VERSION');", `})(${JSON.stringify(version)});`);

/**
 * GET /mini-game/{v1,s1}/minigame.js (any ?_t=): the reference server's mini-game, defining
 * `window.MiniGame = { version, mount(container, { token, language, onClose }) }` (mount answers its unmount).
 * no-cache: the app busts it with _t anyway, and a new server version must reach players at once.
 */
export function registerMiniGame(fastify: FastifyInstance): void {
  for (const version of MINI_GAME_VERSIONS) {
    const body = miniGameScript(version);
    fastify.get(`/mini-game/${version}/minigame.js`, (_request, reply) =>
      reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(body),
    );
  }
}
