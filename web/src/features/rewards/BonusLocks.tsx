import type { BonusLock } from '@app/contract/rewards';
import { useTranslation } from '../../i18n/translate';
import { useMoney } from '../money';
import { LOCK_SOURCE_TEXT, lockPercent } from './reward-rules';
import { ProgressBar } from '../../components/ProgressBar';

/** The member's bonus locks, newest first: what each holds back and how far play has gone towards it. */
export function BonusLocks({ locks }: { locks: readonly BonusLock[] }) {
  const { t } = useTranslation();
  const { format } = useMoney();
  return (
    <section className="card reward-card" aria-labelledby="reward-locks-title">
      <h2 id="reward-locks-title">{t('reward_locks_title')}</h2>
      {locks.length === 0 ? (
        <p className="reward-empty">{t('reward_locks_empty')}</p>
      ) : (
        <ul className="reward-rows">
          {locks.map((lock) => {
            const percent = lockPercent(lock);
            const name =
              lock.source === 'DEPOSIT_BONUS'
                ? t('reward_lock_deposit', { title: lock.title ?? '' })
                : t(LOCK_SOURCE_TEXT[lock.source]);
            return (
              <li key={lock.id} className="reward-lock" data-met={lock.met}>
                <div className="reward-lock-head">
                  <p className="reward-row-title">{name}</p>
                  <span className={lock.met ? 'reward-badge reward-badge-done' : 'reward-badge'}>
                    {lock.met
                      ? t('reward_lock_met')
                      : t('reward_lock_amount', { amount: format(lock.amount) })}
                  </span>
                </div>
                <ProgressBar
                  label={name}
                  share={percent / 100}
                  done={lock.met}
                  valueText={t('reward_lock_progress', {
                    played: format(lock.played),
                    required: format(lock.required),
                  })}
                />
                <p className="reward-row-sub">
                  {t('reward_lock_progress', {
                    played: format(lock.played),
                    required: format(lock.required),
                  })}
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
