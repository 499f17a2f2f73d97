import { CONTRACT_ERROR } from '@app/contract/errors';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerAdminRoutes } from './admin/admin-routes';
import type { AppContext } from './context';
import { generateRsaKeyPair, type RsaKeyPair } from './crypto/envelope-crypto';
import { PRODUCTION_SCRYPT_LOG_N } from './crypto/password';
import { openDatabase } from './db/database';
import { runMigrations } from './db/migrate';
import { failure } from './http/api-error';
import { errorHandler, frameworkErrorHandler } from './http/error-handler';
import { registerCalls } from './http/register-calls';
import './http/request-state';
import { applySecurityHeaders, registerSecurityHeaders } from './http/security-headers';
import { MERCHANT_FROM_QUERY, routeTable } from './routes/route-table';
import { seedDemo } from './seed/seed';
import { merchantCodeForHost, migrateStoredSettings } from './services/merchants';
import { firebaseAdminVerifier, type FirebaseVerifier } from './services/firebase-verifier';
import type { SmsTransport } from './services/sms';
import { geetestVendor, type GeetestAdapter } from './services/geetest';
import { GeetestStandIn } from './services/geetest-standin';
import { withFirebaseSources, withGeetestSources, type CspExtras } from './static/csp';
import { registerGeetestStandIn } from './static/geetest-standin';
import { registerIconRoutes } from './static/icons';
import { CspProvider, hasWebBuild, registerStaticHost } from './static/static-host';
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
  /** Fastify trustProxy (client IP from X-Forwarded-For). */
  trustProxy?: boolean | string | string[];
  /** log2 of the scrypt cost for new hashes (default 14; tests use less). */
  scryptLogN?: number;
  /** SMS delivery; the default writes the code to the log. */
  smsTransport?: SmsTransport;
  /** Clock (ms), replaceable in tests. */
  now?: () => number;
  /** The RSA key pair of encrypted posts (default: a new one; tests share one to save time). */
  rsaKey?: RsaKeyPair;
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
}

export const BODY_LIMIT_BYTES = 1024 * 1024;

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
  // Test and demo mode: Geetest's local stand-in (same origin); production: Geetest, whose hosts the CSP allows.
  const geetestStandIn = opts.demoMode ? new GeetestStandIn(now) : null;
  const csp = new CspProvider(
    hasWebBuild(opts.webDist) ? join(opts.webDist, 'index.html') : undefined,
    withFirebaseSources(geetestStandIn ? opts.csp : withGeetestSources(opts.csp), firebaseAuthEmulatorHost),
  );
  const fastify: FastifyInstance = Fastify({
    logger: opts.logger ? { level: 'info' } : false,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: opts.trustProxy ?? false,
    return503OnClosing: true,
    // Errors raised before routing (a URL that cannot be decoded, e.g. /wps/%) answer the envelope too.
    frameworkErrors: frameworkErrorHandler((reply) => applySecurityHeaders(reply, csp.current())),
  });
  fastify.decorateRequest('merchant', null);
  fastify.decorateRequest('session', null);

  const { db, sqlite } = openDatabase(opts.dbFile);
  runMigrations(sqlite);
  const app: AppContext = {
    db,
    rsaKey: opts.rsaKey ?? generateRsaKeyPair(),
    scryptLogN: opts.scryptLogN ?? PRODUCTION_SCRYPT_LOG_N,
    demoMode: opts.demoMode ?? false,
    now,
    log: fastify.log,
    geetest: opts.geetest ?? geetestStandIn ?? geetestVendor(),
    firebase: opts.firebaseVerifier ?? firebaseAdminVerifier(firebaseAuthEmulatorHost),
    firebaseAuthEmulatorHost,
    sms: opts.smsTransport ?? {
      send: (m) =>
        fastify.log.info(
          { mobile: m.mobile, merchant: m.merchant, code: m.code },
          `SMS code ${m.code} to ${m.mobile}`,
        ),
    },
  };

  fastify.decorate('appContext', app);
  fastify.register(async () => {
    await migrateStoredSettings(db, app.now(), fastify.log);
    // The demo accounts have public passwords: only in demo mode. DEMO's settings are seeded anyway.
    await seedDemo(db, {
      scryptLogN: app.scryptLogN,
      now: app.now(),
      accounts: app.demoMode,
      log: fastify.log,
    });
  });
  fastify.addHook('onClose', async () => {
    await db.destroy();
  });

  registerSecurityHeaders(fastify, () => csp.current());
  fastify.setErrorHandler(errorHandler);
  acceptEmptyJsonBodies(fastify);

  registerCalls(fastify, app, routeTable, MERCHANT_FROM_QUERY);
  registerIconRoutes(fastify, app);
  if (geetestStandIn) registerGeetestStandIn(fastify, geetestStandIn);
  registerAdminRoutes(fastify, app, opts.adminToken);
  const spaFallback = registerStaticHost(fastify, opts.webDist, (host) => merchantCodeForHost(db, host));

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
