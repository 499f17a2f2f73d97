import { relayQuery } from '../../api/call-cache';
import { STALE } from '../../api/stale-times';

export const chatApi = {
  /**
   * The member's unread chat messages (CBS_unreadCount). Silent when it fails: the badge is a hint, and the chat
   * itself still opens. Asked again when the player comes back to the page (start-chat.ts).
   */
  unread: relayQuery(
    'CBS_unreadCount',
    {},
    { scope: 'session', staleMs: STALE.SECONDS.THIRTY, alert: false },
  ),
};
