// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { UpgradeData } from '../../stores/overlays';
import { upgradeModal, type UpgradeFacts } from './upgrade-rule';

const LINK = 'https://play.google.com/store/apps/details?id=shop';

const facts = (f: Partial<UpgradeFacts> = {}): UpgradeFacts => ({
  device: 'APP',
  upgrade: { upgradeAvailable: true, latestVersion: '2.6.0' },
  target: { action: 'open', url: LINK, sameWindow: true, key: 'Android' },
  mandatoryUpdates: false,
  ...f,
});

describe('the app-upgrade modal: only inside the app, when an upgrade is available and an app link exists (signed-in §4)', () => {
  it.each<[string, Partial<UpgradeFacts>, UpgradeData | null]>([
    ['inside the app with an upgrade and a link: the modal, closable', {}, { url: LINK, mandatory: false }],
    [
      'it can be closed unless MANDATORYAPPUPDATES3 is on: on, not closable',
      { mandatoryUpdates: true },
      { url: LINK, mandatory: true },
    ],
    ['only inside the app: a browser never', { device: 'BROWSER' }, null],
    ['only inside the app: a home-screen web app never', { device: 'PWA' }, null],
    ['only inside the app: a web clip never', { device: 'WEBCLIP' }, null],
    ['no upgrade available: none', { upgrade: { upgradeAvailable: false } }, null],
    ['the app has not answered (or has no bridge): none', { upgrade: null }, null],
    ['no app link for its platform: none', { target: { action: 'none' } }, null],
    [
      'the update goes where the app download goes (an older app: the redirect helper)',
      { target: { action: 'open', url: '/mobile/mc/redirect.html?url=x', sameWindow: true, key: 'APK' } },
      { url: '/mobile/mc/redirect.html?url=x', mandatory: false },
    ],
  ])('%s', (_, f, expected) => {
    expect(upgradeModal(facts(f))).toEqual(expected);
  });
});
