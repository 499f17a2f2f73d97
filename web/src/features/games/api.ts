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
};
