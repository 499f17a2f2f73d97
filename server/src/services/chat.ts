import type { CustomerServiceEntry } from '@app/contract/settings';
import { memberTypeClass } from '@app/contract/member-type';
import type { Db } from '../db/database';
import { transact } from '../db/transaction';
import { newToken, sha256Hex } from '../crypto/tokens';
import { Refused } from './refused';

/**
 * The customer-service chat of the reference server: each member's thread with the merchant's agents,
 * the short-lived links of the demo chat page (CBS_launchChat), the unread count (CBS_unreadCount), and the vendor
 * scripts WPSCORE_getCustomerServiceScript answers.
 */

/** A link must be opened this soon after CBS_launchChat answered it (the app goes there at once). */
export const CHAT_LINK_OPEN_MS = 2 * 60_000;
/** Once opened, the page (reload, replies) works this long, while the member's session lives. */
export const CHAT_PAGE_MS = 30 * 60_000;
/** Longest message, either side. */
export const MAX_CHAT_TEXT = 1000;
/** The thread the page shows: the latest messages. */
export const CHAT_THREAD_LIMIT = 100;

/** Why a chat call is refused (the answer: routes/refusals.ts). */
export type ChatRefusal = { reason: 'chat-no-permission' };

/**
 * Whether a member may chat (signed-in §4 Chat, §6): valid members (types 0, 1, 2) do; the restricted type 4 does
 * not, and neither does a type the contract does not know.
 */
export const mayChat = (type: number): boolean => memberTypeClass(type).kind === 'valid';

/** The member's type allows the chat, or Refused (chat-no-permission). */
export function requireChatPermission(type: number): void {
  if (!mayChat(type)) throw new Refused({ reason: 'chat-no-permission' });
}

