import { useEffect, useRef, useState, type Ref } from 'react';
import type { DepositRecord, DepositStatus } from '@app/contract/wallet';
import { useCall } from '../../api/use-call';
import { AsyncSection, FailedWithRetry } from '../../components/AsyncSection';
import { Skeleton } from '../../components/Skeleton';
import type { MessageKey } from '../../i18n/keys';
import { localeOf } from '../../i18n/locale-of';
import { useTranslation } from '../../i18n/translate';
import { useMoney } from '../money';
import { depositApi } from './api';
import { STATUS_ICON } from './deposit-icons';
import { PageLink } from './PageLink';

const STATUS_TEXT: Record<DepositStatus, MessageKey> = {
  PENDING: 'deposit_status_pending',
  SUCCESS: 'deposit_status_success',
  FAILED: 'deposit_status_failed',
  EXPIRED: 'deposit_status_expired',
};
const FILTERS: readonly (DepositStatus | null)[] = [null, ...(Object.keys(STATUS_TEXT) as DepositStatus[])];

/** The member's deposits, newest first, filtered by status, a page at a time (MCSFE_getDepositRecords). */
export function DepositRecords() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<DepositStatus | null>(null);
  return (
    <div className="deposit-records">
      <div className="deposit-filters" role="group" aria-label={t('deposit_records_filter')}>
        {FILTERS.map((f) => (
          <button
            key={f ?? 'all'}
            type="button"
            className="deposit-chip"
            aria-pressed={status === f}
            onClick={() => setStatus(f)}
          >
            {f ? t(STATUS_TEXT[f]) : t('deposit_filter_all')}
          </button>
        ))}
      </div>
      <RecordList key={status ?? 'all'} status={status} />
    </div>
  );
}

function RecordList({ status }: { status: DepositStatus | null }) {
  const { t } = useTranslation();
  const money = useMoney();
  const [pages, setPages] = useState(1);
  const first = useCall(depositApi.records(status, 1));
  // The same entry as the list's last page: one call, read here for what comes after the list.
  const last = useCall(depositApi.records(status, pages));
  return (
    <AsyncSection
      state={first.status === 'ready' && !money.ready ? { status: 'loading' } : first}
      errorText={t('deposit_records_failed')}
      empty={{
        when: (page) => page.items.length === 0,
        text: t(status ? 'deposit_records_empty_filter' : 'deposit_records_empty'),
      }}
      skeletonLines={6}
    >
      {(page) => (
        <>
          <ul className="deposit-record-list">
            <RecordItems items={page.items} />
            {Array.from({ length: pages - 1 }, (_, i) => (
              <LaterPage key={i + 2} status={status} page={i + 2} />
            ))}
          </ul>
          {last.status === 'loading' ? (
            <Skeleton lines={2} />
          ) : last.status === 'error' ? (
            <FailedWithRetry text={t('deposit_records_failed')} retry={last.retry} />
          ) : (
            last.data.page * last.data.pageSize < last.data.total && (
              <button type="button" className="btn btn-ghost btn-block" onClick={() => setPages(pages + 1)}>
                {t('deposit_load_more')}
              </button>
            )
          )}
        </>
      )}
    </AsyncSection>
  );
}

/** A page after the first: its rows once they are in (the list's end shows its loading and failure). */
function LaterPage({ status, page }: { status: DepositStatus | null; page: number }) {
  const state = useCall(depositApi.records(status, page));
  const first = useRef<HTMLLIElement>(null);
  const ready = state.status === 'ready';
  // Load more leaves the page's button: the player goes on from the first new row.
  useEffect(() => {
    if (ready) first.current?.focus();
  }, [ready]);
  return ready ? <RecordItems items={state.data.items} firstRef={first} /> : null;
}

function RecordItems({
  items,
  firstRef,
}: {
  items: readonly DepositRecord[];
  firstRef?: Ref<HTMLLIElement>;
}) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const time = new Intl.DateTimeFormat(localeOf(i18n.language), { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <>
      {items.map((r, i) => {
        const Icon = STATUS_ICON[r.status];
        return (
          <li key={r.id} ref={i === 0 ? firstRef : undefined} tabIndex={i === 0 && firstRef ? -1 : undefined}>
            <PageLink className="deposit-record" to={`/voucherCenter?deposit=${encodeURIComponent(r.id)}`}>
              <span className="deposit-record-main">
                <span className="deposit-record-channel">{r.channelName}</span>
                <span className="deposit-record-time">{time.format(r.createdAt)}</span>
                {r.status === 'FAILED' && r.reason && (
                  <span className="deposit-record-reason">{r.reason}</span>
                )}
              </span>
              <span className="deposit-record-side">
                <span className="deposit-record-amount">{money.format(r.amount)}</span>
                <span className={`deposit-pill deposit-pill--${r.status.toLowerCase()}`}>
                  <Icon size={14} />
                  {t(STATUS_TEXT[r.status])}
                </span>
              </span>
            </PageLink>
          </li>
        );
      })}
    </>
  );
}
