import type { CallName } from '@app/contract/calls';
import { endpoints } from '@app/contract/endpoints';
import { CONTRACT_ERROR, SPEC_ERROR } from '@app/contract/errors';
import { isPublicRelay } from '@app/contract/relay';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { findSession, type SessionLookup } from '../services/sessions';
import { ApiError, notLoggedIn } from './api-error';
import { message } from './messages';
import { requestLanguage } from './request-state';

/** Reads the raw token (optional `Bearer ` prefix) from Authorization; runs after the merchant hook. */
export function readToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const token = header.replace(/^Bearer\s+/i, '').trim();
  return token && token.length <= 256 ? token : null;
}

/**
 * The calls a session opened with the default password may make before the password changes: what
 * /m/changePsw needs (member info, which the session renewal loads for the member's name and type), the
 * change itself, and logout.
 */
export const PASSWORD_CHANGE_CALLS: ReadonlySet<CallName> = new Set<CallName>([
  'memberInfo',
  'changePassword',
  'logout',
]);

/** Whether the session may make the call: a restricted session only the password change's calls. */
export const sessionAllows = (
  session: Pick<SessionLookup, 'passwordChangeRequired'>,
  call: CallName | undefined,
) => !session.passwordChangeRequired || (call !== undefined && PASSWORD_CHANGE_CALLS.has(call));

/** Authenticated calls by method and route path (no two share both). */
const AUTHENTICATED_CALLS = new Map(
  Object.entries(endpoints)
    .filter(([, e]) => !e.public)
    .map(([name, e]) => [`${e.method} ${e.path}`, name as CallName]),
);

const callOf = (request: FastifyRequest): CallName | undefined =>
  AUTHENTICATED_CALLS.get(`${request.method} ${request.routeOptions.url ?? ''}`);

/** A relay the contract answers without a session (the home content, CSP_fcmUnsubscribe). */
const isPublicRelayCall = (request: FastifyRequest): boolean =>
  callOf(request) === 'relay' && isPublicRelay((request.params as { name?: string } | undefined)?.name ?? '');

/**
 * The live session of the request's token, for its merchant and call. Missing, unknown, revoked, expired or
 * foreign-merchant token → 401 CUSTOMER_NOT_LOGIN; another IP with bindSessionToIp → 401 token_ip_different; a
 * session opened with the default password, on any call but the password change's → 403
 * password.change.required.
 */
async function liveSession(app: AppContext, request: FastifyRequest, token: string | null) {
  if (!token) throw notLoggedIn();
  const session = await findSession(app.db, token);
  const merchant = request.merchant;
  if (!session || session.revoked || session.expiresAt <= app.now() || !merchant) throw notLoggedIn();
  if (session.merchant !== merchant.code) throw notLoggedIn();
  const language = requestLanguage(request.headers);
  if (merchant.settings.bindSessionToIp && session.ip !== request.ip) {
    throw new ApiError(401, SPEC_ERROR.tokenIpDifferent, message(language, 'tokenIpDifferent'));
  }
  if (!sessionAllows(session, callOf(request))) {
    throw new ApiError(
      403,
      CONTRACT_ERROR.passwordChangeRequired,
      message(language, 'passwordChangeRequired'),
    );
  }
  return session;
}

/**
 * The session of authenticated calls (refused as liveSession says). A public relay reads the token too, when
 * there is one, to answer a member their own data (MCSFE_getMerchantAvailablePromotions' personal part); a token
 * that is not a live session there (expired, another merchant's, restricted to the password change) is a guest,
 * never a refusal.
 */
export function authHook(app: AppContext) {
  return async (request: FastifyRequest): Promise<void> => {
    const token = readToken(request);
    if (!isPublicRelayCall(request)) {
      request.session = await liveSession(app, request, token);
      return;
    }
    if (!token) return;
    try {
      request.session = await liveSession(app, request, token);
    } catch (err) {
      // Not a live session here: the caller is a guest. Anything else (the database) is a real failure.
      if (!(err instanceof ApiError)) throw err;
    }
  };
}
