import { sha256Hex } from '../crypto/tokens';
import type { Db } from '../db/database';

/**
 * The merchant a page link belongs to, read without using the link (a chat link is not opened, a launch not
 * redeemed): the access rule of that merchant is checked first (static/access-notice.ts). undefined for a token
 * that is no link, which the page answers as before.
 */

/** The merchant of a demo chat link's token (services/chat.ts createChatLink), in whatever state. */
export async function chatLinkMerchant(db: Db, token: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('chat_links')
    .select('merchant')
    .where('token_hash', '=', sha256Hex(token))
    .executeTakeFirst();
  return row?.merchant;
}

/** The merchant of a demo game launch's token (services/games.ts), in whatever state. */
export async function gameLaunchMerchant(db: Db, token: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('game_launches')
    .select('merchant')
    .where('token_hash', '=', sha256Hex(token))
    .executeTakeFirst();
  return row?.merchant;
}
