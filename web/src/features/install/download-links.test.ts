import { describe, expect, it } from 'vitest';
import { APP_DIRECT_DOWNLOAD_MIN_VERSION } from '@app/contract/constants/install';
import type { DownloadLink } from '@app/contract/settings';
import { fail, mockCalls, ok } from '../../test/mock-calls';
import {
  appDownloadTarget,
  appLink,
  DOWNLOAD_RESOURCE_KEYS,
  downloadDevice,
  hasAppLink,
  linksByKey,
  loadDownloadLinks,
  versionAtLeast,
  type AppDownloadTarget,
  type DownloadDevice,
  type DownloadLinks,
} from './download-links';

const BASE = 'https://www.shop.example/m/home';

const IOS_APP = 'https://apps.apple.com/app/id123';
const IOS_LITE = 'https://cdn.shop.example/lite/install';
const ANDROID = 'https://play.google.com/store/apps/details?id=shop';
const APK = 'https://cdn.shop.example/app/shop.apk';

describe('download link entries: the keys Android, IOS, MOBILECONFIG, AppDownloadIcon, the iOS lite key and the apk key (entry §3)', () => {
  it("knows the four default app resource keys and the two others, as the contract's constants name them", () => {
    expect(DOWNLOAD_RESOURCE_KEYS).toEqual([
      'Android',
      'IOS',
      'MOBILECONFIG',
      'AppDownloadIcon',
      'IOSLite',
      'APK',
    ]);
  });

  it.each<[string, DownloadLink[], DownloadLinks]>([
    [
      'every key kept by its name',
      DOWNLOAD_RESOURCE_KEYS.map((resourceType) => ({
        resourceType,
        url: `https://d.example/${resourceType}`,
      })),
      Object.fromEntries(DOWNLOAD_RESOURCE_KEYS.map((k) => [k, `https://d.example/${k}`])),
    ],
    [
      'a relative path resolved against the page',
      [{ resourceType: 'APK', url: '/wps/app.apk' }],
      { APK: 'https://www.shop.example/wps/app.apk' },
    ],
    ['an unknown key left out', [{ resourceType: 'Windows', url: 'https://d.example/x.exe' }], {}],
    [
      'only http(s) URLs are followed: javascript: left out',
      [{ resourceType: 'IOS', url: 'javascript:alert(1)' }],
      {},
    ],
    [
      'only http(s) URLs are followed: data: left out',
      [{ resourceType: 'Android', url: 'data:text/html,x' }],
      {},
    ],
    ['an empty URL left out', [{ resourceType: 'Android', url: '' }], {}],
    [
      'the first link of a key wins',
      [
        { resourceType: 'Android', url: ANDROID },
        { resourceType: 'Android', url: APK },
      ],
      { Android: ANDROID },
    ],
    [
      'a key whose first link cannot be followed takes the next one',
      [
        { resourceType: 'Android', url: 'javascript:void 0' },
        { resourceType: 'Android', url: APK },
      ],
      { Android: APK },
    ],
  ])('%s', (_, entries, links) => {
    expect(linksByKey(entries, BASE)).toEqual(links);
  });
});

const device = (d: Partial<DownloadDevice> = {}): DownloadDevice => ({
  kind: 'BROWSER',
  ios: false,
  iosMajor: null,
  appVersion: null,
  ...d,
});
const iphone = (iosMajor: number, d: Partial<DownloadDevice> = {}) => device({ ios: true, iosMajor, ...d });

describe('the app link for this device: iOS takes the iOS app (else its lite app), any other the Android app (else the apk)', () => {
  it.each<[string, DownloadLinks, Partial<DownloadDevice>, string | null]>([
    ['iOS: the IOS link', { IOS: IOS_APP, IOSLite: IOS_LITE, Android: ANDROID }, { ios: true }, IOS_APP],
    ['iOS without IOS: the iOS lite link', { IOSLite: IOS_LITE, Android: ANDROID }, { ios: true }, IOS_LITE],
    ['iOS with only Android links: none', { Android: ANDROID, APK }, { ios: true }, null],
    [
      'iOS with only the profile: none (MOBILECONFIG adds a web clip, not the app)',
      { MOBILECONFIG: 'https://d.example/p.mobileconfig' },
      { ios: true },
      null,
    ],
    ['Android: the Android link', { Android: ANDROID, APK, IOS: IOS_APP }, {}, ANDROID],
    ['Android without Android: the apk link', { APK, IOS: IOS_APP }, {}, APK],
    ['Android with only iOS links: none', { IOS: IOS_APP, IOSLite: IOS_LITE }, {}, null],
    ['the icon is not an app link', { AppDownloadIcon: 'https://d.example/icon.png' }, {}, null],
  ])('%s', (_, links, d, url) => {
    expect(appLink(links, device(d))?.url ?? null).toBe(url);
    expect(hasAppLink(links, device(d))).toBe(url !== null);
  });
});

