import type { Activity, Banner } from '@app/contract/relay';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import { openTestDatabase } from '../testing/test-database';
import {
  activityRunning,
  announcementForViewer,
  announcementInList,
  executionsFor,
  findActivity,
  listActivities,
  listAnnouncementCategories,
  listAnnouncements,
  listBanners,
  popupItems,
  replaceActivities,
  replaceAnnouncements,
  replaceBanners,
  runningActivities,
  type Announcement,
  type AnnouncementViewer,
} from './home-content';
import { Refused } from './refused';

describe('announcementInList (signed-in §4: the popup and the download image popup read one list)', () => {
  const rows: [rule: string, itemCategory: string | undefined, asked: string | undefined, inList: boolean][] =
    [
      ['no category asked: the popup takes an item without a category', undefined, undefined, true],
      ['no category asked: the popup takes an item of another category', 'notice', undefined, true],
      ['no category asked: never an app_download item (the image popup’s)', 'app_download', undefined, false],
      ['app_download asked: its items', 'app_download', 'app_download', true],
      ['app_download asked: not the popup’s items', 'notice', 'app_download', false],
      ['app_download asked: not an item without a category', undefined, 'app_download', false],
      ['another category asked: only that one', 'notice', 'notice', true],
    ];
  it.each(rows)('%s', (_rule, itemCategory, asked, inList) => {
    expect(announcementInList(itemCategory, asked)).toBe(inList);
  });
});

const GUEST: AnnouncementViewer = { signedIn: false };
const MEMBER: AnnouncementViewer = { signedIn: true, firstTimeLogin: false };
const FIRST_LOGIN: AnnouncementViewer = { signedIn: true, firstTimeLogin: true };

describe('executionsFor (signed-in §4: "execution A for logged-in users, B for guests", F on a first-time login)', () => {
  const rows: [rule: string, viewer: AnnouncementViewer, executions: string[]][] = [
    ['a guest: B only', GUEST, ['B']],
    ['a member: A only', MEMBER, ['A']],
    ['a member on a first-time login: A and F', FIRST_LOGIN, ['A', 'F']],
  ];
  it.each(rows)('%s', (_rule, viewer, executions) => {
    expect(executionsFor(viewer)).toEqual(executions);
  });
});

describe('announcementForViewer (the popup by execution, the download image popup for everyone)', () => {
  const rows: [
    rule: string,
    execution: 'A' | 'B' | 'F',
    asked: string | undefined,
    viewer: AnnouncementViewer,
    given: boolean,
  ][] = [
    ['a guest is given a B item', 'B', undefined, GUEST, true],
    ['a guest is never given an A item (members only)', 'A', undefined, GUEST, false],
    ['a guest is never given an F item (first-time login)', 'F', undefined, GUEST, false],
    ['a guest asking one category is still given its B items only', 'A', 'notice', GUEST, false],
    ['a member is given an A item', 'A', undefined, MEMBER, true],
    ['a member is not given a B item (the guests’)', 'B', undefined, MEMBER, false],
    ['a member is not given an F item after the first-time login', 'F', undefined, MEMBER, false],
    ['a member on a first-time login is given an F item', 'F', undefined, FIRST_LOGIN, true],
    ['a member on a first-time login is given an A item', 'A', undefined, FIRST_LOGIN, true],
    ['the download image popup’s banners go to a guest', 'B', 'app_download', GUEST, true],
    ['the download image popup’s banners go to a member', 'B', 'app_download', MEMBER, true],
  ];
  it.each(rows)('%s', (_rule, execution, asked, viewer, given) => {
    expect(announcementForViewer(execution, asked, viewer)).toBe(given);
  });
});

describe('activityRunning (MCSFE_getActivities lists the activities running now)', () => {
  const NOW = 1_800_000_000_000;
  const rows: [rule: string, startTime: number | null, endTime: number | null, running: boolean][] = [
    ['open-ended both ways', null, null, true],
    ['started, no end', NOW - 1, null, true],
    ['starts this very moment', NOW, null, true],
    ['not started yet', NOW + 1, null, false],
    ['ends later', null, NOW + 1, true],
    ['ended this very moment', null, NOW, false],
    ['ended', NOW - 10, NOW - 1, false],
    ['within its period', NOW - 10, NOW + 10, true],
  ];
  it.each(rows)('%s', (_rule, startTime, endTime, running) => {
    expect(activityRunning({ startTime, endTime }, NOW)).toBe(running);
  });
});

let db: Db;
beforeEach(async () => {
  db = await openTestDatabase();
  for (const code of ['SHOP', 'OTHER']) {
    await db.insertInto('merchants').values({ code, settings: '{}', created_at: 1, updated_at: 1 }).execute();
  }
});
afterEach(() => db.destroy());

const BANNER: Banner = {
  id: 'b1',
  title: 'Deposit bonus',
  imageUrl: '/wps/images/home/banner-deposit.svg',
  width: 1500,
  height: 600,
  linkageType: 'P',
  linkage: 'a1',
  openInNewWindow: false,
};

const ANNOUNCEMENT: Announcement = {
  id: 'n1',
  title: 'Welcome',
  content: '<p>Hello</p>',
  promotionType: 'notice',
  execution: 'B',
  forceRead: false,
};

const ACTIVITY: Activity = {
  id: 'a1',
  title: 'Deposit bonus',
  summary: '100% up to 5,000',
  imageUrl: '/wps/images/home/activity-deposit.svg',
  width: 1200,
  height: 600,
  startTime: null,
  endTime: null,
  rules: '<ol><li>Deposit</li></ol>',
  action: { redirect: 'DEPOSIT' },
};