const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** The page header's colour: the app's headerColor when it is a hex colour (#rgb, #rrggbb), else the fallback. */
export const headerColour = (requested: string | undefined, fallback: string): string =>
  requested && HEX_COLOUR.test(requested)
    ? requested.toLowerCase()
    : HEX_COLOUR.test(fallback)
      ? fallback
      : '#333333';

/**
 * Where the page's back link goes: a path of the app's own origin ('/m/home?x=1'), given as a path or as an
 * absolute URL of that origin; anything else (another origin, '//host', a backslash or control character, a
 * scheme other than http(s)) gives '' and the page shows no back link.
 */
export function chatBackPath(backUrl: string | undefined, origin: string): string {
  if (!backUrl || [...backUrl].some((c) => c <= ' ' || c === '\\' || c === '\u007f')) return '';
  let url: URL;
  let own: string;
  try {
    // The origin as a URL reads it (a default port dropped: http://host:80 is http://host).
    own = new URL(origin).origin;
    url = new URL(backUrl, own);
  } catch {
    return '';
  }
  if (url.origin !== own || url.username || url.password) return '';
  return `${url.pathname}${url.search}${url.hash}`;
}

/** What the app asked the page to show (CBS_launchChat), decided. */
export interface ChatLinkRequest {
  merchant: string;
  memberId: number;
  sessionId: number;
  language: string;
  title: string;
  headerColor: string;
  backPath: string;
}

/** Records a link and answers its token (the only copy: the table keeps its hash); expired links go on the way. */
export async function createChatLink(db: Db, link: ChatLinkRequest, now: number): Promise<string> {
  const token = newToken();
  await db.deleteFrom('chat_links').where('expires_at', '<', now).execute();
  await db
    .insertInto('chat_links')
    .values({
      token_hash: sha256Hex(token),
      merchant: link.merchant,
      member_id: link.memberId,
      session_id: link.sessionId,
      language: link.language,
      title: link.title,
      header_color: link.headerColor,
      back_url: link.backPath,
      created_at: now,
      expires_at: now + CHAT_LINK_OPEN_MS,
    })
    .execute();
  return token;
}

export interface ChatMessage {
  id: number;
  sender: 'agent' | 'member';
  text: string;
  createdAt: number;
}

/** An open chat page: what the link asked for, the member, and the thread. */
export interface ChatPage {
  merchant: string;
  memberId: number;
  username: string;
  language: string;
  title: string;
  headerColor: string;
  backPath: string;
  messages: ChatMessage[];
}

/**
 * The link of a token, while it is valid: not expired, and the session it was asked with still live (a logout or
 * a revocation closes the page too). The first use starts the page's own time (CHAT_PAGE_MS).
 */
async function liveLink(db: Db, token: string, now: number) {
  const hash = sha256Hex(token);
  const link = await db
    .selectFrom('chat_links')
    .innerJoin('sessions', 'sessions.id', 'chat_links.session_id')
    .innerJoin('members', 'members.id', 'chat_links.member_id')
    .select([
      'chat_links.merchant',
      'chat_links.member_id',
      'chat_links.language',
      'chat_links.title',
      'chat_links.header_color',
      'chat_links.back_url',
      'chat_links.opened_at',
      'members.username',
      'members.type',
    ])
    .where('chat_links.token_hash', '=', hash)
    .where('chat_links.expires_at', '>', now)
    .where('sessions.revoked', '=', 0)
    .where('sessions.expires_at', '>', now)
    .executeTakeFirst();
  if (!link || !mayChat(link.type)) return undefined;
  if (link.opened_at === null) {
    await db
      .updateTable('chat_links')
      .set({ opened_at: now, expires_at: now + CHAT_PAGE_MS })
      .where('token_hash', '=', hash)
      .execute();
  }
  return link;
}

/** The member's latest messages, oldest first. */
export async function chatThread(db: Db, memberId: number): Promise<ChatMessage[]> {
  const rows = await db
    .selectFrom('chat_messages')
    .select(['id', 'sender', 'text', 'created_at'])
    .where('member_id', '=', memberId)
    .orderBy('id', 'desc')
    .limit(CHAT_THREAD_LIMIT)
    .execute();
  return rows.reverse().map((r) => ({ id: r.id, sender: r.sender, text: r.text, createdAt: r.created_at }));
}

/**
 * Opens the chat page of a token: its thread, with every agent message marked read (the member is reading them
 * now), or undefined when the link is not valid (never issued, expired, its session over).
 */
export async function openChat(db: Db, token: string, now: number): Promise<ChatPage | undefined> {
  const link = await liveLink(db, token, now);
  if (!link) return undefined;
  await db
    .updateTable('chat_messages')
    .set({ read_at: now })
    .where('member_id', '=', link.member_id)
    .where('sender', '=', 'agent')
    .where('read_at', 'is', null)
    .execute();
  return {
    merchant: link.merchant,
    memberId: link.member_id,
    username: link.username,
    language: link.language,
    title: link.title,
    headerColor: link.header_color,
    backPath: link.back_url,
    messages: await chatThread(db, link.member_id),
  };
}

/** A message's text as stored: trimmed, at most MAX_CHAT_TEXT characters; '' is not a message. */
export const chatText = (text: string): string => text.trim().slice(0, MAX_CHAT_TEXT);

async function addMessage(
  db: Db,
  message: { merchant: string; memberId: number; sender: 'agent' | 'member'; text: string },
  now: number,
): Promise<ChatMessage> {
  const row = await db
    .insertInto('chat_messages')
    .values({
      merchant: message.merchant,
      member_id: message.memberId,
      sender: message.sender,
      text: message.text,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, sender: message.sender, text: message.text, createdAt: now };
}

/** The member's reply from the chat page; false when the link is not valid (nothing is posted) or the text empty. */
export async function postMemberMessage(db: Db, token: string, text: string, now: number): Promise<boolean> {
  const body = chatText(text);
  if (!body) return false;
  const link = await liveLink(db, token, now);
  if (!link) return false;
  await addMessage(
    db,
    { merchant: link.merchant, memberId: link.member_id, sender: 'member', text: body },
    now,
  );
  return true;
}

/** An agent's message (the admin API): unread until the member opens the chat. */
export const postAgentMessage = (
  db: Db,
  message: { merchant: string; memberId: number; text: string },
  now: number,
): Promise<ChatMessage> => addMessage(db, { ...message, sender: 'agent' }, now);

/** CBS_unreadCount: the agent messages the member has not opened the chat for yet. */
export async function unreadCount(db: Db, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('chat_messages')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('member_id', '=', memberId)
    .where('sender', '=', 'agent')
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export type CsType = CustomerServiceEntry['csType'];
export interface CustomerServiceScript {
  csType: CsType;
  src: string;
}

/** Where the same-origin stand-ins of the vendors' scripts are served (test and demo mode; static/demo-cs.ts). */
export const DEMO_CS_PATH = '/demo-cs';

/**
 * WPSCORE_getCustomerServiceScript: a script per csType of the merchant's customer-service entries, in their
 * order. In test and demo mode (`standInOrigin` set) each is the same-origin stand-in; in production the vendor's
 * script the merchant configured for that csType (a csType without one is left out: nothing to load).
 */
export function customerServiceScripts(
  entries: readonly Pick<CustomerServiceEntry, 'csType'>[],
  configured: readonly CustomerServiceScript[],
  standInOrigin: string | null,
): CustomerServiceScript[] {
  const csTypes = [...new Set(entries.map((e) => e.csType))];
  return csTypes.flatMap((csType) => {
    if (standInOrigin) return [{ csType, src: `${standInOrigin}${DEMO_CS_PATH}/${csType}.js` }];
    const script = configured.find((s) => s.csType === csType);
    return script ? [script] : [];
  });
}

/** The vendor scripts a merchant configured (production), by csType. */
export async function listCustomerServiceScripts(db: Db, merchant: string): Promise<CustomerServiceScript[]> {
  const rows = await db
    .selectFrom('customer_service_scripts')
    .select(['cs_type', 'src'])
    .where('merchant', '=', merchant)
    .orderBy('cs_type')
    .execute();
  return rows.map((r) => ({ csType: r.cs_type as CsType, src: r.src }));
}

/** Replaces the merchant's vendor scripts whole (the admin checks each is an https URL). */
export async function replaceCustomerServiceScripts(
  db: Db,
  merchant: string,
  scripts: readonly CustomerServiceScript[],
): Promise<void> {
  await transact(db, async (trx) => {
    await trx.deleteFrom('customer_service_scripts').where('merchant', '=', merchant).execute();
    if (scripts.length === 0) return;
    await trx
      .insertInto('customer_service_scripts')
      .values(scripts.map((s) => ({ merchant, cs_type: s.csType, src: s.src })))
      .execute();
  });
}
