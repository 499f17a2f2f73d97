import type { FastifyInstance } from 'fastify';
import { customerServiceEntrySchema } from '@app/contract/settings';
import { DEMO_CS_PATH, type CsType } from '../services/chat';

/**
 * The stand-in of a customer-service vendor's script (test and demo mode): it records that it ran in
 * `window.__csLoaded`, once per csType however often it is loaded. It draws nothing: a vendor's own launcher
 * would float over the app's controls (the member page's Log out, home's lane titles), and the app opens customer
 * service from its own buttons (features/customer-service, features/chat), so the stand-in has nothing to show.
 */
export const demoCsScript = (csType: CsType): string => `(function () {
  var type = ${JSON.stringify(csType)};
  var loaded = (window.__csLoaded = window.__csLoaded || []);
  if (loaded.indexOf(type) < 0) loaded.push(type);
})();
`;

/** GET /demo-cs/<csType>.js: the stand-in of each csType (WPSCORE_getCustomerServiceScript answers them). */
export function registerDemoCs(fastify: FastifyInstance): void {
  for (const csType of customerServiceEntrySchema.shape.csType.options) {
    const body = demoCsScript(csType);
    fastify.get(`${DEMO_CS_PATH}/${csType}.js`, (_request, reply) =>
      reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(body),
    );
  }
}
