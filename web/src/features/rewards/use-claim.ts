import { SUCCESS_MESSAGE_MS } from '@app/contract/constants/sign-in';
import type { RewardClaimRequest } from '@app/contract/rewards';
import { useState } from 'react';
import { errorText } from '../../i18n/error-text';
import { useTranslation } from '../../i18n/translate';
import { useOverlays } from '../../stores/overlays';
import { useMoney } from '../money';
import { rewardsApi } from './api';
import { claimFailureKey, claimRefreshesCenter } from './reward-rules';

/** A claim's id on the page: its natural key. */
export const claimId = (r: RewardClaimRequest): string => `${r.kind}:${r.period}`;

/**
 * Claims one reward at a time. A success says what was added and asks the centre, the history and the balances
 * again; a refusal is kept beside the claim's button (its id) in the player's words. A retry sends the same
 * (kind, period): the server credits it once whatever reaches it twice.
 */
export function useClaim() {
  const { t } = useTranslation();
  const money = useMoney();
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ id: string; text: string } | null>(null);

  const claim = async (request: RewardClaimRequest) => {
    if (busy) return;
    const id = claimId(request);
    setBusy(id);
    setFailure(null);
    const res = await rewardsApi.claim(request);
    setBusy(null);
    if (res.success && res.value) {
      const amount = money.format(res.value.claim.amount);
      useOverlays.getState().showToast(t('reward_claimed_toast', { amount }), SUCCESS_MESSAGE_MS);
      rewardsApi.claimed();
      return;
    }
    const key = claimFailureKey(res.errorCode);
    setFailure({ id, text: key ? t(key) : errorText(t, res) });
    if (claimRefreshesCenter(res.errorCode)) rewardsApi.claimed();
  };

  return { claim, busy, failure };
}

export type Claiming = ReturnType<typeof useClaim>;