describe('versionAtLeast: the app version x.y.z against 2.4.39', () => {
  it.each<[string, boolean]>([
    ['2.4.39', true],
    ['2.4.40', true],
    ['2.5.0', true],
    ['3.0.0', true],
    ['2.4.38', false],
    ['2.4.4', false],
    ['2.3.99', false],
    ['1.9.99', false],
    ['10.0.0', true],
  ])('%s', (version, expected) => {
    expect(versionAtLeast(version, APP_DIRECT_DOWNLOAD_MIN_VERSION)).toBe(expected);
  });
});

describe('appDownloadTarget: where an app-download button goes (entry §5, signed-in §5, §9)', () => {
  const links: DownloadLinks = { IOS: IOS_APP, Android: ANDROID };
  const viaHelper = (url: string) => `/mobile/mc/redirect.html?url=${encodeURIComponent(url)}`;
  it.each<[string, DownloadLinks, DownloadDevice, AppDownloadTarget]>([
    [
      'an Android browser: the store link in a new window',
      links,
      device(),
      { action: 'open', url: ANDROID, sameWindow: false, key: 'Android' },
    ],
    [
      'targets ending in apk open in the same window',
      { APK },
      device(),
      { action: 'open', url: APK, sameWindow: true, key: 'APK' },
    ],
    [
      'targets ending in ipa open in the same window',
      { IOS: 'https://d.example/shop.ipa' },
      iphone(17),
      { action: 'open', url: 'https://d.example/shop.ipa', sameWindow: true, key: 'IOS' },
    ],
    [
      'targets ending in mobileconfig open in the same window',
      { IOSLite: 'https://d.example/shop.mobileconfig?v=2' },
      iphone(17),
      { action: 'open', url: 'https://d.example/shop.mobileconfig?v=2', sameWindow: true, key: 'IOSLite' },
    ],
    [
      'a name that only contains apk is not a download: a new window',
      { Android: 'https://d.example/apk/download' },
      device(),
      { action: 'open', url: 'https://d.example/apk/download', sameWindow: false, key: 'Android' },
    ],
    [
      'an iPhone on iOS 17: the App Store link in a new window',
      links,
      iphone(17),
      { action: 'open', url: IOS_APP, sameWindow: false, key: 'IOS' },
    ],
    ['no app link for this platform: nothing', { Android: ANDROID }, iphone(17), { action: 'none' }],
    ['no links at all: nothing', {}, device(), { action: 'none' }],
    ['old iOS: 11 gets the special flow', links, iphone(11), { action: 'legacyIos' }],
    ['old iOS: 10 gets the special flow', links, iphone(10), { action: 'legacyIos' }],
    [
      'iOS 12 in the browser is not old',
      links,
      iphone(12),
      { action: 'open', url: IOS_APP, sameWindow: false, key: 'IOS' },
    ],
    [
      'old iOS for a web clip: 12 gets the special flow',
      links,
      iphone(12, { kind: 'WEBCLIP' }),
      { action: 'legacyIos' },
    ],
    [
      'a web clip on iOS 13 is not old',
      links,
      iphone(13, { kind: 'WEBCLIP' }),
      { action: 'open', url: IOS_APP, sameWindow: false, key: 'IOS' },
    ],
    [
      'an iOS whose version cannot be read is not old',
      links,
      device({ ios: true }),
      { action: 'open', url: IOS_APP, sameWindow: false, key: 'IOS' },
    ],
    [
      'inside the app from app version 2.4.39: the direct link, in the app',
      links,
      device({ kind: 'APP', appVersion: '2.4.39' }),
      { action: 'open', url: ANDROID, sameWindow: true, key: 'Android' },
    ],
    [
      'inside an older app: through the redirect helper',
      links,
      device({ kind: 'APP', appVersion: '2.4.38' }),
      { action: 'open', url: viaHelper(ANDROID), sameWindow: true, key: 'Android' },
    ],
    [
      'inside the iOS app on old iOS: the app rule, not the special flow',
      links,
      iphone(11, { kind: 'APP', appVersion: '2.5.0' }),
      { action: 'open', url: IOS_APP, sameWindow: true, key: 'IOS' },
    ],
    [
      'inside the app without a link for its platform: nothing',
      { IOS: IOS_APP },
      device({ kind: 'APP', appVersion: '3.0.0' }),
      { action: 'none' },
    ],
  ])('%s', (_, l, d, target) => {
    expect(appDownloadTarget(l, d)).toEqual(target);
  });
});

