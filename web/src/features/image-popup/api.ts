import { relayQuery } from '../../api/call-cache';
import { STALE } from '../../api/stale-times';

export const imagePopupApi = {
  /** The popup's banners: the announcements of category app_download, each with its image (signed-in §4). */
  banners: relayQuery(
    'MCSFE_getListAnnouncements',
    { types: ['PR'], platform: 'M', category: 'app_download' },
    // Quiet: the popup is an extra; without its banners there is simply no popup. The title is the image's text.
    { scope: 'app', staleMs: STALE.INFINITY, languageDependent: true, quiet: true },
  ),
};
