import { CONTRACT_ERROR } from '@app/contract/errors';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { loadMerchant } from '../services/merchants';
import { ApiError } from './api-error';
import { message } from './messages';
import { requestLanguage } from './request-state';

/** Reads the Merchant header (or, for browser-fetched calls, a query value) and loads its settings. */
export function merchantHook(app: AppContext, opts: { queryParam?: string } = {}) {
  return async (request: FastifyRequest): Promise<void> => {
    const lang = requestLanguage(request.headers);
    const query = request.query as Record<string, unknown> | undefined;
    const fromQuery = opts.queryParam ? query?.[opts.queryParam] : undefined;
    const header = request.headers['merchant'];
    const code = typeof fromQuery === 'string' && fromQuery.trim() ? fromQuery : header;
    if (typeof code !== 'string' || !code.trim()) {
      // A call read from the query (the manifest, fetched by the browser) names its query parameter.
      const missing = opts.queryParam
        ? message(lang, 'merchantQueryMissing', { param: opts.queryParam })
        : message(lang, 'merchantMissing');
      throw new ApiError(400, CONTRACT_ERROR.merchantMissing, missing);
    }
    if (code.length > 32) {
      throw new ApiError(
        400,
        CONTRACT_ERROR.merchantUnknown,
        message(lang, 'merchantUnknown', { merchant: '…' }),
      );
    }
    const merchant = await loadMerchant(app.db, code);
    if (!merchant) {
      throw new ApiError(
        400,
        CONTRACT_ERROR.merchantUnknown,
        message(lang, 'merchantUnknown', { merchant: code }),
      );
    }
    request.merchant = merchant;
  };
}
