import type { DepositBonus } from '@app/contract/wallet';
import { AppLink } from '../../components/AppLink';
import { localeOf } from '../../i18n/locale-of';
import { useTranslation } from '../../i18n/translate';
import { useMoney } from '../money';
import { ratePercent } from './reward-rules';

/**
 * The deposit bonuses the member may take with their next deposit: credited with the deposit (the deposit page
 * offers them), so this only shows them and leads there.
 */
export function DepositOffers({ offers }: { offers: readonly DepositBonus[] }) {
  const { t } = useTranslation();
  const { format, language } = useMoney();
  return (
    <section className="card reward-card" aria-labelledby="reward-offers-title">
      <h2 id="reward-offers-title">{t('reward_offers_title')}</h2>
      {offers.length === 0 ? (
        <p className="reward-empty">{t('reward_offers_empty')}</p>
      ) : (
        <>
          <ul className="reward-rows">
            {offers.map((o) => (
              <li key={o.id} className="reward-offer">
                <p className="reward-row-title">{o.title}</p>
                <p className="reward-row-sub">
                  {t('reward_offer_terms', {
                    rate: ratePercent(o.basisPoints, localeOf(language)),
                    max: format(o.maxBonus),
                    min: format(o.minDeposit),
                  })}
                </p>
                <p className="reward-offer-tags">
                  {o.firstDepositOnly && <span className="reward-badge">{t('reward_offer_first')}</span>}
                  {o.turnoverMultiplier > 0 && (
                    <span className="reward-badge">
                      {t('reward_offer_turnover', { times: o.turnoverMultiplier })}
                    </span>
                  )}
                </p>
              </li>
            ))}
          </ul>
          <AppLink className="btn btn-ghost btn-block" to="/voucherCenter">
            {t('reward_offer_deposit')}
          </AppLink>
        </>
      )}
    </section>
  );
}
