// Which Chromium `npm test` runs on: one old enough to fail the tests is upgraded (as root) or refused, never
// used silently.
import { execFileSync } from 'node:child_process';
import { DEBIAN_CHROMIUM } from './chromium.mjs';

/**
 * The oldest Chromium the tests work with. On Chromium 150 the seven social sign-in tests failed (the Google
 * popup never opened); on 156 all of them pass.
 */
export const MIN_CHROMIUM_MAJOR = 156;

/** Upgrades Debian's chromium and its headless shell (and what they depend on) to the newest version apt knows. */
export const CHROMIUM_UPGRADE =
  'apt-get update && apt-get install -y --only-upgrade chromium chromium-headless-shell';

/** Installs Debian's headless shell (DEBIAN_HEADLESS_SHELL in chromium.mjs). */
export const HEADLESS_SHELL_INSTALL = 'apt-get update && apt-get install -y chromium-headless-shell';

/** The major version in a browser's `--version` line ('Chromium 156.0.8078.108 built on Debian ...'), or null. */
export function chromiumMajor(versionText) {
  const match = /\b(\d+)\.\d+\.\d+\.\d+\b/.exec(versionText);
  return match ? Number(match[1]) : null;
}

/** The browser's `--version` line, '' when it cannot be run. */
export function chromiumVersionText(browser) {
  try {
    return execFileSync(browser, ['--version'], {
      encoding: 'utf8',
      timeout: 30_000,
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return '';
  }
}

/**
 * What `npm test` does with the browser it found: use it when it is MIN_CHROMIUM_MAJOR or newer; upgrade it
 * when it is Debian's chromium, the run is root and no upgrade was tried yet; otherwise stop, saying what to do.
 *
 * @param {{ browser: string, major: number | null, root: boolean, upgraded: boolean }} found
 * @returns {{ action: 'use' } | { action: 'upgrade' } | { action: 'stop', message: string }}
 */
export function browserVerdict({ browser, major, root, upgraded }) {
  if (major !== null && major >= MIN_CHROMIUM_MAJOR) return { action: 'use' };
  const debian = browser === DEBIAN_CHROMIUM;
  if (debian && root && !upgraded) return { action: 'upgrade' };
  const found =
    major === null ? `The version of ${browser} could not be read` : `${browser} is Chromium ${major}`;
  const problem = `${found}; the tests need Chromium ${MIN_CHROMIUM_MAJOR} or newer (older ones fail them).`;
  const todo = !debian
    ? `Point CHROME_PATH at Chromium or Chrome ${MIN_CHROMIUM_MAJOR} or newer, or unset it to use Debian's chromium (${DEBIAN_CHROMIUM}).`
    : upgraded
      ? `apt found no newer chromium: check that the apt sources include Debian's security updates (bookworm-security on Debian 12), where
chromium updates come from, then run as root:\n\n  ${CHROMIUM_UPGRADE}`
      : `Upgrade Debian's chromium as root, then run npm test again:\n\n  sudo sh -c '${CHROMIUM_UPGRADE}'`;
  return { action: 'stop', message: `${problem}\n${todo}` };
}

/**
 * Which browser the e2e specs run on (the push spec apart, always on the full one): the headless shell when
 * there is one of MIN_CHROMIUM_MAJOR or newer; otherwise the full browser, with the reason. Without the shell the
 * run is slower, not red.
 *
 * @param {{ shell: string | null, major: number | null }} found
 * @returns {{ use: 'shell' } | { use: 'full', note: string }}
 */
export function headlessShellVerdict({ shell, major }) {
  const slower = 'the e2e runs on the full browser, about a third slower';
  if (!shell) return { use: 'full', note: `no headless shell: ${slower} (${HEADLESS_SHELL_INSTALL})` };
  if (major === null || major < MIN_CHROMIUM_MAJOR) {
    const found = major === null ? 'its version could not be read' : `it is Chromium ${major}`;
    return { use: 'full', note: `${shell}: ${found}; ${slower} (${CHROMIUM_UPGRADE})` };
  }
  return { use: 'shell' };
}
