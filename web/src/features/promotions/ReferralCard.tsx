import { useTranslation } from '../../i18n/translate';
import { GiftArt } from './GiftArt';
import { ReferralGateLink } from './ReferralGateLink';

/**
 * The referral entry's card (ReferralEntry decides whether it shows): gift art, the invitation, how many offers
 * when more than one (one is what the card says), and the way in, through the referral gate. An agent is invited
 * to grow their network: the gate takes them to agent registration.
 */
export function ReferralCard({ agent, count }: { agent: boolean; count: number }) {
  const { t } = useTranslation();
  return (
    <ReferralGateLink className="referral-entry">
      <GiftArt className="referral-entry-art" />
      <span className="referral-entry-text">
        <span className="referral-entry-title">
          {t(agent ? 'referral_entry_agent_title' : 'referral_entry_title')}
        </span>
        <span className="referral-entry-sub">
          {t(agent ? 'referral_entry_agent_text' : 'referral_entry_text')}
        </span>
      </span>
      {count > 1 && <span className="referral-entry-count">{t('referral_entry_count', { count })}</span>}
      <svg
        className="referral-entry-go"
        width="22"
        height="22"
        viewBox="0 0 24 24"
        aria-hidden="true"
        focusable="false"
      >
        <path d="m8.6 4.6 1.4-1.4 8.8 8.8-8.8 8.8-1.4-1.4L16 12z" fill="currentColor" />
      </svg>
    </ReferralGateLink>
  );
}
