import { gameCardSchema } from '@app/contract/relay';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context';
import { ok } from '../http/api-error';
import { validateInput } from '../http/validate';
import {
  listAllMatches,
  listCategories,
  launchDelayMs,
  MAX_LAUNCH_DELAY_MS,
  replaceCatalogue,
  replaceMatches,
  setLaunchDelayMs,
} from '../services/games';
import { iconHref } from '../static/page-fill';
import { adminRefusal } from './admin-refusals';
import { merchantNamed } from './member-of';

/** Most categories, cards and matches a catalogue holds. */
export const MAX_CATEGORIES = 30;
export const MAX_CARDS = 500;
export const MAX_MATCHES = 200;

const key = z.string().regex(/^[\w.:-]{1,64}$/, 'letters, digits and _ . : - (1 to 64)');
const text = (max: number) => z.string().trim().min(1).max(max);

/** A card's image: a path of the site (the image CDN's, else this server's) or an https URL. */
const imageUrl = z
  .string()
  .trim()
  .max(2048)
  .refine((v) => iconHref(v) !== null, 'a path starting with / or an https URL');

const cardInput = gameCardSchema
  .extend({
    accountTypeName: z.string().regex(/^[A-Z][A-Z0-9_]{1,31}$/, 'upper-case letters, digits and _ (2 to 32)'),
    displayName: text(64),
    gameCode: key,
    gameId: key,
    nodeId: key,
    imageUrl,
    vendor: text(64),
    prizeMode: z
      .string()
      .regex(/^[A-Za-z0-9_]{0,32}$/, 'letters, digits and _ (at most 32)')
      .transform((p) => p.toUpperCase())
      .default(''),
  })
  .strict();

const categoryInput = z.strictObject({
  title: text(64),
  gameClassify: key,
  cards: z.array(cardInput).max(MAX_CARDS),
});

/** Whether each value of `keys` is there once. */
const unique = (keys: string[]) => new Set(keys).size === keys.length;

const catalogueBody = z
  .strictObject({ categories: z.array(categoryInput).max(MAX_CATEGORIES) })
  .superRefine(({ categories }, ctx) => {
    const cards = categories.flatMap((c) => c.cards);
    if (cards.length > MAX_CARDS) ctx.addIssue({ code: 'custom', message: `at most ${MAX_CARDS} cards` });
    if (!unique(categories.map((c) => c.gameClassify))) {
      ctx.addIssue({ code: 'custom', path: ['categories'], message: 'each gameClassify once' });
    }
    // A lottery has a card per prize mode; the launch finds a card by code and prize mode, the trial by ids.
    if (!unique(cards.map((c) => `${c.gameCode}\n${c.prizeMode}`))) {
      ctx.addIssue({
        code: 'custom',
        path: ['categories'],
        message: 'each gameCode (with its prizeMode) once',
      });
    }
    if (!unique(cards.map((c) => `${c.gameId}\n${c.nodeId}`))) {
      ctx.addIssue({ code: 'custom', path: ['categories'], message: 'each gameId and nodeId pair once' });
    }
  });

const matchInput = z.strictObject({
  matchId: key,
  title: text(128),
  startTime: z.number().int().min(0).max(8.64e15),
  gameClassify: key,
});
const matchesBody = z
  .strictObject({ items: z.array(matchInput).max(MAX_MATCHES) })
  .refine(({ items }) => unique(items.map((m) => m.matchId)), 'each matchId once');

const demoGamesBody = z.strictObject({
  launchDelayMs: z.number().int().min(0).max(MAX_LAUNCH_DELAY_MS),
});

type MerchantRequest = { Params: { code: string } };

/**
 * The games admin API (for demos and tests), inside the admin plugin (admin-routes.ts: token check and
 * audit):
 * - GET/PUT /merchants/:code/games `{ categories: [{ title, gameClassify, cards }] }`: the catalogue, replaced
 *   whole in the order given (cards: contract gameCardSchema; imageUrl a path or https; prizeMode upper-cased);
 *   the answer is GCSGAME_newGameVendor's. Matches of a category left out go with it.
 * - GET/PUT /merchants/:code/game-matches `{ items: [{ matchId, title, startTime, gameClassify }] }`: each of a
 *   category of the catalogue.
 * - GET/PUT /merchants/:code/demo-games `{ launchDelayMs }`: the demo provider holds the launch answers back this
 *   long (0 to 25 000 ms), so a test can see the app's 10 s launch timeout.
 */
export function registerGamesAdmin(admin: FastifyInstance, app: AppContext): void {
  const merchantOf = async (code: string) => (await merchantNamed(app.db, code)).code;
  const categoriesOf = async (code: string) => ({ categories: await listCategories(app.db, code) });

  admin.get<MerchantRequest>('/merchants/:code/games', async (request) =>
    ok(await categoriesOf(await merchantOf(request.params.code))),
  );
  admin.put<MerchantRequest>('/merchants/:code/games', async (request) => {
    const { categories } = validateInput(catalogueBody, request.body ?? {});
    const code = await merchantOf(request.params.code);
    await replaceCatalogue(app.db, code, categories);
    return ok(await categoriesOf(code));
  });

  const matchesOf = async (code: string) => ({ items: await listAllMatches(app.db, code) });
  admin.get<MerchantRequest>('/merchants/:code/game-matches', async (request) =>
    ok(await matchesOf(await merchantOf(request.params.code))),
  );
  admin.put<MerchantRequest>('/merchants/:code/game-matches', async (request) => {
    const { items } = validateInput(matchesBody, request.body ?? {});
    const code = await merchantOf(request.params.code);
    const classifies = new Set((await listCategories(app.db, code)).map((c) => c.gameClassify));
    const stray = items.findIndex((m) => !classifies.has(m.gameClassify));
    if (stray >= 0) throw adminRefusal('match-category-unknown', { index: stray });
    await replaceMatches(app.db, code, items);
    return ok(await matchesOf(code));
  });

  const demoGamesOf = async (code: string) => ({ launchDelayMs: await launchDelayMs(app.db, code) });
  admin.get<MerchantRequest>('/merchants/:code/demo-games', async (request) =>
    ok(await demoGamesOf(await merchantOf(request.params.code))),
  );
  admin.put<MerchantRequest>('/merchants/:code/demo-games', async (request) => {
    const body = validateInput(demoGamesBody, request.body ?? {});
    const code = await merchantOf(request.params.code);
    await setLaunchDelayMs(app.db, code, body.launchDelayMs);
    return ok(await demoGamesOf(code));
  });
}
