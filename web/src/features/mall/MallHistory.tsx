import type { PointEntry, Redemption } from '@app/contract/mall';
import { useCall } from '../../api/use-call';
import { AsyncSection } from '../../components/AsyncSection';
import { keyIn } from '../../i18n/keys';
import { localeOf } from '../../i18n/locale-of';
import { useTranslation } from '../../i18n/translate';
import { useMoney } from '../money';
import { mallApi } from './api';
import { KIND_ICON } from './mall-icons';
import { signedPoints } from './mall-rules';

/** The member's redemptions with their state, and what moved their points (MCSFE_getMallHistory). */
export function MallHistory() {
  const { t } = useTranslation();
  const history = useCall(mallApi.history);
  const money = useMoney();
  return (
    <AsyncSection
      state={history.status === 'ready' && !money.ready ? { status: 'loading' } : history}
      card={false}
      className="mall-history"
      errorText={t('mall_history_failed')}
      skeletonLines={6}
    >
      {(h) => (
        <>
          <section aria-labelledby="mall-redemptions-title">
            <h2 id="mall-redemptions-title" className="mall-history-title">
              {t('mall_history_redemptions')}
            </h2>
            {h.redemptions.length === 0 ? (
              <p className="mall-history-empty">{t('mall_history_empty_redemptions')}</p>
            ) : (
              <ul className="mall-list">
                {h.redemptions.map((r) => (
                  <RedemptionRow key={r.id} redemption={r} />
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="mall-entries-title">
            <h2 id="mall-entries-title" className="mall-history-title">
              {t('mall_history_points')}
            </h2>
            {h.entries.length === 0 ? (
              <p className="mall-history-empty">{t('mall_history_empty_points')}</p>
            ) : (
              <ul className="mall-list">
                {h.entries.map((e) => (
                  <EntryRow key={e.id} entry={e} />
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </AsyncSection>
  );
}

function RedemptionRow({ redemption: r }: { redemption: Redemption }) {
  const { t, i18n } = useTranslation();
  const time = new Intl.DateTimeFormat(localeOf(i18n.language), { dateStyle: 'medium', timeStyle: 'short' });
  const number = new Intl.NumberFormat(localeOf(i18n.language));
  const Icon = KIND_ICON[r.kind];
  const status = keyIn('mall_status_', r.status);
  return (
    <li className="mall-row" data-status={r.status}>
      <span className="mall-row-icon" data-kind={r.kind}>
        <Icon />
      </span>
      <span className="mall-row-main">
        <span className="mall-row-title">{r.title}</span>
        <span className="mall-row-meta">{time.format(r.createdAt)}</span>
        {r.trackingNote && (
          <span className="mall-row-meta">{t('mall_tracking', { note: r.trackingNote })}</span>
        )}
      </span>
      <span className="mall-row-end">
        <span className="mall-row-points">{signedPoints(-r.cost, (n) => number.format(n))}</span>
        {status && <span className="mall-status">{t(status)}</span>}
      </span>
    </li>
  );
}

function EntryRow({ entry: e }: { entry: PointEntry }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const time = new Intl.DateTimeFormat(localeOf(i18n.language), { dateStyle: 'medium', timeStyle: 'short' });
  const number = new Intl.NumberFormat(localeOf(i18n.language));
  const key = keyIn('mall_entry_', e.kind);
  const text = key
    ? t(key, {
        amount: money.format(e.depositAmount ?? e.betAmount ?? 0),
        game: e.gameCode ?? '',
        title: e.title ?? '',
      })
    : '';
  return (
    <li className="mall-row" data-kind={e.kind}>
      <span className="mall-row-main">
        <span className="mall-row-title">{text}</span>
        <span className="mall-row-meta">{time.format(e.createdAt)}</span>
      </span>
      <span className={e.points > 0 ? 'mall-row-points mall-row-points--earned' : 'mall-row-points'}>
        {signedPoints(e.points, (n) => number.format(n))}
      </span>
    </li>
  );
}
