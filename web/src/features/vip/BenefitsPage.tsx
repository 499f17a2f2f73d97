import type { VipLevelsAnswer } from '@app/contract/vip';
import type { AsyncState } from '../../components/AsyncSection';
import { useCall } from '../../api/use-call';
import { AsyncSection } from '../../components/AsyncSection';
import { GuestActions } from '../../components/GuestActions';
import { CrownIcon } from '../../components/icons';
import { Screen } from '../../components/Screen';
import { useTranslation } from '../../i18n/translate';
import { useSession } from '../../stores/app-store';
import { moneyApi, useMoney } from '../money';
import { vipApi } from './api';
import { LevelList } from './LevelList';
import { StandingCard } from './StandingCard';
import './vip.css';

const LOADING = { status: 'loading' } as const;

/**
 * VIP benefits (signed-in §2, /m/member/benefits): the member's level, their progress toward the next one and
 * the steps left, then every level with what it takes and gives (relay MCSFE_getVipLevels). The route is open to
 * guests: they see the levels and are asked to log in for their own.
 */
export function BenefitsPage() {
  const { t } = useTranslation();
  const signedIn = Boolean(useSession()?.token);
  const answer = useCall(vipApi.levels);
  const money = useMoney();
  // Amounts wait for the merchant's money style, so they are written once (no text shifting under the player);
  // without it (its call failed) they show without the symbol.
  const country = useCall(moneyApi.country);
  const state: AsyncState<VipLevelsAnswer> =
    answer.status === 'ready' && country.status === 'loading' ? LOADING : answer;
  return (
    <Screen title={t('page_benefits')}>
      <div className="vip-page">
        {signedIn ? (
          <AsyncSection
            state={state}
            className="vip-standing"
            title={t('vip_your_level')}
            errorText={t('vip_levels_failed')}
            placeholder={<div className="vip-standing-placeholder skeleton" />}
          >
            {(data) =>
              data.standing && (
                <StandingCard standing={data.standing} levels={data.levels} money={money.format} />
              )
            }
          </AsyncSection>
        ) : (
          <GuestCard />
        )}
        {/*
          A member's levels come with their level's card: while it loads, its placeholder stands for the page (the
          list appearing under it moves nothing); a failure is said once, there, with one retry.
        */}
        {!(signedIn && state.status !== 'ready') && (
          <AsyncSection
            state={state}
            className="vip-levels"
            title={t('vip_levels_title')}
            card={false}
            errorText={t('vip_levels_failed')}
            skeletonLines={8}
          >
            {(data) => (
              <LevelList
                levels={data.levels}
                memberLevel={data.standing?.level ?? null}
                money={money.format}
              />
            )}
          </AsyncSection>
        )}
      </div>
    </Screen>
  );
}

function GuestCard() {
  const { t } = useTranslation();
  return (
    <section className="card vip-guest">
      <CrownIcon className="vip-crown" />
      <p>{t('vip_guest')}</p>
      <GuestActions tone="card" />
    </section>
  );
}
