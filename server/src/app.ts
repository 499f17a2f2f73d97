import { CONTRACT_ERROR } from '@app/contract/errors';
import Fastify, { type FastifyInstance } from 'fastify';
import { AdminListener } from './admin/admin-listener';
import { registerAdminRoutes } from './admin/admin-routes';
import { fastifyTrustProxy, type TrustProxy } from './config';
import type { AppContext } from './context';
import type { RsaKeyPair } from './crypto/envelope-crypto';
import { RsaKeyRing } from './crypto/key-ring';
import { PRODUCTION_SCRYPT_LOG_N } from './crypto/password';
import { openDatabase } from './db/database';
import { loadServerKey } from './crypto/server-key';
import { sealStoredSecrets, withSealedColumns } from './db/sealed-columns';
import { failure } from './http/api-error';
import { errorHandler, frameworkErrorHandler } from './http/error-handler';
import { registerCalls } from './http/register-calls';
import { REQUEST_LOG } from './http/request-log';
import { registerProxyWarning } from './http/proxy-warning';
import './http/request-state';
import { applySecurityHeaders, registerSecurityHeaders } from './http/security-headers';
import { MERCHANT_FROM_QUERY, routeTable } from './routes/route-table';
import { seedDemo } from './seed/seed';
import { merchantCodeForHost, migrateStoredSettings } from './services/merchants';
import { firebaseAdminVerifier, type FirebaseVerifier } from './services/firebase-verifier';
import { retentionFromEnv, retentionJob, type RetentionPeriods } from './services/retention';
import { keySmsCodes, smsLogTransport, type SmsTransport } from './services/sms';
import { geetestVendor, type GeetestAdapter } from './services/geetest';
import { GeetestStandIn } from './services/geetest-standin';
import { mergeCspExtras, withFirebaseSources, withGeetestSources, type CspExtras } from './static/csp';
import { withCustomerServiceSources } from './static/customer-service-csp';
import { registerGeetestStandIn } from './static/geetest-standin';
import { registerDemoChat } from './static/demo-chat';
import { registerPartnerHandover } from './routes/banner-handover';
import { registerPaymentNotify } from './routes/deposits';
import { registerFeedbackImages } from './routes/feedback';
import { registerDemoPay } from './routes/demo-pay';
import { registerDemoCs } from './static/demo-cs';
import { PIXEL_CSP, registerDemoPixels } from './static/demo-pixels';
import { registerMiniGame } from './static/mini-game';
import { registerDemoGames } from './static/demo-games';
import { registerHomeImages } from './static/home-images';
import { registerIconRoutes } from './static/icons';
import { registerWebClipProfile } from './static/webclip-profile';
import { registerRedirectPage } from './static/redirect-page';
import { registerRobotsTxt } from './static/robots-txt';
import { CspProvider, hasWebBuild, registerStaticHost } from './static/static-host';
import { registerAssetManifests } from './static/asset-manifest';
import { join } from 'node:path';

export interface ServerOptions {
  /** SQLite file, or ':memory:' in tests. */
  dbFile: string;
  /** Bearer token of the admin API. */
  adminToken: string;
  /** Path of the built web app (served under /m/ when it has an index.html). */
  webDist?: string;
  /** Demo mode: seeds the demo accounts (public passwords) and answers `test: true` in the system status. */
  demoMode?: boolean;
  logger?: boolean;
  /** Fastify trustProxy (client IP from X-Forwarded-For): a hop count or the proxies' addresses (config.ts). */
  trustProxy?: TrustProxy;
  /**
   * The admin API answers only through its own listener (`app.adminListener.listen(port)`, ADMIN_PORT), not
   * on the public server.
   */
  adminListener?: boolean;
  /** log2 of the scrypt cost for new hashes (default 14; tests use less). */
  scryptLogN?: number;
  /** SMS delivery; the default delivers nothing and logs the send with the code masked (smsLogTransport). */
  smsTransport?: SmsTransport;
  /** Days expired sessions, SMS codes and events are kept (default: RETENTION_* env, else DEFAULT_RETENTION). */
  retention?: RetentionPeriods;
  /** Clock (ms), replaceable in tests. */
  now?: () => number;
  /** The first RSA key pair of encrypted posts (default: a new one; tests share one to save time). */
  rsaKey?: RsaKeyPair;
  /** How long each RSA key is handed out (default RSA_KEY_LIFETIME_MS, an hour; tests shorten it). */
  rsaKeyLifetimeMs?: number;
  /** Extra CSP sources (e.g. a Firebase emulator for connect-src). */
  csp?: CspExtras;
  /**
   * host:port of a Firebase Auth emulator: tokens are verified by it (firebase-admin reads the same address from
   * FIREBASE_AUTH_EMULATOR_HOST) and the app is told to use it. Tests and demo mode only (loadConfig refuses it
   * otherwise).
   */
  firebaseAuthEmulatorHost?: string | null;
  /** Firebase id token verification (default: firebase-admin); tests may inject one. */
  firebaseVerifier?: FirebaseVerifier;
  /** Geetest (default: the vendor, or the local stand-in in demo mode); tests may inject one. */
  geetest?: GeetestAdapter;
  /**
   * The key sealing secrets at rest (TOTP secrets; crypto/server-key.ts). Default: SERVER_KEY, else the
   * server.key file beside the database (created 0600). Tests may inject one.
   */
  serverKey?: Buffer;
  /** The desktop build's asset manifest, served at /mobile/mc/asset-manifest.json (default: the web build's own). */
  desktopAssetManifest?: string | null;
  /** Where the demo payment provider sends its notifications (default: this server's listening address). */
  demoPayNotifyOrigin?: string | null;
  /**
   * Migrate, upgrade stored settings and seed when ready (default true). False in main.ts's workers: the primary
   * process did it once before forking them, and several processes doing it at once would race.
   */
  prepareDatabase?: boolean;
}

