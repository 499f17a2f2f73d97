import { relayQuery } from '../../api/call-cache';
import { STALE } from '../../api/stale-times';

/**
 * The activity calls (the promotions on offer: features/available-promotions). Quiet: the home list is the app's
 * own offer, nobody asked for it; the activity page says itself what a failure means.
 */
export const promotionsApi = {
  /** The merchant's running activities (home's "Promotions"), in the interface language. */
  activities: relayQuery(
    'MCSFE_getActivities',
    {},
    { scope: 'app', staleMs: STALE.MINUTES.FIVE, languageDependent: true, quiet: true },
  ),
  /** One activity (/m/activity?id=); an unknown id answers activity.unknown. */
  activity: (id: string) =>
    relayQuery(
      'MCSFE_getActivity',
      { id },
      { scope: 'app', staleMs: STALE.MINUTES.FIVE, languageDependent: true, quiet: true },
    ),
};
