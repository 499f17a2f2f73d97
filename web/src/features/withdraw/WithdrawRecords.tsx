import { useState } from 'react';
import type { WithdrawalRecord, WithdrawalStatus } from '@app/contract/wallet';
import { useCall } from '../../api/use-call';
import { AsyncSection, FailedWithRetry } from '../../components/AsyncSection';
import { Skeleton } from '../../components/Skeleton';
import { useTranslation } from '../../i18n/translate';
import { useMoney } from '../money';
import { ChoiceChips, PayoutAccountLine } from '../payout-accounts';
import { withdrawApi } from './api';
import { recordTime, StatusBadge } from './StatusBadge';
import { hasMorePages, RECORD_FILTERS, type RecordFilter } from './withdraw-rules';

/**
 * The member's withdrawals (relay MCSFE_getWithdrawRecords), newest first, of one status or all, a page at a
 * time with Load more. A new filter starts again at its first page.
 */
export function WithdrawRecords() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<RecordFilter>('ALL');
  return (
    <section className="card withdraw-records" aria-labelledby="withdraw-records-title">
      <h2 id="withdraw-records-title">{t('withdraw_records_title')}</h2>
      <ChoiceChips<RecordFilter>
        legend={t('withdraw_records_filter')}
        legendHidden
        name="withdrawStatus"
        choices={RECORD_FILTERS.map((value) => ({
          value,
          label: t(value === 'ALL' ? 'withdraw_filter_all' : `withdraw_status_${value}`),
        }))}
        value={filter}
        onChange={setFilter}
      />
      <RecordPages key={filter} status={filter === 'ALL' ? null : filter} />
    </section>
  );
}

function RecordPages({ status }: { status: WithdrawalStatus | null }) {
  const [pages, setPages] = useState(1);
  return (
    <>
      {Array.from({ length: pages }, (_, i) => (
        <RecordPage
          key={i + 1}
          status={status}
          page={i + 1}
          last={i + 1 === pages}
          onMore={() => setPages(pages + 1)}
        />
      ))}
    </>
  );
}

/** One page of records: the first shows the list's loading, failure and empty states; a later one its own. */
function RecordPage({
  status,
  page,
  last,
  onMore,
}: {
  status: WithdrawalStatus | null;
  page: number;
  last: boolean;
  onMore(): void;
}) {
  const { t } = useTranslation();
  const state = useCall(withdrawApi.records(status, page));
  const list = (data: { items: WithdrawalRecord[]; page: number; pageSize: number; total: number }) => (
    <>
      <ul className="list withdraw-record-list">
        {data.items.map((record) => (
          <RecordItem key={record.id} record={record} />
        ))}
      </ul>
      {last && hasMorePages(data) && (
        <button type="button" className="btn btn-ghost btn-block" onClick={onMore}>
          {t('withdraw_load_more')}
        </button>
      )}
    </>
  );
  if (page === 1) {
    return (
      <AsyncSection
        state={state}
        card={false}
        errorText={t('withdraw_records_failed')}
        skeletonLines={6}
        empty={{
          when: (data) => data.items.length === 0,
          text: t(status === null ? 'withdraw_records_empty' : 'withdraw_records_empty_filter'),
        }}
      >
        {list}
      </AsyncSection>
    );
  }
  if (state.status === 'loading') return <Skeleton lines={3} />;
  if (state.status === 'error')
    return <FailedWithRetry text={t('withdraw_records_failed')} retry={state.retry} />;
  return list(state.data);
}

function RecordItem({ record }: { record: WithdrawalRecord }) {
  const { t } = useTranslation();
  const { format, language } = useMoney();
  return (
    <li className="withdraw-record">
      <div className="withdraw-record-head">
        <span className="withdraw-record-amount">{format(record.amount)}</span>
        <StatusBadge status={record.status} />
      </div>
      <PayoutAccountLine account={record.account} />
      <p className="withdraw-record-meta">
        <span>{recordTime(record.createdAt, language)}</span>
        <span>{t('withdraw_record_fee', { fee: format(record.fee) })}</span>
      </p>
      {record.status === 'REJECTED' && record.reason && (
        <p className="withdraw-record-reason">{t('withdraw_record_reason', { reason: record.reason })}</p>
      )}
    </li>
  );
}
