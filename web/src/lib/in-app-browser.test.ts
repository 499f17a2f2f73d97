// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { inAppBrowser, type InAppBrowser } from './in-app-browser';

const android = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36';

// Real user agents, as each app sends them.
const ANDROID_WV =
  'Mozilla/5.0 (Linux; Android 13; SM-S901B Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/117.0.0.0 Mobile Safari/537.36';
const IOS_WK =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';

describe('in-app browsers: the apps players arrive from, by their user-agent markers', () => {
  it.each<[string, string, InAppBrowser | null]>([
    ['Facebook on Android', `${ANDROID_WV} [FB_IAB/FB4A;FBAV/435.0.0.42.112;]`, 'Facebook'],
    [
      'Facebook on iOS',
      `${IOS_WK} [FBAN/FBIOS;FBDV/iPhone14,5;FBMD/iPhone;FBSN/iOS;FBSV/16.6;FBSS/3;FBID/phone;FBLC/en_US;FBOP/5]`,
      'Facebook',
    ],
    ['Messenger on iOS', `${IOS_WK} [FBAN/MessengerForiOS;FBAV/420.0.0.28.107;FBBV/540153032]`, 'Messenger'],
    ['Messenger on Android', `${ANDROID_WV} [FB_IAB/MESSENGER;FBAV/430.0.0.13.115;]`, 'Messenger'],
    [
      'Instagram on iOS',
      `${IOS_WK} Instagram 302.0.0.23.114 (iPhone13,2; iOS 17_0; en_US; en; scale=3.00; 1170x2532; 522471398)`,
      'Instagram',
    ],
    [
      'Instagram on Android',
      `${ANDROID_WV} Instagram 300.0.0.29.110 Android (31/12; 480dpi; 1080x2179)`,
      'Instagram',
    ],
    ['LINE on iOS', `${IOS_WK} Safari Line/13.10.0`, 'LINE'],
    ['LINE on Android', `${ANDROID_WV} Line/13.12.1/IAB`, 'LINE'],
    [
      'TikTok on Android',
      `${ANDROID_WV} trill_300303 JsSdk/1.0 NetType/WIFI Channel/googleplay AppName/musical_ly app_version/30.3.3`,
      'TikTok',
    ],
    [
      'TikTok on iOS',
      `${IOS_WK} musical_ly_30.5.0 JsSdk/2.0 NetType/WIFI Channel/App Store ByteLocale/en`,
      'TikTok',
    ],
    [
      'Telegram on Android',
      `${ANDROID_WV} Telegram-Android/10.2.3 (Samsung SM-A536B; Android 13; SDK 33; HIGH)`,
      'Telegram',
    ],
    ['WeChat', `${IOS_WK} MicroMessenger/8.0.40(0x18002831) NetType/WIFI Language/zh_CN`, 'WeChat'],
    ['Snapchat', `${IOS_WK} Snapchat/12.50.0.36 (like Safari/8615.3.12.10.3, panda)`, 'Snapchat'],
    ['X (Twitter) on iOS', `${IOS_WK} Twitter for iPhone/10.5`, 'X'],
    ['X (Twitter) on Android', `${ANDROID_WV} TwitterAndroid`, 'X'],
    ['KakaoTalk', `${IOS_WK} KAKAOTALK 10.2.5`, 'KakaoTalk'],
    ['Zalo', `${ANDROID_WV} Zalo android/12100651 ZaloTheme/light ZaloLanguage/vi`, 'Zalo'],
    ['QQ', `${IOS_WK} QQ/8.9.80.612 V1_IPH_SQ_8.9.80_1_APP_A Pixel/1170`, 'QQ'],
    ["another Android app's web view", ANDROID_WV, 'WebView'],
    ['Chrome on Android: a real browser', android, null],
    [
      'Safari on iPhone: a real browser',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      null,
    ],
    [
      'Chrome on iPhone: a real browser',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0.6099.119 Mobile/15E148 Safari/604.1',
      null,
    ],
    [
      'Samsung Internet: a real browser',
      'Mozilla/5.0 (Linux; Android 13; SM-S901B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Mobile Safari/537.36',
      null,
    ],
    [
      "the platform's own app (a web view too) is not an in-app browser",
      `${ANDROID_WV} PlatformApp/2.4.39`,
      null,
    ],
  ])('%s', (_, ua, expected) => {
    expect(inAppBrowser(ua)).toBe(expected);
  });
});
