import type { RewardCenter } from '@app/contract/rewards';
import { localeOf } from '../../i18n/locale-of';
import { useTranslation } from '../../i18n/translate';
import { useMoney } from '../money';
import { periodText, ratePercent } from './reward-rules';
import { claimId, type Claiming } from './use-claim';

/** Rebates: the rate, today's play so far, and each recent day's rebate to claim (or claimed). */
export function RebateCard({ center, claiming }: { center: RewardCenter; claiming: Claiming }) {
  const { t } = useTranslation();
  const { format, language } = useMoney();
  const { rebate } = center;
  if (rebate.basisPoints === 0) return null;
  const rate = ratePercent(rebate.basisPoints, localeOf(language));
  const tomorrow = Math.floor((rebate.todayTurnover * rebate.basisPoints) / 10_000);
  return (
    <section className="card reward-card" aria-labelledby="reward-rebate-title">
      <h2 id="reward-rebate-title">{t('reward_rebate_title')}</h2>
      <p className="reward-hint">{t('reward_rebate_hint', { rate })}</p>
      {rebate.todayTurnover > 0 && (
        <p className="reward-note">
          {t('reward_rebate_today', { turnover: format(rebate.todayTurnover), amount: format(tomorrow) })}
        </p>
      )}
      {rebate.days.length === 0 ? (
        <p className="reward-empty">{t('reward_rebate_empty')}</p>
      ) : (
        <ul className="reward-rows">
          {rebate.days.map((d) => {
            const request = { kind: 'REBATE', period: d.period } as const;
            const id = claimId(request);
            return (
              <li key={d.period} className="reward-row">
                <div>
                  <p className="reward-row-title">{periodText(d.period, language)}</p>
                  <p className="reward-row-sub">
                    {t('reward_rebate_played', { turnover: format(d.turnover) })}
                  </p>
                  {claiming.failure?.id === id && (
                    <p className="field-error" role="alert">
                      {claiming.failure.text}
                    </p>
                  )}
                </div>
                <span className="reward-row-amount">{format(d.amount)}</span>
                {d.claimed ? (
                  <span className="reward-badge">{t('reward_claimed')}</span>
                ) : (
                  <button
                    type="button"
                    className="btn btn-primary reward-claim"
                    disabled={claiming.busy !== null}
                    aria-busy={claiming.busy === id}
                    aria-label={t('reward_rebate_claim', {
                      amount: format(d.amount),
                      date: periodText(d.period, language),
                    })}
                    onClick={() => void claiming.claim(request)}
                  >
                    {t('reward_claim')}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {rebate.turnoverMultiplier > 0 && (
        <p className="reward-note">{t('reward_turnover_note', { times: rebate.turnoverMultiplier })}</p>
      )}
    </section>
  );
}
