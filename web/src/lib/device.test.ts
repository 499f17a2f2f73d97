import { describe, expect, it } from 'vitest';
import {
  deviceKind,
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
