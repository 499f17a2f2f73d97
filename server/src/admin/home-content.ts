import { activitySchema, bannerSchema, GO_TO_ACTIVITY_REDIRECTS, popupItemSchema } from '@app/contract/relay';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { isLoopbackHost } from '../config';
import type { AppContext } from '../context';
import { ok } from '../http/api-error';
import { validateInput } from '../http/validate';
import {
  APP_DOWNLOAD_CATEGORY,
  listActivities,
  listAnnouncementCategories,
  listAnnouncements,
  listBanners,
  replaceActivities,
  replaceAnnouncements,
  replaceBanners,
} from '../services/home-content';
import { saveMerchantSettings } from '../services/merchants';
import { iconHref } from '../static/page-fill';
import { merchantNamed } from './member-of';

/** Most items one list holds: a home page shows a handful. */
export const MAX_CONTENT_ITEMS = 50;
/** Longest HTML (announcement content, activity rules) the admin API takes: 64 KB. */
export const MAX_HTML_CHARS = 64 * 1024;
const MAX_URL_CHARS = 2048;

const id = z.string().regex(/^[\w.:-]{1,64}$/, 'letters, digits and _ . : - (1 to 64)');
const categoryKey = z.string().regex(/^[\w-]{1,32}$/, 'letters, digits, _ and - (1 to 32)');
const text = (max: number) => z.string().trim().min(1).max(max);
const optionalText = (max: number) => z.string().trim().min(1).max(max).optional();
const html = z.string().max(MAX_HTML_CHARS);
const pixels = z.number().int().min(1).max(10_000);
/** Epoch ms, or null: open-ended. */
const time = z.number().int().min(0).max(8.64e15).nullable().default(null);

