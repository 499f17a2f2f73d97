import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A package's test files (every file under `root`/src whose name matches `pattern`, as paths from `root`, the
 * form Vitest's include takes), and those of them whose text contains `marker`: the vitest configs of web and
 * server run the marked ones in a pool of their own.
 */
export function testFiles(root, pattern, marker) {
  const all = readdirSync(path.join(root, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => pattern.test(file))
    .map((file) => `src/${file}`);
  const marked = all.filter((file) => readFileSync(path.join(root, file), 'utf8').includes(marker));
  return { all, marked };
}
