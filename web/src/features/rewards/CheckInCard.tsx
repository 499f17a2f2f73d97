import type { RewardCenter } from '@app/contract/rewards';
import { SubmitButton } from '../../components/SubmitButton';
import { useTranslation } from '../../i18n/translate';
import { useMoney } from '../money';
import { DAY_STATE_TEXT } from './reward-rules';
import { claimId, type Claiming } from './use-claim';

/** The daily check-in: the 7 days of the streak (claimed, today's, to come) and today's claim. */
export function CheckInCard({ center, claiming }: { center: RewardCenter; claiming: Claiming }) {
  const { t } = useTranslation();
  const { format } = useMoney();
  const { checkIn, today } = center;
  const request = { kind: 'CHECK_IN', period: today } as const;
  const id = claimId(request);
  const todayAmount = checkIn.days[checkIn.todayDay - 1]?.amount ?? 0;
  return (
    <section className="card reward-card" aria-labelledby="reward-checkin-title">
      <h2 id="reward-checkin-title">{t('reward_checkin_title')}</h2>
      <p className="reward-hint">{t('reward_checkin_hint')}</p>
      <ol className="reward-days">
        {checkIn.days.map((d) => (
          <li key={d.day} className="reward-day" data-state={d.state.toLowerCase()}>
            <span className="reward-day-name">{t('reward_day', { day: d.day })}</span>
            <span className="reward-day-amount">{format(d.amount)}</span>
            <span className="reward-day-mark" aria-hidden="true">
              {d.state === 'CLAIMED' ? '✓' : d.state === 'TODAY' ? '★' : ''}
            </span>
            <span className="visually-hidden">{t(DAY_STATE_TEXT[d.state])}</span>
          </li>
        ))}
      </ol>
      {checkIn.claimedToday ? (
        <p className="reward-done" role="status">
          {t('reward_checkin_done')}
        </p>
      ) : (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void claiming.claim(request);
          }}
        >
          <SubmitButton busy={claiming.busy === id}>
            {t('reward_checkin_claim', { amount: format(todayAmount) })}
          </SubmitButton>
        </form>
      )}
      {claiming.failure?.id === id && (
        <p className="field-error" role="alert">
          {claiming.failure.text}
        </p>
      )}
      {checkIn.turnoverMultiplier > 0 && (
        <p className="reward-note">{t('reward_turnover_note', { times: checkIn.turnoverMultiplier })}</p>
      )}
    </section>
  );
}
