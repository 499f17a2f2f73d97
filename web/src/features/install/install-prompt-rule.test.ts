// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { INSTALL_PROMPT_INSTALLED_COUNT } from '@app/contract/constants/install';
import { settingsFixture } from '../../test/fixtures';
import {
  hasOwnInstallPrompt,
  installPromptRule,
  type InstallPromptButtons,
  type InstallPromptFacts,
  type InstallPromptOffer,
} from './install-prompt-rule';

/** Chrome on Android at /m/home, the browser offering its install prompt, an app link: everything allowed. */
const facts = (f: Partial<InstallPromptFacts>): InstallPromptFacts => ({
  path: '/home',
  allowed: true,
  maintenance: false,
  regionRestriction: false,
  device: 'BROWSER',
  ios: false,
  android: true,
  inApp: null,
  counter: 0,
  installEvent: true,
  appLink: true,
  barMode: { enabled: true, value: '1' },
  ...f,
});

const bottom = (b: Partial<InstallPromptButtons> = {}): InstallPromptOffer => ({
  fullScreen: false,
  buttons: { app: true, webApp: true, openInChrome: false, openInSafari: false, ...b },
});

describe('install prompt: considered at start only on /, /m/home and /m/index.html (entry §2)', () => {
  it.each<[string, string, boolean]>([
    ['the root / counts as home', '/', true],
    ['/m/home', '/home', true],
    ['/m/index.html', '/index.html', true],
    ['not on /m/login', '/login', false],
    ['not on /m/register', '/register', false],
    ['not on /m/index (not named)', '/index', false],
    ['not on /m/member/home', '/member/home', false],
  ])('%s', (_, path, shows) => {
    expect(installPromptRule(facts({ path })) !== null).toBe(shows);
  });
});

describe('install prompt: when it shows (entry §4)', () => {
  it.each<[string, Partial<InstallPromptFacts>, InstallPromptOffer | null]>([
    ['allowed, in a browser, nothing declined: the bottom prompt', {}, bottom()],
    ['only when allowed (mobileTemplate.pwa off: none)', { allowed: false }, null],
    ['not under maintenance', { maintenance: true }, null],
    ['not under region restriction', { regionRestriction: true }, null],
    ['not inside the native app', { device: 'APP' }, null],
    ['not in a home-screen PWA', { device: 'PWA' }, null],
    ['not in an iOS web clip', { device: 'WEBCLIP', ios: true, android: false }, null],
    ['an iPad browser: yes', { device: 'IPAD', ios: true, android: false, installEvent: false }, bottom()],
    ['after install the counter is 99: none', { counter: INSTALL_PROMPT_INSTALLED_COUNT }, null],
    ['declined once in this session: none', { counter: 1 }, null],
    [
      'nothing to offer (no install event, no app link, not iOS): none',
      { installEvent: false, appLink: false },
      null,
    ],
  ])('%s', (_, f, expected) => {
    expect(installPromptRule(facts(f))).toEqual(expected);
  });
});

describe('install prompt buttons (entry §2, §5)', () => {
  const ios = { ios: true, android: false, installEvent: false } as const;
  it.each<[string, Partial<InstallPromptFacts>, Partial<InstallPromptButtons>]>([
    ['the app button only when an app link exists for this OS', { appLink: false }, { app: false }],
    [
      'the web-app button only when the browser offers an install prompt',
      { installEvent: false },
      { webApp: false },
    ],
    ['…or on iOS, without an install event', ios, { webApp: true }],
    [
      'an Android in-app browser: open in Chrome, no web app (it cannot install)',
      { inApp: 'Facebook', installEvent: false },
      { webApp: false, openInChrome: true },
    ],
    [
      'an iOS in-app browser: open in Safari, no web app',
      { ...ios, inApp: 'Instagram' },
      { webApp: false, openInSafari: true },
    ],
    [
      'an in-app browser with no app link: only the way out',
      { inApp: 'LINE', installEvent: false, appLink: false },
      { app: false, webApp: false, openInChrome: true },
    ],
  ])('%s', (_, f, buttons) => {
    expect(installPromptRule(facts(f))?.buttons).toEqual(bottom(buttons).buttons);
  });
});

describe('the full-screen variant follows bottom_app_bar_mode: 2 full screen, else the bottom bar', () => {
  it.each<[string, InstallPromptFacts['barMode'], boolean]>([
    ["'1': the bottom bar", { enabled: true, value: '1' }, false],
    ["'2': full screen", { enabled: true, value: '2' }, true],
    ["'2' with the toggle off: the bottom bar", { enabled: false, value: '2' }, false],
    ['another value: the bottom bar', { enabled: true, value: '0' }, false],
    ['the setting missing: the bottom bar', undefined, false],
  ])('%s', (_, barMode, fullScreen) => {
    expect(installPromptRule(facts({ barMode }))?.fullScreen).toBe(fullScreen);
  });
});

describe("the app's own prompt cancels the browser's banner only when the app offers one", () => {
  it.each<[string, boolean, boolean, boolean]>([
    ['the install prompt allowed (mobileTemplate.pwa)', true, false, true],
    ['the download prompts on (their popup installs the web app)', false, true, true],
    ["neither: the browser's banner stays", false, false, false],
  ])('%s', (_, pwa, downloadPrompts, own) => {
    const settings = settingsFixture({
      mobileTemplate: { pwa },
      launchSettings: { download_condition_switch: { enabled: downloadPrompts, value: '1' } },
    });
    expect(hasOwnInstallPrompt(settings)).toBe(own);
  });
});
