import { describe, expect, it } from 'vitest';
import {
  bindCustomerRequiredAnswer,
  isPrivateBrowsing,
  oneTapGoogleOffered,
  socialSignInMethod,
  stripBracketedText,
  type SocialSignInFacts,
} from './social-rules';

const UA = {
  androidChrome:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36',
  androidApp:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7; wv) AppleWebKit/537.36 Chrome/126.0 Mobile PlatformApp/2.5.0',
  ios16:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_0 like Mac OS X) AppleWebKit/605.1.15 Version/16.0 Mobile Safari/604.1',
  ios13:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 13_7 like Mac OS X) AppleWebKit/605.1.15 Version/13.1 Mobile Safari/604.1',
  ios12:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 12_4 like Mac OS X) AppleWebKit/605.1.15 Version/12.1 Mobile Safari/604.1',
  ipad11:
    'Mozilla/5.0 (iPad; CPU OS 11_3 like Mac OS X) AppleWebKit/605.1.15 Version/11.0 Mobile Safari/604.1',
  iosApp:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 Mobile PlatformApp/2.5.0',
  desktop: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36',
};

const facts = ({
  userAgent = UA.androidChrome,
  ...f
}: Partial<Omit<SocialSignInFacts, 'deviceFacts'>> & { userAgent?: string }): SocialSignInFacts => ({
  channel: 'google',
  device: 'BROWSER',
  deviceFacts: { userAgent, standaloneDisplay: false, iosStandalone: false, maxTouchPoints: 5 },
  nativeBridge: false,
  ...f,
});

describe('socialSignInMethod: popup where supported, otherwise redirect, the native bridge in the app', () => {
  it.each([
    ['a mobile browser: popup', facts({}), 'popup'],
    ['a desktop browser: popup', facts({ userAgent: UA.desktop }), 'popup'],
    ['a home-screen web app on Android: popup', facts({ device: 'PWA' }), 'popup'],
    [
      'the Android app with its bridge: native',
      facts({ device: 'APP', userAgent: UA.androidApp, nativeBridge: true }),
      'native',
    ],
    [
      'the iOS app with its bridge: native',
      facts({ device: 'APP', userAgent: UA.iosApp, nativeBridge: true }),
      'native',
    ],
    [
      'the Android app without its bridge, google: redirect (a web view opens no popup)',
      facts({ device: 'APP', userAgent: UA.androidApp }),
      'redirect',
    ],
    [
      'the iOS app without its bridge: redirect',
      facts({ device: 'APP', userAgent: UA.iosApp, channel: 'line' }),
      'redirect',
    ],
  ] as const)('%s', (_, f, expected) => {
    expect(socialSignInMethod(f)).toBe(expected);
  });

  it.each(['twitter', 'line', 'facebook'] as const)(
    '%s in the Android app shows coming_soon if the native bridge is missing',
    (channel) => {
      expect(socialSignInMethod(facts({ channel, device: 'APP', userAgent: UA.androidApp }))).toBe(
        'coming_soon',
      );
      expect(
        socialSignInMethod(facts({ channel, device: 'APP', userAgent: UA.androidApp, nativeBridge: true })),
      ).toBe('native');
    },
  );

  it.each([
    ['iOS 16', UA.ios16, 'popup'],
    ['iOS 13', UA.ios13, 'popup'],
    ['iOS 12', UA.ios12, 'redirect'],
    ['iPad iOS 11', UA.ipad11, 'redirect'],
  ] as const)(
    'the iOS Safari popup is used only when the version is above 12: %s',
    (_, userAgent, expected) => {
      expect(
        socialSignInMethod(facts({ userAgent, device: userAgent === UA.ipad11 ? 'IPAD' : 'BROWSER' })),
      ).toBe(expected);
    },
  );
});

