import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The parts of a language's strings (web/src/i18n/i18n.ts). There is one locale file per language; the build
 * serves it in parts: a key that only the modules of a part's folders use loads with that part's screens, every
 * other key with the app. Which keys those are is read from the code, so no list of keys is kept by hand.
 */
export type PartFolders = Readonly<Record<string, readonly string[]>>;

/**
 * The parts beside the app's, by the folders whose screens load them (app/routes.tsx): a key that only these
 * folders use is fetched with their screens, not in the first load.
 */
export const STRINGS_PARTS = {
  money: ['features/money', 'features/deposit', 'features/withdraw', 'features/payout-accounts'],
  rooms: [
    'features/rooms',
    'features/rewards',
    'features/mall',
    'features/missions',
    'features/invite',
    'features/agent',
    'features/feedback',
    'features/vip',
  ],
} as const satisfies PartFolders;

/** The app's part: what no part's folders alone use. */
export const APP_PART = 'app';

export interface Source {
  /** Its path below web/src, with forward slashes (features/deposit/DepositForm.tsx). */
  path: string;
  text: string;
}

/**
 * The string literals and template heads of a module: a key is named whole, as t() is given it, or by the head of
 * its family, a template's or keyIn()'s first part, ending in an underscore or a dot. (Written here without
 * quotes: this module is one of those it reads.)
 */
const literalsOf = (text: string): string[] =>
  [...text.matchAll(/['"`]([\w./-]+)(?=['"`]|\$\{)/g)].map((m) => m[1] ?? '');

/**
 * The part each key loads with: a part's when every module that names it lies in that part's folders, else the
 * app's. The modules that name a key are those that name it whole, else those that name the longest head of its
 * family: the money screens' head of the wallet error codes is theirs, though errorKey names the head of every
 * server code's text. A key no module names is the app's, so it is there whichever screen shows it.
 */
export function partOfKeys(keys: readonly string[], sources: readonly Source[], parts: PartFolders) {
  const partOfPath = (path: string) =>
    Object.entries(parts).find(([, folders]) =>
      folders.some((folder) => path.startsWith(`${folder}/`)),
    )?.[0] ?? APP_PART;
  const modules = sources.map(({ path, text }) => ({
    part: partOfPath(path),
    literals: new Set(literalsOf(text)),
  }));
  // A family's head ends in `_` or `.`: it names every key it starts that no module names whole.
  const heads = [...new Set(modules.flatMap(({ literals }) => [...literals].filter((l) => /[_.]$/.test(l))))];
  const namers = (key: string) => {
    const whole = modules.filter(({ literals }) => literals.has(key));
    if (whole.length) return whole;
    const head = heads.filter((h) => key.startsWith(h)).sort((a, b) => b.length - a.length)[0];
    return head ? modules.filter(({ literals }) => literals.has(head)) : [];
  };
  return new Map(
    keys.map((key) => {
      const users = new Set(namers(key).map(({ part }) => part));
      const [only] = users;
      return [key, users.size === 1 && only ? only : APP_PART];
    }),
  );
}

/** The app's modules below `src` (web/src), without their tests: what the build reads the parts from. */
export const appSources = (src: string): Source[] =>
  readdirSync(src, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split('\\').join('/'))
    .filter((file) => /(?<!\.test)\.tsx?$/.test(file) && !file.startsWith('test/'))
    .map((file) => ({ path: file, text: readFileSync(join(src, file), 'utf8') }));
