import { PWA_ICON_SIZES } from '@app/contract/constants';
import { CONTRACT_ERROR } from '@app/contract/errors';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { ApiError } from '../http/api-error';
import { loadMerchant } from '../services/merchants';
import { encodePng, hexToRgba, type Rgba } from '../image/png';

const WHITE: Rgba = [255, 255, 255, 255];
const cache = new Map<string, Buffer>();

/** A square app icon: the merchant's primary colour with a white disc, safe for maskable cropping. */
export function appIcon(primaryColor: string, size: number): Buffer {
  const key = `${primaryColor}:${size}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const bg = hexToRgba(primaryColor);
  const c = (size - 1) / 2;
  const r2 = (size * 0.28) ** 2;
  const png = encodePng(size, size, (x, y) => ((x - c) ** 2 + (y - c) ** 2 <= r2 ? WHITE : bg));
  cache.set(key, png);
  return png;
}

/** GET /wps/system/icons/:merchant/:size.png (the manifest's icons; no Merchant header needed). */
export function registerIconRoutes(fastify: FastifyInstance, app: AppContext): void {
  fastify.get<{ Params: { merchant: string; file: string } }>(
    '/wps/system/icons/:merchant/:file',
    async (request, reply) => {
      const match = /^(\d+)\.png$/.exec(request.params.file);
      const size = Number(match?.[1]);
      const merchant = await loadMerchant(app.db, request.params.merchant);
      if (!merchant || !(PWA_ICON_SIZES as readonly number[]).includes(size)) {
        throw new ApiError(404, CONTRACT_ERROR.notFound, 'No such icon.');
      }
      return reply
        .type('image/png')
        .header('cache-control', 'public, max-age=86400')
        .send(appIcon(merchant.settings.public.theme.primaryColor, size));
    },
  );
}
