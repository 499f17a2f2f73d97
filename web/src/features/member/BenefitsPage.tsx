import { useCall } from '../../api/use-call';
import { AsyncSection } from '../../components/AsyncSection';
import { GuestActions } from '../../components/GuestActions';
import { CrownIcon } from '../../components/icons';
import { Screen } from '../../components/Screen';
import { useTranslation } from '../../i18n/translate';
import { useSession } from '../../stores/app-store';
import { memberApi } from '../account';
import { RankProgressCard } from './RankProgressCard';
import './benefits.css';

/**
 * VIP benefits (signed-in §2, /m/member/benefits): the member's VIP label and the goals toward the next rank,
 * read only. The route is open to guests, who are asked to log in to see theirs.
 */
export function BenefitsPage() {
  const { t } = useTranslation();
  const signedIn = Boolean(useSession()?.token);
  return <Screen title={t('page_benefits')}>{signedIn ? <MemberBenefits /> : <GuestBenefits />}</Screen>;
}

function MemberBenefits() {
  const { t } = useTranslation();
  const member = useCall(memberApi.info);
  const label = member.status === 'ready' ? member.data.clubLabel : null;
  return (
    <>
      <AsyncSection
        state={member}
        className="vip-level"
        title={t('benefits_your_level')}
        errorText={t('member_info_failed')}
        empty={{ when: (info) => info.clubLabel === null, text: t('benefits_no_level') }}
      >
        {(info) => (
          <div className="vip-badge">
            <CrownIcon className="vip-crown" />
            <div>
              <p className="vip-name">{info.clubLabel?.labelName}</p>
              <p className="vip-rank">{t('benefits_level', { level: info.clubLabel?.rankLevel ?? 0 })}</p>
            </div>
          </div>
        )}
      </AsyncSection>
      <RankProgressCard labelName={label?.labelName ?? null} />
    </>
  );
}

function GuestBenefits() {
  const { t } = useTranslation();
  return (
    <section className="card vip-level vip-guest">
      <CrownIcon className="vip-crown" />
      <p>{t('benefits_guest')}</p>
      <GuestActions tone="card" />
    </section>
  );
}