export const BODY_LIMIT_BYTES = 1024 * 1024;
/**
 * A request must arrive whole within this time (slow-body clients do not hold sockets forever). Not the app's
 * request timeout (contract/src/constants/request.ts): that one is how long a player waits for an answer.
 */
export const REQUEST_RECEIVE_TIMEOUT_MS = 30_000;
/** A socket idle this long is closed. */
export const CONNECTION_TIMEOUT_MS = 60_000;

/** An empty body sent as application/json counts as no body (some clients label every POST JSON). */
function acceptEmptyJsonBodies(fastify: FastifyInstance): void {
  const parseJson = fastify.getDefaultJsonParser('error', 'error');
  fastify.removeContentTypeParser('application/json');
  fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') return done(null, undefined);
    parseJson(request, text, done);
  });
}

/**
 * Builds the server (not listening): database, migrations, stored-settings upgrade and seed (on ready), every
 * call, admin API, static host.
 */
export function buildServer(opts: ServerOptions): FastifyInstance {
  const firebaseAuthEmulatorHost = opts.firebaseAuthEmulatorHost ?? null;
  const now = opts.now ?? Date.now;
  const csp = new CspProvider(
    hasWebBuild(opts.webDist) ? join(opts.webDist, 'index.html') : undefined,
    // Production: the vendors' hosts (Geetest's, the customer-service chats', the ad pixels'); test and demo mode:
    // their stand-ins.
    withFirebaseSources(
      opts.demoMode
        ? opts.csp
        : mergeCspExtras(withCustomerServiceSources(withGeetestSources(opts.csp)), PIXEL_CSP),
      firebaseAuthEmulatorHost,
    ),
  );
  const fastify: FastifyInstance = Fastify({
    // The request log never writes a session token of the URL (sign-in links carry ?token=).
    logger: opts.logger ? REQUEST_LOG : false,
    bodyLimit: BODY_LIMIT_BYTES,
    requestTimeout: REQUEST_RECEIVE_TIMEOUT_MS,
    connectionTimeout: CONNECTION_TIMEOUT_MS,
    trustProxy: fastifyTrustProxy(opts.trustProxy),
    return503OnClosing: true,
    // Errors raised before routing (a URL that cannot be decoded, e.g. /wps/%) answer the envelope too.
    frameworkErrors: frameworkErrorHandler((reply) => applySecurityHeaders(reply, csp.current())),
  });
  fastify.decorateRequest('merchant', null);
  fastify.decorateRequest('session', null);

  const opened = openDatabase(opts.dbFile);
  const serverKey = opts.serverKey ?? loadServerKey(opts.dbFile);
  // Every query goes through the sealing of members.totp_secret: the rest of the server sees plain secrets.
  const db = withSealedColumns(opened.db, serverKey);
  // Test and demo mode: Geetest's local stand-in (same origin); production: Geetest, whose hosts the CSP allows.
  const geetestStandIn = opts.demoMode ? new GeetestStandIn(db, now) : null;
  const app: AppContext = {
    db,
    rsaKeys: new RsaKeyRing({ db, serverKey, now, initial: opts.rsaKey, lifetimeMs: opts.rsaKeyLifetimeMs }),
    scryptLogN: opts.scryptLogN ?? PRODUCTION_SCRYPT_LOG_N,
    demoMode: opts.demoMode ?? false,
    serverKey,
    now,
    log: fastify.log,
    geetest: opts.geetest ?? geetestStandIn ?? geetestVendor(),
    firebase: opts.firebaseVerifier ?? firebaseAdminVerifier(firebaseAuthEmulatorHost),
    firebaseAuthEmulatorHost,
    sms: opts.smsTransport ?? smsLogTransport(fastify.log, opts.demoMode ?? false),
  };
  // SMS codes are stored as HMACs under a key derived from the server key (a copy of the database holds none).
  keySmsCodes(db, serverKey);
  // Expired sessions, old SMS codes and events are deleted at start (once ready) and hourly.
  const periods = opts.retention ?? retentionFromEnv(process.env);
  const retention = retentionJob({ db, periods, now, log: fastify.log });
  fastify.addHook('onReady', () => retention.start());
  fastify.addHook('onClose', () => retention.stop());

  fastify.decorate('appContext', app);
  fastify.register(async () => {
    if (opts.prepareDatabase === false) return;
    await opened.migrate();
    await migrateStoredSettings(db, app.now(), fastify.log);
    await sealStoredSecrets(opened.db, serverKey);
    // The demo accounts have public passwords: only in demo mode. DEMO's settings are seeded anyway.
    await seedDemo(db, {
      scryptLogN: app.scryptLogN,
      serverKey,
      now: app.now(),
      accounts: app.demoMode,
      log: fastify.log,
    });
  });
  fastify.addHook('onClose', async () => {
    await db.destroy();
  });

  registerSecurityHeaders(fastify, () => csp.current());
  // No proxy declared but a request forwarded by one: a loud warning, once (TRUST_PROXY, http/proxy-warning.ts).
  registerProxyWarning(fastify, opts.trustProxy);
  fastify.setErrorHandler(errorHandler);
  acceptEmptyJsonBodies(fastify);

  registerCalls(fastify, app, routeTable, MERCHANT_FROM_QUERY);
  // A partner's server exchanges a banner hand-over code here (not a call of the app).
  registerPartnerHandover(fastify, app);
  // A payment provider's server posts its notifications here; the demo provider (demo mode: it pays without money).
  registerPaymentNotify(fastify, app);
  registerFeedbackImages(fastify, app);
  if (app.demoMode) registerDemoPay(fastify, app, opts.demoPayNotifyOrigin ?? null);
  registerIconRoutes(fastify, app, opts.webDist);
  registerHomeImages(fastify);
  registerDemoGames(fastify);
  registerWebClipProfile(fastify, app, opts.webDist);
  if (geetestStandIn) registerGeetestStandIn(fastify, geetestStandIn);
  // The demo chat page and the mini-game are this server's own; the vendors' chat scripts are stood in for only
  // in test and demo mode (production answers the merchant's configured scripts).
  registerDemoChat(fastify);
  registerMiniGame(fastify);
  if (app.demoMode) registerDemoCs(fastify);
  // The ad pixels' stand-ins (features/tracking loads them when the status says test); production loads the vendors'.
  if (app.demoMode) registerDemoPixels(fastify);
  const adminListener = opts.adminListener ? new AdminListener(fastify) : null;
  fastify.decorate('adminListener', adminListener);
  if (adminListener) fastify.addHook('onClose', () => adminListener.close());
  registerAdminRoutes(fastify, app, opts.adminToken, adminListener);
  registerAssetManifests(fastify, opts.webDist, opts.desktopAssetManifest);
  registerRobotsTxt(fastify, (host) => merchantCodeForHost(db, host));
  registerRedirectPage(fastify, (host) => merchantCodeForHost(db, host));
  const spaFallback = registerStaticHost(fastify, opts.webDist, (host) => merchantCodeForHost(db, host), csp);

  fastify.setNotFoundHandler((request, reply) => {
    if (spaFallback(request, reply)) return reply;
    const path = request.url.split('?')[0] ?? '';
    const message = path.startsWith('/m/')
      ? 'Not found (the web app is served from WEB_DIST; build it with npm run build).'
      : `No route ${request.method} ${path}.`;
    return reply.status(404).send(failure(CONTRACT_ERROR.notFound, message));
  });

  return fastify;
}
