import { Suspense, useEffect, useState } from 'react';
import { useCall } from '../../api/use-call';
import { local } from '../../lib/storage';
import { useSession } from '../../stores/app-store';
import { availablePromotionsQuery } from '../available-promotions';
import { lazyPart, useAfterFirstScreen } from '../../components/lazy-part';
import { playerKind, referralEntryVisible, referralFacts } from './referral';
import './referral-entry.css';

/**
 * Local storage: whether the entry showed at the last answer ('1' or '0'). It sits between the hero and the tiles,
 * both on the first screen, so its answer must not push the tiles down when it comes: while it is on its way the
 * entry's box is kept (a placeholder of the same fixed size) unless it was hidden last time. Only a change since
 * the last visit, or a first visit to a merchant without the promotion, moves the tiles.
 */
export const REFERRAL_ENTRY_SHOWN_KEY = 'referralEntryShown';

// Never in the first paint: the card and its texts load after the first screen, once the answer shows it.
const ReferralCard = lazyPart(async () => (await import('./ReferralCard')).ReferralCard);

/**
 * The referral entry on home (signed-in §4 "Referral gate"): shown by referralEntryVisible; asking whether it
 * shows fetches the promotions. Its card (ReferralCard) goes through the referral gate.
 */
export function ReferralEntry() {
  const session = useSession();
  const state = useCall(availablePromotionsQuery);
  const [expected] = useState(() => local.get(REFERRAL_ENTRY_SHOWN_KEY) !== '0');
  const afterFirstScreen = useAfterFirstScreen();

  const player = playerKind(session);
  const referral = state.status === 'ready' ? referralFacts(state.data) : null;
  const visible = referral !== null && referralEntryVisible(player, referral);
  useEffect(() => {
    if (state.status === 'ready') local.set(REFERRAL_ENTRY_SHOWN_KEY, visible ? '1' : '0');
  }, [state.status, visible]);

  const placeholder = <div className="referral-entry-pending skeleton" aria-hidden="true" />;
  if (state.status === 'loading') return expected ? placeholder : null;
  // A failure hides it (the call is quiet): the tile to the referral page is still there.
  if (!referral || !visible) return null;
  if (!afterFirstScreen) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <ReferralCard agent={player === 'agent'} count={referral.count} />
    </Suspense>
  );
}
