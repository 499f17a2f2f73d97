import { create } from 'zustand';
import type { RelayResponse } from '@app/contract/relay';
import { useAppStore } from '../../stores/app-store';
import { memberApi } from './api';

export type RankProgress = RelayResponse<'MCSFE_getPlayerRankProgress'>;

export type RankProgressState =
  | { status: 'signedOut' }
  | { status: 'loading' }
  | { status: 'ready'; progress: RankProgress }
  | { status: 'error' };

/** The player's rank progress: loaded when a token arrives, cleared when it goes (§4 login state). */
export const useRankProgress = create<RankProgressState>(() => ({ status: 'signedOut' }));

/** Loads the progress for the current token; an answer that arrives after the token changed is dropped. */
export const loadRankProgress = async (): Promise<void> => {
  const token = useAppStore.getState().session?.token;
  if (!token) {
    useRankProgress.setState({ status: 'signedOut' }, true);
    return;
  }
  useRankProgress.setState({ status: 'loading' }, true);
  const res = await memberApi.rankProgress();
  if (useAppStore.getState().session?.token !== token) return;
  useRankProgress.setState(
    res.success && res.value ? { status: 'ready', progress: res.value } : { status: 'error' },
    true,
  );
};

/** The share of the next rank's goals met, 0 to 1; 1 at the top rank (nothing left to meet). */
export const rankShare = ({ currentProgress: p }: RankProgress): number =>
  p.totalExpectedConditions > 0 ? Math.min(1, p.completedConditions / p.totalExpectedConditions) : 1;