describe('isPrivateBrowsing: social sign-in is refused in private browsing', () => {
  const GiB = 1024 ** 3;
  const MiB = 1024 ** 2;
  it.each([
    [
      'Safari private: the private file system fails for an unknown transient reason',
      {
        storageDirectoryError: { name: 'UnknownError', message: 'UnknownError: unknown transient reason' },
        quota: null,
        heapSizeLimit: null,
      },
      true,
    ],
    [
      'Firefox private: the private file system is a SecurityError',
      {
        storageDirectoryError: { name: 'SecurityError', message: 'The operation is insecure.' },
        quota: 10 * GiB,
        heapSizeLimit: null,
      },
      true,
    ],
    [
      'Chromium incognito: a quota held in memory',
      { storageDirectoryError: null, quota: 300 * MiB, heapSizeLimit: 4 * GiB },
      true,
    ],
    [
      'Chromium, a normal profile: a disk-sized quota',
      { storageDirectoryError: null, quota: 10 * GiB, heapSizeLimit: 4 * GiB },
      false,
    ],
    [
      'Chromium without the heap limit: compared with 2 GiB',
      { storageDirectoryError: null, quota: 1 * GiB, heapSizeLimit: null },
      true,
    ],
    ['nothing known: not private', { storageDirectoryError: null, quota: null, heapSizeLimit: null }, false],
    [
      'another file-system failure: not private',
      {
        storageDirectoryError: { name: 'NotAllowedError', message: 'denied' },
        quota: 10 * GiB,
        heapSizeLimit: 4 * GiB,
      },
      false,
    ],
  ])('%s', (_, signals, expected) => {
    expect(isPrivateBrowsing(signals)).toBe(expected);
  });
});

describe('bindCustomerRequiredAnswer', () => {
  it.each([
    [
      'the auto-register mode registers automatically',
      { autoRegister: true, FIREBASECREATEACC3: false },
      { kind: 'register' },
    ],
    [
      'the auto-register mode, FIREBASECREATEACC3 on',
      { autoRegister: true, FIREBASECREATEACC3: true },
      { kind: 'register' },
    ],
    [
      "otherwise 'log in to existing account' and 'register new' with FIREBASECREATEACC3 on",
      { autoRegister: false, FIREBASECREATEACC3: true },
      { kind: 'choose', registerNew: true },
    ],
    [
      "otherwise only 'log in to existing account' with FIREBASECREATEACC3 off",
      { autoRegister: false, FIREBASECREATEACC3: false },
      { kind: 'choose', registerNew: false },
    ],
  ])('%s', (_, f, expected) => {
    expect(bindCustomerRequiredAnswer(f)).toEqual(expected);
  });
});

describe('stripBracketedText: the bind_customer_required message is shown with bracketed text stripped', () => {
  it.each([
    ['[bind_customer_required] Not linked yet.', 'Not linked yet.'],
    ['Not linked [code 12] yet.', 'Not linked yet.'],
    ['[a][b] Two tags', 'Two tags'],
    ['No brackets', 'No brackets'],
    ['[only]', ''],
  ])('%s', (message, expected) => {
    expect(stripBracketedText(message)).toBe(expected);
  });
});

describe('oneTapGoogleOffered: one-tap Google behind GOOGLELOGIN3', () => {
  const base = {
    GOOGLELOGIN3: true,
    socialSignInAvailable: true,
    googleWebClientId: 'client.apps.googleusercontent.com',
    device: 'BROWSER' as const,
    privateBrowsing: false,
  };
  it.each([
    ['on, with a Firebase project and a web client id: offered', base, true],
    ['GOOGLELOGIN3 off: not offered', { ...base, GOOGLELOGIN3: false }, false],
    ['no Firebase project: not offered', { ...base, socialSignInAvailable: false }, false],
    ['no Google web client id: not offered', { ...base, googleWebClientId: '' }, false],
    ['inside the app: not offered', { ...base, device: 'APP' as const }, false],
    ['private browsing: not offered', { ...base, privateBrowsing: true }, false],
  ])('%s', (_, f, expected) => {
    expect(oneTapGoogleOffered(f)).toBe(expected);
  });
});