/** An absolute http(s) URL without credentials, whitespace or backslashes (what the app follows). */
export function isHttpLink(value: string): boolean {
  if (/[\s\\]/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** An image: a path of the site (the image CDN's, else this server's) or an https URL (page-fill.ts iconHref). */
const imageUrl = z
  .string()
  .trim()
  .max(MAX_URL_CHARS)
  .refine((v) => iconHref(v) !== null, 'a path starting with / or an https URL');
const httpLink = z.string().trim().max(MAX_URL_CHARS).refine(isHttpLink, 'an http(s) URL');
/**
 * A banner's URL: a path of the site or an https URL. Plain http is refused (signed-in §4 "Banner click": a
 * member's tap carries a hand-over code, which must not travel where anyone on the way reads it), except in demo
 * mode to a loopback host (a demo's own pages on this machine).
 */
export function isBannerLink(value: string, demoMode: boolean): boolean {
  if (value.startsWith('/')) return iconHref(value) !== null;
  if (!isHttpLink(value)) return false;
  const url = new URL(value);
  return url.protocol === 'https:' || (demoMode && isLoopbackHost(url.hostname));
}
const bannerUrl = (demoMode: boolean) =>
  z
    .string()
    .trim()
    .max(MAX_URL_CHARS)
    .refine(
      (v) => isBannerLink(v, demoMode),
      demoMode ? 'a path, an https URL or an http URL of a loopback host' : 'a path or an https URL',
    );

/** A list of at most MAX_CONTENT_ITEMS, each key once. */
const uniqueList = <T extends z.ZodType>(item: T, key: (v: z.output<T>) => string) =>
  z
    .array(item)
    .max(MAX_CONTENT_ITEMS)
    .refine((items) => new Set(items.map(key)).size === items.length, 'each id (or key) once');

const bannerInput = (demoMode: boolean) =>
  bannerSchema
    .extend({
      id,
      title: text(128),
      imageUrl,
      width: pixels,
      height: pixels,
      linkage: z.string().trim().max(128),
      roomId: optionalText(64),
      nodeId: optionalText(64),
      gameType: optionalText(32),
      vendor: optionalText(64),
      groupName: optionalText(64),
      url: bannerUrl(demoMode).optional(),
    })
    .strict()
    .superRefine((b, ctx) => {
      if (b.linkageType === 'URL' && !b.url) {
        ctx.addIssue({ code: 'custom', path: ['url'], message: 'required for linkageType URL' });
      }
      if (b.linkageType !== 'URL' && !b.linkage) {
        ctx.addIssue({ code: 'custom', path: ['linkage'], message: 'required for linkageType P and G' });
      }
    });

const announcementInput = popupItemSchema
  .extend({
    id,
    title: text(128),
    content: html,
    promotionType: categoryKey,
    category: categoryKey.optional(),
    imageUrl: imageUrl.optional(),
  })
  .strict()
  .superRefine((a, ctx) => {
    if (a.category === APP_DOWNLOAD_CATEGORY && !a.imageUrl) {
      ctx.addIssue({
        code: 'custom',
        path: ['imageUrl'],
        message: `required for category ${APP_DOWNLOAD_CATEGORY}`,
      });
    }
  });

const categoryInput = z.strictObject({ key: categoryKey, title: text(64) });

const actionInput = z
  .strictObject({
    redirect: z.enum(GO_TO_ACTIVITY_REDIRECTS),
    externalLink: httpLink.optional(),
    label: optionalText(64),
  })
  .superRefine((a, ctx) => {
    if (a.redirect === 'REDIRECT_URL' && !a.externalLink) {
      ctx.addIssue({ code: 'custom', path: ['externalLink'], message: 'required for REDIRECT_URL' });
    }
  });

const activityInput = activitySchema
  .extend({
    id,
    title: text(128),
    summary: z.string().trim().max(256),
    imageUrl,
    width: pixels,
    height: pixels,
    startTime: time,
    endTime: time,
    rules: html,
    action: actionInput.nullable().default(null),
  })
  .strict()
  .superRefine((a, ctx) => {
    if (a.startTime !== null && a.endTime !== null && a.endTime <= a.startTime) {
      ctx.addIssue({ code: 'custom', path: ['endTime'], message: 'after startTime' });
    }
  });

const promotionInput = z.strictObject({
  enabled: z.boolean(),
  count: z.number().int().min(0).max(1_000_000),
});

const bannersBody = (demoMode: boolean) =>
  z.strictObject({ items: uniqueList(bannerInput(demoMode), (b) => b.id) });
const announcementsBody = z.strictObject({
  items: uniqueList(announcementInput, (a) => a.id),
  categories: uniqueList(categoryInput, (c) => c.key).optional(),
});
const activitiesBody = z.strictObject({ items: uniqueList(activityInput, (a) => a.id) });
const promotionsBody = z.strictObject({ appDownload: promotionInput, referral: promotionInput });

type MerchantRequest = { Params: { code: string } };

/**
 * The home content admin API (for demos and tests), registered inside the admin plugin
 * (admin-routes.ts), so the admin token check and the audit apply. Each PUT replaces the merchant's list whole,
 * in the order given, and answers it as stored; each GET reads it:
 * - /merchants/:code/banners `{ items }` (bannerSchema: imageUrl a path or https; url a path or https, http
 *   only in demo mode to a loopback host);
 * - /merchants/:code/announcements `{ items, categories? }` (categories kept when left out; category
 *   app_download: the download image popup's banners, with imageUrl);
 * - /merchants/:code/activities `{ items }` (every activity, running or not; action.externalLink http(s));
 * - PUT /merchants/:code/promotions `{ appDownload, referral }`: the setting promotions (the global part of
 *   MCSFE_getMerchantAvailablePromotions).
 * HTML is stored as given (at most 64 KB): the app sanitises it. URLs other than http(s) are refused.
 */
export function registerHomeContentAdmin(admin: FastifyInstance, app: AppContext): void {
  const merchantOf = (code: string) => merchantNamed(app.db, code);

  admin.get<MerchantRequest>('/merchants/:code/banners', async (request) =>
    ok(await listBanners(app.db, (await merchantOf(request.params.code)).code)),
  );
  admin.put<MerchantRequest>('/merchants/:code/banners', async (request) => {
    const { items } = validateInput(bannersBody(app.demoMode), request.body ?? {});
    const { code } = await merchantOf(request.params.code);
    await replaceBanners(app.db, code, items);
    return ok(await listBanners(app.db, code));
  });

  const announcementsOf = async (code: string) => ({
    items: await listAnnouncements(app.db, code),
    categories: await listAnnouncementCategories(app.db, code),
  });
  admin.get<MerchantRequest>('/merchants/:code/announcements', async (request) =>
    ok(await announcementsOf((await merchantOf(request.params.code)).code)),
  );
  admin.put<MerchantRequest>('/merchants/:code/announcements', async (request) => {
    const { items, categories } = validateInput(announcementsBody, request.body ?? {});
    const { code } = await merchantOf(request.params.code);
    await replaceAnnouncements(app.db, code, items, categories);
    return ok(await announcementsOf(code));
  });

  admin.get<MerchantRequest>('/merchants/:code/activities', async (request) =>
    ok(await listActivities(app.db, (await merchantOf(request.params.code)).code)),
  );
  admin.put<MerchantRequest>('/merchants/:code/activities', async (request) => {
    const { items } = validateInput(activitiesBody, request.body ?? {});
    const { code } = await merchantOf(request.params.code);
    await replaceActivities(app.db, code, items);
    return ok(await listActivities(app.db, code));
  });

  admin.put<MerchantRequest>('/merchants/:code/promotions', async (request) => {
    const { appDownload, referral } = validateInput(promotionsBody, request.body ?? {});
    const merchant = await merchantOf(request.params.code);
    const promotions = { APP_DOWNLOAD: appDownload, REFERRAL: referral };
    await saveMerchantSettings(app.db, merchant.code, { ...merchant.settings, promotions }, app.now());
    return ok(promotions);
  });
}
