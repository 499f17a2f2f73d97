import { useMemo } from 'react';
import type { CallState } from '../../api/call-cache';
import { useCall } from '../../api/use-call';
import { gamesApi } from './api';
import { gameLanes, type GameLane } from './lanes';

/** The lanes as a screen shows them: loading, the usable lanes (gameLanes), or the failure with its retry. */
export const useGameLanes = (): CallState<GameLane[]> => {
  const answer = useCall(gamesApi.lanes);
  const data = answer.status === 'ready' ? answer.data : null;
  const lanes = useMemo(() => (data ? gameLanes(data) : []), [data]);
  return answer.status === 'ready' ? { status: 'ready', data: lanes } : answer;
};
