import { CHAT_FALLBACK_LANGUAGE } from '@app/contract/constants/language';
import type { RelayResponse } from '@app/contract/relay';
import { requireSession, type CallContext } from '../http/call-handler';
import {
  chatBackPath,
  createChatLink,
  customerServiceScripts,
  headerColour,
  listCustomerServiceScripts,
  requireChatPermission,
  unreadCount,
} from '../services/chat';
import { requireSiteOriginOfCall, siteOriginOfCall } from '../services/site-origin';
import { demoChatUrl } from '../static/demo-chat';

/** The origin of the merchant's site (one of its configured domains, services/site-origin.ts), if it has one. */
const chatSiteOrigin = (ctx: CallContext<'relay'>): string | undefined =>
  siteOriginOfCall(ctx.merchant.settings.domains, ctx.origin, ctx.app.demoMode);

/**
 * CBS_launchChat (b2c, title, backUrl, language, headerColor): the member's link to the demo chat page, short-lived
 * and bound to the member's session. Type 4 (restricted) is refused: no_permissions (signed-in §4 Chat).
 */
export const launchChat = async (
  ctx: CallContext<'relay'>,
  request: { title?: string; backUrl?: string; language: string; headerColor?: string },
): Promise<RelayResponse<'CBS_launchChat'>> => {
  const { member, sessionId } = requireSession(ctx);
  requireChatPermission(member.type);
  const origin = requireSiteOriginOfCall(ctx.merchant.settings.domains, ctx.origin, ctx.app.demoMode);
  const { theme } = ctx.merchant.settings.public;
  const token = await createChatLink(
    ctx.app.db,
    {
      merchant: ctx.merchant.code,
      memberId: member.id,
      sessionId,
      // The chat falls back to CN (entry §9).
      language: request.language.trim().toUpperCase() || CHAT_FALLBACK_LANGUAGE,
      // The page names the merchant; the title is the chat's own (none: the page says "Customer service").
      title: request.title?.trim() ?? '',
      headerColor: headerColour(request.headerColor, theme.primaryColor),
      backPath: chatBackPath(request.backUrl, origin),
    },
    ctx.app.now(),
  );
  return { chatUrl: demoChatUrl(origin, token) };
};

/** CBS_unreadCount: the agent messages the member has not read; refused like the chat for type 4. */
export const chatUnreadCount = async (
  ctx: CallContext<'relay'>,
): Promise<RelayResponse<'CBS_unreadCount'>> => {
  const { member } = requireSession(ctx);
  requireChatPermission(member.type);
  return { unReadCount: await unreadCount(ctx.app.db, member.id) };
};

/**
 * WPSCORE_getCustomerServiceScript: the scripts of the merchant's customer-service vendors (its entries'
 * csTypes): the same-origin stand-ins in test and demo mode, the vendors' scripts the merchant configured otherwise.
 */
export const customerServiceScript = async (
  ctx: CallContext<'relay'>,
): Promise<RelayResponse<'WPSCORE_getCustomerServiceScript'>> => {
  const configured = ctx.app.demoMode ? [] : await listCustomerServiceScripts(ctx.app.db, ctx.merchant.code);
  return {
    scripts: customerServiceScripts(
      ctx.merchant.settings.customerService,
      configured,
      // The stand-ins on the site's origin (a merchant without a domain, off loopback, gets none).
      ctx.app.demoMode ? (chatSiteOrigin(ctx) ?? null) : null,
    ),
  };
};
