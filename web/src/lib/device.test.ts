import { describe, expect, it } from 'vitest';
import {
  deviceKind,
  iosVersion,
  isAndroid,
  isIos,
  isOfficialAppLogin,
  loginDevice,
  registerMethod,
  type DeviceFacts,
} from './device';

const android = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36';
const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const facts = (f: Partial<DeviceFacts>): DeviceFacts => ({
  userAgent: android,
  standaloneDisplay: false,
  iosStandalone: false,
  maxTouchPoints: 5,
  ...f,
});

describe('device kinds: native app, home-screen PWA, web clip, iPad, plain browser', () => {
  it.each<[string, Partial<DeviceFacts>, string, string, string | undefined]>([
    ['plain browser', {}, 'BROWSER', 'H5', undefined],
    [
      'native app by its user agent version',
      { userAgent: `${android} PlatformApp/2.4.39` },
      'APP',
      'APP',
      undefined,
    ],
    ['home-screen PWA', { standaloneDisplay: true }, 'PWA', 'PWA', 'PWA'],
    [
      'iOS web clip',
      { userAgent: iphone, iosStandalone: true, standaloneDisplay: true },
      'WEBCLIP',
      'WEBCLIP',
      'WEBCLIP',
    ],
    ['iPad', { userAgent: 'Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X)' }, 'IPAD', 'H5', 'IPAD'],
    [
      'iPad that reports itself as a Mac',
      { userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)' },
      'IPAD',
      'H5',
      'IPAD',
    ],
    [
      'a Mac without touch is a browser',
      { userAgent: 'Mozilla/5.0 (Macintosh)', maxTouchPoints: 0 },
      'BROWSER',
      'H5',
      undefined,
    ],
  ])('%s', (_rule, f, kind, method, device) => {
    const k = deviceKind(facts(f));
    expect(k).toBe(kind);
    expect(registerMethod(k)).toBe(method);
    expect(loginDevice(k)).toBe(device);
  });
});

describe('isOfficialAppLogin: only inside the native app', () => {
  it.each([
    ['APP', true],
    ['PWA', false],
    ['WEBCLIP', false],
    ['IPAD', false],
    ['BROWSER', false],
  ] as const)('%s → %s', (kind, official) => {
    expect(isOfficialAppLogin(kind)).toBe(official);
  });
});

describe('isIos: iPhone, iPod and iPad, also an iPad that reports itself as a Mac', () => {
  it.each<[string, Partial<DeviceFacts>, boolean]>([
    ['an iPhone', { userAgent: iphone }, true],
    ['an iPad', { userAgent: 'Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X)' }, true],
    ['an iPad as a Mac (touch)', { userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)' }, true],
    [
      'a Mac (no touch)',
      { userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', maxTouchPoints: 0 },
      false,
    ],
    ['an Android phone', {}, false],
  ])('%s → %s', (_, f, expected) => {
    expect(isIos(facts(f))).toBe(expected);
  });
});

describe('iosVersion: from "OS 17_1" or, for an iPad as a Mac, Safari\'s Version/', () => {
  it.each<[string, Partial<DeviceFacts>, { major: number; minor: number } | null]>([
    ['iPhone iOS 17.0', { userAgent: iphone }, { major: 17, minor: 0 }],
    [
      'iPhone iOS 12.1.4',
      {
        userAgent:
          'Mozilla/5.0 (iPhone; CPU iPhone OS 12_1_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/16D57',
      },
      { major: 12, minor: 1 },
    ],
    [
      'iPad iOS 16.0',
      { userAgent: 'Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X)' },
      { major: 16, minor: 0 },
    ],
    [
      "iPad as a Mac: Safari's version",
      {
        userAgent:
          'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.2 Safari/605.1.15',
      },
      { major: 17, minor: 2 },
    ],
    ['Android: none', {}, null],
    ['iOS without a readable version: none', { userAgent: 'Mozilla/5.0 (iPhone)' }, null],
  ])('%s', (_, f, expected) => {
    expect(iosVersion(facts(f))).toEqual(expected);
  });
});

describe('isAndroid', () => {
  it.each([
    [android, true],
    [
      'Mozilla/5.0 (Linux; Android 13; SM-S901B Build/TP1A.220624.014; wv) AppleWebKit/537.36 Chrome/117.0.0.0 Mobile Safari/537.36',
      true,
    ],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148', false],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64)', false],
  ])('%s → %s', (ua, expected) => {
    expect(isAndroid(ua)).toBe(expected);
  });
});
