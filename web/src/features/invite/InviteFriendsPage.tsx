import { Screen } from '../../components/Screen';
import { useTranslation } from '../../i18n/translate';
import { useSession } from '../../stores/app-store';
import { GuestInvite } from './GuestInvite';
import { ReferralPanel } from './ReferralPanel';

/**
 * Invite friends (signed-in §2, /m/inviteFriends, public): a guest learns how referral works and registers with
 * the link's code; a member gets their link, code, QR, figures and invitees, and claims the reward of each invitee
 * who deposited. The merchant's referral switch and the member's own decide what shows (invite-rules.ts).
 */
export function InviteFriendsPage() {
  const { t } = useTranslation();
  const signedIn = Boolean(useSession()?.token);
  return (
    <Screen title={t('page_inviteFriends')}>
      <div className="invite-page">{signedIn ? <ReferralPanel /> : <GuestInvite />}</div>
    </Screen>
  );
}
