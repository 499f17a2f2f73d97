import { isValidUsername, normaliseUsername } from '@app/contract/credentials';
import { clubLabelSchema } from '@app/contract/calls';
import type { MerchantSettings } from '@app/contract/settings';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context';
import { hashPassword } from '../crypto/password';
import { auditSummary, auditTarget, listAdminChanges, recordAdminChange } from '../services/admin-audit';
import type { AdminListener } from './admin-listener';
import { adminRefusal } from './admin-refusals';
import { AdminTokenLimit } from '../services/admin-token-limit';
import { registerChatAdmin } from './chat';
import { registerDepositsAdmin } from './deposits';
import { registerFeedbackAdmin } from './feedback';
import { registerGamesAdmin } from './games';
import { registerMallAdmin } from './mall';
import { registerHomeContentAdmin } from './home-content';
import { registerMissionsAdmin } from './missions';
import { memberOf, merchantNamed, merchantQuery, type MemberRequest } from './member-of';
import { registerPushTokenAdmin } from './push-tokens';
import { registerRewardsAdmin } from './rewards';
import { registerWalletAdmin } from './wallet';
import { registerVitalsAdmin } from './vitals';
import { registerVipAdmin } from './vip';
import { registerReferralsAdmin } from './referrals';
import { safeEqual } from '../crypto/tokens';
import { isBase32Secret } from '../crypto/totp';
import { ok } from '../http/api-error';
import { describeIssues, validateInput } from '../http/validate';
import { canonicalIp, ipLimitKey } from '../net/client-ip';
import { listEvents } from '../services/events';
import { copyGames } from '../services/games';
import {
  adminSettingsSchema,
  copyMerchant,
  deepMerge,
  isKnownDefaultMobilePassword,
  loadMerchant,
  normaliseMerchantCode,
  randomDefaultMobilePassword,
  saveMerchantSettings,
  SETTINGS_KEYS,
} from '../services/merchants';
import {
  DuplicateMemberError,
  insertMember,
  registrationRecord,
  setReferralEnabled,
} from '../services/members';
import { randomNotifySecret } from '../services/payment-notifications';
import { normalisePhone } from '../services/phone';
import { revokeMemberSessions } from '../services/sessions';
import {
  dropIdentityBindings,
  listBindingsForAdmin,
  removeBoundIdentity,
} from '../services/identity-bindings';
import { listPlainCaptchas } from '../services/plain-captcha';
import { listSmsOutbox } from '../services/sms';
import { clearAllLoginAttempts } from '../services/throttle';
import { clearVerifiedIps } from '../services/verified-ips';
import { setRegDate } from '../services/wallet';

const DEFAULT_MERCHANT = 'DEMO';

const createMerchantSchema = z.object({
  code: z
    .string()
    .regex(/^[A-Za-z0-9_]{2,32}$/, 'letters, digits and _ (2 to 32)')
    .transform((c) => c.toUpperCase()),
  from: z.string().max(32).default(DEFAULT_MERCHANT),
  settings: z.record(z.string(), z.unknown()).default({}),
  /** The copy's own country and money (a BRL merchant paying by Pix); else the source's. */
  country: z
    .strictObject({
      countryCode: z.string().regex(/^[A-Z]{2}$/, 'two upper-case letters'),
      currency: z.string().regex(/^[A-Z]{3}$/, 'three upper-case letters'),
      currencySymbol: z.string().min(1).max(8),
      currencyPosition: z.enum(['prefix', 'suffix']),
    })
    .optional(),
});

const createMemberSchema = z.object({
  merchant: z.string().max(32).default(DEFAULT_MERCHANT),
  username: z.string().max(64),
  password: z.string().min(1).max(128),
  type: z.number().int().min(-1).max(9).default(0),
  mobile: z.string().max(32).optional(),
  email: z.string().max(254).optional(),
  payeeName: z.string().max(128).optional(),
  totpSecret: z
    .string()
    .max(128)
    .refine(isBase32Secret, 'not a base32 TOTP secret (A-Z and 2-7, at least 16 characters)')
    .optional(),
  verifyNewIp: z.boolean().optional(),
  language: z.string().max(8).optional(),
  clubLabel: clubLabelSchema.nullable().optional(),
  /** Epoch ms; set it in the past to get passwordExpired. */
  passwordChangedAt: z.number().int().nonnegative().optional(),
  /** false (default): the next login answers firstTimeLogin true. */
  firstLoginDone: z.boolean().optional(),
  /** Default: whether the password is the merchant's defaultMobilePassword. */
  passwordIsDefault: z.boolean().optional(),
});

