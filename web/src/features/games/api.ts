import type { LaunchGameRequest } from '@app/contract/calls';
import type { RelayRequest } from '@app/contract/relay';
import { callApi, callRelay } from '../../api/call';
import { relayQuery } from '../../api/call-cache';
import { STALE } from '../../api/stale-times';

export const gamesApi = {
  /**
   * The game lanes (GCSGAME_newGameVendor, platform html5; public, entry §6): the same for every player of the
   * merchant, their titles in the interface language. Quiet: home goes on without lanes when they fail; the
   * catalogue says so itself.
   */
  lanes: relayQuery(
    'GCSGAME_newGameVendor',
    { platform: 'html5' },
    { scope: 'app', staleMs: STALE.MINUTES.FIVE, languageDependent: true, quiet: true },
  ),
  /** A category's matches (GCSGAME_getGameMatchV2), for the lanes whose games say they have some. */
  matches: (gameClassify: string) =>
    relayQuery(
      'GCSGAME_getGameMatchV2',
      { gameClassify },
      { scope: 'app', staleMs: STALE.MINUTES.ONE, languageDependent: true, quiet: true },
    ),
  /**
   * The launch (POST /wps/game/launchGame, signed-in §7), given up after 10 s by the game page. Not cached: each
   * answer is a game URL of its moment. The page shows a failure itself: no alert (session expiry still logs out).
   */
  launch: (payload: LaunchGameRequest, signal: AbortSignal) =>
    callApi('launchGame', payload, { alert: false, signal }),
  /** A trial's launch (GCS_gameTrialLaunch), as the launch. */
  trialLaunch: (payload: RelayRequest<'GCS_gameTrialLaunch'>, signal: AbortSignal) =>
    callRelay('GCS_gameTrialLaunch', payload, { alert: false, signal }),
};
