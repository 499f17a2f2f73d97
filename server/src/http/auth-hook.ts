import { SPEC_ERROR } from '@app/contract/errors';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { findSession } from '../services/sessions';
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

/** Authenticated calls: missing, unknown, revoked, expired or foreign-merchant token → 401 CUSTOMER_NOT_LOGIN. */
export function authHook(app: AppContext) {
  return async (request: FastifyRequest): Promise<void> => {
    const token = readToken(request);
    if (!token) throw notLoggedIn();
    const session = await findSession(app.db, token);
    const merchant = request.merchant;
    if (!session || session.revoked || session.expiresAt <= app.now() || !merchant) throw notLoggedIn();
    if (session.merchant !== merchant.code) throw notLoggedIn();
    if (merchant.settings.bindSessionToIp && session.ip !== request.ip) {
      throw new ApiError(
        401,
        SPEC_ERROR.tokenIpDifferent,
        message(requestLanguage(request.headers), 'tokenIpDifferent'),
      );
    }
    request.session = session;
  };
}
