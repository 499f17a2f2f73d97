import { SPEC_MESSAGE_KEY } from '@app/contract/errors';
import { fetchCall } from '../../api/call-cache';
import { t } from '../../i18n/translate';
import type { AppNavigate } from '../../lib/route-table';
import { useAppStore } from '../../stores/app-store';
import { useOverlays } from '../../stores/overlays';
import { availablePromotionsQuery } from '../available-promotions';
import { playerKind, referralFacts, referralGate } from './referral';

let running: Promise<void> | null = null;

const decideAndAct = async (navigate: AppNavigate): Promise<void> => {
  // The member type decides (an agent goes elsewhere): a token handed over in the URL has none until member
  // info answers. The account feature is loaded already for a session (app/use-session-renewal.ts).
  if (useAppStore.getState().session) await (await import('../account')).memberReady();
  const answer = await fetchCall(availablePromotionsQuery);
  const outcome = referralGate(playerKind(useAppStore.getState().session), answer && referralFacts(answer));
  switch (outcome.kind) {
    case 'navigate':
      navigate(outcome.to);
      return;
    case 'customerService':
      await (await import('../customer-service')).openCustomerService();
      return;
    case 'comingSoon':
      useOverlays.getState().alert(t(SPEC_MESSAGE_KEY.comingSoon));
  }
};

/**
 * A tap on a way into the referral page (the referral entry, the home tile, the go-to-activity INVITE_FRIENDS):
 * referralGate decides with the promotions of this session, then this carries it out. One at a time: a second
 * tap while the first is deciding adds nothing (no second customer-service window).
 */
export const followReferralGate = (navigate: AppNavigate): Promise<void> =>
  (running ??= decideAndAct(navigate).finally(() => {
    running = null;
  }));
