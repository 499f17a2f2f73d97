import { fileURLToPath } from 'node:url';

/** The monorepo root (server/src/ is two levels down). */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
