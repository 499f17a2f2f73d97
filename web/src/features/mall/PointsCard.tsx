import { useCall } from '../../api/use-call';
import { AppLink } from '../../components/AppLink';
import { localeOf } from '../../i18n/locale-of';
import { useTranslation } from '../../i18n/translate';
import { useMoney } from '../money';
import { mallApi } from './api';
import type { PointsRate } from '@app/contract/mall-rules';
import { PointsIcon } from './mall-icons';
import { shownRate } from './mall-rules';

/**
 * The member's points at the top of the page, and how they are earned at the merchant's rates (its box held while
 * they load, so nothing moves when they arrive).
 */
export function PointsCard() {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const mall = useCall(mallApi.mall);
  const number = new Intl.NumberFormat(localeOf(i18n.language));
  const data = mall.status === 'ready' ? mall.data : null;
  const rateValues = (rate: PointsRate) => ({
    points: number.format(rate.points),
    amount: money.format(rate.perMinor),
  });
  return (
    <section className="mall-points" aria-labelledby="mall-points-title" aria-busy={data === null}>
      <div className="mall-points-head">
        <h2 id="mall-points-title">{t('mall_points_title')}</h2>
        <p className="mall-points-value">
          <PointsIcon className="mall-points-icon" />
          {data ? (
            <span data-testid="mall-points">{number.format(data.points)}</span>
          ) : mall.status === 'error' ? (
            '–'
          ) : (
            <span className="skeleton mall-points-skeleton" />
          )}
        </p>
      </div>
      <div className="mall-earn">
        <h3>{t('mall_earn_title')}</h3>
        {data && money.ready ? (
          <ul>
            {data.rates.deposit.points > 0 && (
              <li>{t('mall_earn_deposit', rateValues(shownRate(data.rates.deposit)))}</li>
            )}
            {data.rates.play.points > 0 && (
              <li>{t('mall_earn_play', rateValues(shownRate(data.rates.play)))}</li>
            )}
          </ul>
        ) : (
          <span className="skeleton mall-earn-skeleton" />
        )}
        <AppLink className="mall-earn-cta" to="/voucherCenter">
          {t('mall_earn_cta')}
        </AppLink>
      </div>
    </section>
  );
}
