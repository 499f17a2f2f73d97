import { appVersion } from './device';

// Not in device.ts, which the first load carries: only the install prompt, after the first screen, asks.

/**
 * The in-app browsers players arrive in from ads and chats (beyond the spec): installing to the
 * home screen is impossible there, so the install prompt offers the way out to Chrome or Safari. Each by the
 * marker its app puts in the user agent; 'WebView' is any other Android app's web view ("; wv)").
 */
export type InAppBrowser =
  | 'Messenger'
  | 'Facebook'
  | 'Instagram'
  | 'LINE'
  | 'TikTok'
  | 'Telegram'
  | 'WeChat'
  | 'Snapchat'
  | 'X'
  | 'KakaoTalk'
  | 'Zalo'
  | 'Pinterest'
  | 'LinkedIn'
  | 'Weibo'
  | 'QQ'
  | 'Viber'
  | 'WebView';

/** In order: Messenger's marker contains Facebook's (FBAN/Messenger…), Instagram's app may carry FBAV too. */
const IN_APP_MARKERS: readonly (readonly [InAppBrowser, RegExp])[] = [
  ['Messenger', /\bFBAN\/Messenger|\bFB_IAB\/MESSENGER|\bMessengerForiOS|\bMessengerLite/i],
  ['Instagram', /\bInstagram\b/i],
  ['Facebook', /\bFBAN\/|\bFBAV\/|\bFB_IAB\/|\bFBIOS\b/],
  ['LINE', /\bLine\/\d/],
  ['TikTok', /\bmusical_ly|\bBytedanceWebview|\bTikTok\b|\btrill_\d/i],
  ['Telegram', /\bTelegram\b/i],
  ['WeChat', /\bMicroMessenger\//i],
  ['Snapchat', /\bSnapchat\b/i],
  ['X', /\bTwitter(?:Android)?\b/i],
  ['KakaoTalk', /\bKAKAOTALK\b/i],
  ['Zalo', /\bZalo(?:App|Theme)?\b/i],
  ['Pinterest', /\bPinterest\b/i],
  ['LinkedIn', /\bLinkedInApp\b/i],
  ['Weibo', /\bWeibo\b/i],
  ['QQ', /\bQQ\/\d/],
  ['Viber', /\bViber\b/i],
  ['WebView', /; wv\)/],
];

/** The in-app browser the page is open in, or null in a real browser (and in the platform's own app). */
export const inAppBrowser = (userAgent: string): InAppBrowser | null =>
  appVersion(userAgent) ? null : (IN_APP_MARKERS.find(([, marker]) => marker.test(userAgent))?.[0] ?? null);
