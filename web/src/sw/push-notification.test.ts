import { describe, expect, it } from 'vitest';
import {
  httpsOrigins,
  notificationClick,
  notificationFromPush,
  openableLink,
  type NotificationClick,
  type ShownNotification,
} from './push-notification';

const ORIGIN = 'https://www.demo-casino.example';
const MERCHANT = ['https://m.demo-casino.example'];

describe('the FCM web-push payload → the notification shown', () => {
  it.each<[string, unknown, ShownNotification]>([
    [
      'notification title, body and icon; the link from data.url',
      {
        notification: { title: 'Bonus', body: '50 free spins', icon: '/m/icon.png' },
        data: { url: '/m/activity' },
        fcmOptions: { link: '/m/home' },
      },
      {
        title: 'Bonus',
        options: { body: '50 free spins', icon: '/m/icon.png', data: { link: '/m/activity' } },
      },
    ],
    [
      'without data.url, the link of fcmOptions',
      {
        notification: { title: 'Deposit received' },
        fcmOptions: { link: 'https://m.demo-casino.example/m/home' },
      },
      { title: 'Deposit received', options: { data: { link: 'https://m.demo-casino.example/m/home' } } },
    ],
    [
      'the image too; click_action as the last link',
      { notification: { title: 'New game', image: '/m/game.png', click_action: '/m/game' } },
      { title: 'New game', options: { image: '/m/game.png', data: { link: '/m/game' } } },
    ],
    [
      'a data-only message: title and body from data',
      { data: { title: 'Hi', body: 'There' } },
      { title: 'Hi', options: { body: 'There', data: { link: null } } },
    ],
    [
      'an unreadable push still shows, under the fallback title',
      'not json',
      { title: 'www.demo-casino.example', options: { data: { link: null } } },
    ],
    [
      'wrong types are ignored',
      { notification: { title: 42, body: ['x'], icon: {} }, data: { url: 7 } },
      { title: 'www.demo-casino.example', options: { data: { link: null } } },
    ],
  ])('%s', (_, payload, shown) => {
    expect(notificationFromPush(payload, 'www.demo-casino.example')).toEqual(shown);
  });
});

describe('only same-origin /m/ links or https on the merchant’s domains are opened', () => {
  it.each<[string, string | null, string | null]>([
    ['an app page by path', '/m/activity', `${ORIGIN}/m/activity`],
    ['an app page by URL', `${ORIGIN}/m/home?x=1`, `${ORIGIN}/m/home?x=1`],
    ['the same origin outside /m/: no', '/admin/push-tokens', null],
    [
      'https on a merchant domain',
      'https://m.demo-casino.example/m/home',
      'https://m.demo-casino.example/m/home',
    ],
    ['http on a merchant domain: no', 'http://m.demo-casino.example/m/home', null],
    ['another site: no', 'https://evil.example/m/home', null],
    ['javascript: no', 'javascript:alert(1)', null],
    ['a protocol-relative link to another host: no', '//evil.example/m/home', null],
    ['no link', null, null],
  ])('%s', (_, link, opened) => {
    expect(openableLink(link, ORIGIN, MERCHANT)).toBe(opened);
  });

  it('the merchant’s https origins from its domain list', () => {
    expect(
      httpsOrigins([
        { domainName: 'https://www.a.example' },
        { domainName: 'https://m.a.example/path' },
        { domainName: 'http://plain.example' },
        { domainName: 'not a url' },
        null,
      ]),
    ).toEqual(['https://www.a.example', 'https://m.a.example']);
    expect(httpsOrigins('nonsense')).toEqual([]);
  });
});

describe('notificationclick: focus an open /m/ window, or open the link', () => {
  it.each<[string, string | null, boolean, NotificationClick]>([
    [
      'an app page with the app open: focus it, taken to the page',
      `${ORIGIN}/m/activity`,
      true,
      { kind: 'focus', navigate: `${ORIGIN}/m/activity` },
    ],
    ['no link with the app open: focus it as it is', null, true, { kind: 'focus', navigate: null }],
    [
      'an app page with no window: open it',
      `${ORIGIN}/m/activity`,
      false,
      { kind: 'open', url: `${ORIGIN}/m/activity` },
    ],
    ['no link, no window: open home', null, false, { kind: 'open', url: `${ORIGIN}/m/home` }],
    [
      'a merchant’s other domain: a new window',
      'https://m.demo-casino.example/m/home',
      true,
      { kind: 'open', url: 'https://m.demo-casino.example/m/home' },
    ],
  ])('%s', (_, target, open, click) => {
    expect(notificationClick(target, ORIGIN, open)).toEqual(click);
  });
});
