import { calls, type CallDef, type CallName } from '@app/contract/calls';
import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../context';
import { MAX_ENCRYPTED_BODY_BYTES } from '../crypto/envelope-crypto';
import { ACCESS_EXEMPT_CALLS, accessHook } from './access-hook';
import { ok } from './api-error';
import { authHook } from './auth-hook';
import { RawAnswer, type CallContext, type RouteTable } from './call-handler';
import { decodeInput } from './decode-body';
import { merchantHook } from './merchant-hook';
import { requestLanguage } from './request-state';

type LooseHandler = (ctx: CallContext<CallName>) => Promise<unknown>;

/**
 * Calls whose answer any origin may read, without credentials: the fastest-domain race pings the merchant's other
 * domains from the page (entry §7). A simple GET, so no preflight to answer.
 */
const CROSS_ORIGIN_CALLS: ReadonlySet<CallName> = new Set(['ping']);

/**
 * Registers every call of the contract from the route table: method and path from calls.ts, the merchant
 * hook, the access hook (maintenance, region), the auth hook for `public: false`, body decoding (JSON or
 * encrypted) and zod validation, and the envelope around the answer.
 */
export function registerCalls(
  fastify: FastifyInstance,
  app: AppContext,
  table: RouteTable,
  merchantFromQuery: Partial<Record<CallName, string>> = {},
): void {
  for (const name of Object.keys(calls) as CallName[]) {
    const entry = table[name];
    if (typeof entry !== 'function') continue;
    // The table maps each name to its own handler type; here they are run generically.
    const handler = entry as unknown as LooseHandler;
    const def = calls[name] as CallDef<z.ZodType, z.ZodType>;
    const queryParam = merchantFromQuery[name];
    const hooks: onRequestAsyncHookHandler[] = [merchantHook(app, queryParam ? { queryParam } : {})];
    // Maintenance and region blocks are enforced, before the session is even looked up.
    if (!ACCESS_EXEMPT_CALLS.has(name)) hooks.push(accessHook());
    if (!def.public) hooks.push(authHook(app));

    fastify.route({
      method: def.method,
      url: def.path,
      onRequest: hooks,
      // Encrypted calls carry small forms; a big body would only cost RSA and DES time.
      ...(def.encrypted ? { bodyLimit: MAX_ENCRYPTED_BODY_BYTES } : {}),
      // A call that carries files names its own (contract/src/calls.ts bodyLimit).
      ...(def.bodyLimit ? { bodyLimit: def.bodyLimit } : {}),
      handler: async (request, reply) => {
        const input = await decodeInput(app, def, request);
        const merchant = request.merchant;
        if (!merchant) throw new Error('merchant hook did not run');
        const result = await handler({
          name,
          input: input as CallContext<CallName>['input'],
          merchant,
          session: request.session,
          ip: request.ip,
          origin: `${request.protocol}://${request.host}`,
          language: requestLanguage(request.headers),
          params: (request.params ?? {}) as Record<string, string>,
          app,
        });
        // A raw answer may set its own cache-control (the manifest: no-cache).
        reply.header('cache-control', 'no-store');
        if (CROSS_ORIGIN_CALLS.has(name)) reply.header('access-control-allow-origin', '*');
        if (result instanceof RawAnswer) return reply.headers(result.headers).send(result.body);
        return reply.send(ok(result ?? null));
      },
    });
  }
}
