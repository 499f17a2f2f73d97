import { describe, expect, it } from 'vitest';
import { DEBIAN_CHROMIUM, DEBIAN_HEADLESS_SHELL } from '../../scripts/lib/chromium.mjs';
import {
  browserVerdict,
  chromiumMajor,
  CHROMIUM_UPGRADE,
  HEADLESS_SHELL_INSTALL,
  headlessShellVerdict,
  MIN_CHROMIUM_MAJOR,
} from '../../scripts/lib/chromium-version.mjs';

/** npm test's browser check (scripts/test.mjs): the version, then use, upgrade or stop. */
describe('chromiumMajor', () => {
  it.each([
    ['Chromium 156.0.8078.108 built on Debian GNU/Linux 12 (bookworm)', 156],
    ['Chromium 150.0.7871.45 built on Debian GNU/Linux 12 (bookworm)', 150],
    ['Google Chrome 131.0.6778.85 ', 131],
    ['Google Chrome for Testing 140.0.7339.16', 140],
    ['', null],
    ['chromium: command not found', null],
  ])('%j → %s', (text, major) => {
    expect(chromiumMajor(text)).toBe(major);
  });
});

describe('browserVerdict', () => {
  const CUSTOM = '/opt/chrome/chrome';
  it('needs Chromium 156 at least', () => {
    expect(MIN_CHROMIUM_MAJOR).toBe(156);
  });

  it.each([
    ['a new enough Debian chromium is used', DEBIAN_CHROMIUM, 156, false, false, 'use'],
    ['a newer CHROME_PATH browser is used, root or not', CUSTOM, 157, false, false, 'use'],
    ['an older Debian chromium is upgraded as root', DEBIAN_CHROMIUM, 150, true, false, 'upgrade'],
    ['an unreadable Debian chromium is upgraded as root', DEBIAN_CHROMIUM, null, true, false, 'upgrade'],
    ['still old after the upgrade: stop', DEBIAN_CHROMIUM, 150, true, true, 'stop'],
    ['an older Debian chromium when not root: stop', DEBIAN_CHROMIUM, 155, false, false, 'stop'],
    ['an older CHROME_PATH browser is never upgraded', CUSTOM, 150, true, false, 'stop'],
  ])('%s', (_, browser, major, root, upgraded, action) => {
    expect(browserVerdict({ browser, major, root, upgraded }).action).toBe(action);
  });

  const messageOf = (found: Parameters<typeof browserVerdict>[0]): string => {
    const verdict = browserVerdict(found);
    return verdict.action === 'stop' ? verdict.message : '';
  };

  it('says exactly what to do when it stops', () => {
    const notRoot = messageOf({ browser: DEBIAN_CHROMIUM, major: 150, root: false, upgraded: false });
    expect(notRoot).toContain('is Chromium 150');
    expect(notRoot).toContain(`sudo sh -c '${CHROMIUM_UPGRADE}'`);
    expect(CHROMIUM_UPGRADE).toBe(
      'apt-get update && apt-get install -y --only-upgrade chromium chromium-headless-shell',
    );
    expect(messageOf({ browser: CUSTOM, major: 150, root: true, upgraded: false })).toContain(
      'Point CHROME_PATH at Chromium or Chrome 156 or newer',
    );
    expect(messageOf({ browser: DEBIAN_CHROMIUM, major: 150, root: true, upgraded: true })).toContain(
      'apt found no newer chromium',
    );
  });
});

describe('headlessShellVerdict: the e2e on the headless shell when it is there and new enough', () => {
  const SHELL = DEBIAN_HEADLESS_SHELL;
  it.each([
    ['a new enough shell is used', SHELL, 156, 'shell'],
    ['no shell: the full browser', null, null, 'full'],
    ['an older shell: the full browser', SHELL, 150, 'full'],
    ['an unreadable shell: the full browser', SHELL, null, 'full'],
  ])('%s', (_, shell, major, use) => {
    expect(headlessShellVerdict({ shell, major }).use).toBe(use);
  });

  it('says how to get the shell when it falls back', () => {
    const missing = headlessShellVerdict({ shell: null, major: null });
    expect(missing.use === 'full' && missing.note).toContain(HEADLESS_SHELL_INSTALL);
    const old = headlessShellVerdict({ shell: SHELL, major: 150 });
    expect(old.use === 'full' && old.note).toContain(CHROMIUM_UPGRADE);
  });
});
