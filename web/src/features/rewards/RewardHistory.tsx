import type { RewardClaim } from '@app/contract/rewards';
import { useEffect, useRef, useState, type Ref } from 'react';
import { useCall } from '../../api/use-call';
import { AsyncSection, FailedWithRetry } from '../../components/AsyncSection';
import { Skeleton } from '../../components/Skeleton';
import { localeOf } from '../../i18n/locale-of';
import { useTranslation } from '../../i18n/translate';
import { useMoney } from '../money';
import { rewardsApi } from './api';
import { RewardsClosed } from './RewardsClosed';
import { centreClosed, periodText } from './reward-rules';

/** The member's claims, newest first, a page at a time (MCSFE_getRewardHistory), as the deposit records. */
export function RewardHistory() {
  const { t } = useTranslation();
  const money = useMoney();
  const [pages, setPages] = useState(1);
  const first = useCall(rewardsApi.history(1));
  // The same entry as the list's last page: one call, read here for what comes after the list.
  const last = useCall(rewardsApi.history(pages));
  if (first.status === 'error' && centreClosed(first.error.errorCode)) return <RewardsClosed />;
  return (
    <AsyncSection
      state={first.status === 'ready' && !money.ready ? { status: 'loading' } : first}
      errorText={t('reward_history_failed')}
      empty={{ when: (page) => page.items.length === 0, text: t('reward_history_empty') }}
      skeletonLines={6}
    >
      {(page) => (
        <>
          <ul className="reward-history">
            <HistoryItems items={page.items} />
            {Array.from({ length: pages - 1 }, (_, i) => (
              <LaterPage key={i + 2} page={i + 2} />
            ))}
          </ul>
          {last.status === 'loading' ? (
            <Skeleton lines={2} />
          ) : last.status === 'error' ? (
            <FailedWithRetry text={t('reward_history_failed')} retry={last.retry} />
          ) : (
            last.data.page * last.data.pageSize < last.data.total && (
              <button type="button" className="btn btn-ghost btn-block" onClick={() => setPages(pages + 1)}>
                {t('reward_load_more')}
              </button>
            )
          )}
        </>
      )}
    </AsyncSection>
  );
}

/** A page after the first: its rows once they are in; the player goes on from its first row. */
function LaterPage({ page }: { page: number }) {
  const state = useCall(rewardsApi.history(page));
  const first = useRef<HTMLLIElement>(null);
  const ready = state.status === 'ready';
  useEffect(() => {
    if (ready) first.current?.focus();
  }, [ready]);
  return ready ? <HistoryItems items={state.data.items} firstRef={first} /> : null;
}

function HistoryItems({ items, firstRef }: { items: readonly RewardClaim[]; firstRef?: Ref<HTMLLIElement> }) {
  const { t, i18n } = useTranslation();
  const { format } = useMoney();
  const time = new Intl.DateTimeFormat(localeOf(i18n.language), { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <>
      {items.map((c, i) => (
        <li
          key={c.id}
          ref={i === 0 ? firstRef : undefined}
          tabIndex={i === 0 && firstRef ? -1 : undefined}
          className="reward-history-item"
        >
          <span className="reward-history-main">
            <span className="reward-row-title">
              {c.kind === 'CHECK_IN'
                ? t('reward_history_check_in', { day: c.streakDay ?? 1 })
                : t('reward_history_rebate', { date: periodText(c.period, i18n.language) })}
            </span>
            <span className="reward-row-sub">{time.format(c.createdAt)}</span>
          </span>
          <span className="reward-row-amount">+{format(c.amount)}</span>
        </li>
      ))}
    </>
  );
}
