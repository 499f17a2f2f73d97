import { SUCCESS_MESSAGE_MS } from '@app/contract/constants/sign-in';
import type { MissionClaimRequest } from '@app/contract/missions';
import { useState } from 'react';
import { errorText } from '../../i18n/error-text';
import { useTranslation } from '../../i18n/translate';
import { useOverlays } from '../../stores/overlays';
import { useMoney } from '../money';
import { missionsApi } from './api';
import { claimFailureKey, claimRefreshesMissions } from './mission-rules';

/**
 * Claims one mission at a time. A success says what was added and asks the missions, the board and the balances
 * again; a refusal is kept beside the mission's button in the player's words. A retry sends the same (mission,
 * period): the server credits it once whatever reaches it twice.
 */
export function useMissionClaim() {
  const { t } = useTranslation();
  const money = useMoney();
  const [busy, setBusy] = useState<number | null>(null);
  const [failure, setFailure] = useState<{ missionId: number; text: string } | null>(null);

  const claim = async (request: MissionClaimRequest) => {
    if (busy !== null) return;
    setBusy(request.missionId);
    setFailure(null);
    const res = await missionsApi.claim(request);
    setBusy(null);
    if (res.success && res.value) {
      const amount = money.format(res.value.reward);
      useOverlays.getState().showToast(t('mission_claimed_toast', { amount }), SUCCESS_MESSAGE_MS);
      missionsApi.claimed();
      return;
    }
    const key = claimFailureKey(res.errorCode);
    setFailure({ missionId: request.missionId, text: key ? t(key) : errorText(t, res) });
    if (claimRefreshesMissions(res.errorCode)) missionsApi.refresh();
  };

  return { claim, busy, failure };
}

export type MissionClaiming = ReturnType<typeof useMissionClaim>;
