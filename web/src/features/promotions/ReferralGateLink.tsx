import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { BASENAME } from '@app/contract/constants/navigation';
import { useAppNavigate, useTrackedTarget } from '../../hooks/use-app-navigate';
import { followReferralGate } from './follow-referral-gate';

/** A tap that opens the link somewhere else (a new tab or window) is left to the browser. */
const opensElsewhere = (e: MouseEvent): boolean =>
  e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey;

/**
 * A link to /m/inviteFriends that goes through the referral gate (signed-in §4): a real link (its address,
 * its role, a new tab still opens the public referral page), whose tap runs the gate instead of navigating.
 */
export function ReferralGateLink({
  children,
  ...rest
}: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'onClick'>) {
  const tracked = useTrackedTarget();
  const navigate = useAppNavigate();
  return (
    <a
      {...rest}
      href={BASENAME + tracked('/inviteFriends')}
      onClick={(e) => {
        if (opensElsewhere(e)) return;
        e.preventDefault();
        void followReferralGate(navigate);
      }}
    >
      {children}
    </a>
  );
}