/** What PATCH /admin/members/:username changes: at least one field. */
const memberPatchSchema = z
  .strictObject({
    /** Epoch ms of the registration (not in the future): the reg_days rules count the days since it. */
    regDate: z.number().int().nonnegative().optional(),
    /** The member's own referral promotion (MCSFE_getMerchantAvailablePromotions' personal REFERRAL). */
    referralEnabled: z.boolean().optional(),
  })
  .refine((p) => p.regDate !== undefined || p.referralEnabled !== undefined, 'regDate or referralEnabled');

const listQuery = z.object({
  merchant: z.string().max(32).optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(100),
});

const MUTATING = new Set(['POST', 'PATCH', 'PUT', 'DELETE']);

/**
 * Admin API under /admin/: `Authorization: Bearer <ADMIN_TOKEN>`, answers in the envelope. With a listener
 * (ADMIN_PORT), only requests that came through it reach the routes. Wrong tokens are counted per client
 * (ipLimitKey): past the limit every admin call answers 429 until the window ends. Every change (POST, PUT,
 * PATCH, DELETE with the right token) is recorded in admin_audit.
 */
export function registerAdminRoutes(
  fastify: FastifyInstance,
  app: AppContext,
  adminToken: string,
  listener: AdminListener | null = null,
): void {
  const tokenLimit = new AdminTokenLimit(app.db);
  const authorised = new WeakSet<FastifyRequest>();
  fastify.register(
    async (admin) => {
      admin.addHook('onRequest', async (request: FastifyRequest, reply) => {
        if (listener && !listener.owns(request.raw)) {
          const path = request.url.split('?')[0] ?? '';
          throw adminRefusal('not-on-listener', { method: request.method, path });
        }
        const client = ipLimitKey(request.ip);
        const header = request.headers.authorization ?? '';
        const token = header.replace(/^Bearer\s+/i, '');
        if (!header || !safeEqual(token, adminToken)) {
          if (await tokenLimit.fail(client, app.now())) throw adminRefusal('token-limit');
          request.log.warn({ ip: request.ip, url: request.routeOptions.url }, 'wrong admin token');
          throw adminRefusal('token-wrong');
        }
        if (await tokenLimit.blocked(client, app.now())) throw adminRefusal('token-limit');
        authorised.add(request);
        reply.header('cache-control', 'no-store');
      });

      admin.addHook('onResponse', async (request, reply) => {
        if (!authorised.has(request) || !MUTATING.has(request.method)) return;
        try {
          await recordAdminChange(app.db, {
            at: app.now(),
            ip: canonicalIp(request.ip),
            method: request.method,
            route: request.routeOptions.url ?? request.url.split('?')[0] ?? '',
            target: auditTarget(request.params, request.query),
            status: reply.statusCode,
            summary: auditSummary(request.body),
          });
        } catch (err) {
          request.log.error({ err }, 'could not record the admin change');
        }
      });

      const refuseKnownDefaultPassword = (settings: MerchantSettings) => {
        if (app.demoMode || !isKnownDefaultMobilePassword(settings.defaultMobilePassword)) return;
        throw adminRefusal('default-password-published');
      };

      const merchantOr404 = (code: string) => merchantNamed(app.db, code);

      admin.get<{ Params: { code: string } }>('/merchants/:code/settings', async (request) =>
        ok((await merchantOr404(request.params.code)).settings),
      );

      admin.patch<{ Params: { code: string } }>('/merchants/:code/settings', async (request) => {
        const merchant = await merchantOr404(request.params.code);
        if (typeof request.body !== 'object' || request.body === null || Array.isArray(request.body)) {
          throw adminRefusal('body-not-object');
        }
        const unknown = Object.keys(request.body).filter((key) => !SETTINGS_KEYS.includes(key));
        if (unknown.length > 0) throw adminRefusal('settings-unknown', { keys: unknown });
        const result = adminSettingsSchema.safeParse(deepMerge(merchant.settings, request.body));
        if (!result.success) {
          throw adminRefusal('invalid', { detail: describeIssues(result.error.issues) });
        }
        refuseKnownDefaultPassword(result.data);
        await saveMerchantSettings(app.db, merchant.code, result.data, app.now());
        return ok(result.data);
      });

      // A merchant copied from another (default DEMO) with a settings patch: how e2e tests get settings of
      // their own, served at a host of their own (name its domain in the patch).
      admin.post('/merchants', async (request) => {
        const input = validateInput(createMerchantSchema, request.body ?? {});
        const from = await merchantOr404(input.from);
        if (await loadMerchant(app.db, input.code)) {
          throw adminRefusal('merchant-exists', { code: input.code });
        }
        // The copy never inherits the default mobile password (a known one would open every mobile account) nor the
        // payment notify secret (whoever holds the source's could credit the copy's deposits).
        const result = adminSettingsSchema.safeParse(
          deepMerge(
            {
              ...from.settings,
              public: { ...from.settings.public, merchantCode: input.code },
              defaultMobilePassword: randomDefaultMobilePassword(),
              wallet: { ...from.settings.wallet, notifySecret: randomNotifySecret() },
            },
            input.settings,
          ),
        );
        if (!result.success) {
          throw adminRefusal('invalid', { detail: describeIssues(result.error.issues) });
        }
        refuseKnownDefaultPassword(result.data);
        await copyMerchant(app.db, { ...from, ...input.country }, input.code, result.data, app.now());
        // Its games too: a merchant of a test plays the same catalogue (services/games.ts).
        await copyGames(app.db, from.code, input.code);
        return ok(result.data);
      });

      admin.post('/members', async (request) => {
        const input = validateInput(createMemberSchema, request.body ?? {});
        const merchant = await merchantOr404(input.merchant);
        const username = normaliseUsername(input.username);
        if (!isValidUsername(username)) throw adminRefusal('username-invalid');
        let mobile: string | null = null;
        if (input.mobile !== undefined) {
          mobile = normalisePhone(input.mobile);
          if (!mobile) throw adminRefusal('mobile-invalid');
        }
        try {
          const m = await insertMember(
            app.db,
            {
              merchant: merchant.code,
              username,
              passwordHash: await hashPassword(input.password, app.scryptLogN),
              passwordIsDefault:
                input.passwordIsDefault ?? input.password === merchant.settings.defaultMobilePassword,
              passwordChangedAt: input.passwordChangedAt,
              type: input.type,
              mobile,
              email: input.email ?? null,
              payeeName: input.payeeName ?? null,
              totpSecret: input.totpSecret ?? null,
              verifyNewIp: input.verifyNewIp ?? false,
              language: input.language,
              clubLabel: input.clubLabel ?? null,
              firstLoginDone: input.firstLoginDone ?? false,
              registerMethod: 'ADMIN',
            },
            app.now(),
          );
          return ok({
            id: m.id,
            merchant: m.merchant,
            username: m.username,
            type: m.type,
            mobile: m.mobile,
            email: m.email,
            payeeName: m.payee_name,
            regDate: m.reg_date,
          });
        } catch (err) {
          if (err instanceof DuplicateMemberError) {
            throw err.field === 'mobile' ? adminRefusal('mobile-taken') : adminRefusal('username-taken');
          }
          throw err;
        }
      });

      const memberOr404 = (request: MemberRequest) => memberOf(app.db, request);

      admin.get<{ Params: { username: string } }>('/members/:username', async (request) => {
        const m = await memberOr404(request);
        return ok({
          id: m.id,
          merchant: m.merchant,
          username: m.username,
          type: m.type,
          mobile: m.mobile,
          regDate: m.reg_date,
          language: m.language,
          referralEnabled: m.referral_enabled === 1,
          passwordIsDefault: m.password_is_default === 1,
          registration: registrationRecord(m),
        });
      });

      admin.patch<{ Params: { username: string } }>('/members/:username', async (request) => {
        const { regDate, referralEnabled } = validateInput(memberPatchSchema, request.body ?? {});
        if (regDate !== undefined && regDate > app.now()) {
          throw adminRefusal('reg-date-future');
        }
        const member = await memberOr404(request);
        if (regDate !== undefined) await setRegDate(app.db, member.id, regDate);
        if (referralEnabled !== undefined) await setReferralEnabled(app.db, member.id, referralEnabled);
        return ok({
          username: member.username,
          regDate: regDate ?? member.reg_date,
          referralEnabled: referralEnabled ?? member.referral_enabled === 1,
        });
      });

      // A revocation also drops every identity bound to the member: an intruder's binding would sign in again.
      admin.post<{ Params: { username: string } }>('/members/:username/revoke-sessions', async (request) => {
        const member = await memberOr404(request);
        const revoked = await revokeMemberSessions(app.db, member.id);
        return ok({ revoked, identitiesDropped: await dropIdentityBindings(app.db, member.id) });
      });

      // The social and phone identities bound to the member (the uid too: the admin traces it in Firebase).
      admin.get<{ Params: { username: string } }>('/members/:username/identities', async (request) => {
        const member = await memberOr404(request);
        return ok(await listBindingsForAdmin(app.db, member.id));
      });

      admin.delete<{ Params: { username: string } }>('/members/:username/identities', async (request) => {
        const member = await memberOr404(request);
        return ok({ removed: await dropIdentityBindings(app.db, member.id) });
      });

      admin.delete<{ Params: { username: string; id: string } }>(
        '/members/:username/identities/:id',
        async (request) => {
          const member = await memberOr404(request);
          const removed = await removeBoundIdentity(app.db, member.id, request.params.id);
          if (!removed) throw adminRefusal('identity-unknown', { id: request.params.id });
          return ok({ removed: 1 });
        },
      );

      admin.delete<{ Params: { username: string } }>('/members/:username/verified-ips', async (request) => {
        const member = await memberOr404(request);
        return ok({ removed: await clearVerifiedIps(app.db, member.id) });
      });

      admin.get('/sms-outbox', async (request) => {
        const q = validateInput(
          listQuery.extend({ mobileNum: z.string().max(32).optional() }),
          request.query ?? {},
        );
        return ok(
          await listSmsOutbox(app.db, {
            mobileNum: q.mobileNum,
            merchant: q.merchant ? normaliseMerchantCode(q.merchant) : undefined,
            limit: q.limit,
          }),
        );
      });

      // The plain captchas' answers, newest first: what a test reads instead of the image. Never in production.
      admin.get('/captchas', async (request) => {
        if (!app.demoMode) throw adminRefusal('captchas-demo-only');
        const q = validateInput(merchantQuery.extend({ limit: listQuery.shape.limit }), request.query ?? {});
        return ok(await listPlainCaptchas(app.db, normaliseMerchantCode(q.merchant), q.limit));
      });

      admin.get('/events', async (request) => {
        const q = validateInput(
          listQuery.extend({ type: z.string().max(32).optional() }),
          request.query ?? {},
        );
        return ok(
          await listEvents(app.db, {
            type: q.type,
            merchant: q.merchant ? normaliseMerchantCode(q.merchant) : undefined,
            limit: q.limit,
          }),
        );
      });

      admin.delete('/login-attempts', async () => ok({ removed: await clearAllLoginAttempts(app.db) }));

      registerPushTokenAdmin(admin, app);
      registerWalletAdmin(admin, app);
      registerDepositsAdmin(admin, app);
      registerFeedbackAdmin(admin, app);
      registerHomeContentAdmin(admin, app);
      registerVitalsAdmin(admin, app);
      registerChatAdmin(admin, app);
      registerGamesAdmin(admin, app);
      registerRewardsAdmin(admin, app);
      registerMallAdmin(admin, app);
      registerMissionsAdmin(admin, app);
      registerVipAdmin(admin, app);
      registerReferralsAdmin(admin, app);

      admin.get('/audit', async (request) => {
        const q = validateInput(listQuery.pick({ limit: true }), request.query ?? {});
        return ok(await listAdminChanges(app.db, q.limit));
      });
    },
    { prefix: '/admin' },
  );
}
