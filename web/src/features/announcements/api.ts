import { relayQuery } from '../../api/call-cache';
import { STALE } from '../../api/stale-times';

/**
 * The popup's calls (signed-in §4). Quiet: nobody asked for them, and a failure means no popup (or slides without
 * category labels). The list is the session's: a sign-in asks again, for the member's own answer.
 */
export const announcementsApi = {
  list: relayQuery(
    'MCSFE_getListAnnouncements',
    { types: ['PR'], platform: 'M' },
    { scope: 'session', staleMs: STALE.MINUTES.ONE, languageDependent: true, quiet: true },
  ),
  categories: relayQuery(
    'PROMOFE_getPromotionAnnouncementCategory',
    {},
    { scope: 'app', staleMs: STALE.MINUTES.FIVE, languageDependent: true, quiet: true },
  ),
};
