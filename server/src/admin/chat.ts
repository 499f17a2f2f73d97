import { customerServiceEntrySchema } from '@app/contract/settings';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context';
import { memberOf as memberOfRequest, merchantNamed, type MemberRequest } from './member-of';
import { ok } from '../http/api-error';
import { validateInput } from '../http/validate';
import {
  chatText,
  chatThread,
  listCustomerServiceScripts,
  MAX_CHAT_TEXT,
  postAgentMessage,
  replaceCustomerServiceScripts,
  unreadCount,
} from '../services/chat';
import { cspOrigin } from '../static/csp';

const messageBody = z.strictObject({
  text: z
    .string()
    .max(MAX_CHAT_TEXT)
    .refine((t) => chatText(t) !== '', 'not empty'),
});

/** A vendor's script: an https URL of a plain host (the page's CSP names its origin). */
const scriptUrl = z
  .string()
  .max(2048)
  .refine((src) => /^https:\/\//i.test(src) && cspOrigin(src) !== null, 'an https URL');

const scriptsBody = z.strictObject({
  scripts: z
    .array(z.strictObject({ csType: customerServiceEntrySchema.shape.csType, src: scriptUrl }))
    .max(10)
    .refine((s) => new Set(s.map((x) => x.csType)).size === s.length, 'one script per csType'),
});

/**
 * The chat admin API (for demos and tests), registered inside the admin plugin (admin-routes.ts), so
 * the admin token check and the audit apply:
 * - POST /members/:username/chat-messages?merchant= `{ text }`: an agent's message to the member, unread until the
 *   member opens the chat (CBS_unreadCount counts it); answers the message and the member's unread count;
 * - GET /members/:username/chat-messages?merchant=: the member's thread (the latest messages, oldest first) and
 *   unread count;
 * - PUT /merchants/:code/customer-service-scripts `{ scripts: [{ csType, src }] }` (https; replaced whole) and GET:
 *   the vendors' scripts WPSCORE_getCustomerServiceScript answers in production.
 */
export function registerChatAdmin(admin: FastifyInstance, app: AppContext): void {
  const memberOf = (request: MemberRequest) => memberOfRequest(app.db, request);
  const merchantOf = async (code: string) => (await merchantNamed(app.db, code)).code;

  admin.post<{ Params: { username: string } }>('/members/:username/chat-messages', async (request) => {
    const { text } = validateInput(messageBody, request.body ?? {});
    const member = await memberOf(request);
    const message = await postAgentMessage(
      app.db,
      { merchant: member.merchant, memberId: member.id, text: chatText(text) },
      app.now(),
    );
    return ok({ message, unReadCount: await unreadCount(app.db, member.id) });
  });
  admin.get<{ Params: { username: string } }>('/members/:username/chat-messages', async (request) => {
    const member = await memberOf(request);
    return ok({
      messages: await chatThread(app.db, member.id),
      unReadCount: await unreadCount(app.db, member.id),
    });
  });

  admin.get<{ Params: { code: string } }>('/merchants/:code/customer-service-scripts', async (request) =>
    ok({ scripts: await listCustomerServiceScripts(app.db, await merchantOf(request.params.code)) }),
  );
  admin.put<{ Params: { code: string } }>('/merchants/:code/customer-service-scripts', async (request) => {
    const { scripts } = validateInput(scriptsBody, request.body ?? {});
    const code = await merchantOf(request.params.code);
    await replaceCustomerServiceScripts(app.db, code, scripts);
    return ok({ scripts: await listCustomerServiceScripts(app.db, code) });
  });
}
