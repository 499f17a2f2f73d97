import {
  GO_TO_ACTIVITY_REDIRECTS,
  type Activity,
  type Banner,
  type RelayResponse,
} from '@app/contract/relay';
import type { Selectable } from 'kysely';
import type { Db } from '../db/database';
import { transact } from '../db/transaction';
import type { ActivitiesTable, AnnouncementsTable, BannersTable } from '../db/schema';
import { Refused } from './refused';

/**
 * The home page's content per merchant: banners, announcements with their categories, activities.
 * The admin API and the seed replace each list whole (in the admin's order); the relays read them. HTML is kept as
 * given: the app sanitises it.
 */

export type PopupItem = RelayResponse<'MCSFE_getListAnnouncements'>[number];
/** An announcement as the admin gives it: a popup item with its category (app_download: the image popup's). */
export type Announcement = PopupItem & { category?: string };
export type AnnouncementCategory = RelayResponse<'PROMOFE_getPromotionAnnouncementCategory'>[number];
export type ActivitySummary = RelayResponse<'MCSFE_getActivities'>[number];

/** The category of the download image popup's banners (signed-in §4): never in the announcement popup. */
export const APP_DOWNLOAD_CATEGORY = 'app_download';
/** The announcement type this server keeps: promotions (the popup asks for types PR). */
export const ANNOUNCEMENT_TYPE = 'PR';

/** Why a home-content call is refused (the answer: routes/refusals.ts). */
export type HomeContentRefusal = { reason: 'activity-unknown' };

/**
 * Whether an announcement of `itemCategory` belongs to the list asked for: with a category, only that
 * category's; without one, the announcement popup's, which is every category but app_download.
 */
export const announcementInList = (itemCategory: string | undefined, asked: string | undefined): boolean =>
  asked === undefined ? itemCategory !== APP_DOWNLOAD_CATEGORY : itemCategory === asked;

/** Whether the activity runs at `now`: started (or no start) and not yet ended (or no end). */
export const activityRunning = (a: Pick<Activity, 'startTime' | 'endTime'>, now: number): boolean =>
  (a.startTime === null || a.startTime <= now) && (a.endTime === null || now < a.endTime);

/** The optional fields of a row: left out when null, as the contract's optional fields are. */
const present = <K extends string>(key: K, value: string | null): Partial<Record<K, string>> =>
  value === null ? {} : ({ [key]: value } as Record<K, string>);

const bannerOf = (row: Selectable<BannersTable>): Banner => ({
  id: row.id,
  title: row.title,
  imageUrl: row.image_url,
  width: row.width,
  height: row.height,
  linkageType: row.linkage_type,
  linkage: row.linkage,
  ...present('roomId', row.room_id),
  ...present('nodeId', row.node_id),
  ...present('gameType', row.game_type),
  ...present('vendor', row.vendor),
  ...present('groupName', row.group_name),
  ...present('url', row.url),
  openInNewWindow: row.open_in_new_window === 1,
});

const announcementOf = (row: Selectable<AnnouncementsTable>): Announcement => ({
  id: row.id,
  title: row.title,
  content: row.content,
  promotionType: row.promotion_type,
  execution: row.execution,
  forceRead: row.force_read === 1,
  ...present('imageUrl', row.image_url),
  ...present('category', row.category),
});

const activityOf = (row: Selectable<ActivitiesTable>): Activity => {
  const redirect = GO_TO_ACTIVITY_REDIRECTS.find((r) => r === row.action_redirect);
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    imageUrl: row.image_url,
    width: row.width,
    height: row.height,
    startTime: row.start_time,
    endTime: row.end_time,
    rules: row.rules,
    action: redirect
      ? {
          redirect,
          ...present('externalLink', row.action_external_link),
          ...present('label', row.action_label),
        }
      : null,
  };
};

