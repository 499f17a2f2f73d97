import type { ReferralSummary } from '@app/contract/referrals';
import type { AsyncState } from '../../components/AsyncSection';
import { AsyncSection } from '../../components/AsyncSection';
import { LockIcon } from '../../components/icons';
import { useCall } from '../../api/use-call';
import { useTranslation } from '../../i18n/translate';
import { ContactUsButton } from '../customer-service';
import { moneyApi, useMoney } from '../money';
import { inviteApi } from './api';
import { HowItWorks } from './HowItWorks';
import { InviteesList } from './InviteesList';
import { memberInviteView, referralLink } from './invite-rules';
import { ReferralCard } from './ReferralCard';
import { ReferralFigures } from './ReferralFigures';
import './invite.css';

const LOADING = { status: 'loading' } as const;

/**
 * A signed-in player's referral: their link, code and QR, figures, invitees and rewards when referral is on for
 * the merchant and for them; else why not, with customer service. The invite page shows it to members, under the
 * reward's banner; the agent page to agents, under its own banner (`banner={false}`; features/agent, through this
 * feature's index).
 */
export function ReferralPanel({ banner = true }: { banner?: boolean }) {
  const { t } = useTranslation();
  const summary = useCall(inviteApi.summary);
  const money = useMoney();
  // Amounts wait for the merchant's money style, so they are written once (no text shifting under the player).
  const country = useCall(moneyApi.country);
  const state: AsyncState<ReferralSummary> =
    summary.status === 'ready' && country.status === 'loading' ? LOADING : summary;
  return (
    <AsyncSection
      state={state}
      card={false}
      className="invite-panel"
      errorText={t('invite_summary_failed')}
      placeholder={<div className="invite-panel-placeholder skeleton" />}
    >
      {(data) => {
        const view = memberInviteView(data.switches);
        if (view !== 'open') {
          return (
            <section className="card invite-closed" role="status">
              <LockIcon className="invite-closed-icon" />
              <h2>{t('invite_closed_title')}</h2>
              <p>{view === 'closed-merchant' ? t('invite_closed_merchant') : t('invite_closed_member')}</p>
              <ContactUsButton />
            </section>
          );
        }
        return (
          <>
            {banner && data.rewardPerInvitee > 0 && (
              <section className="invite-hero invite-hero--member">
                <h2>{t('invite_member_title', { amount: money.format(data.rewardPerInvitee) })}</h2>
                <p>{t('invite_member_text')}</p>
              </section>
            )}
            <ReferralCard
              link={referralLink(window.location.origin, data.inviteCode)}
              code={data.inviteCode}
            />
            <ReferralFigures figures={data.figures} money={money.format} />
            <InviteesList money={money.format} reward={data.rewardPerInvitee} />
            <HowItWorks />
          </>
        );
      }}
    </AsyncSection>
  );
}
