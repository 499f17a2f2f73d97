import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { APP_PART, appSources, partOfKeys, type PartFolders } from '../src/i18n/key-parts';

/** A locale file loaded as text, with the part it is asked for in (`?raw` the app's, `?raw&part=money`). */
const LOCALE_TEXT = /[\\/]src[\\/]i18n[\\/]locales[\\/][A-Z-]+\.json\?raw(?:&part=([\w-]+))?$/;

/**
 * Serves `locales/<code>.json?raw&part=<name>` as the keys of that part, and `?raw` as the app's: what the
 * lazily loaded parts own stays out of the first load.
 */
export function stringsParts(src: string, parts: PartFolders): Plugin {
  // The parts of the keys, read once per build (or per change, on a dev server).
  let owner: Map<string, string> | null = null;
  return {
    name: 'strings-parts',
    enforce: 'pre',
    buildStart() {
      owner = null;
    },
    watchChange() {
      owner = null;
    },
    load(id) {
      const match = LOCALE_TEXT.exec(id);
      if (!match) return null;
      const part = match[1] ?? APP_PART;
      if (part !== APP_PART && !parts[part])
        this.error(`no strings part ${part} (web/src/i18n/key-parts.ts)`);
      const file = id.slice(0, id.indexOf('?'));
      const strings = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      // Keys come from English's file: every locale has exactly its keys (web/src/i18n/locales.test.ts).
      const english = JSON.parse(readFileSync(join(file, '..', 'EN.json'), 'utf8')) as Record<string, string>;
      owner ??= partOfKeys(Object.keys(english), appSources(src), parts);
      this.addWatchFile(file);
      const kept = Object.fromEntries(Object.entries(strings).filter(([key]) => owner?.get(key) === part));
      return `export default ${JSON.stringify(JSON.stringify(kept))};`;
    },
  };
}
