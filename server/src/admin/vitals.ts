import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context';
import { ok } from '../http/api-error';
import { validateInput } from '../http/validate';
import { normaliseMerchantCode } from '../services/merchants';
import { vitalPercentiles } from '../services/vitals';

const DAY_MS = 24 * 60 * 60 * 1000;

const vitalsQuery = z.object({
  merchant: z.string().max(32).default('DEMO'),
  /** Epoch ms; default: the last 7 days. */
  since: z.coerce.number().int().nonnegative().optional(),
});

/**
 * GET /admin/vitals?merchant=&since=: the Web Vitals players measured (LCP, INP, CLS), per route and
 * metric with their count and p50, p75 and p95 (services/vitals.ts). Registered inside the admin plugin
 * (admin-routes.ts), so the admin token check applies.
 */
export function registerVitalsAdmin(admin: FastifyInstance, app: AppContext): void {
  admin.get('/vitals', async (request) => {
    const q = validateInput(vitalsQuery, request.query ?? {});
    const since = q.since ?? app.now() - 7 * DAY_MS;
    return ok(await vitalPercentiles(app.db, { merchant: normaliseMerchantCode(q.merchant), since }));
  });
}