describe('downloadDevice: what the rules read of real devices', () => {
  const facts = (userAgent: string, f: { iosStandalone?: boolean; maxTouchPoints?: number } = {}) => ({
    userAgent,
    standaloneDisplay: false,
    iosStandalone: f.iosStandalone ?? false,
    maxTouchPoints: f.maxTouchPoints ?? 5,
  });
  it.each<[string, ReturnType<typeof facts>, DownloadDevice]>([
    [
      'an iPhone on iOS 11',
      facts(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 11_4_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/11.0 Mobile/15E148 Safari/604.1',
      ),
      { kind: 'BROWSER', ios: true, iosMajor: 11, appVersion: null },
    ],
    [
      'a web clip on iOS 12',
      facts(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 12_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
        { iosStandalone: true },
      ),
      { kind: 'WEBCLIP', ios: true, iosMajor: 12, appVersion: null },
    ],
    [
      'a Pixel in Chrome',
      facts(
        'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
      ),
      { kind: 'BROWSER', ios: false, iosMajor: null, appVersion: null },
    ],
    [
      'the Android app 2.4.38',
      facts(
        'Mozilla/5.0 (Linux; Android 13; SM-S911B; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/124.0.0.0 Mobile Safari/537.36 PlatformApp/2.4.38',
      ),
      { kind: 'APP', ios: false, iosMajor: null, appVersion: '2.4.38' },
    ],
  ])('%s', (_, f, expected) => {
    expect(downloadDevice(f)).toEqual(expected);
  });
});

describe('loadDownloadLinks: WPSCORE_getDownloadSetting with the domain, else /wps/system/downloadLinks', () => {
  const domainLinks = [{ resourceType: 'Android', url: 'https://aff.example/app.apk' }];
  const merchantLinks = [{ resourceType: 'Android', url: ANDROID }];

  it("asks the relay with this site's domain and takes its links", async () => {
    const api = mockCalls(
      { downloadLinks: ok(merchantLinks) },
      { WPSCORE_getDownloadSetting: ok({ downloadLinks: domainLinks }) },
    );
    expect(await loadDownloadLinks()).toEqual({ Android: 'https://aff.example/app.apk' });
    expect(api.payloadsOf('WPSCORE_getDownloadSetting')).toEqual([{ domain: window.location.hostname }]);
    expect(api.payloadsOf('downloadLinks')).toEqual([]);
  });

  it.each<[string, Parameters<typeof mockCalls>[1]]>([
    ['the relay refused', { WPSCORE_getDownloadSetting: fail('relay.failed') }],
    ['the relay unreachable', { WPSCORE_getDownloadSetting: 'network-error' }],
  ])('%s: the merchant links from /wps/system/downloadLinks', async (_, relays) => {
    const api = mockCalls({ downloadLinks: ok(merchantLinks) }, relays);
    expect(await loadDownloadLinks()).toEqual({ Android: ANDROID });
    expect(api.payloadsOf('downloadLinks')).toHaveLength(1);
  });

  it('neither answers: no links', async () => {
    mockCalls({ downloadLinks: 'network-error' }, { WPSCORE_getDownloadSetting: 'network-error' });
    expect(await loadDownloadLinks()).toEqual({});
  });
});
