import type { FastifyInstance } from 'fastify';
import { customerServiceEntrySchema } from '@app/contract/settings';
import { DEMO_CS_PATH, type CsType } from '../services/chat';

/** The vendors' names as their chat badges show them. */
const VENDOR_NAMES: Record<CsType, string> = {
  AICAN: 'AiCan',
  MIDUOKE: 'Miduoke',
  LIVECHAT: 'LiveChat',
  COMM100: 'Comm100',
  COMM100VIP: 'Comm100 VIP',
};

/**
 * The stand-in of a customer-service vendor's script (test and demo mode): it records that it ran in
 * `window.__csLoaded` (once per csType, however often it is loaded) and shows a small "<vendor> chat" badge at the
 * bottom start corner, above the app's tab bar, where vendors' widgets sit; under the app's dialogs and its
 * full-screen game page (z-index 15: the app's layers are 10 top bar, 20 tab bar and game page, 100 dialogs). The
 * badge lets every tap through and is hidden from assistive technology: it stands for
 * the vendor's widget, not for a control of the app.
 */
export const demoCsScript = (csType: CsType): string => `(function () {
  var type = ${JSON.stringify(csType)};
  var loaded = (window.__csLoaded = window.__csLoaded || []);
  if (loaded.indexOf(type) >= 0) return;
  loaded.push(type);
  var badge = document.createElement('div');
  badge.setAttribute('data-cs-standin', type);
  badge.setAttribute('aria-hidden', 'true');
  badge.textContent = ${JSON.stringify(`${VENDOR_NAMES[csType]} chat`)};
  var s = badge.style;
  s.position = 'fixed';
  s.bottom = 'calc(env(safe-area-inset-bottom, 0px) + ' + (84 + (loaded.length - 1) * 28) + 'px)';
  s.insetInlineStart = '8px';
  s.zIndex = '15';
  s.pointerEvents = 'none';
  s.padding = '2px 10px';
  s.borderRadius = '12px';
  s.font = '600 12px/20px system-ui, sans-serif';
  s.background = 'rgba(17, 17, 17, 0.72)';
  s.color = '#fff';
  document.body.appendChild(badge);
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