export async function replaceBanners(db: Db, merchant: string, items: readonly Banner[]): Promise<void> {
  await transact(db, async (trx) => {
    await trx.deleteFrom('banners').where('merchant', '=', merchant).execute();
    if (items.length === 0) return;
    await trx
      .insertInto('banners')
      .values(
        items.map((b, position) => ({
          merchant,
          id: b.id,
          position,
          title: b.title,
          image_url: b.imageUrl,
          width: b.width,
          height: b.height,
          linkage_type: b.linkageType,
          linkage: b.linkage,
          room_id: b.roomId ?? null,
          node_id: b.nodeId ?? null,
          game_type: b.gameType ?? null,
          vendor: b.vendor ?? null,
          group_name: b.groupName ?? null,
          url: b.url ?? null,
          open_in_new_window: b.openInNewWindow ? 1 : 0,
        })),
      )
      .execute();
  });
}

/** The merchant's banners, in the admin's order (MCSFE_getBanners). */
export async function listBanners(db: Db, merchant: string): Promise<Banner[]> {
  const rows = await db
    .selectFrom('banners')
    .selectAll()
    .where('merchant', '=', merchant)
    .orderBy('position')
    .execute();
  return rows.map(bannerOf);
}

/** Replaces the merchant's announcements and, when given, its categories. */
export async function replaceAnnouncements(
  db: Db,
  merchant: string,
  items: readonly Announcement[],
  categories?: readonly AnnouncementCategory[],
): Promise<void> {
  await transact(db, async (trx) => {
    await trx.deleteFrom('announcements').where('merchant', '=', merchant).execute();
    if (items.length > 0) {
      await trx
        .insertInto('announcements')
        .values(
          items.map((a, position) => ({
            merchant,
            id: String(a.id),
            position,
            title: a.title,
            content: a.content,
            execution: a.execution,
            promotion_type: a.promotionType,
            category: a.category ?? null,
            image_url: a.imageUrl ?? null,
            force_read: a.forceRead ? 1 : 0,
          })),
        )
        .execute();
    }
    if (!categories) return;
    await trx.deleteFrom('announcement_categories').where('merchant', '=', merchant).execute();
    if (categories.length === 0) return;
    await trx
      .insertInto('announcement_categories')
      .values(categories.map((c, position) => ({ merchant, category_key: c.key, position, title: c.title })))
      .execute();
  });
}

/** Every announcement of the merchant with its category, in the admin's order (the admin view). */
export async function listAnnouncements(db: Db, merchant: string): Promise<Announcement[]> {
  const rows = await db
    .selectFrom('announcements')
    .selectAll()
    .where('merchant', '=', merchant)
    .orderBy('position')
    .execute();
  return rows.map(announcementOf);
}

/** Who asks for the announcement popup: a guest, or a member on a first-time login or not (signed-in §4). */
export type AnnouncementViewer = { signedIn: false } | { signedIn: true; firstTimeLogin: boolean };

/**
 * The executions a viewer is given (signed-in §4 "execution A for logged-in users, B for guests. Items with
 * execution F show only on a first-time login"): the server filters, so a guest never receives the members'
 * items. The app filters again by the same rule (web features/announcements, executionsFor).
 */
export const executionsFor = (viewer: AnnouncementViewer): readonly PopupItem['execution'][] => {
  if (!viewer.signedIn) return ['B'];
  return viewer.firstTimeLogin ? ['A', 'F'] : ['A'];
};

/**
 * Whether a session is the member's first-time login: no earlier session of the member, stored or archived by
 * the retention job (members.archived_sign_ins). The login answers firstTimeLogin on the login that opened it
 * (services/login.ts) and the app keeps that flag for the session, so every request of that session is given the
 * F items; a registration that logs in opens the first session too (the app counts it as a first login).
 */
export async function isFirstTimeLogin(
  db: Db,
  session: { sessionId: number; member: { id: number; archived_sign_ins: number } },
): Promise<boolean> {
  if (session.member.archived_sign_ins > 0) return false;
  const earlier = await db
    .selectFrom('sessions')
    .select('id')
    .where('member_id', '=', session.member.id)
    .where('id', '<', session.sessionId)
    .limit(1)
    .executeTakeFirst();
  return earlier === undefined;
}

