import type { RelayRequest } from '@app/contract/relay';
import { callRelay } from '../../api/call';
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
  /**
   * The chat link (CBS_launchChat), asked for on a tap: not cached, a tap wants a link of its moment. The request
   * layer shows the server's message when it fails.
   */
  launch: (payload: RelayRequest<'CBS_launchChat'>) => callRelay('CBS_launchChat', payload),
  /**
   * The customer-service vendors' scripts (WPSCORE_getCustomerServiceScript): not cached, asked for once per
   * page and again only after a failure (start-chat.ts). Silent: the player did not ask for them.
   */
  csScripts: () => callRelay('WPSCORE_getCustomerServiceScript', {}, { alert: false }),
};