describe('the stored content', () => {
  it('keeps the banners in the given order, per merchant, without the optional fields never given', async () => {
    const game: Banner = { ...BANNER, id: 'b2', linkageType: 'G', linkage: 'LOTTO', gameType: 'LOTT' };
    await replaceBanners(db, 'SHOP', [game, BANNER]);
    await replaceBanners(db, 'OTHER', [BANNER]);
    expect(await listBanners(db, 'SHOP')).toEqual([game, BANNER]);
    await replaceBanners(db, 'SHOP', []);
    expect(await listBanners(db, 'SHOP')).toEqual([]);
    expect(await listBanners(db, 'OTHER')).toEqual([BANNER]);
  });

  it('answers the popup’s announcements without app_download, and app_download’s alone, with their images', async () => {
    const image: Announcement = { ...ANNOUNCEMENT, id: 'd1', imageUrl: '/x.svg', category: 'app_download' };
    const forced: Announcement = { ...ANNOUNCEMENT, id: 'n2', forceRead: true, category: 'promo' };
    await replaceAnnouncements(db, 'SHOP', [ANNOUNCEMENT, image, forced]);
    expect(await listAnnouncements(db, 'SHOP')).toEqual([ANNOUNCEMENT, image, forced]);
    const { category: _c, ...forcedItem } = forced;
    expect(await popupItems(db, 'SHOP', { types: ['PR'] }, GUEST)).toEqual([ANNOUNCEMENT, forcedItem]);
    const { category: _d, ...imageItem } = image;
    const images = { types: ['PR'], category: 'app_download' };
    expect(await popupItems(db, 'SHOP', images, GUEST)).toEqual([imageItem]);
    expect(await popupItems(db, 'SHOP', images, MEMBER)).toEqual([imageItem]);
    // Only promotion announcements are kept.
    expect(await popupItems(db, 'SHOP', { types: ['NEWS'] }, GUEST)).toEqual([]);
  });

  it('gives each viewer the items of its executions only, in the admin’s order', async () => {
    const item = (id: string, execution: 'A' | 'B' | 'F'): Announcement => ({
      ...ANNOUNCEMENT,
      id,
      execution,
    });
    await replaceAnnouncements(db, 'SHOP', [item('a', 'A'), item('b', 'B'), item('f', 'F'), item('a2', 'A')]);
    const ids = async (viewer: AnnouncementViewer) =>
      (await popupItems(db, 'SHOP', { types: ['PR'] }, viewer)).map((a) => a.id);
    expect(await ids(GUEST)).toEqual(['b']);
    expect(await ids(MEMBER)).toEqual(['a', 'a2']);
    expect(await ids(FIRST_LOGIN)).toEqual(['a', 'f', 'a2']);
  });

  it('replaces the categories only when given', async () => {
    const categories = [
      { key: 'promo', title: 'Promotions' },
      { key: 'notice', title: 'Notices' },
    ];
    await replaceAnnouncements(db, 'SHOP', [ANNOUNCEMENT], categories);
    await replaceAnnouncements(db, 'SHOP', []);
    expect(await listAnnouncements(db, 'SHOP')).toEqual([]);
    expect(await listAnnouncementCategories(db, 'SHOP')).toEqual(categories);
    await replaceAnnouncements(db, 'SHOP', [], []);
    expect(await listAnnouncementCategories(db, 'SHOP')).toEqual([]);
  });

  it('lists the running activities as summaries, and answers an activity by id while it runs only', async () => {
    const NOW = 1_800_000_000_000;
    const ended: Activity = { ...ACTIVITY, id: 'a2', endTime: NOW - 1, action: null };
    const link: Activity = {
      ...ACTIVITY,
      id: 'a3',
      action: { redirect: 'REDIRECT_URL', externalLink: 'https://example.com/', label: 'Open' },
    };
    await replaceActivities(db, 'SHOP', [ACTIVITY, ended, link]);
    expect(await listActivities(db, 'SHOP')).toEqual([ACTIVITY, ended, link]);
    const summaries = await runningActivities(db, 'SHOP', NOW);
    expect(summaries.map((a) => a.id)).toEqual(['a1', 'a3']);
    expect(summaries[0]).not.toHaveProperty('rules');
    expect(summaries[0]).not.toHaveProperty('action');
    expect(await findActivity(db, 'SHOP', 'a1', NOW)).toEqual(ACTIVITY);
    // Ended or not started yet: answered like an id the merchant has none of.
    await expect(findActivity(db, 'SHOP', 'a2', NOW)).rejects.toEqual(
      new Refused({ reason: 'activity-unknown' }),
    );
    const later: Activity = { ...ACTIVITY, id: 'a4', startTime: NOW + 1 };
    await replaceActivities(db, 'SHOP', [later]);
    await expect(findActivity(db, 'SHOP', 'a4', NOW)).rejects.toEqual(
      new Refused({ reason: 'activity-unknown' }),
    );
    expect(await findActivity(db, 'SHOP', 'a4', NOW + 1)).toEqual(later);
  });

  it('refuses an activity id the merchant does not have (activity-unknown), another merchant’s too', async () => {
    await replaceActivities(db, 'OTHER', [ACTIVITY]);
    await expect(findActivity(db, 'SHOP', 'a1', 1_800_000_000_000)).rejects.toEqual(
      new Refused({ reason: 'activity-unknown' }),
    );
  });
});