/**
 * Whether the viewer is given an item of the list asked for: the announcement popup's items by their execution
 * (executionsFor); the download image popup's banners (app_download) to everyone, as signed-in §4 shows that
 * popup by place and never by login state.
 */
export const announcementForViewer = (
  execution: PopupItem['execution'],
  asked: string | undefined,
  viewer: AnnouncementViewer,
): boolean => asked === APP_DOWNLOAD_CATEGORY || executionsFor(viewer).includes(execution);

/**
 * MCSFE_getListAnnouncements: the announcements of the list asked for (announcementInList) that are the viewer's
 * (announcementForViewer), as popup items; none when the types asked for leave out this server's (PR).
 */
export async function popupItems(
  db: Db,
  merchant: string,
  ask: { types: readonly string[]; category?: string },
  viewer: AnnouncementViewer,
): Promise<PopupItem[]> {
  if (!ask.types.includes(ANNOUNCEMENT_TYPE)) return [];
  return (await listAnnouncements(db, merchant))
    .filter(
      (a) =>
        announcementInList(a.category, ask.category) &&
        announcementForViewer(a.execution, ask.category, viewer),
    )
    .map(({ category: _category, ...item }) => item);
}

/** The merchant's announcement categories, in the admin's order (PROMOFE_getPromotionAnnouncementCategory). */
export async function listAnnouncementCategories(db: Db, merchant: string): Promise<AnnouncementCategory[]> {
  const rows = await db
    .selectFrom('announcement_categories')
    .select(['category_key', 'title'])
    .where('merchant', '=', merchant)
    .orderBy('position')
    .execute();
  return rows.map((r) => ({ key: r.category_key, title: r.title }));
}

export async function replaceActivities(db: Db, merchant: string, items: readonly Activity[]): Promise<void> {
  await transact(db, async (trx) => {
    await trx.deleteFrom('activities').where('merchant', '=', merchant).execute();
    if (items.length === 0) return;
    await trx
      .insertInto('activities')
      .values(
        items.map((a, position) => ({
          merchant,
          id: a.id,
          position,
          title: a.title,
          summary: a.summary,
          image_url: a.imageUrl,
          width: a.width,
          height: a.height,
          start_time: a.startTime,
          end_time: a.endTime,
          rules: a.rules,
          action_redirect: a.action?.redirect ?? null,
          action_external_link: a.action?.externalLink ?? null,
          action_label: a.action?.label ?? null,
        })),
      )
      .execute();
  });
}

/** Every activity of the merchant, running or not, in the admin's order (the admin view). */
export async function listActivities(db: Db, merchant: string): Promise<Activity[]> {
  const rows = await db
    .selectFrom('activities')
    .selectAll()
    .where('merchant', '=', merchant)
    .orderBy('position')
    .execute();
  return rows.map(activityOf);
}

/** MCSFE_getActivities: the activities running at `now` (activityRunning), without their rules and action. */
export async function runningActivities(db: Db, merchant: string, now: number): Promise<ActivitySummary[]> {
  return (await listActivities(db, merchant))
    .filter((a) => activityRunning(a, now))
    .map(({ rules: _rules, action: _action, ...summary }) => summary);
}

/**
 * MCSFE_getActivity: the activity of that id while it runs at `now` (activityRunning). One not started yet or
 * already ended is answered exactly like an id the merchant has none of, so the public call reveals no activity
 * before its start and none after its end. Throws Refused (activity-unknown).
 */
export async function findActivity(db: Db, merchant: string, id: string, now: number): Promise<Activity> {
  const row = await db
    .selectFrom('activities')
    .selectAll()
    .where('merchant', '=', merchant)
    .where('id', '=', id)
    .executeTakeFirst();
  const activity = row ? activityOf(row) : undefined;
  if (!activity || !activityRunning(activity, now)) throw new Refused({ reason: 'activity-unknown' });
  return activity;
}
