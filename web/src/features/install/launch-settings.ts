import { callQuery } from '../../api/call-cache';
import { STALE } from '../../api/stale-times';

/**
 * The launch settings (download-prompt configuration), loaded from /wps/system/launchSettings (entry §7): read
 * by the prompt rules and the download popup. Quiet: without them no prompt shows, and nothing needs saying.
 */
export const launchSettingsQuery = callQuery('launchSettings', undefined, {
  scope: 'app',
  staleMs: STALE.MINUTES.FIVE,
  quiet: true,
});
