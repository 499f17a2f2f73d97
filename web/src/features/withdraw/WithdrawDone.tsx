import { useEffect, useRef } from 'react';
import type { WithdrawalRecord } from '@app/contract/wallet';
import { useTranslation } from '../../i18n/translate';
import { useMoney } from '../money';
import { PayoutAccountLine } from '../payout-accounts';
import { recordTime, StatusBadge } from './StatusBadge';

/**
 * A submitted withdrawal: pending until staff pay it or release the amount. The heading takes the focus, so a
 * screen reader says at once that it went through.
 */
export function WithdrawDone({
  record,
  onAgain,
  onRecords,
}: {
  record: WithdrawalRecord;
  onAgain(): void;
  onRecords(): void;
}) {
  const { t } = useTranslation();
  const { format, language } = useMoney();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="card withdraw-done" aria-labelledby="withdraw-done-title">
      <h2 id="withdraw-done-title" ref={heading} tabIndex={-1}>
        {t('withdraw_done_title')}
      </h2>
      <p>{t('withdraw_done_text')}</p>
      <p className="withdraw-done-amount">{format(record.amount)}</p>
      <StatusBadge status={record.status} />
      <dl className="withdraw-facts withdraw-done-facts">
        <div>
          <dt>{t('withdraw_fee')}</dt>
          <dd>{format(record.fee)}</dd>
        </div>
        <div>
          <dt>{t('withdraw_receive')}</dt>
          <dd>{format(record.amount - record.fee)}</dd>
        </div>
        <div>
          <dt>{t('withdraw_to')}</dt>
          <dd>
            <PayoutAccountLine account={record.account} />
          </dd>
        </div>
        <div>
          <dt>{t('withdraw_time')}</dt>
          <dd>{recordTime(record.createdAt, language)}</dd>
        </div>
      </dl>
      <div className="withdraw-done-actions">
        <button type="button" className="btn btn-primary btn-block" onClick={onRecords}>
          {t('withdraw_view_records')}
        </button>
        <button type="button" className="btn btn-ghost btn-block" onClick={onAgain}>
          {t('withdraw_again')}
        </button>
      </div>
    </section>
  );
}
